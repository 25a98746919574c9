import { z } from "zod";
import { internal } from "../config/config-visibility";
import { filterExpressionSchema } from "../stock/stock-config";
import { CAR_TYPES, SORT_OPTIONS } from "../stock/stock-values";

/** Search's slice of the site config (decision 0043): what the site lists and how its search page is laid out. */

/** The site filter expression plus allow lists; empty lists allow all. */
export const searchConfigSchema = z
  .strictObject({
    filters: internal(filterExpressionSchema).meta({
      label: "Stock filter",
      help: "A filter expression every listing applies, e.g. car_type:used AND price > 5000 (spec 01 §9).",
    }),
    allow: z
      .strictObject({
        makes: z.array(z.string().min(1)).default([]).meta({ label: "Makes shown" }),
        car_types: z.array(z.enum(CAR_TYPES)).default([]).meta({ label: "Car types shown" }),
        dealership_slugs: z.array(z.string().min(1)).default([]).meta({ label: "Dealerships shown" }),
        location_slugs: z.array(z.string().min(1)).default([]).meta({ label: "Locations shown" }),
      })
      .prefault({})
      .meta({
        label: "Allow lists",
        help: "Only these makes, car types, dealerships and locations; empty: all.",
      }),
    sort_options: z
      .array(z.enum(SORT_OPTIONS))
      .min(1)
      .default([...SORT_OPTIONS])
      .meta({ label: "Sort options", help: "The search page's sort choices, in order (spec 01 §3)." }),
    page_size: z.number().int().min(1).max(100).default(21).meta({
      label: "Cars per page",
      help: "The search page's page size (spec 02 §9, default 21).",
    }),
    promo_positions: z.array(z.number().int().min(1)).default([8, 17]).meta({
      label: "Promo card positions",
      help: "Where promo cards sit among the results (spec 02 §4, default 8 and 17).",
    }),
    stock_count: z.number().int().min(0).optional().meta({
      label: "Stock count shown",
      help: "Shown when a result count over 1,999 is capped (spec 01 §9).",
    }),
  })
  .prefault({})
  .meta({ label: "Search", help: "What the site lists and how its search page is laid out." });

export type SearchConfig = z.infer<typeof searchConfigSchema>;
