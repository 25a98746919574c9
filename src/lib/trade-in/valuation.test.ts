import { describe, expect, it } from "vitest";
import { BEST_ANSWERS } from "./adjustments";
import {
  AGE_RATE,
  type Comparable,
  KM_RATE_PER_1000,
  MIN_COMPARABLES,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KMS,
  onlineEstimateRefusal,
  TRADE_MARGIN,
  valueFromComparables,
} from "./valuation";

const corolla = { make: "Toyota", model: "Corolla", year: 2021, kms: 40_000 };
const same = (price: number, over: Partial<Comparable> = {}): Comparable => ({
  year: 2021,
  kms: 40_000,
  price,
  ...over,
});

describe("spec 02 §9 Trade-in FAQ: over 7 years or 100,000 km usually get no online estimate", () => {
  it("values a car exactly 7 years old and one at exactly 100,000 km online", () => {
    expect(onlineEstimateRefusal({ year: 2019, kms: 100_000 }, 2026)).toBeNull();
    expect(ONLINE_ESTIMATE_MAX_AGE_YEARS).toBe(7);
    expect(ONLINE_ESTIMATE_MAX_KMS).toBe(100_000);
  });

  it("sends a car over 7 years old to an in-person appraisal and says why", () => {
    const refusal = onlineEstimateRefusal({ year: 2018, kms: 60_000 }, 2026);
    expect(refusal).toMatchObject({ kind: "in-person", reason: "age" });
    expect(refusal?.message).toMatch(/over 7 years old/);
    expect(refusal?.message).toMatch(/in person/);
  });

  it("sends a car over 100,000 km to an in-person appraisal and says why", () => {
    const refusal = onlineEstimateRefusal({ year: 2023, kms: 100_001 }, 2026);
    expect(refusal).toMatchObject({ kind: "in-person", reason: "kms" });
    expect(refusal?.message).toMatch(/over 100,000 km/);
  });
});

describe("issue 20 §4 the local model: the median price of comparables", () => {
  it("starts from the median of the site's similar cars, less the trade margin, as a range around it", () => {
    const result = valueFromComparables(corolla, [same(20_000), same(30_000), same(25_000)], BEST_ANSWERS);
    if (result.kind !== "estimate") throw new Error(result.kind);
    const trade = 25_000 * (1 - TRADE_MARGIN);
    expect(result.low).toBeLessThanOrEqual(trade);
    expect(result.high).toBeGreaterThanOrEqual(trade);
    expect(result.low % 100).toBe(0);
    expect(result.high % 100).toBe(0);
    expect(result.high).toBeGreaterThan(result.low);
    expect(result.basis).toMatch(/3 similar Toyota Corolla/);
  });

  it("offers the low end of the range: the figure the dealer stands by, subject to inspection", () => {
    const result = valueFromComparables(corolla, [same(24_000), same(25_000), same(26_000)], BEST_ANSWERS);
    if (result.kind !== "estimate") throw new Error(result.kind);
    expect(result.offer).toBe(result.low);
  });

  it("a median is not moved by one wildly priced comparable", () => {
    const normal = valueFromComparables(corolla, [same(24_000), same(25_000), same(26_000)], BEST_ANSWERS);
    const outlier = valueFromComparables(
      corolla,
      [same(24_000), same(25_000), same(26_000), same(250_000)],
      BEST_ANSWERS,
    );
    if (normal.kind !== "estimate" || outlier.kind !== "estimate") throw new Error("no estimate");
    expect(Math.abs(outlier.offer - normal.offer)).toBeLessThanOrEqual(1_000);
  });

  it("a wider spread of comparable prices gives a wider range, within 4% to 10% either side", () => {
    const tight = valueFromComparables(corolla, [same(25_000), same(25_000), same(25_000)], BEST_ANSWERS);
    const loose = valueFromComparables(
      corolla,
      [same(15_000), same(20_000), same(25_000), same(30_000), same(35_000)],
      BEST_ANSWERS,
    );
    if (tight.kind !== "estimate" || loose.kind !== "estimate") throw new Error("no estimate");
    const width = (r: { low: number; high: number }) => (r.high - r.low) / ((r.high + r.low) / 2);
    expect(width(tight)).toBeGreaterThanOrEqual(0.07);
    expect(width(tight)).toBeLessThan(0.1);
    expect(width(loose)).toBeGreaterThan(width(tight));
    expect(width(loose)).toBeLessThanOrEqual(0.21);
  });

  it("adjusts each comparable to the shopper's year: an older comparable is worth more as a newer car", () => {
    const older = valueFromComparables(
      corolla,
      [same(20_000, { year: 2019 }), same(20_000, { year: 2019 }), same(20_000, { year: 2019 })],
      BEST_ANSWERS,
    );
    const level = valueFromComparables(corolla, [same(20_000), same(20_000), same(20_000)], BEST_ANSWERS);
    if (older.kind !== "estimate" || level.kind !== "estimate") throw new Error("no estimate");
    // Two model years at AGE_RATE a year.
    expect(older.offer / level.offer).toBeCloseTo(1 / (1 - AGE_RATE) ** 2, 1);
  });

  it("leaves out comparables more than 3 model years away, and those without a price", () => {
    const result = valueFromComparables(
      corolla,
      [same(25_000), same(25_000), same(25_000, { year: 2016 }), same(0)],
      BEST_ANSWERS,
    );
    expect(result).toMatchObject({ kind: "in-person", reason: "too-few-comparables" });
  });
});

