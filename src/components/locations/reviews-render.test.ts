import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Review } from "@/lib/reviews/reviews";
import { ReviewCard } from "./review-card";
import { ReviewsSection } from "./reviews-section";
import { StarRating } from "./star-rating";

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  locationId: 1,
  customerName: "Ada L.",
  text: "Great service.",
  rating: 5,
  reviewDate: "2026-01-10",
  replyText: null,
  replyDate: null,
  imageUrl: null,
  ...overrides,
});

describe("StarRating (spec 02 §5, §9: up to 4 full stars plus a partial star, the average to one decimal)", () => {
  it("one text alternative, the average, the count, and five SVG stars with no script or handlers", () => {
    const html = renderToStaticMarkup(h(StarRating, { rating: 4.56, count: 123 }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 4.6 out of 5 (123 reviews)"');
    expect(html).toContain(">4.6<");
    expect(html).toContain("(123 reviews)");
    expect(html.match(/data-star="full"/g)).toHaveLength(4);
    expect(html.match(/data-star="partial"/g)).toHaveLength(1);
    expect(html).toContain("width:60%");
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });
});

describe("ReviewCard and ReviewsSection (spec 02 §3 'Review summary')", () => {
  it("a card shows the initial without a photo, the photo with one, and text as text", () => {
    const plain = renderToStaticMarkup(
      h(ReviewCard, {
        review: {
          id: 1,
          customerName: "<b>Zed</b>",
          initial: "Z",
          imageUrl: null,
          rating: 4,
          date: "10/01/2026",
          dateInWords: "3 days ago",
          isoDate: "2026-01-10",
          text: "<script>alert(1)</script>",
          shortText: "<script>alert(1)</script>",
          truncated: false,
          reply: null,
        },
      }),
    );
    expect(plain).toContain(">Z</span>");
    expect(plain).toContain("&lt;b&gt;Zed&lt;/b&gt;");
    expect(plain).not.toContain("<script>");
    expect(plain).toContain('<time dateTime="2026-01-10" title="10/01/2026">3 days ago</time>');
  });

  it("a long review starts cut with 'Show more'", () => {
    const text = "Friendly staff and a smooth handover. ".repeat(10);
    const html = renderToStaticMarkup(
      h(ReviewsSection, {
        reviews: [review({ text })],
        summary: { count: 1, averageRating: "5.0" },
        today: "2026-01-20",
      }),
    );
    expect(html).toContain("Show more");
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain("10 days ago");
  });

  it("no reviews → nothing rendered (issue 17 'Bad input': no reviews renders without gaps)", () => {
    expect(
      renderToStaticMarkup(
        h(ReviewsSection, { reviews: [], summary: { count: 0, averageRating: null }, today: "2026-11-24" }),
      ),
    ).toBe("");
  });
});
