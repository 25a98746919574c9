import { ownValue } from "../utils/own-value";

/**
 * Feeds send text that is sometimes HTML (dealer comments, offer descriptions and disclaimers). Pages
 * render such text as text, never as markup, so nothing a feed sends can run in a page; these two
 * helpers reduce the markup to the words it holds. Shared by lib/vehicle/dealer-comments and
 * lib/offers/offer-text.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** One pass, so '&amp;lt;' decodes to the text '&lt;' and not on to '<'. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const hex = body[1] === "x" || body[1] === "X";
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      const printable = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return printable ? String.fromCodePoint(code) : whole;
    }
    return ownValue(NAMED_ENTITIES, body.toLowerCase()) ?? whole;
  });
}

/** Block-level tags whose boundaries start a new paragraph. */
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article)\b[^>]*>/gi;

/**
 * Feed markup to text: script and style blocks dropped with their content, comments dropped, block tags
 * turned into `paragraphBreak`, every other tag removed. A lone '<' that opens no tag ('under < 50,000
 * km') is text and stays. Entities are left for the caller to decode, after it splits paragraphs.
 */
export function stripMarkup(raw: string, paragraphBreak: string): string {
  return raw
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, "")
    .replace(BLOCK_TAG, paragraphBreak)
    .replace(/<\/?[a-z][^>]*>/gi, "");
}
