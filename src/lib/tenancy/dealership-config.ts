import { z } from "zod";
import type { Site } from "./site";
import { type SiteConfig, siteConfigSchema } from "./site-config";

/**
 * A dealership's own config (spec 02 §1 "each dealership (identified by a slug or a brand flag)
 * overrides shared defaults"; spec 01 §1 "phone numbers by car type", "copy text"; spec 02 §3
 * Dealership `config`; issue 19 item 7, decision 0032). It overrides the site's config for the
 * dealership's own cars: where a car page, a car's card or a finance calculator about one of its cars
 * reads the config, it reads the site's with these overrides on top.
 *
 * A dealership may override only what is about its cars and its people, never what the whole site
 * shares (its search, theme, lead routing, legal pages) or what the lead API checks whatever the car
 * (terms consent, required comments: a form the server validates against the site's rules must not
 * ask differently). The values are validated by the same zod schema as the site's, and stored as
 * written, overrides only.
 */

/** The site config keys a dealership may override: a group's named keys, or `"*"` for all of it. */
export const DEALERSHIP_OVERRIDABLE: Readonly<Record<string, readonly string[] | "*">> = {
  /** Spec 01 §9 "phone selection by car type (new, used, demo)"; 02 §9 per-tenant phone numbers. */
  phone_numbers: "*",
  /** The dealership's main number and inbox, where its cars' pages show or use the site's. */
  contact: ["phone", "email"],
  /** Spec 01 §2 "Their copy is dealer-specific"; the no-price text of spec 01 §4. */
  copy: ["no_price_text", "whats_included", "why_buy_from_us", "protect_your_car"],
  /** Spec 01 §1 feature switches, for its cars ("the reserve button is hidden for some dealer variants"). */
  features: [
    "favourites",
    "compare",
    "reserve",
    "finance_button",
    "trade_in",
    "online_purchase",
    "subscription_pricing",
    "finance_quote",
    "show_unregistered",
  ],
  /** Spec 01 §9 per-feature filter expressions. */
  feature_filters: "*",
  /** Spec 02 §5, §9: "one dealer variant" of the calculator, its interest rates, fees, finance page. */
  finance: "*",
  /** Spec 01 §5: the reserve deposit a car shows when it has no amount of its own. */
  reserve_deposit: "*",
};

export type DealershipConfigOverrides = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A dealership's `config` as a bundle carries it: only keys of DEALERSHIP_OVERRIDABLE, each valid by
 * the site config's own rules. A key a dealership cannot override, or a misspelt one, is an error
 * naming it, not silently ignored (as for a site's config).
 */
export const dealershipConfigSchema = z.record(z.string(), z.unknown()).superRefine((raw, ctx) => {
  let allowed = true;
  for (const [key, value] of Object.entries(raw)) {
    const keys = DEALERSHIP_OVERRIDABLE[key];
    if (!Object.hasOwn(DEALERSHIP_OVERRIDABLE, key) || keys === undefined) {
      allowed = false;
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `a dealership cannot override "${key}" (it may override ${Object.keys(DEALERSHIP_OVERRIDABLE).join(", ")})`,
      });
      continue;
    }
    if (keys === "*" || !isPlainObject(value)) continue;
    for (const inner of Object.keys(value)) {
      if (keys.includes(inner)) continue;
      allowed = false;
      ctx.addIssue({
        code: "custom",
        path: [key, inner],
        message: `a dealership cannot override "${key}.${inner}" (of ${key} it may override ${keys.join(", ")})`,
      });
    }
  }
  if (!allowed) return;
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
  }
});

/** Objects merge key by key; lists and values replace (a dealership's fee list is its whole list). */
function mergeOver(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = mergeOver(base[key], value);
  return out;
}

/**
 * The config a dealership's car is shown with: the site's, with the dealership's overrides on top,
 * parsed by the site schema again (so the result holds every rule a site config holds). No overrides:
 * the site's own config object, unchanged.
 */