describe("issue 20 §4 adjusted for kilometres", () => {
  it("takes KM_RATE_PER_1000 off for every 1,000 km more than the comparable had", () => {
    const base = valueFromComparables(corolla, [same(30_000), same(30_000), same(30_000)], BEST_ANSWERS);
    const more = valueFromComparables(
      { ...corolla, kms: 60_000 },
      [same(30_000), same(30_000), same(30_000)],
      BEST_ANSWERS,
    );
    if (base.kind !== "estimate" || more.kind !== "estimate") throw new Error("no estimate");
    expect(more.offer / base.offer).toBeCloseTo(1 - 20 * KM_RATE_PER_1000, 1);
    expect(more.offer).toBeLessThan(base.offer);
  });

  it("caps the kilometre adjustment, so a far-off odometer cannot zero a car", () => {
    const result = valueFromComparables(
      { ...corolla, kms: 99_000 },
      [same(30_000, { kms: 1_000 }), same(30_000, { kms: 1_000 }), same(30_000, { kms: 1_000 })],
      BEST_ANSWERS,
    );
    if (result.kind !== "estimate") throw new Error(result.kind);
    expect(result.offer).toBeGreaterThan(30_000 * (1 - TRADE_MARGIN) * 0.7);
  });
});

describe("issue 20 §4 adjusted for the condition answers (spec 01 §7 adjustmentAnswers)", () => {
  it("lowers the value by each answer's stated percentage and lists it for the shopper", () => {
    const clean = valueFromComparables(corolla, [same(30_000), same(30_000), same(30_000)], BEST_ANSWERS);
    const worn = valueFromComparables(corolla, [same(30_000), same(30_000), same(30_000)], {
      ...BEST_ANSWERS,
      tyres: "replace",
      accident_damage: "repaired",
    });
    if (clean.kind !== "estimate" || worn.kind !== "estimate") throw new Error("no estimate");
    expect(clean.adjustments).toEqual([]);
    expect(worn.adjustments).toEqual([
      { label: "Accident damage: Repaired accident damage", percent: -5 },
      { label: "Tyres: Due for replacement", percent: -3 },
    ]);
    expect(worn.offer / clean.offer).toBeCloseTo(0.92, 1);
  });

  it("finance owing does not change the value (the dealer pays the lender out of it)", () => {
    const clean = valueFromComparables(corolla, [same(30_000), same(30_000), same(30_000)], BEST_ANSWERS);
    const owing = valueFromComparables(corolla, [same(30_000), same(30_000), same(30_000)], {
      ...BEST_ANSWERS,
      finance_owing: "yes",
    });
    expect(owing).toEqual(clean);
  });
});

describe("issue 20 §4 says when it has too few comparables", () => {
  it(`needs ${MIN_COMPARABLES} similar cars, and tells the shopper how many it found`, () => {
    const result = valueFromComparables(corolla, [same(25_000), same(26_000)], BEST_ANSWERS);
    expect(result).toMatchObject({ kind: "in-person", reason: "too-few-comparables", provider: "local" });
    if (result.kind !== "in-person") throw new Error(result.kind);
    expect(result.message).toMatch(/only 2 similar/);
    expect(result.message).toMatch(/in person/);
  });

  it("says so plainly when it found none", () => {
    const result = valueFromComparables(corolla, [], BEST_ANSWERS);
    if (result.kind !== "in-person") throw new Error(result.kind);
    expect(result.message).toMatch(/no similar Toyota Corolla/);
  });
});
