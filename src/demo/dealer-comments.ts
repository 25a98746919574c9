import {
  COMMENT_BODY,
  COMMENT_CLOSERS,
  COMMENT_OPENERS,
  type CommentAudience,
  fillTemplate,
} from "./demo-text";
import type { Rng } from "./prng";

/** Dealer comments run up to this length so both sides of the 400-character cut (spec 01 §9) occur. */
const MAX_COMMENT_LENGTH = 1200;

/**
 * A dealer's comments on a car: none, a lone separator, or sentences for its audience filled with the
 * car's values, in one or more '|'-separated paragraphs, from a sentence to MAX_COMMENT_LENGTH.
 */
export function dealerComments(
  rng: Rng,
  audience: CommentAudience,
  values: Readonly<Record<string, string>>,
): string {
  const roll = rng.next();
  if (roll < 0.09) return "";
  // A lone separator is "empty" to the detail page (spec 01 §2), so feeds that send one are worth showing.
  if (roll < 0.1) return "|";
  const size = rng.next();
  const target = size < 0.25 ? rng.int(40, 200) : size < 0.6 ? rng.int(200, 450) : rng.int(450, 1200);
  const sentences = [
    rng.pick(COMMENT_OPENERS[audience]),
    ...rng.sample(COMMENT_BODY[audience], COMMENT_BODY[audience].length),
    rng.pick(COMMENT_CLOSERS),
  ];
  const perParagraph = rng.chance(0.5) ? 2 : Number.POSITIVE_INFINITY;
  // Built as parts and joined once: 100,000 comments as concatenation ropes cost noticeably more memory.
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let length = 0;
  for (const template of sentences) {
    if (length >= target) break;
    const sentence = fillTemplate(template, values);
    if (length + sentence.length + 1 > MAX_COMMENT_LENGTH) continue;
    if (paragraph.length >= perParagraph) {
      paragraphs.push(paragraph.join(" "));
      paragraph = [];
    }
    paragraph.push(sentence);
    length += sentence.length + (length === 0 ? 0 : 1);
  }
  if (paragraph.length > 0) paragraphs.push(paragraph.join(" "));
  const text = paragraphs.join("|");
  // An empty placeholder (a car without a badge) leaves a double space or a space before a full stop.
  return text.includes("  ") || text.includes(" .")
    ? text.replace(/ {2,}/g, " ").replace(/ ([.,:!])/g, "$1")
    : text;
}
