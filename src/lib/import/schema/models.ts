import { z } from "zod";
import { httpUrl, optionalText, slugSchema, text } from "./fields";

/** A record of the bundle's `models`: a manufacturer's model, its page and its service plan. */

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

export type ModelRecord = z.infer<typeof modelRecordSchema>;
