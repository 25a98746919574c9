import { z } from "zod";
import { AU_STATES } from "../locations/au-states";
import { isHttpUrlOrPath } from "../net/link-url";
import { CAR_TYPES } from "../stock/stock-values";
import { dealershipConfigSchema } from "../tenancy/dealership-config";
import { customDomainProblem, normaliseDomain } from "../tenancy/domains";
import { siteConfigSchema } from "../tenancy/site-config";
import { recordIdNumber } from "../text/record-id-schema";

/**
 * The import bundle: the public contract for getting data into Forecourt. Field names are the spec's
 * (snake_case as written in spec 01 §3 and spec 02 §3). Each record is validated on its own so one bad
 * car never costs the good ones; `docs/import-bundle.schema.json` is generated from these schemas.
 */

export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
export const LOCATION_TYPES = ["sales", "service", "parts", "car-buying", ""] as const;

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");

const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).nullish();
/** Text a record cannot do without: missing or blank is "is required". */
const requiredText = (max = 200) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .max(max)
    .min(1, "is required");
const money = z.number().finite().min(0, "must not be negative").max(100_000_000);
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(s)), "must be a real calendar date");
const timestampText = z.iso.datetime({ offset: true });
const URL_RULE = "must be an http(s) URL or a path on the site (starting with one /)";
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  // The pattern is what the published JSON Schema can say; the refinement is the whole rule.
  .regex(/^(https?:\/\/[^/\\\s]|\/(?![/\\]))/, { message: URL_RULE, abort: true })
  .refine(isHttpUrlOrPath, URL_RULE);
const stateSchema = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(AU_STATES, { error: `must be one of ${AU_STATES.join(", ")}` }));
const postcode = z.string().regex(/^\d{4}$/, "must be 4 digits");

const customDomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .superRefine((domain, ctx) => {
    const problem = customDomainProblem(domain);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(normaliseDomain);

export const siteRecordSchema = z.object({
  slug: slugSchema,
  name: text().min(1),
  template: z.string().trim().min(1).default("default"),
  /**
   * Custom domains the site answers on (a bare domain's www. host too). A domain belongs to one site:
   * an import naming another site's is refused, and no `localhost` name is a custom domain
   * (lib/tenancy/domains, decision 0041).
   */
  domains: z.array(customDomain).max(50).default([]),
  url: httpUrl.nullish(),
  logo: httpUrl.nullish(),
  /** Dealerships this site shows, by slug (spec 01 §3 site config "dealerships"). */
  dealerships: z.array(slugSchema).default([]),
  /**
   * Overrides over the shared defaults (lib/tenancy/site-config.ts), so a site keeps only what differs
   * and later default changes reach it. A JSON Merge Patch (RFC 7396) over the stored overrides: keys
   * left out are kept, `null` removes one, arrays replace; the merged result is validated against the
   * full schema. `--replace-config` stores it as written instead (decision 0041).
   */
  config: z
    .record(z.string(), z.unknown())
    .default({})
    .superRefine((overrides, ctx) => {
      const parsed = siteConfigSchema.safeParse(overrides);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
      }
    }),
});

export const dealershipRecordSchema = z.object({
  slug: slugSchema,
  name: text().min(1),
  manufacturer: z.object({ name: text().min(1) }).nullish(),
  phone: optionalText(40),
  email: z.email().nullish(),
  youtube_url: httpUrl.nullish(),
  autograb: z.boolean().default(false),
  /**
   * The dealership's overrides of the site config for its own cars (lib/tenancy/dealership-config,
   * decision 0032). Merged over the stored overrides like the site's (decision 0041); absent: they are
   * kept; `--replace-config` with `{}` clears them.
   */
  config: dealershipConfigSchema.optional(),
});

const openingHoursSchema = z.object({
  weekday: z.number().int().min(0, "0 is Sunday").max(6, "6 is Saturday"),
  status: z.enum(["Open", "Closed"]),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  formated_hours: optionalText(80),
});

const specialHoursSchema = z.object({
  date: dateText,
  status: z.enum(["Open", "Closed"]),
  start_hour: optionalText(10),
  end_hour: optionalText(10),
});

export const locationRecordSchema = z.object({
  slug: slugSchema,
  dealership_slug: slugSchema,
  name: text().min(1),
  primary: z.boolean().default(false),
  location_type: z.enum(LOCATION_TYPES).default(""),
  location_subtype: optionalText(),
  manufacturers: z.array(slugSchema).default([]),
  visible: z.boolean().default(true),
  address: z
    .object({
      street: optionalText(),
      city: optionalText(),
      state: stateSchema.nullish(),
      postcode: postcode.nullish(),
      lat: z.number().min(-90).max(90).nullish(),
      long: z.number().min(-180).max(180).nullish(),
      place_id: optionalText(),
      place_url: httpUrl.nullish(),
    })
    .default({}),
  contact_detail: z
    .object({
      phone: optionalText(40),
      landline_phone: optionalText(40),
      /** The location's lead inbox: its enquiries are e-mailed here (issue 5). */
      email: z.email().max(254).nullish(),
      opening_hours: z.array(openingHoursSchema).max(14).default([]),
    })
    .default({ opening_hours: [] }),
  special_hours: z.array(specialHoursSchema).max(366).default([]),
  image: httpUrl.nullish(),
  dealer_license_number: optionalText(60),
  motor_vehicle_repairer: optionalText(60),
  distribution_locations: z.array(text(120).min(1)).default([]),
});

const imageSchema = z.union([
  httpUrl.transform((url) => ({ url })),
  z.object({ url: httpUrl, thumb_url: httpUrl.nullish() }),
  // The spec's nested shape: images[].image.url
  z.object({ image: z.object({ url: httpUrl }) }).transform((i) => ({ url: i.image.url })),
]);

const variantValue = z.union([z.string().max(120), z.number().finite()]).nullish();

export const carRecordSchema = z.object({
  dealership_slug: slugSchema,
  /** The location the car sits at, by slug within its dealership. */
  location_slug: slugSchema.nullish(),
  slug: slugSchema.nullish(),
  stocknum: text(60).min(1).nullish(),
  // A 17-character VIN, or a car built before 1989 with its chassis number (spec 01 §3 vin; issue 15):
  // kept as given, upper-cased.
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^(?:[A-HJ-NPR-Z0-9]{11,17}|[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9])$/,
      "must be a VIN (11 to 17 letters and digits, no I, O or Q) or a chassis number (5 to 20 letters, digits, spaces and hyphens)",
    )
    .nullish(),
  nvic: optionalText(20),
  name: optionalText(),
  carsales_title: optionalText(),
  make: requiredText(60),
  model: requiredText(80),
  badge: optionalText(120),
  series: optionalText(120),
  year: z
    .number()
    .int()
    .min(1900)
    .refine((y) => y <= new Date().getFullYear() + 2, "is more than two years in the future"),
  colour: optionalText(60),
  interior_colour: optionalText(60),
  car_type: z.enum(CAR_TYPES, { error: `must be one of ${CAR_TYPES.join(", ")}` }),
  status: z.enum(CAR_STATUSES, { error: `must be one of ${CAR_STATUSES.join(", ")}` }).default("in_stock"),
  tag: optionalText(60),
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  show_on_dealer_website: z.boolean().default(true),
  price: money.nullish(),
  before_price: money.nullish(),
  offer_price: money.nullish(),
  subscription_price: money.nullish(),
  weekly_price: money.nullish(),
  price_type: optionalText(40),
  preorder: z.boolean().default(false),
  km: z.number().int().min(0, "must not be negative").max(3_000_000).nullish(),
  build_date: optionalText(20),
  compliance_date: optionalText(20),
  rego_expiry: dateText.nullish(),
  regplate: optionalText(12),
  seats: z.number().int().min(1).max(100).nullish(),
  doors: z.number().int().min(0).max(10).nullish(),
  drive: optionalText(40),
  engine_size: optionalText(40),
  simple_body: optionalText(60),
  simple_fuel: optionalText(40),
  simple_transmission: optionalText(40),
  trans: optionalText(60),
  gearnum: z.number().int().min(0).max(20).nullish(),
  fuel: optionalText(60),
  body: optionalText(60),
  bodyconfiguration: optionalText(80),
  manufacturer_body: optionalText(60),
  dealercomments: optionalText(20_000),
  city: optionalText(80),
  state: stateSchema.nullish(),
  private_suburb: optionalText(80),
  private_postcode: postcode.nullish(),
  item_type: optionalText(40),
  categories: z.array(text(60).min(1)).default([]),
  filtered_features: z.array(text(80).min(1)).default([]),
  file: httpUrl.nullish(),
  primary_image_url: httpUrl.nullish(),
  images: z.array(imageSchema).max(200).default([]),
  standardEquipment: z.array(text(200).min(1)).max(500).default([]),
  variant: z.record(z.string(), variantValue).nullish(),
  specifications: z.record(z.string(), variantValue).nullish(),
  autograb_data: z
    .object({ state_average_market_price: money.nullish(), average_market_price: money.nullish() })
    .nullish(),
  youxQuote: z
    .object({
      weeklyRepaymentAmount: money,
      advertisedRate: z.number().min(0).max(100),
      comparisonRate: z.number().min(0).max(100),
    })
    .nullish(),
  reserve_deposit: z.number().int().min(0).max(100_000).nullish(),
  checkout_enabled: z.boolean().default(false),
  trade_in_enabled: z.boolean().default(false),
  created_at: timestampText.nullish(),
  sold_at: timestampText.nullish(),
});

