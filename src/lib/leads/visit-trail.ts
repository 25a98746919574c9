/**
 * Spec 01 §7 lead_attributes {visited_pages, linked_query_params}: the pages a shopper saw this visit
 * and the campaign parameters they arrived with, so a dealer can tell which advert or listing brought
 * the lead. Kept in session storage: it is this visit's trail, not a profile.
 */
export const VISITED_PAGES_KEY = "forecourt:visited-pages";
export const LINKED_PARAMS_KEY = "forecourt:linked-params";

/** As many pages as a lead post may carry (lead-post-context.ts reads its visited_pages by this). */
export const VISITED_PAGES_LIMIT = 20;
const PATH_LIMIT = 500;

/** The trail after visiting `path`: a reload of the same page is not a new visit; oldest dropped first. */
export function nextVisitedPages(previous: readonly string[], path: string): string[] {
  if (!path.startsWith("/") || path.startsWith("//")) return [...previous];
  const page = path.slice(0, PATH_LIMIT);
  if (previous[previous.length - 1] === page) return [...previous];
  return [...previous, page].slice(-VISITED_PAGES_LIMIT);
}

/** Campaign parameters worth keeping: UTM tags and the ad networks' click ids. */
const CAMPAIGN_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/;

/** The campaign parameters of a landing URL's query, first value of each, each value clipped. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (CAMPAIGN_PARAM.test(key) && !(key in params) && value) params[key] = value.slice(0, PATH_LIMIT);
  }
  return params;
}

/** Reads a stored trail back; anything malformed is an empty trail. */
export function parseVisitedPages(raw: string | null): string[] {
  const json = parseJson(raw);
  return Array.isArray(json)
    ? json.filter((p): p is string => typeof p === "string" && p.startsWith("/")).slice(-VISITED_PAGES_LIMIT)
    : [];
}

export function parseLinkedParams(raw: string | null): Record<string, string> {
  const json = parseJson(raw);
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  return linkedQueryParams(
    new URLSearchParams(
      Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ).toString(),
  );
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
