import { oneLine } from "../text/one-line";

/**
 * /parts/search (spec 02 §2 "parts search"). No parts catalogue exists to search, so the page takes
 * the part a shopper names (`?query=`, from its own box or a link) into a parts enquiry for the parts
 * team (issue 19 item 4, decision 0033).
 */

/** Longest part description taken from the address: a part name or number, not an essay. */
export const PARTS_QUERY_MAX = 120;

/** The part asked for in `?query=`, as one clean line, or null when there is none. */
export function partsQuery(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string") return null;
  const line = oneLine(value, PARTS_QUERY_MAX);
  return line || null;
}

/** The enquiry's message, started for the shopper from the part they searched for. */
export function partsEnquiryMessage(query: string): string {
  return `I'm looking for: ${query}\nMy vehicle (make, model, year or VIN): `;
}
