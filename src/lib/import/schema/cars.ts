import { z } from "zod";
import { YOUTUBE_ADDRESS_PATTERN, YOUTUBE_ADDRESS_RULE, youtubeVideoId } from "../../marketing/youtube";
import { CAR_TYPES } from "../../stock/stock-values";
import {
  dateText,
  httpUrl,
  money,
  optionalText,
  postcode,
  requiredText,
  slugSchema,
  stateSchema,
  text,
  timestampText,
} from "./fields";

/** A record of the bundle's `cars`: one car of a dealership's stock, as a feed describes it. */

export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

const imageSchema = z.union([
  httpUrl.transform((url) => ({ url })),
  z.object({ url: httpUrl, thumb_url: httpUrl.nullish() }),
  // The spec's nested shape: images[].image.url
  z.object({ image: z.object({ url: httpUrl }) }).transform((i) => ({ url: i.image.url })),
]);

/**
 * A car's video (decision 0057): a YouTube video's address, shown in privacy-enhanced mode where the
 * site allows videos. Anything else is left out with a warning and the car imported.
 */
const videoUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((address) => youtubeVideoId(address) !== null, YOUTUBE_ADDRESS_RULE)
  .meta({ pattern: YOUTUBE_ADDRESS_PATTERN.source });

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
  video_url: videoUrl.nullish(),
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

export type CarRecord = z.infer<typeof carRecordSchema>;
export type CarRecordInput = z.input<typeof carRecordSchema>;