export const offerRecordSchema = z.object({
  slug: slugSchema,
  name: text().min(1),
  description: text(20_000).default(""),
  disclaimer: text(20_000).default(""),
  category: optionalText(80),
  manufacturer: z.union([z.string().trim().min(1), z.object({ name: text().min(1) })]).nullish(),
  model: z
    .object({ name: optionalText(), slug: slugSchema.nullish(), override_url: httpUrl.nullish() })
    .nullish(),
  image_url: httpUrl.nullish(),
  starts_at: timestampText.nullish(),
  expires_at: timestampText.nullish(),
  /**
   * Spec 02 §3 Offer excluded_website_ids: sites that must not show this offer, by id (the site's
   * `website_id`) or slug. A group feed that sends every site the same offers names the ones it skips.
   */
  excluded_website_ids: z
    .array(z.union([recordIdNumber("must be a site's id or slug"), slugSchema]))
    .max(1000)
    .default([]),
});

export const modelRecordSchema = z.object({
  manufacturer_slug: slugSchema,
  name: text().min(1),
  slug: slugSchema,
  image_url: httpUrl.nullish(),
  manufacturer_body: optionalText(60),
  override_url: httpUrl.nullish(),
  status: z.enum(["current", "coming_soon", "discontinued"]).default("current"),
  /** The model page's introduction (spec 02 §2 "Explore model"), plain text: never read as HTML. */
  description: optionalText(2000),
  /**
   * The model's capped-price service plan (spec 02 §9 "Toyota Service Advantage per model"), as the
   * manufacturer publishes it; without it the spec's defaults and per-model rules apply.
   */
  service_plan: z
    .object({
      /** Whole dollars, GST included, for each scheduled service. */
      price_per_service: z.number().int().min(1).max(5000),
      years: z.number().int().min(1).max(10),
      services: z.number().int().min(1).max(40),
      interval_months: z.number().int().min(1).max(36),
      interval_km: z.number().int().min(1000).max(100_000),
      range_km: z.number().int().min(1000).max(500_000),
    })
    .nullish(),
});

/**
 * An accessory of a model (spec 02 §2 "/{model slug}/accessories"; §9 "accessories are listed per
 * model; prices and copy not shown"): content data under the manufacturer's model, shared by every
 * site that shows the model. Text is plain: a page never reads it as HTML. A bundle's accessories for
 * a model replace that model's set when every one of them was read (decision 0031).
 */
export const accessoryRecordSchema = z.object({
  manufacturer_slug: slugSchema,
  model_slug: slugSchema,
  slug: slugSchema,
  name: requiredText(120),
  category: optionalText(60),
  description: optionalText(2000),
  part_number: optionalText(40),
  /** Recommended retail price, GST included; absent: the page offers a parts enquiry for a price. */
  price: money.nullish(),
  /** Whether `price` includes fitting. */
  price_includes_fitting: z.boolean().default(false),
  image_url: httpUrl.nullish(),
  /** Order within the model's list (lower first); the feed's order breaks ties. */
  position: z.number().int().min(0).max(100_000).nullish(),
});

