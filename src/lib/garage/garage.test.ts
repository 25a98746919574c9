import { describe, expect, it } from "vitest";
import { GARAGE_PATHS } from "../accounts/garage-paths";
import { phoneToE164 } from "../leads/au-phone";
import { parseSiteConfig } from "../tenancy/site-config";
import {
  dealerDateTime,
  type GarageReservationFacts,
  type GarageTradeInFacts,
  garageAvailability,
  garageLinkPath,
  garageReservation,
  garageRoute,
  garageTradeIn,
  isGarageReservation,
  isShoppersPhone,
  phoneDigitVariants,
  showsGarageSection,
} from "./garage";

const SYDNEY = "Australia/Sydney";
const PERTH = "Australia/Perth";

describe("spec 01 §1 'switched on per site: garage' and spec 02 §6 'my-garage pages are always gated'", () => {
  it("the default config has no garage at any path", () => {
    const config = parseSiteConfig({});
    expect(config.features.garage).toBe(false);
    expect(config.garage.path).toBe("/my-garage");
    expect(garageAvailability(config)).toBe("off");
    expect(garageLinkPath(config)).toBeNull();
    for (const path of GARAGE_PATHS) expect(garageRoute(config, path)).toEqual({ kind: "not-found" });
  });

  it("sign-in alone makes no garage: the switch is the dealer's", () => {
    const config = parseSiteConfig({ features: { authentication: true } });
    expect(garageAvailability(config)).toBe("off");
    expect(garageRoute(config, "/my-garage")).toEqual({ kind: "not-found" });
  });

  it("the garage switched on without sign-in is unavailable: never open to all, never linked", () => {
    const config = parseSiteConfig({ features: { garage: true } });
    expect(garageAvailability(config)).toBe("unavailable");
    expect(garageLinkPath(config)).toBeNull();
    for (const path of GARAGE_PATHS) expect(garageRoute(config, path)).toEqual({ kind: "not-found" });
  });

  it("with the garage and sign-in on, it is a gated page at the site's own path, and linked there", () => {
    const config = parseSiteConfig({ features: { garage: true, authentication: true } });
    expect(garageAvailability(config)).toBe("sign-in");
    expect(garageLinkPath(config)).toBe("/my-garage");
    expect(garageRoute(config, "/my-garage")).toEqual({ kind: "page", path: "/my-garage" });
  });
});

describe("spec 02 §2 '/my-garage and tenant variants (/mymotorama, /mybigboxcars, /myblinkr, /myservco)'", () => {
  it("a tenant's own name serves the page; every other name redirects to it", () => {
    const config = parseSiteConfig({
      features: { garage: true, authentication: true },
      garage: { path: "/mymotorama" },
    });
    expect(garageLinkPath(config)).toBe("/mymotorama");
    expect(garageRoute(config, "/mymotorama")).toEqual({ kind: "page", path: "/mymotorama" });
    for (const path of GARAGE_PATHS.filter((p) => p !== "/mymotorama")) {
      expect(garageRoute(config, path)).toEqual({ kind: "redirect", to: "/mymotorama" });
    }
  });

  it("a path that is not one of the spec's variants is refused by the site config", () => {
    expect(() => parseSiteConfig({ garage: { path: "/my-shed" } })).toThrow();
  });
});

describe("issue 21 §5: valuations and reservations are the shopper's by their verified mobile", () => {
  const ALICE = "+61412345678";

  it("every digits-only form of the mobile is one the lead forms read as that same mobile", () => {
    const variants = phoneDigitVariants(ALICE);
    // The display form the forms store (0412 345 678) is among them.
    expect(variants).toContain("0412345678");
    for (const digits of variants) {
      expect(phoneToE164(digits) ?? phoneToE164(`+${digits}`)).toBe(ALICE);
    }
  });

  it("only a mobile in E.164 has variants: anything else finds nothing", () => {
    expect(phoneDigitVariants("0412345678")).toEqual([]);
    expect(phoneDigitVariants("+61298765432")).toEqual([]);
    expect(phoneDigitVariants("")).toEqual([]);
  });

  it("the same mobile however it was typed is the shopper's", () => {
    for (const typed of [
      "0412 345 678",
      "0412345678",
      "+61 412 345 678",
      "+61 (0)412 345 678",
      "0061 412 345 678",
    ]) {
      expect(isShoppersPhone(ALICE, typed)).toBe(true);
    }
  });

  it("another number, a landline, nothing or garbage is never the shopper's", () => {
    for (const typed of ["0412 345 679", "02 9876 5432", "", null, undefined, "0412-345-678x", "412345678"]) {
      expect(isShoppersPhone(ALICE, typed)).toBe(false);
    }
  });

  it("a session phone that is not a mobile in E.164 matches nothing, even itself", () => {
    expect(isShoppersPhone("0412345678", "0412345678")).toBe(false);
    expect(isShoppersPhone("", "")).toBe(false);
  });
});

