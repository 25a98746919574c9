import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { REGO_STATES } from "../leads/fields";
import { parseSiteConfig } from "../tenancy/site-config";
import { canPurchaseOnline } from "../vehicle/detail-actions";
import {
  AU_STATES,
  dealerDate,
  deliveryStepSchema,
  isComplete,
  isJourneyId,
  isStaleJourney,
  journeySummary,
  nextStep,
  OPEN_JOURNEY_RETENTION_DAYS,
  paymentStepSchema,
  reserveStepSchema,
  stepSchema,
  tradeInStepSchema,
} from "./purchase-journey";
import { reservability } from "./reservation";

// 09:00 on Tuesday 24 November 2026 in Brisbane (UTC+10), 23:00 Monday UTC.
const NOW = new Date("2026-11-23T23:00:00Z");

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.path.join(".")))];

describe("spec 02 §6 'Online Purchase needs a dealer flag, or … used cars or the makes Kia or MG': canPurchaseOnline", () => {
  const on = parseSiteConfig({ features: { online_purchase: true } });
  it("needs the site's online_purchase feature", () => {
    expect(canPurchaseOnline(testCar(), parseSiteConfig({}))).toBe(false);
    expect(canPurchaseOnline(testCar(), on)).toBe(true);
  });
  it("spec 01 §2 'needs checkout enabled': a car without checkout cannot be bought online", () => {
    expect(canPurchaseOnline(testCar({ checkoutEnabled: false }), on)).toBe(false);
  });
  it("a car held for another buyer or not in stock cannot be bought online", () => {
    expect(canPurchaseOnline(testCar({ reserved: true }), on)).toBe(false);
    expect(canPurchaseOnline(testCar({ status: "sold" }), on)).toBe(false);
  });
  it("feature_filters.online_purchase narrows it (one tenant: used cars or Kia or MG)", () => {
    const config = parseSiteConfig({
      features: { online_purchase: true },
      feature_filters: { online_purchase: "car_type:used OR make:Kia OR make:MG" },
    });
    expect(canPurchaseOnline(testCar({ carType: "new", make: "Toyota" }), config)).toBe(false);
    expect(canPurchaseOnline(testCar({ carType: "new", make: "Kia" }), config)).toBe(true);
    expect(canPurchaseOnline(testCar({ carType: "used", make: "Toyota" }), config)).toBe(true);
  });
  it("decision 0028: the deposit is the journey's first step, so such a car takes a deposit without 'Reserve Now'", () => {
    const config = parseSiteConfig({ features: { online_purchase: true, reserve: false } });
    expect(reservability(testCar(), config)).toEqual({ ok: true });
    expect(reservability(testCar(), parseSiteConfig({ features: { reserve: false } })).ok).toBe(false);
  });
});

describe("decision 0028: the journey's steps in order", () => {
  it("nextStep is the first unanswered step, and review once all are in", () => {
    expect(nextStep({})).toBe("reserve");
    expect(nextStep({ reserve: { reservation_id: "res_abcdefghijkl" } })).toBe("payment");
    const all = {
      reserve: { reservation_id: "res_abcdefghijkl" },
      payment: { method: "pay_in_full" as const },
      "trade-in": { has_trade_in: false as const },
      delivery: { method: "pickup" as const },
    };
    expect(nextStep({ ...all, "trade-in": undefined })).toBe("trade-in");
    expect(isComplete({ ...all, delivery: undefined })).toBe(false);
    expect(nextStep(all)).toBe("review");
    expect(isComplete(all)).toBe(true);
  });
  it("the journey id is pj_ and 24 base64url characters, nothing else", () => {
    expect(isJourneyId("pj_abcdefghijklmnopqrstuvwx")).toBe(true);
    expect(isJourneyId("pj_short")).toBe(false);
    expect(isJourneyId("res_abcdefghijklmnopqrstuvwx")).toBe(false);
  });
  it("reserve: needs a reservation id", () => {
    expect(reserveStepSchema.safeParse({}).success).toBe(false);
    expect(reserveStepSchema.safeParse({ reservation_id: "res_abcdefghijkl" }).success).toBe(true);
  });
});

describe("decision 0028 payment: finance with us / pay in full / my own finance", () => {
  it("takes each method; the calculator's figures are optional for finance", () => {
    expect(paymentStepSchema.safeParse({ method: "pay_in_full" }).success).toBe(true);
    expect(paymentStepSchema.safeParse({ method: "own_finance" }).success).toBe(true);
    expect(paymentStepSchema.safeParse({ method: "finance" }).success).toBe(true);
    const figures = { deposit: 5000, term_years: 5, frequency: "weekly", repayment: 123 };
    expect(paymentStepSchema.parse({ method: "finance", figures })).toEqual({ method: "finance", figures });
  });
  it("refuses an unknown method and figures out of range, per field", () => {
    expect(paymentStepSchema.safeParse({ method: "cash-in-a-bag" }).success).toBe(false);
    const bad = paymentStepSchema.safeParse({
      method: "finance",
      figures: { deposit: -1, term_years: 9, frequency: "daily" },
    });
    expect(issuesOf(bad)).toEqual(["figures.deposit", "figures.term_years", "figures.frequency"]);
  });
});