export const reviewRecordSchema = z.object({
  id: z.union([z.string().trim().min(1).max(120), z.number().int()]).transform(String),
  dealership_slug: slugSchema,
  location_slug: slugSchema,
  customer_name: text(120).min(1),
  text: text(5000).default(""),
  rating: z.number().int().min(1).max(5),
  review_date: dateText,
  reply_text: optionalText(5000),
  reply_date: dateText.nullish(),
  image_url: httpUrl.nullish(),
});

/**
 * A promotional card placed among search results (spec 02 §4 "Promotional cards"). Not in the spec's
 * bundle list; it belongs to the site, and a bundle that has `promos` replaces the site's set.
 */
export const promoRecordSchema = z.object({
  position: z.number().int().min(1).max(1000),
  display: z.array(z.enum(CAR_TYPES)).default([]),
  strictDisplay: z.boolean().default(false),
  start: timestampText.nullish(),
  expiry: timestampText.nullish(),
  node: z.object({
    title: text().min(1),
    body: optionalText(2000),
    image_url: httpUrl.nullish(),
    link_url: httpUrl.nullish(),
    link_text: optionalText(60),
  }),
});

// --- Content: pages, blog articles and the guarantee strip (issue 19 item 4, decision 0033) ---------------

/** Markdown from a feed: rendered through a sanitiser (lib/content/rich-text.ts), never as raw HTML. */
const markdownText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .describe(
      "Markdown (with tables). Raw HTML is not rendered; links may be http(s), mailto:, tel: or a site path.",
    );

/** A block of structured content, the alternative to a Markdown `body` (lib/content/rich-text.ts). */
export const contentBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("heading"),
    text: requiredText(200),
    level: z.union([z.literal(2), z.literal(3)]).nullish(),
  }),
  z.object({ type: z.literal("paragraph"), text: requiredText(10_000) }),
  z.object({
    type: z.literal("list"),
    items: z.array(requiredText(1000)).min(1).max(100),
    ordered: z.boolean().nullish(),
  }),
  z.object({ type: z.literal("quote"), text: requiredText(2000), cite: optionalText(120) }),
  z.object({ type: z.literal("image"), url: httpUrl, alt: text(300), caption: optionalText(300) }),
  z.object({ type: z.literal("call_to_action"), label: requiredText(60), url: httpUrl }),
]);

const callToActionSchema = z.object({ label: requiredText(60), url: httpUrl });

/**
 * A content page (spec 02 §2 "content pages": /pages/{slug} and the named routes /about-us, /careers,
 * /fleet, /car-finance, /buying, /warranty, …). `body` is Markdown, or `blocks` structured content.
 * Shown between `published_from` and `published_until` when they are set.
 */
export const pageRecordSchema = z.object({
  slug: slugSchema,
  title: requiredText(200),
  /** One or two sentences under the title; also the description when `seo_description` is unset. */
  summary: optionalText(500),
  body: markdownText(100_000).nullish(),
  blocks: z.array(contentBlockSchema).max(300).nullish(),
  /** The page's meta description for search engines (about 160 characters show). */
  seo_description: optionalText(300),
  image_url: httpUrl.nullish(),
  image_alt: optionalText(300),
  /** A button under the content; the named routes add their own (the fleet form, the finance enquiry). */
  call_to_action: callToActionSchema.nullish(),
  published_from: timestampText.nullish(),
  published_until: timestampText.nullish(),
});

/**
 * A blog article (spec 02 §2 "Blog"; its fields and data source are "not shown", §9: decision 0033).
 * Its URL is /blog/{category}/{slug}; `category` is one of the site's blog categories.
 */
export const blogArticleRecordSchema = z.object({
  slug: slugSchema,
  category: slugSchema,
  title: requiredText(200),
  summary: optionalText(500),
  body: markdownText(100_000).nullish(),
  blocks: z.array(contentBlockSchema).max(300).nullish(),
  author: optionalText(120),
  image_url: httpUrl.nullish(),
  image_alt: optionalText(300),
  seo_description: optionalText(300),
  /** When it goes live; a later time keeps it hidden until then. Unset: when it is first imported. */
  published_at: timestampText.nullish(),
  /** When it was last changed in substance (JSON-LD dateModified). */
  modified_at: timestampText.nullish(),
});

export const GUARANTEE_ICONS = [
  "price",
  "money-back",
  "engine",
  "service",
  "roadside",
  "reserve",
  "warranty",
  "award",
  "handshake",
] as const;

