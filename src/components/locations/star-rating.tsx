import { reviewCountText, starDisplay, starRatingLabel } from "@/lib/reviews/star-rating";

/** A five-point star drawn in a 20×20 box. */
const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

const SIZES = { sm: "size-4", md: "size-5", lg: "size-7" } as const;

type Props = {
  /** The average rating, 0 to 5. */
  rating: number;
  /** How many reviews the rating is over; shown as "(123 reviews)" when given. */
  count?: number;
  size?: keyof typeof SIZES;
  /** Show the average to one decimal beside the stars (default true). */
  showAverage?: boolean;
  className?: string;
};

/**
 * The star display (spec 02 §5 "a partial star when the fractional part is over 30%", §9 "up to 4 full
 * stars plus a partial star, with the average to one decimal"): five places, full, partial or empty,
 * as lib/reviews/star-rating draws them. One text alternative for the whole ("Rated 4.6 out of 5 (123
 * reviews)"); the stars and figures are decoration for it. Plain SVG, no script.
 */
export function StarRating({ rating, count, size = "sm", showAverage = true, className }: Props) {
  const display = starDisplay(rating);
  const box = SIZES[size];
  return (
    <span
      role="img"
      aria-label={starRatingLabel(rating, count)}
      className={`inline-flex flex-wrap items-center gap-x-1.5 ${className ?? ""}`}
      data-rating={display.average}
    >
      <span className="inline-flex" aria-hidden="true">
        {display.stars.map((star, i) => (
          <span key={i} className={`relative ${box}`} data-star={star.fill}>
            <StarShape className={`absolute inset-0 ${box} text-muted-foreground/35`} />
            {star.fill === "empty" ? null : (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${Math.round(star.fraction * 100)}%` }}
              >
                <StarShape className={`${box} max-w-none text-amber-500`} />
              </span>
            )}
          </span>
        ))}
      </span>
      {showAverage ? (
        <span aria-hidden="true" className="text-sm font-semibold">
          {display.average}
        </span>
      ) : null}
      {count === undefined ? null : (
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          ({reviewCountText(count)})
        </span>
      )}
    </span>
  );
}
