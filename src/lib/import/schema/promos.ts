import { z } from "zod";
import { CAR_TYPES } from "../../stock/stock-values";
import { httpUrl, optionalText, text, timestampText } from "./fields";

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

export type PromoRecord = z.infer<typeof promoRecordSchema>;
