import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { detailActions } from "@/lib/vehicle/detail-actions";
import { getTemplate } from "@/templates/registry";
import { leadDelivery } from "../../../test/lead-records";
import { testCar } from "../../../test/test-car";
import { buildAdfXml } from "../leads/adf";
import { dealerEmailSubject, renderDealerEmail } from "../leads/dealer-email";
import {
  canTransition,
  holdExpiresAt,
  isHoldOver,
  RESERVATION_HOLD_HOURS,
  RESERVATION_LEAD,
  RESERVATION_STATUSES,
  type ReservationFacts,
  type ReservationStatus,
  reservability,
  reservationDepositCents,
  reservationRequestSchema,
  transition,
} from "./reservation";

const HELD_AT = new Date("2026-11-20T12:00:00Z");
const config = parseSiteConfig({});

function facts(status: ReservationStatus, overrides: Partial<ReservationFacts> = {}): ReservationFacts {
  return { status, expiresAt: holdExpiresAt(HELD_AT), capturedAt: HELD_AT, ...overrides };
}

describe("spec 02 §9 'Reserve deposit $200, fully refundable, holds the vehicle 48 hours'", () => {
  it("holds for 48 hours", () => {
    expect(RESERVATION_HOLD_HOURS).toBe(48);
    expect(holdExpiresAt(HELD_AT).toISOString()).toBe("2026-11-22T12:00:00.000Z");
  });

  it("a hold is over at 48 hours, not a millisecond before (fixed clock)", () => {
    const held = facts("held");
    expect(isHoldOver(held, new Date("2026-11-22T11:59:59.999Z"))).toBe(false);
    expect(isHoldOver(held, new Date("2026-11-22T12:00:00.000Z"))).toBe(true);
    expect(transition(held, "expired", new Date("2026-11-22T11:59:59.999Z"), "48 hours").ok).toBe(false);
    const expired = transition(held, "expired", new Date("2026-11-22T12:00:00Z"), "48 hours");
    expect(expired).toMatchObject({
      ok: true,
      status: "expired",
      event: { from: "held", to: "expired", reason: "48 hours" },
    });
  });

  it("only a held reservation is over when its time runs out", () => {
    expect(isHoldOver(facts("cancelled"), new Date("2026-12-01T00:00:00Z"))).toBe(false);
  });
});

describe("spec 01 §5 'a per-car amount (default $200)': the deposit in cents", () => {
  it("is the site's $200 by default", () => {
    expect(reservationDepositCents({ reserveDeposit: null }, config)).toBe(20_000);
  });
  it("is the car's own amount when it has one", () => {
    expect(reservationDepositCents({ reserveDeposit: 500 }, config)).toBe(50_000);
  });
  it("is the site's configured amount otherwise", () => {
    expect(reservationDepositCents({ reserveDeposit: null }, parseSiteConfig({ reserve_deposit: 350 }))).toBe(
      35_000,
    );
  });
});

describe("spec 02 §4 'a refundable deposit holds a car for 48 hours': the transitions", () => {
  const allowed: [ReservationStatus, ReservationStatus][] = [
    ["pending", "held"],
    ["pending", "cancelled"],
    ["held", "completed"],
    ["held", "cancelled"],
    ["held", "expired"],
    ["held", "refunded"],
    ["cancelled", "refunded"],
    ["expired", "refunded"],
  ];
  const isAllowed = (from: ReservationStatus, to: ReservationStatus) =>
    allowed.some(([f, t]) => f === from && t === to);

  for (const from of RESERVATION_STATUSES) {
    for (const to of RESERVATION_STATUSES) {
      it(`${from} → ${to} is ${isAllowed(from, to) ? "allowed" : "refused"}`, () => {
        expect(canTransition(from, to)).toBe(isAllowed(from, to));
        const at = new Date("2026-11-23T00:00:00Z"); // after the hold, so expiry's guard passes
        const result = transition(facts(from), to, at, "test");
        expect(result.ok).toBe(isAllowed(from, to));
        if (result.ok) expect(result.event).toEqual({ from, to, at, reason: "test" });
        else expect(result.reason).toMatch(/cannot become/);
      });
    }
  }

  it("'fully refundable': a refund needs a captured deposit", () => {
    const notCaptured = facts("held", { capturedAt: null });
    expect(transition(notCaptured, "refunded", HELD_AT, "refund")).toEqual({
      ok: false,
      reason: "no deposit was captured, so there is nothing to refund",
    });
    expect(transition(facts("cancelled"), "refunded", HELD_AT, "refund").ok).toBe(true);
  });
});

