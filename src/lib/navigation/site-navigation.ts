import type { NavigationConfig } from "../content/content-config";
import type { MenuItem, Template } from "../template/template";
import type { TradeInSettings } from "../trade-in/trade-in-page";
import { isTradeInLink, tradeInHref } from "../trade-in/trade-in-page";
import { editedMenu } from "./edited-menu";

/**
 * The template's navigation tree as one site shows it (spec 02 §2 "Header menus"): the site's hidden
 * optional items dropped, the trade-in link following the site, and `{dealer_brand}/…` links resolved
 * against the site's dealer-brand base domain. The header's menus (./menus) and /service read it.
 */

const DEALER_BRAND = "{dealer_brand}";

/**
 * A template link on the dealer brand's own site (`{dealer_brand}/…`) resolved against the site's
 * `dealer_brand_base_domain` (trailing slashes dropped); null when the site sets no base domain. Any
 * other URL comes back as it is. The menus and /service both resolve through here, so they agree.
 */
export function dealerBrandUrl(
  config: { dealer_brand_base_domain?: string | undefined },
  url: string,
): string | null {
  if (!url.startsWith(DEALER_BRAND)) return url;
  const base = config.dealer_brand_base_domain?.replace(/\/+$/, "");
  return base ? base + url.slice(DEALER_BRAND.length) : null;
}

/**
 * The navigation a shopper sees: optional items the site hides are dropped, and links to the dealer
 * brand's external pages are kept only when the site configures that base domain.
 */
/** What a site's menus read of its config: hidden items, the trade-in link, the brand's base domain. */
export type NavigationSettings = TradeInSettings & {
  navigation: Pick<NavigationConfig, "hidden" | "menu">;
  dealer_brand_base_domain?: string | undefined;
};

export function siteNavigation(
  template: Template,
  config: NavigationSettings,
  items = editedMenu(template.navigation, config.navigation.menu),
): MenuItem[] {
  const hidden = new Set(config.navigation.hidden);
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!item.mandatory && hidden.has(item.id)) continue;
    // The trade-in pages follow the site: its own path, the dealer's external page, or none at all.
    const url = isTradeInLink(item.url) ? tradeInHref(config) : dealerBrandUrl(config, item.url);
    if (url === null) continue;
    const children = item.children ? siteNavigation(template, config, item.children) : undefined;
    out.push({ ...item, url, children });
  }
  return out;
}
