/**
 * The inbox's one search box (issue 31 §4): a name, a phone number, an e-mail address, a stock number
 * or a VIN, typed as a person would. The text is read every way it could be meant and each reading is
 * matched against its own normalised, indexed column of the lead (migration lead_inbox_search): the
 * database fills those columns itself from what the shopper sent, with the same rules as here.
 */

export const SEARCH_MIN_LENGTH = 2;

/**
 * The upper-case letters of Latin-1 and Latin Extended-A (À … Ž) and their lower case, for SQL's
 * translate(): lower() alone folds only A–Z in a PostgreSQL database whose locale is C, so "ÅNGSTRÖM"
 * would not find "Ångström" there. The search columns and the search are folded with both.
 */
function latinCase(): { upper: string; lower: string } {
  let upper = "";
  let lower = "";
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const small = letter.toLowerCase();
    if (small !== letter && small.length === 1 && small.toUpperCase() === letter) {
      upper += letter;
      lower += small;
    }
  }
  return { upper, lower };
}
export const LATIN_CASE = latinCase();

/** The SQL that folds a text expression's case the same in any database locale (see LATIN_CASE). */
export function foldCaseSql(expression: string): string {
  return `lower(translate(${expression}, '${LATIN_CASE.upper}', '${LATIN_CASE.lower}'))`;
}
export const SEARCH_MAX_LENGTH = 100;

/** What to look for, each reading a prefix of its column; null where the text cannot mean it. */
export type SearchTerm = {
  /** The national number's digits without the trunk 0 or the country code: "0412 345" → "412345". */
  phone: string | null;
  /** As typed (the database folds its case): "Jo@Example". */
  email: string | null;
  /** Single spaces (the database folds its case): matched against the whole name and the surname. */
  name: string | null;
  /** Upper case: a stock number or a VIN. */
  code: string | null;
};

/** The least a phone reading needs: fewer digits than this match far too many numbers to help. */
const PHONE_MIN_DIGITS = 3;

/**
 * A phone number as the search columns keep it: its digits, without a leading 0061, +61 (with or
 * without the trunk 0 people keep after it) or trunk 0. So 0412 345 678, +61 412 345 678 and
 * +61 (0)412 345 678 all read 412345678, and a search for "0412 34" is the prefix 41234.
 * Mirrors the SQL in the leads schema (searchPhone).
 */
export function phoneSearchKey(text: string): string {
  return text.replace(/\D/g, "").replace(/^(0061|610|61|0)/, "");
}

export function searchTerm(text: string): SearchTerm {
  const q = text.trim().replace(/\s+/g, " ");
  const digits = q.replace(/\D/g, "");
  const phone =
    /^\+?[\d\s().-]+$/.test(q) && digits.length >= PHONE_MIN_DIGITS ? phoneSearchKey(q) || null : null;
  return {
    phone,
    email: /^[^\s]+$/.test(q) && /[a-z@]/i.test(q) ? q : null,
    name: /\p{L}/u.test(q) ? q : null,
    code: /^[A-Za-z0-9-]+$/.test(q) ? q.toUpperCase() : null,
  };
}

/** `text` as a LIKE pattern matching everything that starts with it (its own % _ \ taken literally). */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, "\\$&")}%`;
}
