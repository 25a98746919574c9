import type { ReviewCardData } from "@/lib/reviews/reviews";
import { ReviewText } from "./review-text";
import { StarRating } from "./star-rating";

/**
 * One Google review (spec 02 §3 "Review summary" fields): the reviewer's photo or initial, name,
 * rating, when (in words, with the date), the text cut with 'Show more', and the dealer's reply.
 * Everything a feed sends is rendered as text.
 */
export function ReviewCard({ review }: { review: ReviewCardData }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border bg-background p-4"
      data-testid="review-card"
    >
      <header className="flex items-center gap-3">
        {review.imageUrl ? (
          <img
            src={review.imageUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-10 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {review.initial}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{review.customerName}</h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={review.isoDate} title={review.date}>
              {review.dateInWords}
            </time>
          </p>
        </div>
      </header>
      <StarRating rating={review.rating} showAverage={false} />
      {review.text ? (
        <ReviewText text={review.text} shortText={review.shortText} truncated={review.truncated} />
      ) : null}
      {review.reply ? (
        <div className="mt-auto rounded-md bg-muted p-3 text-sm">
          <p className="font-semibold">
            Response from the dealer
            {review.reply.dateInWords ? (
              <span className="font-normal text-muted-foreground"> · {review.reply.dateInWords}</span>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
