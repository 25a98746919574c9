import { z } from "zod";

/**
 * The advertising feeds' slice of the site config (issue 19, decisions 0032, 0043):
 * /feeds/google-vehicle-listings.xml and /feeds/meta-vehicles.xml, each switchable; `store_codes` maps
 * a location's slug to the store code its Google Business Profile uses (default: the location's slug).
 */
export const feedsConfigSchema = z
  .strictObject({
    google_vehicle_ads: z.boolean().default(true).meta({
      label: "Google vehicle listings feed",
      help: "Publish /feeds/google-vehicle-listings.xml for Google's vehicle ads (issue 19).",
    }),
    meta_vehicles: z.boolean().default(true).meta({
      label: "Meta vehicles feed",
      help: "Publish /feeds/meta-vehicles.xml for Meta's automotive catalogue (issue 19).",
    }),
    store_codes: z
      .record(
        z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a location slug"),
        z.string().trim().min(1).max(64, "Google store codes are at most 64 characters"),
      )
      .default({})
      .meta({
        label: "Google store codes",
        help: "A location's Google Business Profile store code, by location slug; unset: the slug.",
      }),
  })
  .prefault({})
  .meta({ label: "Advertising feeds", help: "The vehicle feeds for Google and Meta ads." });

export type FeedsConfig = z.infer<typeof feedsConfigSchema>;
