/**
 * Escaping for XML (ADF lead documents) and HTML (dealer e-mails). Shopper input goes into both, so
 * every value is first cleaned of code points XML 1.0 cannot carry at all, even as character
 * references: a NUL or a lone surrogate would otherwise make the whole document unparseable and the
 * lead undeliverable.
 */

// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
// With the `u` flag a lone surrogate is its own code point, so it falls outside every allowed range.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const MARKUP_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Removes control characters (other than tab, LF, CR), lone surrogates, U+FFFE and U+FFFF. */
export function stripInvalidXmlChars(value: string): string {
  return value.replace(NOT_XML_CHAR, "");
}

/**
 * Escapes text content. Line endings become LF: a parser would fold CR LF into LF anyway, and a
 * textarea submits CR LF, so this keeps what the dealer sees identical across parsers.
 */
export function escapeXmlText(value: string): string {
  return stripInvalidXmlChars(value)
    .replace(/\r\n?/g, "\n")
    .replace(/[&<>"']/g, (c) => MARKUP_ENTITIES[c]!);
}

/**
 * Escapes an attribute value. Tab, LF and CR become spaces: a conforming parser turns literal ones
 * into spaces anyway, and some parsers leave the `&#10;` form undecoded.
 */
export function escapeXmlAttribute(value: string): string {
  return stripInvalidXmlChars(value)
    .replace(/[\t\n\r]/g, " ")
    .replace(/[&<>"']/g, (c) => MARKUP_ENTITIES[c]!);
}

/**
 * Escapes text or a quoted attribute value for HTML. `&#39;` rather than `&apos;`, which HTML 4
 * mail clients do not know.
 */
export function escapeHtml(value: string): string {
  return stripInvalidXmlChars(value).replace(/[&<>"']/g, (c) => (c === "'" ? "&#39;" : MARKUP_ENTITIES[c]!));
}
