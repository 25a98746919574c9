import { z } from "zod";
import { httpUrl, money, optionalText, requiredText, slugSchema } from "./fields";

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

export type AccessoryRecord = z.infer<typeof accessoryRecordSchema>;
