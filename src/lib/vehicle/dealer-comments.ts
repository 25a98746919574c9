import { type Template, templateCopy } from "../template/template";
import { decodeEntities, stripMarkup } from "../text/feed-markup";

/**
 * The Dealer Comments tab (spec 01 §2 "Dealer comments show the first 400 characters with a 'more...' /
 * 'less...' toggle ('Show More' / 'Show Less' on one brand). Text is split on '|' into paragraphs. If
 * empty (ignoring a '|' separator): 'Dealer comments are pending. Please check back here later.'", §9).
 *
 * Comments are plain text. Feeds sometimes send HTML; it is reduced to its text here, so the page renders
 * strings (escaped by React) and never markup: an encoded '&lt;script&gt;' comes out as the visible text
 * '<script>', never as an element.
 */

/** Spec 01 §9: "Dealer comments truncate at 400 characters". */
export const DEALER_COMMENTS_LIMIT = 400;
/** Spec 01 §2. */
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
/** Spec 01 §2: the paragraph separator in the feed's text. */
export const PARAGRAPH_SEPARATOR = "|";

export type DealerComments = {
  /** No comments: `paragraphs` and `collapsed` hold only the pending message. */
  pending: boolean;
  /** Every paragraph, for the expanded state. */
  paragraphs: string[];
  /** The paragraphs cut to the first 400 characters, for the collapsed state. */
  collapsed: string[];
  /** The text is longer than the limit, so the more/less toggle shows. */
  truncated: boolean;
  /** The template's toggle labels ('more...' / 'less...', or 'Show More' / 'Show Less'). */
  moreLabel: string;
  lessLabel: string;
};

/**
 * Spec 01 §2: the comments as plain-text paragraphs: split on '|', whitespace inside each collapsed to
 * single spaces, empty ones dropped. Entities are decoded after the split, so an encoded '&#124;' stays a
 * literal '|' in the text rather than breaking the paragraph.
 */
export function dealerCommentParagraphs(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return stripMarkup(raw, PARAGRAPH_SEPARATOR)
    .split(PARAGRAPH_SEPARATOR)
    .map((part) => decodeEntities(part).replace(/\s+/g, " ").trim())
    .filter((part) => part !== "");
}

/** The comments as one line of plain text (paragraphs joined by a space), '' when there are none. */
export function dealerCommentsText(raw: string | null | undefined): string {
  return dealerCommentParagraphs(raw).join(" ");
}

/** Cut at `max` UTF-16 units without splitting a surrogate pair (an emoji is never halved). */
export function cutText(text: string, max: number): string {
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/**
 * Spec 01 §2 / §9: the first `limit` (400) characters, counted over the paragraphs as joined, each
 * paragraph break counting as the one '|' it was. The cut is exact (no word backtracking, no ellipsis:
 * the spec adds none); the last kept paragraph loses trailing space.
 */
export function collapseParagraphs(paragraphs: readonly string[], limit = DEALER_COMMENTS_LIMIT): string[] {
  const out: string[] = [];
  let remaining = limit;
  for (const paragraph of paragraphs) {
    if (remaining <= 0) break;
    if (paragraph.length <= remaining) {
      out.push(paragraph);
      remaining -= paragraph.length + PARAGRAPH_SEPARATOR.length;
    } else {
      const kept = cutText(paragraph, remaining).trimEnd();
      if (kept) out.push(kept);
      break;
    }
  }
  return out;
}

/** The joined length the limit is measured on: paragraphs plus one character per break. */
export function joinedLength(paragraphs: readonly string[]): number {
  return paragraphs.reduce((sum, p) => sum + p.length, 0) + Math.max(0, paragraphs.length - 1);
}

/**
 * The tab's content. No comments (nothing but '|' and space, or markup without text) → the pending message
 * and no toggle. Otherwise all paragraphs, the collapsed ones, and whether the text runs past the limit.
 */
export function dealerComments(
  raw: string | null | undefined,
  template: Template,
  limit = DEALER_COMMENTS_LIMIT,
): DealerComments {
  const moreLabel = templateCopy(template, "dealer_comments_more");
  const lessLabel = templateCopy(template, "dealer_comments_less");
  const paragraphs = dealerCommentParagraphs(raw);
  if (paragraphs.length === 0) {
    const pending = [DEALER_COMMENTS_PENDING];
    return { pending: true, paragraphs: pending, collapsed: pending, truncated: false, moreLabel, lessLabel };
  }
  const truncated = joinedLength(paragraphs) > limit;
  return {
    pending: false,
    paragraphs,
    collapsed: truncated ? collapseParagraphs(paragraphs, limit) : paragraphs,
    truncated,
    moreLabel,
    lessLabel,
  };
}
