import { z } from "zod";

/**
 * Marketing tags' slice of the site config (issue 32 §5, decision 0055): the site's Google Tag
 * Manager container, GA4 measurement id and Meta pixel, each loaded only after the shopper's consent
 * and each opening, in that site's Content-Security-Policy only, the origins its vendor documents
 * (scripts/tag-sources.mjs). Every id is strict: a value that is not one (`GTM-<script>`) is refused
 * with its own message, so nothing but the id's own characters ever reaches a script URL. The ids are
 * public: they are in every page that loads them.
 */

/** Google Tag Manager's container id: `GTM-` and its letters and digits (Google shows `GTM-XXXXXXX`). */
export const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/;
/** A GA4 measurement id: `G-` and its letters and digits (Google shows `G-XXXXXXXXXX`). */
export const GA4_ID = /^G-[A-Z0-9]{6,12}$/;
/** A Meta pixel (dataset) id: digits only; pixels are 15 or 16 digits long. */
export const META_PIXEL_ID = /^[0-9]{15,16}$/;

const tagId = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message);

export const marketingConfigSchema = z
  .strictObject({
    gtm_id: tagId(
      GTM_ID,
      "A Tag Manager container id is GTM- and 4 to 10 capital letters or digits, e.g. GTM-AB12CD3",
    )
      .optional()
      .meta({
        label: "Google Tag Manager container",
        help: "The container id from Tag Manager (GTM-…). Loaded only after the shopper accepts marketing cookies.",
      }),
    ga4_id: tagId(
      GA4_ID,
      "A GA4 measurement id is G- and 6 to 12 capital letters or digits, e.g. G-AB12CD34EF",
    )
      .optional()
      .meta({
        label: "Google Analytics 4 measurement id",
        help: "The measurement id of the site's GA4 data stream (G-…), loaded through the Google tag after consent.",
      }),
    meta_pixel_id: tagId(META_PIXEL_ID, "A Meta pixel id is 15 or 16 digits, e.g. 123456789012345")
      .optional()
      .meta({
        label: "Meta pixel id",
        help: "The pixel (dataset) id from Meta Events Manager: digits only. Loaded after consent; sends ViewContent on car pages.",
      }),
    youtube_embeds: z.boolean().default(false).meta({
      label: "Show YouTube videos",
      help: "Embed YouTube videos: a dealership's on its location page, a car's on the car's page (privacy-enhanced mode, loaded on click).",
    }),
    privacy_policy_path: z
      .string()
      .trim()
      .regex(/^\/[A-Za-z0-9/_-]*$/, "A path on this site, starting with /, e.g. /privacy-policy")
      .default("/privacy-policy")
      .meta({
        label: "Privacy policy page",
        help: "The page the consent notice links to for how the site handles personal information.",
      }),
    consent_days: z
      .number()
      .int()
      .min(30, "At least 30 days")
      .max(395, "At most 395 days (13 months)")
      .default(180)
      .meta({
        label: "Remember a consent choice for (days)",
        help: "How long the shopper's Accept or Decline is kept before the notice asks again.",
      }),
  })
  .prefault({})
  .meta({
    label: "Marketing tags",
    help: "Analytics and advertising tags, loaded only after consent, and YouTube videos.",
    // Issue 31 §2: a marketer edits "content and marketing settings of a site" (decision 0054).
    editableBy: "marketing",
  });

export type MarketingConfig = z.infer<typeof marketingConfigSchema>;
