import { z } from "zod";
import { garageConfigSchema, gatedPagesSchema } from "../accounts/accounts-config";
import { alertsConfigSchema } from "../alerts/alerts-config";
import { chatConfigSchema } from "../chat/chat-config";
import { reserveDepositSchema } from "../checkout/checkout-config";
import { hiddenConfigPaths, type PublicConfig, withoutPaths } from "../config/config-visibility";
import { copyConfigSchema, legalConfigSchema, navigationConfigSchema } from "../content/content-config";
import { feedsConfigSchema } from "../feeds/feeds-config";
import { financeConfigSchema } from "../finance/finance-config";
import { dealershipPickerSchema } from "../leads/dealership-picker";
import { leadsConfigSchema } from "../leads/leads-config";
import { defaultStateSchema, locationsLayoutSchema, overrideCitySchema } from "../locations/locations-config";
import { marketingConfigSchema } from "../marketing/marketing-config";
import { messagingConfigSchema } from "../messaging/messaging-config";
import { retentionConfigSchema } from "../privacy/retention-config";
import { gmbProfilesSchema, reviewsConfigSchema } from "../reviews/reviews-config";
import { savedCarsConfigSchema } from "../saved-cars/saved-cars-config";
import { bookingsConfigSchema } from "../scheduling/scheduling-config";
import { searchConfigSchema } from "../search/search-config";
import { includeSoldCarsDaysSchema, specificationsConfigSchema } from "../stock/stock-config";
import type { CarType } from "../stock/stock-values";
import { themeConfigSchema } from "../template/theme-config";
import { tradeInConfigSchema } from "../trade-in/trade-in-config";
import { featureFiltersConfigSchema } from "../vehicle/vehicle-config";
import {
  contactConfigSchema,
  dealerBrandBaseDomainSchema,
  licencesConfigSchema,
  phoneNumbersConfigSchema,
  socialConfigSchema,
} from "./identity-config";

/**
 * One site's configuration: the shared defaults of spec 01 §9 and spec 02 §9, with a site's overrides
 * merged over them. A site stores only what differs (the `config` column holds overrides); every reader
 * gets the parsed, fully-defaulted object from `parseSiteConfig`.
 *
 * This file composes: each area owns its slice, with the spec's defaults and what a settings form
 * needs (a label, a help text, and whether the value is internal or secret) as schema metadata,
 * beside its rules (decision 0043). Only the feature switches live here. Nested objects use
 * `.prefault({})` so a missing group is parsed through its own defaults.
 */

/** Spec 01 §1 "Many features are switched on per site": the switches, one flat list. */
const featuresSchema = z
  .strictObject({
    /**
     * The garage (spec 01 §1; spec 02 §2): a signed-in shopper's page of saved and viewed cars,
     * valuations and reservations at `garage.path`, and the garage variant of the saved-car rules
     * (decision 0037). Needs `authentication`: the garage is always gated (spec 02 §6).
     */
    garage: z.boolean().default(false),
    /** "storing favourites" (spec 01 §4): favourites and compare buttons are hidden unless on. */
    favourites: z.boolean().default(true),
    compare: z.boolean().default(true),
    reserve: z.boolean().default(true),
    finance_button: z.boolean().default(true),
    trade_in: z.boolean().default(true),
    online_purchase: z.boolean().default(false),
    /**
     * Spec 02 §2 "/spin-to-win": the site's prize draw, entered by signed-in shoppers where the site
     * gates it (decision 0079: entries are leads, the dealer draws). Off by default.
     */
    spin_to_win: z.boolean().default(false),
    /** `offers_subscription` in the spec's site config. */
    subscription_pricing: z.boolean().default(false),
    chat: z.boolean().default(false),
    /** Spec 01 §6: "authentication is off in the default config". */
    authentication: z.boolean().default(false),
    /** Tag banner rule 1: an Electric / Hybrid / PHEV tag when the site enables it. */
    fuel_tag: z.boolean().default(false),
    /** Per-car finance quote lookup (spec 02 §4 "Finance quote lookup"). */
    finance_quote: z.boolean().default(true),
    /** Spec 01 §5: a past rego date shows 'Unregistered' on some sites, else nothing. */
    show_unregistered: z.boolean().default(false),
    /** Certified-only sites hide the certified filter's 'false' value (spec 01 §5). */
    certified_only: z.boolean().default(false),
    /** Terms-of-use consent checkbox on enquiry forms (spec 02 §5). */
    terms_consent: z.boolean().default(false),
    /** Comments are required on enquiry forms unless configured otherwise (spec 02 §5). */
    comments_required: z.boolean().default(true),
  })
  .prefault({})
  .meta({ label: "Features", help: "What the site offers (spec 01 §1)." });

