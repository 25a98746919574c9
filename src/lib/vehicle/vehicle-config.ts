import { z } from "zod";
import { internal } from "../config/config-visibility";
import { filterExpressionSchema } from "../stock/stock-config";

/**
 * Per-feature filter expressions (spec 01 §9 "allow lists for garage, compare and other features";
 * decision 0043): a feature applies to a car only if the car matches the expression; empty means
 * every car. The server decides each car's buttons with them (decision 0037), so they are internal
 * (decision 0042).
 */
const featureFilter = (label: string) =>
  filterExpressionSchema.meta({ label, help: "A filter expression; empty: every car (spec 01 §9)." });

export const featureFiltersConfigSchema = internal(
  z
    .strictObject({
      garage: featureFilter("Cars the garage takes"),
      compare: featureFilter("Cars that can be compared"),
      favourites: featureFilter("Cars that can be favourited"),
      reserve: featureFilter("Cars that can be reserved"),
      online_purchase: featureFilter("Cars that can be bought online"),
      trade_in: featureFilter("Cars a trade-in can be offered against"),
    })
    .prefault({})
    .meta({ label: "Feature filters", help: "Which cars each feature applies to." }),
);

export type FeatureFiltersConfig = z.infer<typeof featureFiltersConfigSchema>;
