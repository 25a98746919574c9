import { Phone } from "lucide-react";
import Link from "next/link";
import { AccountEntry } from "@/components/accounts/account-entry";
import { WATCHLIST_PATH } from "@/lib/accounts/watchlist";
import { sitePhone } from "@/lib/content/site-phone";
import { formatPhone, telHref } from "@/lib/format/format";
import { garageLinkPath } from "@/lib/garage/garage";
import { headerNavigation, type MenuModel, type NavLink } from "@/lib/navigation/menus";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { UPLOADED_LOGO } from "@/lib/template/theme-config";
import type { Site } from "@/lib/tenancy/site";
import { SavedCarsLinks } from "../saved-cars/saved-cars-links";
import { HeaderShell } from "./header-shell";
import { MenuGroup } from "./menu-group";
import { MenuNav } from "./menu-nav";
import { MenuPanel } from "./menu-panel";
import { MenuTrigger } from "./menu-trigger";
import { MobileMenuButton } from "./mobile-menu-button";
import { ModelsMenu } from "./models-menu";

function NavAnchor({ link, className }: { link: NavLink; className: string }) {
  return link.external ? (
    <a href={link.href} className={className} rel="noopener">
      {link.name}
    </a>
  ) : (
    // Not prefetched: a page view would otherwise render every menu page on the server (most are
    // dynamic: search, forms) and parse their payloads on the shopper's phone, for links rarely taken.
    <Link href={link.href} className={className} prefetch={false}>
      {link.name}
    </Link>
  );
}

const topLink =
  "flex min-h-11 items-center px-4 py-2 font-medium hover:underline lg:px-3 lg:text-sm lg:whitespace-nowrap";
const panelLink = "block rounded px-3 py-2 text-sm hover:bg-muted";

/**
 * Without JavaScript the menus still work: the phone menu shows its list, and a desktop dropdown opens
 * while the pointer or focus is inside its menu (decision 0030).
 */
// The panels carry `hidden`, which Tailwind's base layer hides with !important; an important rule in a
// cascade layer beats any unlayered one, so these join that layer and win on specificity (an id).
const NO_SCRIPT_MENUS = `@layer base{@media (max-width: 1023px){#site-nav,#site-nav [data-menu-panel]{display:block!important}}
@media (min-width: 1024px){#site-nav [data-menu]:hover>[data-menu-panel],#site-nav [data-menu]:focus-within>[data-menu-panel]{display:block!important}}}`;

/**
 * The site header (spec 02 §2 "Header menus"): logo, phone, and the template's navigation as a bar
 * of mega-menu dropdowns on a desktop and one disclosure menu on a phone. The markup is drawn here on
 * the server; the client parts are the buttons and panels that open and close (decision 0030).
 */
export function SiteHeader({ site, models }: { site: Site; models: readonly MenuModel[] }) {
  const entries = headerNavigation(site.template, site.config, models);
  const phone = sitePhone(site) ?? undefined;
  // The theme's logo (issue 32 item 4: an address, or a logo uploaded in the console, served as PNG and
  // WebP) over the one the site was imported with.
  const logo = site.config.theme.logo_url ?? site.logoUrl;
  const { features } = site.config;
  return (
    <HeaderShell
      trigger={site.config.navigation.dropdown_trigger}
      className="relative z-40 border-b bg-header text-header-foreground print:hidden"
    >
      <noscript>
        <style>{NO_SCRIPT_MENUS}</style>
      </noscript>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          href="/"
          prefetch={false}
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
          aria-label={`${site.name} home`}
        >
          {logo ? (
            <picture>
              {UPLOADED_LOGO.test(logo) ? (
                <source type="image/webp" srcSet={logo.replace(/\.png$/, ".webp")} />
              ) : null}
              <img src={logo} alt="" className="h-8 w-auto" />
            </picture>
          ) : null}
          <span>{site.name}</span>
        </Link>
        <div className="flex items-center gap-1 md:gap-3">
          {/* Spec 01 §4 "Hidden unless the site enables storing favourites" (compare too); the heart
              only where favourites are the site's one save (decision 0075). */}
          {features.favourites ? (
            <SavedCarsLinks compare={features.compare} favourites={siteSave(site.config) === "favourites"} />
          ) : null}
          {phone ? (
            <a href={telHref(phone)} className="hidden items-center gap-2 text-sm font-medium md:flex">
              <Phone aria-hidden className="size-4" />
              {formatPhone(phone)}
            </a>
          ) : null}
          {/* Issue 21 §2: "Sign in", or the shopper's account (their garage, §5), on a site with sign-in. */}
          {site.config.features.authentication ? (
            <AccountEntry watchlistPath={WATCHLIST_PATH} garagePath={garageLinkPath(site.config)} />
          ) : null}
          <MobileMenuButton />
        </div>
      </div>
      <MenuNav>
        <ul className="mx-auto max-w-7xl py-2 lg:relative lg:flex lg:flex-wrap lg:gap-x-1 lg:px-2 lg:py-0 lg:pb-1">
          {entries.map((entry) => {
            if (entry.kind === "link") {
              return (
                <li key={entry.id} className="lg:flex">
                  <NavAnchor link={entry} className={topLink} />
                </li>
              );
            }
            const mega = entry.kind === "models";
            return (
              <MenuGroup key={entry.id} id={entry.id} mega={mega}>
                <MenuTrigger id={entry.id} label={mega ? entry.title : entry.name} />
                <MenuPanel id={entry.id} mega={mega}>
                  {entry.kind === "models" ? (
                    <ModelsMenu id={entry.id} heading={entry.heading} menu={entry.menu} />
                  ) : (
                    <ul className="px-2 pb-2 lg:p-2">
                      {entry.overview ? (
                        <li>
                          <NavAnchor link={entry.overview} className={`${panelLink} font-semibold`} />
                        </li>
                      ) : null}
                      {entry.links.map((link) => (
                        <li key={link.id}>
                          <NavAnchor link={link} className={panelLink} />
                        </li>
                      ))}
                    </ul>
                  )}
                </MenuPanel>
              </MenuGroup>
            );
          })}
        </ul>
      </MenuNav>
    </HeaderShell>
  );
}
