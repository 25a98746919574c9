import { z } from "zod";
import { DEFAULT_DIGEST_HOUR } from "../alerts/digest-schedule";
import { CHAT_MODES, CHAT_PROVIDERS } from "../chat/chat-options";
import {
  hiddenConfigPaths,
  internal,
  type PublicConfig,
  secret,
  withoutPaths,
} from "../config/config-visibility";
import { unknownPlaceholders } from "../content/legal-text";
import { DROPDOWN_TRIGGERS } from "../content/menu-options";
import { FINANCE_PROVIDER_RULES, type FinanceProviderId } from "../finance/providers";
import { AU_TIME_ZONES } from "../locations/time-zones";
import { MAX_FILTER_EXPRESSION_LENGTH, parseFilterExpression } from "../stock/filter-expression";
import { GATED_PAGES } from "./gated-pages";
import {
  AU_STATES,
  CAR_TYPES,
  type CarType,
  DEFAULT_BUDGET_QUICK_PICKS,
  SORT_OPTIONS,
  TRADE_IN_PATHS,
} from "./site-constants";
import { isThemeColour, isThemeLength } from "./theme-values";

/**
 * One site's configuration: the shared defaults of spec 01 §9 and spec 02 §9, with a site's overrides
 * merged over them. A site stores only what differs (the `config` column holds overrides); every reader
 * gets the parsed, fully-defaulted object from `parseSiteConfig`.
 *
 * Nested objects use `.prefault({})` so a missing group is parsed through its own defaults instead of
 * becoming an empty object.
 */

// The value lists live apart from the schema, so browser code can use them without zod.
export {
  AU_STATES,
  type AuState,
  CAR_TYPES,
  type CarType,
  SORT_OPTIONS,
  type SortOption,
  TRADE_IN_PATHS,
  type TradeInPath,
} from "./site-constants";

/** Spec 02 §9 "Finance providers" (lib/finance/providers). `local` is our own amortisation engine, the working default. */
export const FINANCE_PROVIDERS = Object.keys(FINANCE_PROVIDER_RULES) as [
  FinanceProviderId,
  ...FinanceProviderId[],
];

/** A stock filter expression (lib/stock/filter-expression.ts); rejected with the parser's reason. */
const filterExpression = z
  .string()
  .max(MAX_FILTER_EXPRESSION_LENGTH)
  .superRefine((value, ctx) => {
    const parsed = parseFilterExpression(value);
    if (!parsed.ok)
      ctx.addIssue({ code: "custom", message: `${parsed.error} (at character ${parsed.position})` });
  })
  .default("");

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = url.optional();

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
  .prefault({});

const copySchema = z
  .strictObject({
    /** Spec 01 §4 price display: "else the configured no-price text (default 'Enquire for price.')". */
    no_price_text: z.string().min(1).default("Enquire for price."),
    terms_consent_text: z
      .string()
      .min(1)
      .default("You must agree to the terms of use before submitting the form."),
    /** Dealer-specific copy for the vehicle page tabs (spec 01 §2); empty means the template's copy. */
    whats_included: z.string().optional(),
    why_buy_from_us: z.string().optional(),
    protect_your_car: z.string().optional(),
  })
  .prefault({});

const specificationsSchema = z
  .strictObject({
    /** Spec 01 §9: "Just-arrived window 8 days by default". */
    just_arrived_days: z.number().int().min(0).max(365).default(8),
    /** Spec 01 §4 rule 6: "default text 'New'". */
    just_arrived_tag_name: z.string().min(1).default("New"),
    /** Spec 01 §4: "A car not in stock shows 'JUST SOLD' or the site's sold text". */
    sold_tag_name: z.string().min(1).default("JUST SOLD"),
  })
  .prefault({});

/** Site filter expression (see lib/stock/filter-expression.ts) plus allow lists; empty lists allow all. */
const searchSchema = z
  .strictObject({
    /** Applied by the server to every listing; the browser never needs it (decision 0042). */
    filters: internal(filterExpression),
    allow: z
      .strictObject({
        makes: z.array(z.string().min(1)).default([]),
        car_types: z.array(z.enum(CAR_TYPES)).default([]),
        dealership_slugs: z.array(z.string().min(1)).default([]),
        location_slugs: z.array(z.string().min(1)).default([]),
      })
      .prefault({}),
    sort_options: z
      .array(z.enum(SORT_OPTIONS))
      .min(1)
      .default([...SORT_OPTIONS]),
    /** Spec 02 §9: "default search page size 21". */
    page_size: z.number().int().min(1).max(100).default(21),
    /** Spec 02 §4: "Card promo positions are 8 and 17". */
    promo_positions: z.array(z.number().int().min(1)).default([8, 17]),
    /** Spec 01 §9: used when a result count over 1999 is capped. */
    stock_count: z.number().int().min(0).optional(),
  })
  .prefault({});

