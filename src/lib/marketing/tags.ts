import type { MarketingConfig } from "./marketing-config";

/**
 * Which marketing tags a site runs, and what its Content-Security-Policy must open for them (decision
 * 0055). The app names them in the internal `x-forecourt-tags` response header; the front door (and
 * the proxy, for Next reached directly) turns each name into the origins its vendor documents
 * (scripts/tag-sources.mjs). Names, never origins, cross that line.
 */
export type MarketingTag = "gtm" | "ga4" | "meta" | "youtube";

/** The internal response header naming the answer's site's tags (dropped by the front). */
export const TAGS_HEADER = "x-forecourt-tags";

/** The tags behind the consent notice: the ones that collect something about the shopper. */
export type ConsentTag = Exclude<MarketingTag, "youtube">;

type WithMarketing = { marketing: MarketingConfig };

/** The site's consent-gated tags, in a fixed order. */
export function consentTags(config: WithMarketing): ConsentTag[] {
  const { gtm_id, ga4_id, meta_pixel_id } = config.marketing;
  const tags: ConsentTag[] = [];
  if (gtm_id) tags.push("gtm");
  if (ga4_id) tags.push("ga4");
  if (meta_pixel_id) tags.push("meta");
  return tags;
}

/** Every tag the site's policy may open: the consent-gated ones, and YouTube's frame where allowed. */
export function siteTags(config: WithMarketing): MarketingTag[] {
  const tags: MarketingTag[] = consentTags(config);
  if (config.marketing.youtube_embeds) tags.push("youtube");
  return tags;
}

/** The header's value: the names, space-separated; empty when the site runs no tag. */
export function tagsHeaderValue(tags: readonly MarketingTag[]): string {
  return tags.join(" ");
}

/** What a browser needs to load a site's tags: the ids only (all public), and the notice's settings. */
export type TagSetup = {
  gtmId?: string;
  ga4Id?: string;
  metaPixelId?: string;
  privacyPolicyPath: string;
  consentDays: number;
};

/** The tag setup of a site, or null when it runs none (and shows no consent notice). */
export function tagSetup(config: WithMarketing): TagSetup | null {
  const { gtm_id, ga4_id, meta_pixel_id, privacy_policy_path, consent_days } = config.marketing;
  if (!gtm_id && !ga4_id && !meta_pixel_id) return null;
  return {
    ...(gtm_id ? { gtmId: gtm_id } : {}),
    ...(ga4_id ? { ga4Id: ga4_id } : {}),
    ...(meta_pixel_id ? { metaPixelId: meta_pixel_id } : {}),
    privacyPolicyPath: privacy_policy_path,
    consentDays: consent_days,
  };
}

/** Who receives what the tags collect, for the notice (APP 5: "the entities to which it is disclosed"). */
export function tagRecipients(setup: TagSetup): string[] {
  const recipients: string[] = [];
  if (setup.gtmId || setup.ga4Id) recipients.push("Google (Tag Manager and Google Analytics)");
  if (setup.metaPixelId) recipients.push("Meta (Facebook and Instagram advertising)");
  return recipients;
}

/**
 * The script addresses of each tag as its vendor's snippet builds them: Tag Manager's gtm.js, the
 * Google tag's gtag/js, Meta's fbevents.js. The ids are validated by the config's schema, and encoded
 * once more here.
 */
export function tagScriptUrls(setup: TagSetup): { tag: ConsentTag; src: string }[] {
  const urls: { tag: ConsentTag; src: string }[] = [];
  if (setup.gtmId)
    urls.push({
      tag: "gtm",
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(setup.gtmId)}`,
    });
  if (setup.ga4Id)
    urls.push({
      tag: "ga4",
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(setup.ga4Id)}`,
    });
  if (setup.metaPixelId) urls.push({ tag: "meta", src: "https://connect.facebook.net/en_US/fbevents.js" });
  return urls;
}
