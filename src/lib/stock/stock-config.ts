import { z } from "zod";
import { MAX_FILTER_EXPRESSION_LENGTH } from "./filter-expression";
import { parseFilterExpression } from "./filter-parse";

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
      help: "The tag's text on a new car (spec 01 §4 rule 6, default 'New').",
    }),
    just_arrived_used_tag_name: z.string().min(1).default("Just arrived").meta({
      label: "Just-arrived tag, used and demo cars",
      help: "The tag's text on a used or demo car, which 'New' would misdescribe (issue 34; default 'Just arrived').",
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

export type SpecificationsConfig = z.infer<typeof specificationsConfigSchema>;
