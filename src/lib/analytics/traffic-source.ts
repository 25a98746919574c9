import type { FirstTouch } from "./collection";

/**
 * Where a visit came from (decision 0061): its first touch, kept for the tab's session, turned into a
 * source, a medium and a campaign as the analytics tools name them (utm_source / utm_medium /
 * utm_campaign, else the referring site). A browser sending Do Not Track or Global Privacy Control
 * sends none of it and is counted under "(private)".
 */

/** Longest label kept (a source, a medium, a campaign). */
export const MAX_LABEL_LENGTH = 100;

/** The landing page's first touch: another site's host (`www.` dropped) and the URL's UTM tags. */
export function landingTouch(referrer: string, search: string, ownHost: string): FirstTouch {
  const touch: FirstTouch = {};
  const host = referrerHost(referrer);
  if (host && host !== bareHost(ownHost)) touch.referrer = host;
  const params = new URLSearchParams(search);
  for (const key of ["utm_source", "utm_medium", "utm_campaign"] as const) {
    const value = params.get(key)?.trim();
    if (value) touch[key] = value.slice(0, MAX_LABEL_LENGTH);
  }
  return touch;
}

function referrerHost(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? bareHost(url.hostname) : null;
  } catch {
    return null;
  }
}

function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

export type Attribution = { source: string; medium: string; campaign: string };

/** What a DNT / GPC browser's traffic is filed under: counted, never attributed. */
export const PRIVATE_ATTRIBUTION: Attribution = { source: "(private)", medium: "(none)", campaign: "" };

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|ask|startpage|brave)\.[a-z.]+$/;
const SOCIAL_SITES =
  /(^|\.)(facebook|fb|instagram|t|twitter|x|linkedin|tiktok|youtube|pinterest|reddit|snapchat|threads)\.[a-z.]+$/;

/**
 * A first touch as source, medium and campaign: UTM tags win (a missing medium is "(not set)"); else a
 * referring search engine is "organic", a social network "social", any other site "referral"; no
 * referrer and no tags is "(direct)" / "(none)". Labels are lower-cased, single-spaced, free of
 * control characters and cut to MAX_LABEL_LENGTH; the page's own host is never a referrer.
 */
export function attribution(touch: FirstTouch | undefined, ownHost: string): Attribution {
  const source = label(touch?.utm_source);
  if (source) {
    return { source, medium: label(touch?.utm_medium) || "(not set)", campaign: label(touch?.utm_campaign) };
  }
  const host = touch?.referrer ? bareHost(label(touch.referrer)) : "";
  if (host && host !== bareHost(ownHost)) {
    const medium = SEARCH_ENGINES.test(host) ? "organic" : SOCIAL_SITES.test(host) ? "social" : "referral";
    return { source: host, medium, campaign: label(touch?.utm_campaign) };
  }
  return { source: "(direct)", medium: "(none)", campaign: label(touch?.utm_campaign) };
}

export function label(value: string | undefined): string {
  if (!value) return "";
  return value
    .normalize("NFKC")
    .replace(/\p{Cc}|\p{Cf}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, MAX_LABEL_LENGTH);
}
