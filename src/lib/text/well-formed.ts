/**
 * Text as PostgreSQL can store it (issue 16 item 2). JSON can spell a lone UTF-16 surrogate
 * (`"\ud800"`), which is not a character: PostgreSQL refuses it in jsonb, and a text column gets
 * whatever the driver's UTF-8 encoder makes of it. A shopper rarely types one on purpose; it is what is
 * left of an emoji cut in half (a length limit counted in UTF-16 units, a paste). So it is kept as the
 * replacement character U+FFFD, as a UTF-8 decoder does with a broken byte, and the rest of the text,
 * and the lead, are kept (String.prototype.toWellFormed, spelled out for the ES2023 lib).
 */

/** In a `u` regular expression a surrogate range matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

export function hasLoneSurrogate(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text);
}

export function toWellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * Whether `text` holds a NUL (U+0000). PostgreSQL's text and jsonb cannot hold one at all: a query
 * that carries one fails ("invalid byte sequence"), a 500. Nobody types a NUL, so text from outside
 * with one is refused (issue 29 item 2), never stored or looked up: a JSON body's field is a 400
 * (`parseJsonBody`), a path or query string is the proxy's 400, and a lookup by such a slug finds
 * nothing without asking the database.
 */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/** `text` as PostgreSQL's text and jsonb can hold it: lone surrogates and NULs kept as U+FFFD. */
const storableText = (text: string) => toWellFormedText(text).replaceAll("\u0000", "\uFFFD");

/**
 * A JSON value as jsonb can hold it: every string in it, keys included, made storable. For what the
 * server writes about input it refused or warned about (an import's report names the malformed keys
 * and values it met, decision 0052), which must be stored whatever the input held.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map(storableJson) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as T;
  }
  return value;
}
