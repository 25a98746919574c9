import { z } from "zod";
import { accessoryRecordSchema } from "./schema/accessories";
import { carRecordSchema } from "./schema/cars";
import { blogArticleRecordSchema, guaranteeRecordSchema, pageRecordSchema } from "./schema/content";
import { dealershipRecordSchema } from "./schema/dealerships";
import { locationRecordSchema } from "./schema/locations";
import { modelRecordSchema } from "./schema/models";
import { offerRecordSchema } from "./schema/offers";
import { promoPopupRecordSchema } from "./schema/promo-popups";
import { promoRecordSchema } from "./schema/promos";
import { reviewRecordSchema } from "./schema/reviews";
import { siteRecordSchema } from "./schema/site";

/**
 * The import bundle: the public contract for getting data into Forecourt. Field names are the spec's
 * (snake_case as written in spec 01 §3 and spec 02 §3). Each record is validated on its own so one bad
 * car never costs the good ones; `docs/import-bundle.schema.json` is generated from these schemas.
 * Each section's record schema is in `schema/`; this file composes them into the bundle.
 */

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
