import { z } from "zod";
import { internal } from "../config/config-visibility";
import { MAX_FILTER_EXPRESSION_LENGTH, parseFilterExpression } from "./filter-expression";
import { CAR_TYPES, SORT_OPTIONS } from "./stock-values";

/**
 * Stock's slices of the site config (decision 0043): what is listed and how the search page shows it.
 */

/** A stock filter expression (filter-expression.ts); refused with the parser's reason and position. */
export const filterExpressionSchema = z
  .string()
  .max(MAX_FILTER_EXPRESSION_LENGTH)
  .superRefine((value, ctx) => {
    const parsed = parseFilterExpression(value);
    if (!parsed.ok)
      ctx.addIssue({ code: "custom", message: `${parsed.error} (at character ${parsed.position})` });
  })
  .default("");

export const specificationsConfigSchema = z
  .strictObject({
    just_arrived_days: z.number().int().min(0).max(365).default(8).meta({
      label: "Just-arrived window (days)",
      help: "A car listed this recently shows the just-arrived tag (spec 01 §9, default 8 days).",
    }),
    just_arrived_tag_name: z.string().min(1).default("New").meta({
      label: "Just-arrived tag",
      help: "The tag's text (spec 01 §4 rule 6, default 'New').",
    }),
    sold_tag_name: z.string().min(1).default("JUST SOLD").meta({
      label: "Sold tag",
      help: "What a car no longer in stock shows (spec 01 §4, default 'JUST SOLD').",
    }),
  })
  .prefault({})
  .meta({ label: "Tags", help: "The just-arrived and sold tags on cards and car pages." });

export const includeSoldCarsDaysSchema = z.number().int().min(0).max(365).default(3).meta({
  label: "Sold cars stay listed (days)",
  help: "How long a sold car stays in search, marked sold (spec 02 §4 Stock listing filter, default 3).",
});

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
export type SpecificationsConfig = z.infer<typeof specificationsConfigSchema>;
