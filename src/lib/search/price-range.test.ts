import { describe, expect, it } from "vitest";
import { bucketLabel, PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from "./price-range";

describe("price_range buckets (spec 01 §2 filter attribute price_range)", () => {
  it.each([
    [9_999, "Under $10,000"],
    [10_000, "$10,000 - $20,000"],
    [49_990, "$40,000 - $50,000"],
    [100_000, "$100,000+"],
  ])("%d → %s", (price, label) => {
    expect(bucketLabel(PRICE_BUCKETS, price)).toBe(label);
  });
  it("spec 01 §9: a price of 10 or less is not a real price and gets no bucket", () => {
    expect(bucketLabel(PRICE_BUCKETS, 10)).toBeNull();
    expect(bucketLabel(PRICE_BUCKETS, null)).toBeNull();
  });
  it("spec 01 §9: weekly buckets carry the ' / week' suffix", () => {
    expect(bucketLabel(WEEKLY_PRICE_BUCKETS, 180)).toBe("$150 - $200 / week");
  });
  it("buckets tile the line without gaps", () => {
    for (let i = 1; i < PRICE_BUCKETS.length; i++) {
      expect(PRICE_BUCKETS[i]?.min).toBe(PRICE_BUCKETS[i - 1]?.max);
    }
  });
});
