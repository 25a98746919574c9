import { describe, expect, it } from "vitest";
import { formatAverageRating, reviewCountText, starDisplay, starRatingLabel } from "./star-rating";

const fills = (rating: number) => starDisplay(rating).stars.map((s) => s.fill);

describe("star display (spec 02 §5 'a partial star when the fractional part is over 30%', §9)", () => {
  it("§9 'up to 4 full stars plus a partial star': 4.9 is four full stars and a 90% star", () => {
    const d = starDisplay(4.9);
    expect(d.stars.map((s) => s.fill)).toEqual(["full", "full", "full", "full", "partial"]);
    expect(d.stars[4]!.fraction).toBe(0.9);
  });

  it("a perfect 5 is five full stars, the only way to see a fifth full star", () => {
    expect(fills(5)).toEqual(["full", "full", "full", "full", "full"]);
    expect(fills(4.96)).toEqual(["full", "full", "full", "full", "full"]);
    expect(fills(4.94)).toEqual(["full", "full", "full", "full", "partial"]);
  });

  it("§5 a fraction of exactly 30% draws no partial star; 40% does", () => {
    expect(fills(4.3)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(fills(4.4)).toEqual(["full", "full", "full", "full", "partial"]);
    expect(starDisplay(4.4).stars[4]!.fraction).toBe(0.4);
    expect(fills(2.31)).toEqual(["full", "full", "empty", "empty", "empty"]);
  });

  it("§9 the spec's sample average 4.5 shows four stars and a half star", () => {
    const d = starDisplay(4.5);
    expect(d.average).toBe("4.5");
    expect(d.stars[4]).toEqual({ fill: "partial", fraction: 0.5 });
  });

  it("the stars follow the average the shopper reads (rounded to one decimal first)", () => {
    // 4.35 reads as 4.4, so it gets the partial star the 4.4 beside it promises.
    expect(starDisplay(4.35).average).toBe("4.4");
    expect(fills(4.35)[4]).toBe("partial");
  });

  it("bad data draws no stray stars: below 0, above 5 and not-a-number are clamped", () => {
    expect(fills(-1)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(fills(7)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starDisplay(Number.NaN).average).toBe("0.0");
  });
});

describe("average and count text (spec 02 §9 'the average to one decimal')", () => {
  it("always one decimal", () => {
    expect(formatAverageRating(4)).toBe("4.0");
    expect(formatAverageRating(4.56)).toBe("4.6");
    expect(formatAverageRating(5)).toBe("5.0");
  });

  it("the text alternative names the rating and the number of reviews", () => {
    expect(starRatingLabel(4.56, 123)).toBe("Rated 4.6 out of 5 (123 reviews)");
    expect(starRatingLabel(5, 1)).toBe("Rated 5.0 out of 5 (1 review)");
    expect(starRatingLabel(3.2)).toBe("Rated 3.2 out of 5");
    expect(reviewCountText(258)).toBe("258 reviews");
  });
});
