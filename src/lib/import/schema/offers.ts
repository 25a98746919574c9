import { z } from "zod";
import { recordIdNumber } from "../../text/record-id-schema";
import { httpUrl, optionalText, slugSchema, text, timestampText } from "./fields";

/** A record of the bundle's `offers`: a dated offer of the bundle's site. */

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

export type OfferRecord = z.infer<typeof offerRecordSchema>;
