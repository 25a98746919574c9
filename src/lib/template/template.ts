import type { BlogCategory } from "../content/blog-categories";
import type { FinanceConfig } from "../finance/finance-config";
import type { MissingHoursDisplay } from "../locations/opening-hours";
import type { BannerSlot } from "./banner-images";
import type { ThemeConfig } from "./theme-config";

/**
 * A template is data: theme tokens, navigation, and the copy variants the spec attaches to a brand
 * (spec 01 §2 "'Show More' / 'Show Less' on one brand", §4 "'Find me something similar' on one
 * brand", spec 02 §9 "Brand theme configuration"). Components read copy through `templateCopy`.
 * The templates themselves, and the lookup by name, live in `src/templates/` (registry.ts).
 */

export type ThemeTokens = {
  background: string;
  foreground: string;
  primary: string;
  primary_foreground: string;
  accent: string;
  accent_foreground: string;
  muted: string;
  muted_foreground: string;
  border: string;
  header_background: string;
  header_foreground: string;
  footer_background: string;
  footer_foreground: string;
  success: string;
  success_foreground: string;
  destructive: string;
  radius: string;
};

export type TemplateCopy = {
  dealer_comments_more: string;
  dealer_comments_less: string;
  find_similar: string;
  certified_switch: string;
  finance_button: string;
  models_heading_prefix: string;
  show_all_makes: string;
  hide_extra_makes: string;
  sold_notice: string;
  similar_prompt: string;
};

export type MenuItem = {
  /** Stable id so a site can hide optional items (`navigation.hidden` in its config). */
  id: string;
  name: string;
  /** A path on the site, or `{dealer_brand}/…` resolved against the site's dealer-brand base domain. */
  url: string;
  /** Spec 02 §2: each menu item has a mandatory flag; optional ones may be hidden per site. */
  mandatory: boolean;
  hiddenInNav?: boolean;
  children?: MenuItem[];
  /**
   * Spec 02 §3 Menu item "dynamicDropdown (models)": the item opens the models menu, built from the
   * site's models (lib/navigation/menus), titled with the template's models heading prefix and its name.
   */
  dynamicDropdown?: "models";
};

export type Template = {
  name: string;
  label: string;
  theme: ThemeTokens;
  copy: TemplateCopy;
  /** Finance button target when the site sets none (spec 02 §9: the brand links to /finance-enquiry). */
  financePath: string;
  /** Spec 02 §9: "the reserve button uses a success style" on the brand template. */
  reserveButtonVariant: "primary" | "success";
  /** Spec 01 §4 tag banner rule 3: certified used cars of this make get the certified badge. */
  certifiedBadgeMake?: string;
  /** Spec 01 §2: "On one template only sales-type locations are listed." */
  locationsSalesOnly: boolean;
  /**
   * Spec 02 §5 "Missing opening hours show Closed; some tenants show 'By appointment only' or an
   * Enquire Now link": what a day without hours reads as.
   */
  missingHours: MissingHoursDisplay;
  /**
   * Spec 01 §4 "Favourites / compare … In the garage variant they are also hidden for non-used cars on
   * one brand": on this brand's sites with the garage on, only used cars can be saved or compared.
   */
  garageUsedCarsOnly: boolean;
  /** Spec 02 §4 "Service Saturdays by appointment": service desks open alternate Saturdays by appointment. */
  serviceSaturdaysByAppointment: boolean;
  /** Spec 02 §7: "9 for a finance enquiry form on one dealer variant": the brand template reports it. */
  financeEnquiryEvent: boolean;
  navigation: MenuItem[];
  /** Spec 02 §2 "Blog": "four categories, plus a fifth for certain brands": the brand's fifth. */
  blogCategory?: BlogCategory;
  /**
   * Spec 02 §9 "Default banner images are configured per brand": the picture of each of the car
   * page's feature carousel slots (lib/template/banner-images, decision 0087).
   */
  bannerImages: Record<BannerSlot, string>;
  /** Navigation groups repeated in the footer (spec 02 §2: pre-owned, service and contact). */
  footerMenuIds: string[];
};

/** The one accessor for template copy. */
export function templateCopy(template: Pick<Template, "copy">, key: keyof TemplateCopy): string {
  return template.copy[key];
}

/** Template theme with the site's own overrides (config.theme) laid over it. */
export function siteTheme(template: Template, config: { theme: ThemeConfig }): ThemeTokens {
  // Only the colour and radius tokens: the font and the logo are not CSS tokens (theme-fonts.ts).
  const { font: _font, logo_url: _logo, ...tokens } = config.theme;
  const overrides = Object.fromEntries(Object.entries(tokens).filter(([, v]) => v !== undefined));
  return { ...template.theme, ...overrides };
}

/** CSS custom properties for a theme, e.g. `--primary: #eb0a1e`. Values are sanitised for a style attribute. */
export function themeCssVariables(theme: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme)) {
    vars[`--${key.replaceAll("_", "-")}`] = value.replace(/[;{}<>"']/g, "");
  }
  return vars;
}

/** Finance link target: the site's configured path, else the template's. */
export function financePath(
  template: Pick<Template, "financePath">,
  config: { finance: Pick<FinanceConfig, "path"> },
): string {
  return config.finance.path ?? template.financePath;
}