/**
 * Per-feature filter expressions (spec 01 §9 "allow lists for garage, compare and other features"):
 * a feature applies to a car only if the car matches the expression; empty means every car. The server
 * decides each car's buttons with them (decision 0037), so they are internal (decision 0042).
 */
const featureFiltersSchema = z
  .strictObject({
    garage: filterExpression,
    compare: filterExpression,
    favourites: filterExpression,
    reserve: filterExpression,
    online_purchase: filterExpression,
    trade_in: filterExpression,
  })
  .prefault({});
const internalFeatureFilters = internal(featureFiltersSchema);

const tradeInSchema = z
  .strictObject({
    /** The site's own name for the wizard's page; the other two redirect to it. */
    path: z.enum(TRADE_IN_PATHS).default("/trade-in"),
    /**
     * Spec 02 §7 "For one dealer the trade-in link goes to an external sell-my-car page": the dealer's
     * page (https), where every Trade In and Sell your car link then goes.
     */
    external_url: z.url({ protocol: /^https$/ }).optional(),
  })
  .prefault({});

/**
 * The garage's page (spec 02 §2 "/my-garage and tenant variants (/mymotorama, /mybigboxcars, /myblinkr,
 * /myservco)"; decision 0039): one name per site, the others redirect to it.
 */
export const GARAGE_PATHS = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;
export type GaragePath = (typeof GARAGE_PATHS)[number];

const garageSchema = z
  .strictObject({
    /** The site's own name for its garage page (with `features.garage` on); the others redirect to it. */
    path: z.enum(GARAGE_PATHS).default("/my-garage"),
  })
  .prefault({});

const financeSchema = z
  .strictObject({
    provider: z.enum(FINANCE_PROVIDERS).default("local"),
    /** Spec 01 §9 / spec 02 §9: "default finance calculator interest rate 10" (shared default). */
    default_interest: z.number().min(0.5).max(30).default(10),
    /** Spec 01 §2: /finance, or /finance-enquiry, /apply-for-finance on some sites; unset → the template's. */
    path: z.string().startsWith("/").optional(),
    /**
     * Spec 02 §7 "The finance link goes to an internal finance route or an external finance link
     * builder": a lender's own page (https); the car's finance query is appended to it. Wins over `path`.
     */
    external_url: z.url({ protocol: /^https$/ }).optional(),
    /** Spec 02 §9: comparison-rate range defaults 8.38% and 19.42%. */
    comparison_rate_min: z.number().default(8.38),
    comparison_rate_max: z.number().default(19.42),
    /**
     * Spec 02 §5: the finance form's budget quick picks, "5,000 to 70,000 (300,000 to 800,000 for one
     * tenant)": whole dollars, in the order shown.
     */
    budget_quick_picks: z
      .array(z.number().int().min(1).max(10_000_000))
      .min(1)
      .max(8)
      .default([...DEFAULT_BUDGET_QUICK_PICKS]),
    /**
     * The calculator's dealer variants (spec 02 §5, §9; lib/finance/calculator): a higher lowest
     * price, another interest range, hidden interest and residual inputs, itemised fees.
     */
    calculator: z
      .strictObject({
        price_min: z.number().int().min(0).max(250_000).optional(),
        interest_min: z.number().min(0).max(30).optional(),
        interest_max: z.number().min(0.5).max(30).optional(),
        hide_interest_and_residual: z.boolean().optional(),
        fees: z
          .array(
            z.strictObject({
              label: z.string().min(1).max(80),
              amount: z.number().min(0).max(100_000),
              per: z.enum(["once", "month"]),
            }),
          )
          .max(10)
          .optional(),
      })
      .refine((c) => (c.interest_min ?? 0) <= (c.interest_max ?? 30), {
        message: "interest_min must not be more than interest_max",
      })
      .prefault({}),
  })
  .prefault({});

const reviewsSchema = z
  .strictObject({
    /** Spec 01 §9 "review minimum rating 4". */
    min_rating: z.number().min(0).max(5).default(4),
    /** Spec 01 §9 "Google reviews quantity 12". */
    google_quantity: z.number().int().min(0).max(100).default(12),
  })
  .prefault({});

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, "Phone numbers may hold digits, spaces, brackets, dashes and a leading +");