describe("decision 0028 trade-in: none, or rego + state + make + model + year + km (spec 02 §5 field rules)", () => {
  const schema = tradeInStepSchema(NOW);
  it("none is an answer", () => {
    expect(schema.parse({ has_trade_in: false })).toEqual({ has_trade_in: false });
  });
  it("a trade-in's details are normalised by the lead fields' rules", () => {
    expect(
      schema.parse({
        has_trade_in: true,
        rego: "abc-123",
        state: "qld",
        make: " Mazda ",
        model: "3",
        year: "2018",
        kms: "85,000 km",
      }),
    ).toEqual({
      has_trade_in: true,
      rego: "ABC123",
      state: "QLD",
      make: "Mazda",
      model: "3",
      year: 2018,
      kms: 85000,
    });
  });
  it("every detail is required, with a reason each", () => {
    expect(issuesOf(schema.safeParse({ has_trade_in: true }))).toEqual([
      "rego",
      "state",
      "make",
      "model",
      "year",
      "kms",
    ]);
    expect(
      issuesOf(
        schema.safeParse({
          has_trade_in: true,
          rego: "ABC123",
          state: "XX",
          make: "a",
          model: "b",
          year: 2029,
          kms: 1,
        }),
      ),
    ).toEqual(["state", "year"]);
  });
});

describe("decision 0028 delivery: pick up, or an Australian address at least 2 days ahead on the dealer's clock", () => {
  const schema = deliveryStepSchema(NOW, "Australia/Brisbane");
  const address = {
    method: "delivery",
    street: "1 Queen St",
    suburb: "Brisbane",
    state: "QLD",
    postcode: "4000",
  };
  it("pick-up at the car's location needs nothing more", () => {
    expect(schema.safeParse({ method: "pickup" }).success).toBe(true);
  });
  it("the earliest date is 2 days after today in the dealer's zone, not UTC's", () => {
    expect(dealerDate(NOW, "Australia/Brisbane")).toBe("2026-11-24");
    expect(dealerDate(NOW, "UTC")).toBe("2026-11-23");
    expect(schema.safeParse({ ...address, date: "2026-11-26" }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ ...address, date: "2026-11-25" }))).toEqual(["date"]);
    expect(issuesOf(schema.safeParse({ ...address, date: "2026-02-30" }))).toEqual(["date"]);
    expect(issuesOf(schema.safeParse({ ...address, date: "2027-06-01" }))).toEqual(["date"]);
  });
  it("an Australian address: a state and a 4-digit postcode", () => {
    expect(
      issuesOf(schema.safeParse({ ...address, state: "CA", postcode: "90210", date: "2026-11-27" })),
    ).toEqual(["state", "postcode"]);
    expect(issuesOf(schema.safeParse({ method: "delivery" }))).toEqual([
      "street",
      "suburb",
      "state",
      "postcode",
      "date",
    ]);
  });
  it("stepSchema picks the step's schema on the given clock", () => {
    expect(
      stepSchema("delivery", { now: NOW, timeZone: "Australia/Brisbane" }).safeParse({
        ...address,
        date: "2026-11-26",
      }).success,
    ).toBe(true);
  });
});

describe("the dealer's lead lists every answer", () => {
  it("the browser's list of states is the lead fields' REGO_STATES", () => {
    expect(AU_STATES).toEqual(REGO_STATES);
  });
  it("summarises the steps as labelled lines", () => {
    expect(
      journeySummary({
        reserve: { reservation_id: "res_abcdefghijkl" },
        payment: {
          method: "finance",
          figures: { deposit: 5000, term_years: 5, frequency: "weekly", repayment: 120 },
        },
        "trade-in": { has_trade_in: false },
        delivery: { method: "pickup" },
      }),
    ).toEqual({
      Reservation: "res_abcdefghijkl",
      Payment: "Finance with us",
      "Finance figures": "$5,000 deposit, 5 years, weekly, about $120 a payment",
      "Trade-in": "None",
      Delivery: "Pick up at the car's location",
    });
  });
});

describe("decision 0028 retention: an open journey untouched for 30 days is deleted; a submitted one is kept", () => {
  const saved = new Date("2026-10-01T00:00:00Z");
  const later = (days: number) => new Date(saved.getTime() + days * 86_400_000);
  it("keeps an open journey for 30 days after it was last saved, not a moment longer", () => {
    expect(OPEN_JOURNEY_RETENTION_DAYS).toBe(30);
    expect(isStaleJourney({ status: "open", updatedAt: saved }, later(30))).toBe(false);
    expect(isStaleJourney({ status: "open", updatedAt: saved }, later(30.001))).toBe(true);
  });
  it("never deletes a submitted journey (the dealer's lead points at it)", () => {
    expect(isStaleJourney({ status: "submitted", updatedAt: saved }, later(365))).toBe(false);
  });
});
