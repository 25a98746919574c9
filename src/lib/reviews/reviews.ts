import { formatDistance } from "date-fns";
import { cutText } from "../vehicle/dealer-comments";
import { formatAverageRating } from "./star-rating";

/**
 * Google reviews as the site shows them (spec 02 §3 "Review summary", §9 reviews; spec 01 §9 "review
 * minimum rating 4, Google reviews quantity 12"). Every review in the store came from the dealer's
 * Google business profile, so "Google reviews" is all of them.
 */

/** One review as the store holds it (src/server/db/schema/reviews.ts). Dates are YYYY-MM-DD. */
export type Review = {
  id: number;
  locationId: number;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
  imageUrl: string | null;
};

/** The site's `reviews` config (lib/tenancy/site-config.ts). */
export type ReviewRules = { min_rating: number; google_quantity: number };

/**
 * Spec 01 §9 / spec 02 §9: reviews at or above the minimum rating (4 by default, 3 on one tenant), at
 * most the configured quantity (12), newest first (the spec names no order; the newest are what a
 * shopper wants to read, and a re-import never reshuffles them). Ties keep the later-stored first.
 */
export function shownReviews(reviews: readonly Review[], rules: ReviewRules): Review[] {
  return reviews
    .filter((r) => r.rating >= rules.min_rating)
    .sort((a, b) => (a.reviewDate === b.reviewDate ? b.id - a.id : a.reviewDate < b.reviewDate ? 1 : -1))
    .slice(0, Math.max(0, rules.google_quantity));
}

/** Spec 02 §3 "Review summary": count and average_rating, the average a string to one decimal. */
export type ReviewSummary = { count: number; averageRating: string | null };

/**
 * The summary counts every review, not only the ones shown: it is the dealer's Google rating, which a
 * shopper can check on Google. No reviews → no average (the page shows no stars rather than 0.0).
 */
export function reviewSummary(ratings: readonly number[]): ReviewSummary {
  return reviewSummaryFromTotals(
    ratings.length,
    ratings.reduce((total, r) => total + r, 0),
  );
}

/** The same summary from a count and a sum of ratings (what a database query returns). */
export function reviewSummaryFromTotals(count: number, sum: number): ReviewSummary {
  if (!count) return { count: 0, averageRating: null };
  return { count, averageRating: formatAverageRating(sum / count) };
}

// --- Review cards ------------------------------------------------------------------------------------------

/**
 * How much of a review's text a card shows before 'Show more'. The spec names no length; 200 characters
 * is three or four lines on a phone card, so cards in a row stay close in height.
 */
export const REVIEW_TEXT_LIMIT = 200;

/** A review card's content (spec 02 §3 "Review summary" fields), every date already in words. */
export type ReviewCardData = {
  id: number;
  customerName: string;
  /** The avatar's letter when the review has no photo. */
  initial: string;
  imageUrl: string | null;
  rating: number;
  /** review_date (dd/mm/yyyy). */
  date: string;
  /** created_at_time_ago_in_words: "3 months ago". */
  dateInWords: string;
  /** ISO date for the <time> element. */
  isoDate: string;
  text: string;
  /** The text cut for the collapsed card; equal to `text` when it is short enough. */
  shortText: string;
  truncated: boolean;
  reply: { text: string; date: string | null; dateInWords: string | null } | null;
};

/** The first letter of the reviewer's name, upper-cased, or '?' for a name with no letter. */
export function reviewerInitial(name: string): string {
  const letter = name.match(/[\p{L}\p{N}]/u)?.[0];
  return letter ? letter.toLocaleUpperCase("en-AU") : "?";
}

/** Spec 02 §3 review_date: "dd/mm/yyyy" from the stored YYYY-MM-DD. */
export function formatReviewDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

const DAY_MS = 86_400_000;

/**
 * Spec 02 §3 created_at_time_ago_in_words, on calendar days (reviews carry a date, not a time):
 * "today", "1 day ago", "12 days ago", "about 1 month ago", "5 months ago", "about 1 year ago",
 * "over 1 year ago", "almost 2 years ago": Rails' time_ago_in_words steps, which date-fns'
 * formatDistance ports.
 */
export function timeAgoInWords(isoDate: string, today: string): string {
  const then = Date.parse(isoDate);
  const now = Date.parse(today);
  if (!Number.isFinite(then) || !Number.isFinite(now) || now - then < DAY_MS) return "today";
  return formatDistance(then, now, { addSuffix: true });
}

/** Cut at the last space before the limit (no half words), with an ellipsis saying there is more. */
export function cutReviewText(text: string, limit = REVIEW_TEXT_LIMIT): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  const cut = cutText(clean, limit);
  const space = cut.lastIndexOf(" ");
  return { text: `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}

/** `today` is the site's date as YYYY-MM-DD, so every card on a page counts from the same day. */
export function reviewCard(review: Review, today: string): ReviewCardData {
  const text = review.text.replace(/\s+/g, " ").trim();
  const short = cutReviewText(text);
  const replyText = review.replyText?.trim();
  return {
    id: review.id,
    customerName: review.customerName,
    initial: reviewerInitial(review.customerName),
    imageUrl: review.imageUrl,
    rating: review.rating,
    date: formatReviewDate(review.reviewDate),
    dateInWords: timeAgoInWords(review.reviewDate, today),
    isoDate: review.reviewDate,
    text,
    shortText: short.text,
    truncated: short.truncated,
    reply: replyText
      ? {
          text: replyText,
          date: review.replyDate ? formatReviewDate(review.replyDate) : null,
          dateInWords: review.replyDate ? timeAgoInWords(review.replyDate, today) : null,
        }
      : null,
  };
}