const socialSchema = z
  .strictObject({
    facebook: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
    linkedin: optionalUrl,
    tiktok: optionalUrl,
  })
  .prefault({});

const colour = z
  .string()
  .trim()
  .refine(isThemeColour, "must be a colour: #rrggbb, or rgb()/hsl()/oklch() with numbers")
  .optional();
const themeSchema = z
  .strictObject({
    primary: colour,
    primary_foreground: colour,
    accent: colour,
    accent_foreground: colour,
    header_background: colour,
    header_foreground: colour,
    radius: z.string().trim().refine(isThemeLength, "must be a length such as 0.5rem, 4px or 0").optional(),
  })
  .prefault({});

/**
 * Where a site's leads go (ARCHITECTURE "Nothing is lost"). Each lead is e-mailed to its location's
 * address, or the site's contact e-mail when it has no location, and to every address here; ADF XML
 * goes to each CRM address; the webhook gets a signed POST. Secrets stay in the config, never in the
 * outbox rows. The whole group is internal and the webhook's key secret (decision 0042).
 */
const leadsSchema = z
  .strictObject({
    emails: z.array(z.email()).max(10).default([]),
    adf_emails: z.array(z.email()).max(5).default([]),
    webhook: z
      .strictObject({
        url,
        /** HMAC-SHA256 key for the `x-forecourt-signature` header; long enough not to be guessed. */
        secret: secret(z.string().min(32, "The webhook secret must be at least 32 characters")),
      })
      .optional(),
  })
  .prefault({});

/** A paragraph of legal copy: plain text with the placeholders of lib/content/legal-text.ts. */
const legalParagraph = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  .superRefine((text, ctx) => {
    for (const name of unknownPlaceholders(text))
      ctx.addIssue({ code: "custom", message: `{${name}} is not a placeholder legal copy can use` });
  });
/** Overrides of a legal page's sections by section id (lib/content/legal-documents.ts, decision 0024). */
const legalDocumentOverrides = z
  .record(
    z.string().regex(/^[a-z0-9-]{1,60}$/, "a section id is lower-case letters, digits and dashes"),
    z.strictObject({
      heading: z.string().trim().min(1).max(200).optional(),
      paragraphs: z.array(legalParagraph).min(1).max(30).optional(),
      hidden: z.boolean().optional(),
    }),
  )
  .default({});
const legalSchema = z
  .strictObject({
    privacy_policy: legalDocumentOverrides,
    terms_and_conditions: legalDocumentOverrides,
    complaint_handling_process: legalDocumentOverrides,
    /** Spec 02 §9 "Privacy complaints answered within 30 days (one dealer's policy)". */
    privacy_response_days: z.number().int().min(1).max(90).default(30),
  })
  .prefault({});

