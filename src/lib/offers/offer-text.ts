import { decodeEntities, stripMarkup } from "../text/feed-markup";
import { cutText } from "../vehicle/dealer-comments";

/**
 * An offer's description and disclaimer (spec 02 §2 "Offers": "Descriptions and disclaimers are
 * collapsible with View more / View less"; §4 "Offer texts: collapsed (description cut at about 160
 * characters, disclaimer at 200) and expanded"; §9 "Offer description truncated at 160 characters, with
 * a toggle only if longer than 200; disclaimer truncated at 200").
 *
 * Offer text comes from feeds and is sometimes HTML. It is reduced to plain-text paragraphs here and
 * rendered as text, so no markup a feed sends reaches a page (decision 0029).
 */

/** Spec 02 §9: the collapsed description's length. */
export const DESCRIPTION_CUT = 160;
/** Spec 02 §9: the description gets its toggle only when longer than this. */
export const DESCRIPTION_TOGGLE_OVER = 200;
/** Spec 02 §9: the collapsed disclaimer's length; it gets its toggle when longer. */
export const DISCLAIMER_CUT = 200;

/** Spec 02 §2 "View more / View less". */
export const VIEW_MORE = "View more";
export const VIEW_LESS = "View less";

export type OfferText = {
  /** Every paragraph, for the expanded state (and the only state when the text is short). */
  paragraphs: string[];
  /** The paragraphs cut for the collapsed state; the same as `paragraphs` when not collapsible. */
  collapsed: string[];
  /** Long enough for View more / View less. */
  collapsible: boolean;
};

const BREAK = "\n";

/** Feed text (plain or HTML) as paragraphs: tags and line breaks split them, entities are decoded. */
export function offerParagraphs(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return stripMarkup(raw, BREAK)
    .split(/\r?\n|\r/)
    .map((part) => decodeEntities(part).replace(/\s+/g, " ").trim())
    .filter((part) => part !== "");
}

/** The text's length as the limits count it: the paragraphs plus one character per break. */
export function textLength(paragraphs: readonly string[]): number {
  return paragraphs.reduce((sum, p) => sum + p.length, 0) + Math.max(0, paragraphs.length - 1);
}

/** Trailing characters that read badly before an ellipsis. */
const DANGLING = /[\s,;:–—-]+$/;

/**
 * The first `limit` characters of the paragraphs, ending on a whole word where one ends in the last
 * quarter of the budget (the spec's "about 160"), and an ellipsis to say there is more.
 */
export function cutParagraphs(paragraphs: readonly string[], limit: number): string[] {
  const out: string[] = [];
  let remaining = limit;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= remaining) {
      out.push(paragraph);
      remaining -= paragraph.length + BREAK.length;
      if (remaining > 0) continue;
      break;
    }
    let kept = cutText(paragraph, remaining);
    const space = kept.lastIndexOf(" ");
    if (/\S/.test(paragraph[kept.length] ?? " ") && space >= remaining * 0.75) kept = kept.slice(0, space);
    kept = kept.replace(DANGLING, "");
    if (kept) out.push(kept);
    break;
  }
  if (out.length === 0) return out;
  const last = out.length - 1;
  out[last] = `${out[last]!.replace(DANGLING, "")}…`;
  return out;
}

function collapsibleText(raw: string | null | undefined, toggleOver: number, cut: number): OfferText {
  const paragraphs = offerParagraphs(raw);
  const collapsible = textLength(paragraphs) > toggleOver;
  return { paragraphs, collapsed: collapsible ? cutParagraphs(paragraphs, cut) : paragraphs, collapsible };
}

/** Spec 02 §9: cut at 160 characters, with the toggle only when the description is longer than 200. */
export function offerDescription(raw: string | null | undefined): OfferText {
  return collapsibleText(raw, DESCRIPTION_TOGGLE_OVER, DESCRIPTION_CUT);
}

/** Spec 02 §9: the disclaimer cut at 200 characters, with the toggle when it is longer. */
export function offerDisclaimer(raw: string | null | undefined): OfferText {
  return collapsibleText(raw, DISCLAIMER_CUT, DISCLAIMER_CUT);
}

/** The description as one line (meta description, JSON-LD), at most `max` characters. */
export function offerSummaryLine(raw: string | null | undefined, max = DESCRIPTION_CUT): string {
  const paragraphs = offerParagraphs(raw);
  if (textLength(paragraphs) <= max) return paragraphs.join(" ");
  return cutParagraphs([paragraphs.join(" ")], max).join(" ");
}
