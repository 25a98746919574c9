import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { JourneyView } from "@/lib/checkout/purchase-journey-steps";
import { calculatorSetup } from "@/lib/finance/calculator";
import { PurchaseJourney, type PurchaseJourneyProps } from "./purchase-journey";
import { PurchaseJourneyStepper } from "./purchase-journey-stepper";
import { PurchaseJourneySubmitted, PurchaseJourneyUnavailable } from "./purchase-journey-submitted";
import { issuesToErrors } from "./use-purchase-journey";

/**
 * Decision 0028, the online purchase on screen: the journey the server rendered (`&journey=`) shows at
 * its first unfinished step, in a five-step stepper, with the way back to the step before.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");

const calculator = calculatorSetup({ provider: "local", default_interest: 8.5, calculator: {} }, 30_000);
const PROPS: Omit<PurchaseJourneyProps, "initialJourney"> = {
  car: {
    id: 7,
    slug: "mazda-3",
    name: "2020 Mazda 3",
    href: "/cars/mazda-3",
    locationName: "Dubbo",
    reserved: false,
  },
  depositText: "$200",
  depositCents: 20_000,
  cardForm: { processor: "local" },
  calculator: { ...calculator, disclaimer: "Indicative only.", supportPhone: "1300 000 000" },
  deliveryDates: { min: "2026-12-01", max: "2027-02-20" },
};

function journey(over: Partial<JourneyView> = {}): JourneyView {
  return {
    id: "pj_abcdefghijklmnopqrstuvwx",
    car_id: 7,
    status: "open",
    steps: {},
    next_step: "reserve",
    complete: false,
    reservation: null,
    lead_id: null,
    ...over,
  };
}

const render = (initialJourney: JourneyView | null) =>
  renderToStaticMarkup(h(PurchaseJourney, { ...PROPS, initialJourney }));

describe("PurchaseJourney", () => {
  it("waits for the browser's journey when the URL names none", () => {
    expect(render(null)).toBe('<p class="mt-4">Loading your purchase…</p>');
  });

  it("a new journey opens at step 1: the deposit, through the reserve form, with no way back", () => {
    const html = render(journey());
    expect(html).toMatch(/<h2 id="step-reserve" tabindex="-1"[^>]*>Step 1 of 5: Reserve<\/h2>/);
    expect(html).toMatch(/<section class="mt-6" aria-labelledby="step-reserve">/);
    expect(html).toContain('aria-label="Reserve this car"');
    expect(text(html)).toContain(
      "First, a fully refundable $200 deposit holds the car for you while you finish.",
    );
    expect(text(html)).not.toContain("Back to");
  });

  it("resumes at the first unfinished step, marks the answered ones done and offers the step before", () => {
    const html = render(
      journey({
        steps: { reserve: { reservation_id: "r1" }, payment: { method: "pay_in_full" } },
        next_step: "trade-in",
      }),
    );
    expect(text(html)).toContain("Step 3 of 5: Trade-in");
    const current = tags(html, "li").filter((li) => li.includes('aria-current="step"'));
    expect(current).toHaveLength(1);
    expect(html).toMatch(/aria-current="step"[^>]*><span>3. Trade-in<\/span>/);
    expect(html.match(/ \(done\)/g)).toHaveLength(2);
    expect(html).toMatch(/<button type="button" class="mt-4 text-sm underline">Back to Payment<\/button>/);
    expect(text(html)).toContain("Do you have a car to trade in?");
  });

  it("the review step's Change links keep the car and the journey in their address", () => {
    const html = render(journey({ steps: { reserve: { reservation_id: "r1" } }, next_step: "review" }));
    expect(text(html)).toContain("Step 5 of 5: Review & submit");
    expect(html).toContain('href="?car_id=mazda-3&amp;journey=pj_abcdefghijklmnopqrstuvwx#payment"');
  });

  it("a submitted journey thanks the shopper instead of showing the steps", () => {
    const html = render(journey({ status: "submitted", next_step: "review", complete: true }));
    expect(html).toContain('data-testid="purchase-submitted"');
    expect(html).not.toContain("Purchase steps");
  });
});

describe("PurchaseJourneyStepper", () => {
  it("lists the five steps in order, the current one marked for assistive tech", () => {
    const html = renderToStaticMarkup(
      h(PurchaseJourneyStepper, { step: "delivery", done: (s) => s === "reserve" || s === "payment" }),
    );
    expect(html).toMatch(/^<nav aria-label="Purchase steps">/);
    expect(tags(html, "li")).toHaveLength(5);
    expect(text(html)).toBe(
      "1. Reserve (done)2. Payment (done)3. Trade-in4. Delivery or pick-up5. Review & submit",
    );
    expect(tags(html, "li")[3]).toContain('aria-current="step"');
    expect(tags(html, "li")[0]).toContain("border-primary");
  });
});

describe("PurchaseJourneySubmitted and PurchaseJourneyUnavailable", () => {
  it("the confirmation says a person calls before anything more is charged, with the way back", () => {
    const html = renderToStaticMarkup(
      h(PurchaseJourneySubmitted, { car: { name: "2020 Mazda 3", href: "/cars/mazda-3" } }),
    );
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*>Thank you: your purchase request is in<\/h2>/);
    expect(text(html)).toContain("We have your details for the 2020 Mazda 3 and will call you");
    expect(text(html)).toContain("your deposit stays fully refundable");
    expect(html).toMatch(/<a href="\/cars\/mazda-3"[^>]*>Back to the car<\/a>/);
  });

  it("a car that cannot be bought online says why and links back to it", () => {
    const html = renderToStaticMarkup(
      h(PurchaseJourneyUnavailable, {
        reason: "This car is already reserved by another buyer.",
        carHref: "/cars/x",
      }),
    );
    expect(html).toContain('data-testid="purchase-unavailable"');
    expect(html).toContain('<p class="font-semibold">This car is already reserved by another buyer.</p>');
    expect(html).toMatch(/<a href="\/cars\/x"[^>]*>Back to the car<\/a>/);
  });
});

describe("usePurchaseJourney's reading of a 400", () => {
  it("puts each reason at its field without the schema's key prefix", () => {
    expect(
      issuesToErrors([
        { key: "make", message: "make: Please enter the make." },
        { key: "postcode", message: "Please enter a 4-digit postcode." },
      ]),
    ).toEqual({ make: "Please enter the make.", postcode: "Please enter a 4-digit postcode." });
  });
});
