import { z } from "zod";

/** Reviews' slices of the site config (spec 01 §9; decision 0043). */
export const reviewsConfigSchema = z
  .strictObject({
    min_rating: z.number().min(0).max(5).default(4).meta({
      label: "Lowest rating shown",
      help: "Reviews below this many stars are not shown (spec 01 §9, default 4).",
    }),
    google_quantity: z.number().int().min(0).max(100).default(12).meta({
      label: "Google reviews shown",
      help: "How many Google reviews a page shows (spec 01 §9, default 12).",
    }),
  })
  .prefault({})
  .meta({ label: "Reviews", help: "Which customer reviews the site shows." });

const url = z.url({ protocol: /^https?$/ });

export const gmbProfilesSchema = z
  .array(z.strictObject({ name: z.string().min(1), review_url: url }))
  .default([])
  .meta({
    label: "Google Business Profiles",
    help: "Each profile's name and its write-a-review link (spec 02 §2 review feedback).",
  });

export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;