/**
 * One promise of the guarantee strip (spec 02 §2 "Guarantee strip": "One haggle-free price; 48 hour
 * money-back guarantee; lifetime engine guarantee; …"). A bundle with `guarantee_strip` replaces the
 * site's strip, in the order given; an empty list takes it down.
 */
export const guaranteeRecordSchema = z.object({
  title: requiredText(80),
  detail: optionalText(300),
  icon: z.enum(GUARANTEE_ICONS, { error: `must be one of ${GUARANTEE_ICONS.join(", ")}` }).nullish(),
  link_url: httpUrl.nullish(),
});

/**
 * The promo popup (spec 02 §2 "Promo popup: image, title, description and a button"; §4 its window).
 * Not in the spec's bundle list; it belongs to the site, and a bundle that has `promo_popups` replaces
 * the site's set. Of those in their window, the one that started last shows (decision 0029).
 */
export const promoPopupRecordSchema = z.object({
  /** Its identity: a shopper who closed it is not shown it again; a new campaign takes a new slug. */
  slug: slugSchema,
  title: text(120).min(1),
  description: optionalText(600),
  image_url: httpUrl.nullish(),
  /** Words for the image for screen readers; without them the image is decorative. */
  image_alt: optionalText(200),
  button_text: optionalText(40),
  /** Where the button goes; without it the popup has only its close button. */
  button_url: httpUrl.nullish(),
  start: timestampText.nullish(),
  expiry: timestampText.nullish(),
});

export type SiteRecord = z.infer<typeof siteRecordSchema>;
export type PromoPopupRecord = z.infer<typeof promoPopupRecordSchema>;
export type PromoRecord = z.infer<typeof promoRecordSchema>;
export type DealershipRecord = z.infer<typeof dealershipRecordSchema>;
export type LocationRecord = z.infer<typeof locationRecordSchema>;
export type CarRecord = z.infer<typeof carRecordSchema>;
export type OfferRecord = z.infer<typeof offerRecordSchema>;
export type ModelRecord = z.infer<typeof modelRecordSchema>;
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
export type PageRecord = z.infer<typeof pageRecordSchema>;
export type BlogArticleRecord = z.infer<typeof blogArticleRecordSchema>;
export type GuaranteeRecord = z.infer<typeof guaranteeRecordSchema>;
export type AccessoryRecord = z.infer<typeof accessoryRecordSchema>;

export type CarRecordInput = z.input<typeof carRecordSchema>;

/** The bundle as written to disk: records are validated one by one, so here they are `unknown`. */
export const bundleShapeSchema = z.object({
  site: z.unknown().optional(),
  dealerships: z.array(z.unknown()).optional(),
  locations: z.array(z.unknown()).optional(),
  cars: z.array(z.unknown()).optional(),
  offers: z.array(z.unknown()).optional(),
  models: z.array(z.unknown()).optional(),
  accessories: z.array(z.unknown()).optional(),
  reviews: z.array(z.unknown()).optional(),
  promos: z.array(z.unknown()).optional(),
  pages: z.array(z.unknown()).optional(),
  blog_articles: z.array(z.unknown()).optional(),
  guarantee_strip: z.array(z.unknown()).optional(),
  promo_popups: z.array(z.unknown()).optional(),
});

/** The bundle with typed records: what generators write and what the JSON Schema documents. */
export const bundleSchema = z.object({
  site: siteRecordSchema.optional(),
  dealerships: z.array(dealershipRecordSchema).optional(),
  locations: z.array(locationRecordSchema).optional(),
  cars: z.array(carRecordSchema).optional(),
  offers: z.array(offerRecordSchema).optional(),
  models: z.array(modelRecordSchema).optional(),
  accessories: z.array(accessoryRecordSchema).optional(),
  reviews: z.array(reviewRecordSchema).optional(),
  promos: z.array(promoRecordSchema).optional(),
  pages: z.array(pageRecordSchema).optional(),
  blog_articles: z.array(blogArticleRecordSchema).optional(),
  guarantee_strip: z.array(guaranteeRecordSchema).max(12).optional(),
  promo_popups: z.array(promoPopupRecordSchema).optional(),
});
export type Bundle = z.input<typeof bundleSchema>;
