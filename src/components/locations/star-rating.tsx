/**
 * PLACEHOLDER: another engineer on issue 17 builds the real star display (spec 02 §5 "A star rating
 * draws a partial star when the fractional part is over 30%") in this file, with these exact props.
 * Until then it shows the rating as text.
 */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{rating.toFixed(1)}</span> out of 5
      {count !== undefined ? ` (${count} ${count === 1 ? "review" : "reviews"})` : null}
    </p>
  );
}