export function configForDealership(
  siteConfig: SiteConfig,
  overrides: DealershipConfigOverrides | null | undefined,
): SiteConfig {
  if (!overrides || Object.keys(overrides).length === 0) return siteConfig;
  const parsed = siteConfigSchema.safeParse(mergeOver(siteConfig, overrides));
  // Stored overrides were validated on import; if they no longer parse (a schema change), the
  // dealership's cars show the site's config rather than fail.
  return parsed.success ? parsed.data : siteConfig;
}

const perSite = new WeakMap<Site, Map<number, Site>>();

/**
 * The site as one dealership's car sees it: its config with the dealership's overrides. The same Site
 * object when the dealership has none (or is not the site's); computed once per site object.
 */
export function siteForDealership(site: Site, dealershipId: number): Site {
  const dealership = site.dealerships.find((d) => d.id === dealershipId);
  if (!dealership?.config || Object.keys(dealership.config).length === 0) return site;
  let cache = perSite.get(site);
  if (!cache) {
    cache = new Map();
    perSite.set(site, cache);
  }
  let forDealer = cache.get(dealershipId);
  if (!forDealer) {
    forDealer = { ...site, config: configForDealership(site.config, dealership.config) };
    cache.set(dealershipId, forDealer);
  }
  return forDealer;
}

/**
 * The configs of the site's dealerships that override anything, by dealership id: what a page of
 * several dealerships' cars (search results) hands its cards, plain data a browser component can read
 * without zod. A dealership without overrides is absent: its cards use the site's config.
 */
export function dealershipConfigs(site: Site): Record<number, SiteConfig> {
  const out: Record<number, SiteConfig> = {};
  for (const d of site.dealerships) {
    const forDealer = siteForDealership(site, d.id);
    if (forDealer !== site) out[d.id] = forDealer.config;
  }
  return out;
}

/** A car type's phone lines (the `phone_numbers` shape): new, used and demo. */
export type PhoneLines = { new?: string; used?: string; demo?: string };

function phoneLinesOf(value: unknown): PhoneLines {
  if (!isPlainObject(value)) return {};
  const out: PhoneLines = {};
  for (const type of ["new", "used", "demo"] as const) {
    const line = value[type];
    if (typeof line === "string" && line.trim()) out[type] = line.trim();
  }
  return out;
}

/**
 * A dealership's own department lines by car type (issue 34 item 3, decision 0074): those its own
 * config sets (`phone_numbers` overrides), and, on a site of one dealership, the site's `phone_numbers`
 * too (there the site's lines are that dealer's departments). A group's lines are its head office's, not
 * a yard's: they are not a dealership's, and the car's own yard comes first (lib/vehicle `carPhone`).
 */
export function departmentLines(
  site: Pick<Site, "config" | "dealerships">,
  dealershipId: number,
): PhoneLines {
  const dealership = site.dealerships.find((d) => d.id === dealershipId);
  const own = phoneLinesOf(dealership?.config?.phone_numbers);
  if (site.dealerships.length > 1) return own;
  return { ...phoneLinesOf(site.config.phone_numbers), ...own };
}

/**
 * The site's locations with each dealership's own number where a location lists none (its overrides'
 * `contact.phone`): a yard whose feed has no phone still shows its dealer's number on the location
 * cards and pages. A location's own numbers always win; without overrides the list is returned as is.
 */
export function locationsWithDealershipPhones<
  L extends { dealershipId: number; contactDetail: { phone?: string; landline_phone?: string } },
>(site: Pick<Site, "dealerships">, list: readonly L[]): L[] {
  const phones = new Map<number, string>();
  for (const d of site.dealerships) {
    const contact = d.config?.contact;
    const phone = isPlainObject(contact) && typeof contact.phone === "string" ? contact.phone.trim() : "";
    if (phone) phones.set(d.id, phone);
  }
  if (!phones.size) return [...list];
  return list.map((location) => {
    const phone = phones.get(location.dealershipId);
    const own = location.contactDetail.phone?.trim() || location.contactDetail.landline_phone?.trim();
    return phone && !own ? { ...location, contactDetail: { ...location.contactDetail, phone } } : location;
  });
}