describe("issue 21 §5: the garage's trade-in valuations (decision 0034)", () => {
  const valuedAt = new Date("2026-11-20T14:30:00Z"); // 1:30 am on the 21st in Sydney, 10:30 pm on the 20th in Perth
  const facts = (over: Partial<GarageTradeInFacts> = {}): GarageTradeInFacts => ({
    id: "tv_abc",
    status: "valued",
    vehicle: { year: 2021, make: "Mazda", model: "CX-5", badge: "Maxx Sport" },
    valuation: {
      kind: "estimate",
      low: 29_000,
      high: 33_500,
      offer: 29_000,
      basis: "5 similar cars",
      adjustments: [],
      provider: "local",
    },
    valuedAt,
    car: null,
    ...over,
  });

  it("an estimate shows the car, the range, the offer, its date and a link back to it on the site's trade-in page", () => {
    const view = garageTradeIn(facts(), { tradeInPath: "/sell-my-car", timeZone: SYDNEY });
    expect(view).toMatchObject({
      title: "2021 Mazda CX-5 Maxx Sport",
      status: "Estimate ready",
      estimate: "$29,000 to $33,500",
      offer: "$29,000",
      note: null,
      valuedOn: "Saturday 21 November 2026",
      link: { href: "/sell-my-car?valuation=tv_abc", text: "See your valuation" },
    });
    expect(garageTradeIn(facts(), { tradeInPath: "/trade-in", timeZone: PERTH }).valuedOn).toBe(
      "Friday 20 November 2026",
    );
  });

  it("an accepted offer says so; an in-person valuation gives the reason the shopper was told", () => {
    expect(
      garageTradeIn(facts({ status: "accepted" }), { tradeInPath: "/trade-in", timeZone: SYDNEY }).status,
    ).toBe("Offer accepted");
    const inPerson = garageTradeIn(
      facts({
        valuation: {
          kind: "in-person",
          reason: "kms",
          message: "Over 100,000 km: we value it in person.",
          provider: null,
        },
      }),
      { tradeInPath: "/trade-in", timeZone: SYDNEY },
    );
    expect(inPerson).toMatchObject({
      status: "To be valued in person",
      estimate: null,
      offer: null,
      note: "Over 100,000 km: we value it in person.",
    });
  });

  it("issue 31 §6: the dealer's revised offer replaces the online one, with its note; a confirmed one says so", () => {
    const revised = garageTradeIn(
      facts({
        status: "accepted",
        dealerOffer: {
          kind: "revised",
          amount: 27_500,
          previous: 29_000,
          note: "Hail damage on the bonnet.",
          at: "2026-11-22T00:00:00.000Z",
        },
      }),
      { tradeInPath: "/trade-in", timeZone: SYDNEY },
    );
    expect(revised).toMatchObject({
      status: "Offer revised",
      estimate: "$29,000 to $33,500",
      offer: null,
      dealerOffer: {
        text: "Our revised offer: $27,500 (was $29,000), subject to inspection",
        note: "Hail damage on the bonnet.",
      },
    });
    const confirmed = garageTradeIn(
      facts({
        dealerOffer: {
          kind: "confirmed",
          amount: 29_000,
          previous: 29_000,
          note: null,
          at: "2026-11-22T00:00:00.000Z",
        },
      }),
      { tradeInPath: "/trade-in", timeZone: SYDNEY },
    );
    expect(confirmed.status).toBe("Offer confirmed");
    expect(confirmed.dealerOffer?.text).toBe("We've confirmed our offer of $29,000, subject to inspection");
    expect(garageTradeIn(facts(), { tradeInPath: "/trade-in", timeZone: SYDNEY }).dealerOffer).toBeNull();
  });

  it("names the car it was traded towards, by its page; no badge, no extra space", () => {
    const view = garageTradeIn(
      facts({
        vehicle: { year: 2019, make: "Kia", model: "Rio", badge: null },
        car: { name: "2024 Kia Sportage", slug: "2024-kia-sportage-7" },
      }),
      { tradeInPath: "/trade-in", timeZone: SYDNEY },
    );
    expect(view.title).toBe("2019 Kia Rio");
    expect(view.towards).toEqual({ name: "2024 Kia Sportage", href: "/cars/2024-kia-sportage-7" });
  });

  it("a site that no longer offers trade-in lists the valuation without a link to a page that is gone", () => {
    expect(garageTradeIn(facts(), { tradeInPath: null, timeZone: SYDNEY }).link).toBeNull();
  });

  it("an unfinished valuation links to finishing it", () => {
    const view = garageTradeIn(facts({ status: "open", valuation: null, valuedAt: null }), {
      tradeInPath: "/trade-in",
      timeZone: SYDNEY,
    });
    expect(view).toMatchObject({ status: "Not finished", valuedOn: null, estimate: null });
    expect(view.link?.text).toBe("Finish your valuation");
  });
});

