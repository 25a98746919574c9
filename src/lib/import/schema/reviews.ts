import { z } from "zod";
import { dateText, httpUrl, optionalText, slugSchema, text } from "./fields";

/** A record of the bundle's `reviews`: a customer's review of a location, and the reply. */

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

export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
