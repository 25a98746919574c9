/**
 * Bidirectional formatting characters (issue 29 item 6): the embeddings and overrides U+202A–U+202E,
 * the isolates U+2066–U+2069, and the marks U+200E, U+200F and U+061C. In a shopper's name a
 * right-to-left override (U+202E) makes what follows read backwards ("Jane\u202Emoc.live@" shows as
 * "Jane@evil.com"), so text a dealer reads from a shopper could say something it does not hold.
 * Stripped from every dealer-facing rendering of a lead (the e-mail's subject, text and HTML, the ADF
 * XML, the CLI's `leads show` and `leads list`) and from one-line log text: none of those needs them,
 * and right-to-left script itself (Arabic, Hebrew letters) is untouched.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without bidirectional formatting characters. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * `value` with every string in it (plain objects' keys and values, arrays' items, at any depth)
 * stripped of bidirectional formatting characters: for a renderer to clean its whole input once, so no
 * field is missed. Anything that is not a string, an array or a plain object is kept as it is.
 */
export function withoutBidiControls<T>(value: T): T {
  if (typeof value === "string") return stripBidiControls(value) as T;
  if (Array.isArray(value)) return value.map(withoutBidiControls) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [stripBidiControls(key), withoutBidiControls(item)]),
    ) as T;
  }
  return value;
}
