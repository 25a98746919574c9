/**
 * The star display (spec 02 §5 "Other": "A star rating draws a partial star when the fractional part is
 * over 30%"; §9 "star display shows up to 4 full stars plus a partial star, with the average to one
 * decimal").
 *
 * Five star places. The average is first rounded to one decimal, the figure the shopper reads beside the
 * stars, so the stars never disagree with it. The whole part gives the full stars (5.0 is five full
 * stars; any average below 5 has at most four); the tenths give the partial star, drawn only when they
 * are over 3 (4.3 shows four stars, 4.4 four and a 40% star). The remaining places are empty outlines.
 * Tenths are counted as integers so 4.3 is never 4.2999….
 */

export const STAR_PLACES = 5;
/** Spec 02 §5: a partial star only when the fraction is over 30%, i.e. 4 tenths or more. */
export const PARTIAL_STAR_OVER_TENTHS = 3;

export type StarFill = "full" | "partial" | "empty";
export type Star = { fill: StarFill /** 0 to 1: how much of the star is filled. */; fraction: number };

export type StarDisplay = {
  /** The average to one decimal, as the shopper reads it: "4.5", "5.0". */
  average: string;
  /** The same average as a number, clamped to 0–5. */
  value: number;
  stars: Star[];
};

/** An average in tenths, clamped to 0–50 (nothing a feed sends draws six stars or a negative one). */
function tenthsOf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(STAR_PLACES * 10, Math.max(0, Math.round(rating * 10)));
}

/** Spec 02 §9: the average to one decimal ("4.5"). */
export function formatAverageRating(rating: number): string {
  const tenths = tenthsOf(rating);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function starDisplay(rating: number): StarDisplay {
  const tenths = tenthsOf(rating);
  const full = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const stars: Star[] = [];
  for (let place = 0; place < STAR_PLACES; place++) {
    if (place < full) stars.push({ fill: "full", fraction: 1 });
    else if (place === full && fraction > PARTIAL_STAR_OVER_TENTHS)
      stars.push({ fill: "partial", fraction: fraction / 10 });
    else stars.push({ fill: "empty", fraction: 0 });
  }
  return { average: formatAverageRating(rating), value: tenths / 10, stars };
}

/** What a screen reader hears for the stars: "Rated 4.6 out of 5 (123 reviews)". */
export function starRatingLabel(rating: number, count?: number): string {
  const rated = `Rated ${formatAverageRating(rating)} out of ${STAR_PLACES}`;
  if (count === undefined) return rated;
  return `${rated} (${reviewCountText(count)})`;
}

/** "1 review", "258 reviews". */
export function reviewCountText(count: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  return `${n} ${n === 1 ? "review" : "reviews"}`;
}
