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