export const siteConfigSchema = z.strictObject({
  features: featuresSchema,
  copy: copyConfigSchema,
  specifications: specificationsConfigSchema,
  include_sold_cars_days: includeSoldCarsDaysSchema,
  search: searchConfigSchema,
  feature_filters: featureFiltersConfigSchema,
  finance: financeConfigSchema,
  reviews: reviewsConfigSchema,
  default_state: defaultStateSchema,
  phone_numbers: phoneNumbersConfigSchema,
  trade_in: tradeInConfigSchema,
  garage: garageConfigSchema,
  saved_cars: savedCarsConfigSchema,
  reserve_deposit: reserveDepositSchema,
  bookings: bookingsConfigSchema,
  social: socialConfigSchema,
  licences: licencesConfigSchema,
  contact: contactConfigSchema,
  gmb_profiles: gmbProfilesSchema,
  gated_pages: gatedPagesSchema,
  locations_layout: locationsLayoutSchema,
  dealership_picker: dealershipPickerSchema,
  dealer_brand_base_domain: dealerBrandBaseDomainSchema,
  override_city: overrideCitySchema,
  navigation: navigationConfigSchema,
  chat: chatConfigSchema,
  theme: themeConfigSchema,
  leads: leadsConfigSchema,
  alerts: alertsConfigSchema,
  legal: legalConfigSchema,
  feeds: feedsConfigSchema,
  marketing: marketingConfigSchema,
  messaging: messagingConfigSchema,
  retention: retentionConfigSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** What a site stores: any subset of the config, validated by the same schema. */
export type SiteConfigOverrides = z.input<typeof siteConfigSchema>;

export function parseSiteConfig(overrides: unknown): SiteConfig {
  return siteConfigSchema.parse(overrides ?? {});
}

export function safeParseSiteConfig(overrides: unknown) {
  return siteConfigSchema.safeParse(overrides ?? {});
}

/**
 * The values of a site's config a browser may see (decision 0042): the config without what the schema
 * marks `internal()` or `secret()`. What a client component receives is this type, built by
 * `publicSiteConfig`, never the whole `SiteConfig`.
 */
export type PublicSiteConfig = PublicConfig<SiteConfig> & { readonly [publicView]: true };
declare const publicView: unique symbol;

/** Where the schema marks a value internal or secret, found once when the module loads. */
export const HIDDEN_SITE_CONFIG_PATHS = hiddenConfigPaths(siteConfigSchema);

/** The one public view of a site's (or a dealership's merged) config: every marked value taken out. */
export function publicSiteConfig(config: SiteConfig): PublicSiteConfig {
  return withoutPaths(config, HIDDEN_SITE_CONFIG_PATHS) as unknown as PublicSiteConfig;
}

/** The config every site starts from: the spec's shared defaults. */
export const DEFAULT_SITE_CONFIG: SiteConfig = parseSiteConfig({});

/** Spec 01 §9 "phone selection by car type": the car type's number, else the site's main number. */
export function phoneForCarType(config: SiteConfig, carType: CarType): string | undefined {
  return config.phone_numbers[carType] ?? config.contact.phone;
}
