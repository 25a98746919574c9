import { Carousel, CarouselItem } from "@/components/ui/carousel";
import { type Review, type ReviewSummary, reviewCard } from "@/lib/reviews/reviews";
import { reviewCountText } from "@/lib/reviews/star-rating";
import { ReviewCard } from "./review-card";
import { StarRating } from "./star-rating";

type Props = {
  /** The reviews to show, already chosen by the site's rules (server/locations/reviews-queries). */
  reviews: Review[];
  summary: ReviewSummary;
  heading?: string;
  /** The date "3 months ago" counts from: the site's own date, YYYY-MM-DD. */
  today: string;
  /** Where 'Write a review' goes (the site's Google business profile), if the site has one. */
  reviewUrl?: string | null;
};

/**
 * The site's (or a location's) Google reviews: the rating summary (spec 02 §2 "a Google rating
 * summary", §3 "Review summary") and the review cards in a carousel. No reviews → nothing rendered, so a
 * location without reviews shows no empty box.
 */
export function ReviewsSection({ reviews, summary, heading = "Google Reviews", today, reviewUrl }: Props) {
  if (!reviews.length || summary.averageRating === null) return null;
  const rating = Number(summary.averageRating);
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-10" data-testid="reviews">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reviews-heading" className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className="text-3xl font-bold" aria-hidden="true">
              {summary.averageRating}
            </span>
            <StarRating rating={rating} count={summary.count} size="md" showAverage={false} />
            <span className="sr-only">Based on {reviewCountText(summary.count)} on Google.</span>
          </p>
        </div>
        {reviewUrl ? (
          <a
            href={reviewUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold hover:bg-muted"
          >
            Write a review<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {/* The region needs a name of its own: the section already answers to the heading. */}
      <Carousel label="Review cards" className="mt-4">
        {reviews.map((review, i) => (
          <CarouselItem
            key={review.id}
            label={`${i + 1} of ${reviews.length}`}
            className="basis-[85%] sm:basis-1/2 lg:basis-1/3"
          >
            <ReviewCard review={reviewCard(review, today)} />
          </CarouselItem>
        ))}
      </Carousel>
    </section>
  );
}
