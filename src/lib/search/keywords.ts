import { tokenize } from "./text-query";

/**
 * The keyword facet (spec 02 §7 "Facets used: city, location_name, keyword"; decision 0087). A car's
 * keywords are the words of its make, model, badge and description (the dealer comments shoppers see),
 * split as text search splits them (lib/search/text-query: lower case, ASCII letters and digits). A
 * keyword refinement is one or more such words, and a car matches when it has every one of them as a
 * whole word: keywords narrow, unlike the values of the other facets, which are alternatives.
 *
 * SQL builds the same words with `regexp_split_to_array` (server/stock/listed-stock `keywordWordsSql`);
 * the index and SQL agreement tests hold the two together.
 */

/** At most this many keywords in one search (more are dropped, with an issue for the API). */
export const MAX_KEYWORDS = 6;

export type KeywordSource = {
  make: string | null;
  model: string | null;
  badge: string | null;
  description: string | null;
};

/** A car's keywords: the distinct words of its make, model, badge and description. */
export function keywordWords(car: KeywordSource): string[] {
  const text = [car.make, car.model, car.badge, car.description].filter(Boolean).join(" ");
  return [...new Set(tokenize(text))];
}

/** What a shopper typed as keywords, as the filter's values: its distinct words, at most MAX_KEYWORDS. */
export function keywordValues(typed: readonly string[]): { values: string[]; dropped: number } {
  const words = [...new Set(typed.flatMap((t) => tokenize(t)))];
  return { values: words.slice(0, MAX_KEYWORDS), dropped: Math.max(0, words.length - MAX_KEYWORDS) };
}

/** Whether a car with these keywords matches every wanted one (lower-cased words). */
export function hasEveryKeyword(carWords: readonly string[], wanted: readonly string[]): boolean {
  const have = new Set(carWords.map((w) => w.toLowerCase()));
  return wanted.every((w) => have.has(w.trim().toLowerCase()));
}

/** Facets whose chosen values must all hold (AND), not any one (OR): only the keywords. */
export const CONJUNCTIVE_FACETS: ReadonlySet<string> = new Set(["keyword"]);