describe("issue 21 §5: the garage's reservations (decision 0026), the hold's expiry on the dealer's clock", () => {
  const now = new Date("2026-11-25T01:00:00Z");
  const facts = (over: Partial<GarageReservationFacts> = {}): GarageReservationFacts => ({
    id: "res_1",
    status: "held",
    amountCents: 20_000,
    expiresAt: new Date("2026-11-27T03:15:00Z"),
    heldAt: new Date("2026-11-25T03:15:00Z"),
    car: { name: "2022 Toyota RAV4 GX", slug: "2022-toyota-rav4-gx-12" },
    ...over,
  });

  it("a running hold says until when, on the dealer's clock, with the car and the deposit", () => {
    expect(garageReservation(facts(), { now, timeZone: SYDNEY })).toEqual({
      id: "res_1",
      car: { name: "2022 Toyota RAV4 GX", href: "/cars/2022-toyota-rav4-gx-12" },
      status: "Held for you",
      hold: "Held until Friday 27 November 2026, 2:15 pm",
      deposit: "$200",
    });
    expect(garageReservation(facts(), { now, timeZone: PERTH }).hold).toBe(
      "Held until Friday 27 November 2026, 11:15 am",
    );
  });

  it("a hold whose time ran out reads as ended, even before the worker marks it expired", () => {
    const late = new Date("2026-11-27T03:15:00Z");
    expect(garageReservation(facts(), { now: late, timeZone: SYDNEY })).toMatchObject({
      status: "Hold ended",
      hold: "Ended Friday 27 November 2026, 2:15 pm",
    });
    expect(garageReservation(facts({ status: "expired" }), { now, timeZone: SYDNEY }).status).toBe(
      "Hold ended",
    );
  });

  it("every other status in words, without a hold time", () => {
    const words = {
      pending: "Confirming your deposit",
      completed: "Sold to you",
      cancelled: "Cancelled",
      refunded: "Deposit refunded",
    } as const;
    for (const [status, text] of Object.entries(words)) {
      const view = garageReservation(facts({ status: status as keyof typeof words }), {
        now,
        timeZone: SYDNEY,
      });
      expect(view).toMatchObject({ status: text, hold: null });
    }
  });

  it("a checkout that never held the car (declined, abandoned) is not listed; one being paid for is", () => {
    expect(isGarageReservation({ status: "cancelled", heldAt: null })).toBe(false);
    expect(isGarageReservation({ status: "pending", heldAt: null })).toBe(true);
    for (const status of ["held", "completed", "cancelled", "expired", "refunded"] as const) {
      expect(isGarageReservation({ status, heldAt: new Date() })).toBe(true);
    }
  });

  it("a deposit with cents shows them", () => {
    expect(garageReservation(facts({ amountCents: 50_050 }), { now, timeZone: SYDNEY }).deposit).toBe(
      "$500.50",
    );
  });
});

describe("issue 21 §5 'trade-in valuations and reservations when those exist'", () => {
  it("a section shows when the site offers it (an empty one says how to start) or the shopper has some", () => {
    expect(showsGarageSection(true, 0)).toBe(true);
    expect(showsGarageSection(false, 2)).toBe(true);
    expect(showsGarageSection(false, 0)).toBe(false);
  });

  it("dates and times are the dealer's wall clock, across daylight saving", () => {
    expect(dealerDateTime(new Date("2026-07-01T00:00:00Z"), SYDNEY)).toBe("Wednesday 1 July 2026, 10:00 am");
    expect(dealerDateTime(new Date("2026-01-01T00:00:00Z"), SYDNEY)).toBe(
      "Thursday 1 January 2026, 11:00 am",
    );
  });
});
