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

export const locationsLayoutSchema = z.enum(["grid", "carousel"]).default("grid").meta({
  label: "Location block layout",
  help: "A block of several locations as a card grid, or a carousel sorted by name (spec 02 §2).",
});