describe("spec 01 §2/§6 'Reserve (needs checkout enabled for the car)': reservability", () => {
  it("an in-stock, priced, checkout-enabled car on a site offering reserve is reservable", () => {
    expect(reservability(testCar(), config)).toEqual({ ok: true });
  });
  it("uses the vehicle page's own rule: when the page shows Reserve, the API takes a reservation", () => {
    for (const overrides of [
      {},
      { checkoutEnabled: false },
      { reserved: true },
      { status: "sold" },
      { status: "coming_soon" },
    ]) {
      const car = testCar(overrides);
      const pageOffers = detailActions(car, { config, template: getTemplate("default") }).some(
        (a) => a.kind === "reserve",
      );
      expect(reservability(car, config).ok).toBe(pageOffers);
    }
  });
  it("spec 01 §4 'coming_soon counts as in stock' (decision 0079): a coming-soon car is reservable, as the page offers", () => {
    expect(reservability(testCar({ status: "coming_soon" }), config)).toEqual({ ok: true });
  });
  it.each([
    ["a sold car", testCar({ status: "sold", soldAt: "2026-11-19T00:00:00Z" }), /not in stock/],
    ["a car held for another shopper ('Reserved')", testCar({ reserved: true }), /already reserved/],
    ["a car without a price", testCar({ price: null }), /no price/],
    ["a car priced at 0", testCar({ price: 0 }), /no price/],
    ["a car without checkout", testCar({ checkoutEnabled: false }), /cannot be reserved online/],
  ])("%s is not", (_name, car, reason) => {
    const result = reservability(car, config);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
  it("a site with reserve switched off, or a reserve filter the car fails, refuses", () => {
    expect(reservability(testCar(), parseSiteConfig({ features: { reserve: false } })).ok).toBe(false);
    const usedOnly = parseSiteConfig({ feature_filters: { reserve: "car_type:new" } });
    expect(reservability(testCar({ carType: "used" }), usedOnly).ok).toBe(false);
    expect(reservability(testCar({ carType: "new" }), usedOnly).ok).toBe(true);
  });
  it("spec 02 §6 'checkout … require sign-in' on some sites: without sign-in, such a site takes no reservation", () => {
    const gated = parseSiteConfig({ gated_pages: ["checkout"] });
    expect(reservability(testCar(), gated)).toEqual({
      ok: false,
      reason: "Reserving online needs an account, which this site does not offer yet.",
    });
  });
  it("issue 21 §2: with sign-in on, a gated checkout takes reservations (the API asks for the session)", () => {
    const gated = parseSiteConfig({ gated_pages: ["checkout"], features: { authentication: true } });
    expect(reservability(testCar(), gated)).toEqual({ ok: true });
  });
});

describe("spec 02 §5 contact rules on the reservation request", () => {
  const valid = {
    car_id: 42,
    first_name: "Jane",
    last_name: "Citizen",
    email: "jane@Example.COM",
    phone: "0412345678",
    postcode: "2000",
    payment_token: "test_ok",
  };
  it("accepts a complete request and normalises it", () => {
    const parsed = reservationRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "jane@example.com", phone: "0412 345 678", car_id: 42 });
  });
  it.each([
    ["postcode", "200", "Invalid postcode. Please enter a 4-digit number."],
    ["phone", "555-1234", "Please enter an Australian phone number, e.g. 0412 345 678."],
    ["email", "jane@", "Please enter a valid email address, e.g. name@example.com."],
    ["first_name", "", "Please enter your first name."],
    ["last_name", " ", "Please enter your last name."],
    ["payment_token", "", "Please enter your card details."],
    ["car_id", "abc", "car_id must be a car's id."],
  ])("refuses a bad %s with its reason", (key, value, message) => {
    const result = reservationRequestSchema.safeParse({ ...valid, [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === key)?.message).toBe(message);
  });
  it("refuses a body that is not an object, without throwing", () => {
    expect(reservationRequestSchema.safeParse(null).success).toBe(false);
    expect(reservationRequestSchema.safeParse([1]).success).toBe(false);
  });
});

describe("issue 18: the dealer hears of a reservation as a lead, by e-mail, ADF and webhook alike", () => {
  it("a reservation lead renders in the dealer's e-mail and ADF XML with its category and deposit", () => {
    const lead = leadDelivery({
      ...RESERVATION_LEAD,
      message: "Reserved online with a $200 refundable deposit, held until 2026-11-22T12:00:00.000Z.",
      extra: { Reservation: "res_abc", Deposit: "$200" },
    });
    expect(dealerEmailSubject(lead)).toContain("Vehicle Reservation");
    const email = renderDealerEmail(lead);
    expect(email.text).toContain("Deposit");
    expect(email.text).toContain("res_abc");
    const adf = buildAdfXml(lead);
    expect(adf).toContain("Category: Vehicle Reservation");
    expect(adf).toContain("Subcategory: Reserve Online");
  });
});
