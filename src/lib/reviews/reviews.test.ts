import { describe, expect, it } from "vitest";
import {
  cutReviewText,
  formatReviewDate,
  REVIEW_TEXT_LIMIT,
  type Review,
  reviewCard,
  reviewerInitial,
  reviewSummary,
  shownReviews,
  timeAgoInWords,
} from "./reviews";

let nextId = 1;
function review(overrides: Partial<Review> = {}): Review {
  return {
    id: nextId++,
    locationId: 1,
    customerName: "Ada L.",
    text: "Great service.",
    rating: 5,
    reviewDate: "2026-01-10",
    replyText: null,
    replyDate: null,
    imageUrl: null,
    ...overrides,
  };
}

const DEFAULTS = { min_rating: 4, google_quantity: 12 };

describe("which reviews show (spec 01 §9 'review minimum rating 4, Google reviews quantity 12', spec 02 §9)", () => {
  it("reviews at or above the minimum rating; below it never show", () => {
    const shown = shownReviews(
      [review({ rating: 3 }), review({ rating: 4 }), review({ rating: 5 })],
      DEFAULTS,
    );
    expect(shown.map((r) => r.rating).sort()).toEqual([4, 5]);
  });

  it("a tenant's own minimum (spec 02 §9 '3 for one tenant') lets 3-star reviews show", () => {
    const shown = shownReviews([review({ rating: 2 }), review({ rating: 3 })], {
      ...DEFAULTS,
      min_rating: 3,
    });
    expect(shown.map((r) => r.rating)).toEqual([3]);
  });

  it("at most google_quantity (12), the newest first", () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      review({ reviewDate: `2026-01-${String(i + 1).padStart(2, "0")}` }),
    );
    const shown = shownReviews(many, DEFAULTS);
    expect(shown).toHaveLength(12);
    expect(shown[0]!.reviewDate).toBe("2026-01-20");
    expect(shown[11]!.reviewDate).toBe("2026-01-09");
    expect(shownReviews(many, { ...DEFAULTS, google_quantity: 0 })).toEqual([]);
  });
});

describe("review summary (spec 02 §3 'count and average_rating (a string)')", () => {
  it("counts every review and averages to one decimal, as a string", () => {
    expect(reviewSummary([5, 4, 5, 4])).toEqual({ count: 4, averageRating: "4.5" });
    expect(reviewSummary([5, 5, 4])).toEqual({ count: 3, averageRating: "4.7" });
  });

  it("no reviews: a count of 0 and no average (no '0.0' stars)", () => {
    expect(reviewSummary([])).toEqual({ count: 0, averageRating: null });
  });
});

describe("review card (spec 02 §3 'Review summary' fields)", () => {
  it("review_date as dd/mm/yyyy and created_at_time_ago_in_words", () => {
    expect(formatReviewDate("2026-03-07")).toBe("07/03/2026");
    const card = reviewCard(review({ reviewDate: "2025-11-01" }), "2026-02-01");
    expect(card.date).toBe("01/11/2025");
    expect(card.dateInWords).toBe("3 months ago");
  });

  it("time ago in words, in Rails' steps", () => {
    const today = "2026-06-30";
    expect(timeAgoInWords("2026-06-30", today)).toBe("today");
    expect(timeAgoInWords("2026-07-01", today)).toBe("today");
    expect(timeAgoInWords("2026-06-29", today)).toBe("1 day ago");
    expect(timeAgoInWords("2026-06-18", today)).toBe("12 days ago");
    expect(timeAgoInWords("2026-05-25", today)).toBe("about 1 month ago");
    expect(timeAgoInWords("2026-05-10", today)).toBe("about 2 months ago");
    expect(timeAgoInWords("2025-12-30", today)).toBe("6 months ago");
    expect(timeAgoInWords("2025-06-01", today)).toBe("about 1 year ago");
    expect(timeAgoInWords("2025-01-01", today)).toBe("over 1 year ago");
    expect(timeAgoInWords("2024-08-01", today)).toBe("almost 2 years ago");
  });

  it("the avatar's initial when there is no photo", () => {
    expect(reviewerInitial("ada L.")).toBe("A");
    expect(reviewerInitial("  Émile")).toBe("É");
    expect(reviewerInitial("…")).toBe("?");
    expect(reviewCard(review({ customerName: "zoe" }), "2026-01-10").initial).toBe("Z");
  });

  it("long text is cut at a word with 'Show more'; short text is whole with no toggle", () => {
    const long = `${"Friendly staff and a smooth handover. ".repeat(10)}The end.`;
    const cut = cutReviewText(long);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMIT + 1);
    expect(cut.text.endsWith("…")).toBe(true);
    expect(cut.text).not.toMatch(/ …$/);
    const card = reviewCard(review({ text: long }), "2026-01-10");
    expect(card.truncated).toBe(true);
    expect(card.text).toBe(long.trim());
    expect(reviewCard(review({ text: "Great." }), "2026-01-10")).toMatchObject({
      shortText: "Great.",
      truncated: false,
    });
  });

  it("the dealer's reply with its date, when there is one", () => {
    const card = reviewCard(
      review({ replyText: "Thanks Ada!", replyDate: "2026-01-12", reviewDate: "2026-01-10" }),
      "2026-01-20",
    );
    expect(card.reply).toEqual({ text: "Thanks Ada!", date: "12/01/2026", dateInWords: "8 days ago" });
    expect(reviewCard(review({ replyText: "  " }), "2026-01-20").reply).toBeNull();
  });
});
