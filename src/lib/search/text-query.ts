/**
 * Free-text search semantics, shared by the in-memory index and the SQL reference so both give the
 * same hits in the same order. Text is lower-cased and split into words of ASCII letters and digits
 * (anything else, accents included, separates words: PostgreSQL's lower() and regex classes agree
 * with JavaScript on that). A car matches when every query word is the start of one of its words;
 * its score is how many query words match a whole word ("rav4" scores higher on a RAV4 than "rav").
 */

export const MAX_QUERY_TOKENS = 8;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Query words: unique, in order, at most MAX_QUERY_TOKENS. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_TOKENS);
}

/** The fields a query searches, in one string (SQL builds the same with concat_ws). */
export function searchableText(fields: readonly (string | number | null | undefined)[]): string {
  return fields.filter((f) => f !== null && f !== undefined && f !== "").join(" ");
}

/** null when the text does not match every token, else the number of whole-word matches. */
export function textScore(words: readonly string[], tokens: readonly string[]): number | null {
  let score = 0;
  for (const token of tokens) {
    let prefix = false;
    let whole = false;
    for (const word of words) {
      if (word.startsWith(token)) {
        prefix = true;
        if (word.length === token.length) {
          whole = true;
          break;
        }
      }
    }
    if (!prefix) return null;
    if (whole) score++;
  }
  return score;
}
