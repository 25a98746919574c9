// The origins each marketing tag a site may run needs in its Content-Security-Policy (issue 32 §5,
// decision 0055), as each vendor documents them, and the one way a site's tags reach the policy: the
// app names them in an internal response header (`x-forecourt-tags`, dropped by the front with every
// other `x-forecourt-*`), the front opens exactly those origins for that answer. A name not in this
// table opens nothing: the header carries names, never origins.

/** The internal response header naming the tags of the answer's site, space-separated. */
export const TAGS_HEADER = "x-forecourt-tags";

/**
 * What each tag needs, by CSP directive. img-src is listed for the record: the site's img-src already
 * allows any https image (dealers' photo hosts), so it changes nothing.
 * - gtm: Google's "Use Tag Manager with a Content Security Policy" guide
 *   (developers.google.com/tag-platform/security/guides/csp, "Enable the container tag"): the
 *   container script from www.googletagmanager.com, its image and connect requests to
 *   www.googletagmanager.com and www.google.com.
 * - ga4: the same guide, section "Google Analytics 4 (Google Analytics)": scripts from
 *   *.googletagmanager.com; images from *.google-analytics.com and *.googletagmanager.com; connect to
 *   *.google-analytics.com, *.analytics.google.com and *.googletagmanager.com.
 * - meta: Meta's pixel base code (developers.facebook.com/docs/meta-pixel/get-started) loads
 *   connect.facebook.net/en_US/fbevents.js and sends its events to www.facebook.com/tr (an image or a
 *   beacon/fetch). Meta publishes no CSP list; these are the two hosts its base code names.
 * - youtube: privacy-enhanced embeds (support.google.com/youtube/answer/171780) are frames from
 *   www.youtube-nocookie.com; opened only on a page that has a video (the front looks for its facade).
 */
export const TAG_SOURCES = {
  gtm: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://www.google.com"],
    img: ["https://www.googletagmanager.com"],
    frame: [],
  },
  ga4: {
    script: ["https://*.googletagmanager.com"],
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    frame: [],
  },
  meta: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com"],
    img: ["https://www.facebook.com"],
    frame: [],
  },
  youtube: {
    script: [],
    connect: [],
    img: [],
    frame: ["https://www.youtube-nocookie.com"],
  },
};

/** @typedef {keyof typeof TAG_SOURCES} TagName */

/** The tag names in the table's order. @type {readonly TagName[]} */
export const TAG_NAMES = /** @type {TagName[]} */ (Object.keys(TAG_SOURCES));

/**
 * The known tag names in a header's value (space- or comma-separated), in the table's order, each once;
 * anything else is ignored.
 * @param {unknown} value
 * @returns {TagName[]}
 */
export function parseTagNames(value) {
  if (typeof value !== "string") return [];
  const named = new Set(value.toLowerCase().split(/[\s,]+/));
  return TAG_NAMES.filter((name) => named.has(name));
}

/** The attribute a video facade carries; a page without it gets no frame-src for videos. */
export const VIDEO_EMBED_MARKER = 'data-video-embed="youtube"';

/**
 * The tags of one page: its site's, less the video frame when the page has no video on it.
 * @param {readonly TagName[]} tags
 * @param {string | null} html the page's text (null: not readable, no video opened)
 * @returns {TagName[]}
 */
export function pageTagNames(tags, html) {
  if (!tags.includes("youtube")) return [...tags];
  if (html?.includes(VIDEO_EMBED_MARKER)) return [...tags];
  return tags.filter((name) => name !== "youtube");
}

/**
 * The origins the tags add to one directive, in order, each once.
 * @param {readonly TagName[]} tags
 * @param {"script" | "connect" | "img" | "frame"} directive
 * @returns {string[]}
 */
export function tagSources(tags, directive) {
  return [...new Set(tags.flatMap((name) => TAG_SOURCES[name]?.[directive] ?? []))];
}
