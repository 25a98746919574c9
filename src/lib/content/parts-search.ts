import { oneLine } from "../text/one-line";

/**
 * /parts/search (spec 02 §2 "parts search"). No parts catalogue of its own exists, so the page
 * searches what the site does hold, its models' genuine accessories with their part numbers (decision
 * 0079), and takes the part a shopper names (`?query=`, from its own box or a link) into a parts
 * enquiry for the parts team, found or not (issue 19 item 4, decision 0033).
 */

/** At most this many results: a parts search answers a part, not a browse of the range. */
export const PARTS_RESULTS_MAX = 24;

/** The words a search matches, every one of them: 1 to 6 words of 2 characters or more, lower-cased. */
export function partsSearchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 6);
}

/** One accessory found, with the model it fits (its page lists the rest). */
export type PartsHit = {
  id: number;
  name: string;
  partNumber: string | null;
  category: string | null;
  price: number | null;
  priceIncludesFitting: boolean;
  modelName: string;
  modelSlug: string;
};

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
