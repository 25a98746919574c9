import { z } from "zod";
import { AU_STATES } from "./au-states";

/** Locations' slices of the site config (decision 0043). */
export const defaultStateSchema = z.enum(AU_STATES).default("qld").meta({
  label: "Default state",
  help: "The state a shopper is assumed to be in until they say (spec 01 §9, default qld).",
});

export const overrideCitySchema = z.string().optional().meta({
  label: "City shown",
  help: "The city the site's pages name instead of its locations' own.",
});

export const locationsLayoutSchema = z.enum(["grid", "carousel", "columns"]).default("grid").meta({
  label: "Location block layout",
  help: "A block of several locations as a card grid, a carousel sorted by name, or a grid whose columns follow the number of locations (spec 02 §2).",
});

export type LocationsLayout = z.infer<typeof locationsLayoutSchema>;

/**
 * Spec 02 §2 "A grid in another variant uses columns by count (3 or fewer, 6, more than 3)", read in
 * decision 0079 as three cases on a wide screen: three or fewer locations share one row (one column
 * each); six make two even rows of three; any other count above three runs four to a row. Phones show
 * one column and tablets two whatever the count.
 */
export function columnsByCount(count: number): 1 | 2 | 3 | 4 {
  if (count <= 3) return Math.max(1, count) as 1 | 2 | 3;
  if (count === 6) return 3;
  return 4;
}
