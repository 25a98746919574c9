import { MAX_QUERY_LENGTH } from "./collection";

/**
 * A search's text as the searches rollup keeps it (decision 0061): the shopper's words and nothing
 * else about them. Lower-cased, NFKC, single-spaced, without control characters, cut to
 * MAX_QUERY_LENGTH. Text that looks like contact details is not kept: an e-mail address, or eight or
 * more digits in a row once spaces and separators are taken out (a phone number; a stock number or
 * a VIN has fewer in a row), becomes "(redacted)". "" is a search by filters only.
 */
export const REDACTED_QUERY = "(redacted)";

export function normaliseSearchQuery(text: string): string {
  const words = text
    .normalize("NFKC")
    .replace(/\p{Cc}|\p{Cf}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  if (/\S@\S/.test(words) || /\d{8,}/.test(words.replace(/[\s().+\-/]/g, ""))) return REDACTED_QUERY;
  return words.slice(0, MAX_QUERY_LENGTH).trim();
}