export const siteConfigSchema = z.strictObject({
  features: featuresSchema,
  copy: copySchema,
  specifications: specificationsSchema,
  /** Spec 02 §4 "Stock listing filter": sold cars stay listed this many days (default 3). */
  include_sold_cars_days: z.number().int().min(0).max(365).default(3),
  search: searchSchema,
  feature_filters: internalFeatureFilters,
  finance: financeSchema,
  reviews: reviewsSchema,
  /** Spec 01 §9 "default state qld". */
  default_state: z.enum(AU_STATES).default("qld"),
  /** Spec 01 §9 "phone selection by car type (new, used, demo)". */
  phone_numbers: z
    .strictObject({ new: phoneSchema.optional(), used: phoneSchema.optional(), demo: phoneSchema.optional() })
    .prefault({}),
  trade_in: tradeInSchema,
  garage: garageSchema,
  /** Spec 01 §5: "Reserve deposit copy: shown from a per-car amount (default '$200')". */
  reserve_deposit: z.number().int().min(0).max(100000).default(200),
  social: socialSchema,
  licences: z
    .strictObject({
      dealer_licence_number: z.string().optional(),
      motor_vehicle_repairer: z.string().optional(),
    })
    .prefault({}),
  contact: z
    .strictObject({
      phone: phoneSchema.optional(),
      email: z.email().optional(),
      complaints_email: z.email().optional(),
      address: z
        .strictObject({
          street: z.string().optional(),
          city: z.string().optional(),
          state: z.enum(AU_STATES).optional(),
          postcode: z
            .string()
            .regex(/^\d{4}$/)
            .optional(),
        })
        .optional(),
    })
    .prefault({}),
  gmb_profiles: z.array(z.strictObject({ name: z.string().min(1), review_url: url })).default([]),
  /**
   * Spec 02 §6 "Gated pages depend on the tenant: checkout, finance, spin-to-win and the finance-check
   * /finance page require sign-in" (online-payment and my-garage always are). With
   * `features.authentication` on, a signed-out shopper is sent to sign-in and back; with it off, a gated
   * page is unavailable, never open to all (lib/tenancy/gated-pages `gateOf`).
   */
  gated_pages: z.array(z.enum(GATED_PAGES)).max(GATED_PAGES.length).default([]),
  /**
   * Spec 02 §2 "Location block": how a block of several locations (the home page's, the contact page's)
   * is laid out: a card grid, or a carousel sorted by name.
   */
  locations_layout: z.enum(["grid", "carousel"]).default("grid"),
  /** Spec 02 §2 "/service": an external dealer booking page when a dealer-brand base domain is set. */
  dealer_brand_base_domain: optionalUrl,
  override_city: z.string().optional(),
  navigation: z
    .strictObject({
      /**
       * Optional menu items (spec 02 §2: sell my car, express maintenance, rental) this site hides, by
       * id. A mandatory item listed here stays (lib/content/menus).
       */
      hidden: z.array(z.string().min(1).max(60)).max(50).default([]),
      /**
       * Spec 02 §4 "Dropdown menus … hover or click mode is configurable": on a desktop screen, whether
       * a pointer resting on a menu opens it (a click, Enter or Space always does), or only a click.
       */
      dropdown_trigger: z.enum(DROPDOWN_TRIGGERS).default("hover"),
    })
    .prefault({}),
  /**
   * The chat bubble (spec 02 §2 "Other", §3 "a messaging api token", §9 "Chat options follow mode"):
   * shown when `features.chat` is on and a token is set. The provider takes the messages; `local`
   * files each one as a lead for the dealer (server/chat). The token is the site's account with the
   * provider; it never reaches the browser.
   */
  chat: z
    .strictObject({
      provider: z.enum(CHAT_PROVIDERS).default("local"),
      token: secret(
        z.string().trim().min(8, "A messaging token is at least 8 characters").max(500),
      ).optional(),
      /**
       * Spec 02 §9 "Chat options follow mode" and "Chat for service and parts is disabled outside
       * certain modes": `sales` offers sales chat only; `all` adds service and parts.
       */
      mode: z.enum(CHAT_MODES).default("sales"),
    })
    .prefault({}),
  theme: themeSchema,
  leads: internal(leadsSchema),
  /**
   * Saved-search and price-drop alerts (issue 21 §6, decision 0038), for signed-in shoppers on a site
   * with `features.authentication`: at most one digest a day per shopper, sent from `digest_hour` on
   * (0–23, local time) on the site's clock: `time_zone` when set, else the zone most of the site's
   * locations keep, else `default_state`'s.
   */
  alerts: z
    .strictObject({
      digest_hour: z.number().int().min(0).max(23).default(DEFAULT_DIGEST_HOUR),
      time_zone: z.enum(AU_TIME_ZONES).optional(),
    })
    .prefault({}),
  /** The legal pages' copy, per section, over the templates of lib/content/legal-documents.ts. */
  legal: legalSchema,
  /**
   * The advertising feeds of issue 19 (decision 0032): /feeds/google-vehicle-listings.xml and
   * /feeds/meta-vehicles.xml, each switchable; `store_codes` maps a location's slug to the store code
   * its Google Business Profile uses (default: the location's slug).
   */
  feeds: z
    .strictObject({
      google_vehicle_ads: z.boolean().default(true),
      meta_vehicles: z.boolean().default(true),
      store_codes: z
        .record(
          z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a location slug"),
          z.string().trim().min(1).max(64, "Google store codes are at most 64 characters"),
        )
        .default({}),
    })
    .prefault({}),
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
export type PublicSiteConfig = PublicSiteValues & { readonly [publicView]: true };
declare const publicView: unique symbol;

/**
 * The public values of a site's config, whichever object carries them: what a rule that a client
 * component also runs (tag banners, card buttons, finance links) takes. A `SiteConfig` has them too,
 * so the server calls the same rules; only `PublicSiteConfig` is proof the hidden values are gone.
 */
export type PublicSiteValues = PublicConfig<SiteConfig>;

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
