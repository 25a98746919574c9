import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { JourneySteps, JourneyView } from "@/lib/checkout/purchase-journey-steps";
import { calculatorSetup } from "@/lib/finance/calculator";
import { PurchaseJourneyDelivery } from "./purchase-journey-delivery";
import { ChoiceFieldset, Continue, StateSelect, TextField } from "./purchase-journey-fields";
import { PurchaseJourneyPayment, paymentAnswer } from "./purchase-journey-payment";
import { PurchaseJourneyReserve } from "./purchase-journey-reserve";
import { PurchaseJourneyReview } from "./purchase-journey-review";
import { PurchaseJourneyTradeIn } from "./purchase-journey-trade-in";

/**
 * Decision 0028's five steps, one component each: what the shopper is asked on each, the server's
 * reason shown at its field, and the answers read back on review.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");
/** The id of the control a label names. */
function controlFor(html: string, label: string): string {
  const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`))?.[1];
  if (!id) throw new Error(`no label ${label}`);
  const control = html.match(new RegExp(`<(input|select)\\b[^>]*id="${id}"[^>]*>`))?.[0];
  if (!control) throw new Error(`no control for ${label}`);
  return control;
}

const noop = async () => {};
const car = {
  id: 7,
  slug: "mazda-3",
  name: "2020 Mazda 3",
  href: "/cars/mazda-3",
  locationName: "Dubbo",
  reserved: false,
};
const calculator = {
  ...calculatorSetup({ provider: "local", default_interest: 8.5, calculator: {} }, 30_000),
  disclaimer: "Indicative only.",
  supportPhone: "1300 000 000",
};
const TRADE = {
  has_trade_in: true,
  rego: "ABC123",
  state: "NSW",
  make: "Mazda",
  model: "3",
  year: 2018,
  kms: 85_000,
} as const;

function journey(steps: JourneySteps, over: Partial<JourneyView> = {}): JourneyView {
  return {
    id: "pj_abcdefghijklmnopqrstuvwx",
    car_id: 7,
    status: "open",
    steps,
    next_step: "reserve",
    complete: false,
    reservation: null,
    lead_id: null,
    ...over,
  };
}

describe("PurchaseJourneyReserve (step 1: the deposit holds the car)", () => {
  const render = (j: JourneyView) =>
    renderToStaticMarkup(
      h(PurchaseJourneyReserve, {
        car,
        depositText: "$200",
        depositCents: 20_000,
        cardForm: { processor: "local" },
        journey: j,
        save: noop,
        go: () => {},
      }),
    );

  it("without a hold, offers the reserve form for the deposit", () => {
    const html = render(journey({}));
    expect(text(html)).toContain("First, a fully refundable $200 deposit holds the car");
    expect(html).toContain('aria-label="Reserve this car"');
    expect(text(html)).toContain("Pay $200 deposit and reserve");
  });

  it("with the shopper's own hold, says it is reserved with its number and moves on", () => {
    const html = render(
      journey(
        { reserve: { reservation_id: "res_1" } },
        { reservation: { id: "res_1", status: "held", expires_at: null } },
      ),
    );
    expect(text(html)).toContain("The 2020 Mazda 3 is reserved for you. Reservation number: res_1");
    expect(html).not.toContain("Reserve this car");
    expect(tags(html, "button")).toHaveLength(1);
    expect(text(html)).toContain("Continue");
  });
});

describe("PurchaseJourneyPayment (step 2: how the shopper pays)", () => {
  const render = (steps: JourneySteps, errors = {}) =>
    renderToStaticMarkup(
      h(PurchaseJourneyPayment, { calculator, journey: journey(steps), busy: false, errors, save: noop }),
    );

  it("asks how they would like to pay, one radio per method, none chosen at first", () => {
    const html = render({});
    expect(html).toContain('<legend class="font-semibold">How would you like to pay?</legend>');
    const radios = tags(html, "input");
    expect(radios.map((r) => r.match(/value="([^"]+)"/)?.[1])).toEqual([
      "finance",
      "pay_in_full",
      "own_finance",
    ]);
    expect(radios.some((r) => r.includes("checked"))).toBe(false);
    expect(text(html)).toContain("Finance with us");
    expect(text(html)).not.toContain("Send these figures");
  });

  it("finance shows the calculator and the choice to send its figures, kept by default", () => {
    const html = render({ payment: { method: "finance" } });
    expect(text(html)).toContain("Optional: try the numbers");
    expect(text(html)).toContain("Finance Calculator");
    const keep = tags(html, "input").find((i) => i.includes('type="checkbox"'));
    expect(keep).toContain("checked");
    expect(text(html)).toContain("Send these figures with my request");
  });

  it("the server's reason shows under the question, which it describes", () => {
    const html = render({}, { method: "Please choose how you will pay." });
    const errorId = html.match(
      /<p id="([^"]+)" class="mt-1 text-sm text-destructive">Please choose how you will pay\.<\/p>/,
    )?.[1];
    expect(errorId).toBeDefined();
    expect(tags(html, "fieldset")[0]).toContain(`aria-describedby="${errorId}"`);
  });

  it("sends the calculator's figures only for finance and only when kept", () => {
    const figures = {
      inputs: {
        amount: 30_000,
        termYears: 5,
        interest: 8.5,
        deposit: 4_999.6,
        residual: 0,
        frequency: "monthly",
      },
      result: { kind: "payment", payment: 512 },
    } as never;
    expect(paymentAnswer("finance", figures)).toEqual({
      method: "finance",
      figures: { deposit: 5_000, term_years: 5, frequency: "monthly", repayment: 512 },
    });
    expect(paymentAnswer("finance", null)).toEqual({ method: "finance" });
    expect(paymentAnswer("pay_in_full", figures)).toEqual({ method: "pay_in_full" });
  });
});

describe("PurchaseJourneyTradeIn (step 3: a trade-in, or none)", () => {
  const render = (steps: JourneySteps, errors = {}) =>
    renderToStaticMarkup(
      h(PurchaseJourneyTradeIn, { journey: journey(steps), busy: false, errors, save: noop }),
    );

  it("asks first, and shows the car's fields only once the shopper has one", () => {
    const html = render({});
    expect(text(html)).toContain("Do you have a car to trade in?");
    expect(text(html)).toContain("Yes, I have a car to trade in");
    expect(html).not.toContain("Your trade-in");
    expect(render({ "trade-in": { has_trade_in: false } })).not.toContain("Your trade-in");
  });

  it("a saved trade-in comes back filled in, each field labelled", () => {
    const html = render({ "trade-in": TRADE });
    expect(html).toContain('<legend class="font-semibold">Your trade-in</legend>');
    expect(text(html)).toContain("valuations are coming soon");
    expect(controlFor(html, "Rego")).toContain('value="ABC123"');
    expect(controlFor(html, "Make")).toContain('value="Mazda"');
    expect(controlFor(html, "Year")).toContain('inputMode="numeric"');
    expect(controlFor(html, "Kilometres")).toContain('value="85000"');
    expect(html).toMatch(/<option value="NSW" selected="">NSW<\/option>/);
  });

  it("a field the server refused shows its reason beside it and is marked invalid", () => {
    const html = render({ "trade-in": TRADE }, { make: "Please enter the make." });
    const make = controlFor(html, "Make");
    expect(make).toContain('aria-invalid="true"');
    const errorId = make.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<p id="${errorId}" class="mt-1 text-sm text-destructive">Please enter the make.</p>`,
    );
    expect(controlFor(html, "Model")).not.toContain("aria-invalid");
  });
});

describe("PurchaseJourneyDelivery (step 4: pick-up or delivery)", () => {
  const render = (steps: JourneySteps, locationName: string | null = "Dubbo") =>
    renderToStaticMarkup(
      h(PurchaseJourneyDelivery, {
        car: { ...car, locationName },
        deliveryDates: { min: "2026-12-01", max: "2027-02-20" },
        journey: journey(steps),
        busy: false,
        errors: {},
        save: noop,
      }),
    );

  it("offers pick-up at the car's own location, or from the dealership when it has none", () => {
    expect(text(render({}))).toContain("Pick up at Dubbo");
    expect(text(render({}, null))).toContain("Pick up from the dealership");
    expect(text(render({}))).toContain("Deliver it to me (anywhere in Australia)");
  });

  it("delivery asks for the address and a date inside the dealer's window", () => {
    const html = render({
      delivery: {
        method: "delivery",
        street: "1 Main St",
        suburb: "Dubbo",
        state: "NSW",
        postcode: "2830",
        date: "2026-12-05",
      },
    });
    expect(html).toContain('<legend class="font-semibold">Delivery address and date</legend>');
    expect(controlFor(html, "Street address")).toContain('autoComplete="street-address"');
    expect(controlFor(html, "Postcode")).toContain('value="2830"');
    const date = controlFor(html, "Preferred delivery date \\(2 days ahead at the earliest\\)");
    expect(date).toContain('type="date"');
    expect(date).toContain('min="2026-12-01"');
    expect(date).toContain('max="2027-02-20"');
  });
});

describe("PurchaseJourneyReview (step 5: every answer, then submit)", () => {
  const render = (steps: JourneySteps, complete: boolean, busy = false) =>
    renderToStaticMarkup(
      h(PurchaseJourneyReview, {
        journey: journey(steps, { complete }),
        busy,
        submit: noop,
        go: () => {},
        changeHref: (s) => `#${s}`,
      }),
    );

  it("reads each answer back with a Change link, the reservation without one", () => {
    const html = render(
      {
        reserve: { reservation_id: "res_1" },
        payment: {
          method: "finance",
          figures: { deposit: 5_000, term_years: 5, frequency: "monthly", repayment: 512 },
        },
        "trade-in": TRADE,
        delivery: { method: "pickup" },
      },
      true,
    );
    expect(text(html)).toContain("Payment");
    expect(text(html)).toContain("Finance with us: $5,000 deposit, 5 years, monthly, about $512 a payment");
    expect(text(html)).toContain("2018 Mazda 3, rego ABC123 NSW, 85,000 km");
    expect(text(html)).toContain("Pick up at the car's location");
    expect(tags(html, "a").map((a) => a.match(/href="([^"]+)"/)?.[1])).toEqual([
      "#payment",
      "#trade-in",
      "#delivery",
    ]);
    expect(text(html)).toContain("Change trade-in");
    const [submit] = tags(html, "button");
    expect(submit).not.toContain('disabled=""');
    expect(text(html)).toContain("Submit my purchase");
  });

  it("an unanswered step says so and the submit waits until every step is answered", () => {
    const html = render({ reserve: { reservation_id: "res_1" } }, false);
    expect(text(html).match(/Not answered yet/g)).toHaveLength(3);
    expect(tags(html, "button")[0]).toContain('disabled=""');
    expect(text(render({ reserve: { reservation_id: "res_1" } }, true, true))).toContain("Submitting…");
  });
});

describe("the journey's fields", () => {
  it("Continue says it is saving while a step is sent", () => {
    expect(renderToStaticMarkup(h(Continue, { busy: false }))).toMatch(
      /^<button type="submit"[^>]*>Save and continue<\/button>$/,
    );
    expect(renderToStaticMarkup(h(Continue, { busy: true }))).toMatch(
      /^<button type="submit" disabled=""[^>]*>Saving…<\/button>$/,
    );
  });

  it("a choice question checks the saved answer", () => {
    const html = renderToStaticMarkup(
      h(ChoiceFieldset, {
        legend: "Pick one",
        name: "pick",
        options: [
          ["a", "A"],
          ["b", "B"],
        ],
        value: "b",
        onChange: () => {},
        error: undefined,
      }),
    );
    expect(tags(html, "fieldset")[0]).not.toContain("aria-describedby");
    expect(tags(html, "input")[1]).toContain("checked");
    expect(tags(html, "input")[0]).not.toContain("checked");
  });

  it("the state select lists every state and territory after a prompt", () => {
    const html = renderToStaticMarkup(
      h(StateSelect, { name: "state", errors: { state: "Please choose a state." } }),
    );
    expect(tags(html, "option")).toHaveLength(9);
    expect(html).toContain('<option value="" selected="">Choose…</option>');
    expect(controlFor(html, "State")).toContain('aria-invalid="true"');
    expect(text(html)).toContain("Please choose a state.");
  });

  it("a text field without an error carries no error markup", () => {
    const html = renderToStaticMarkup(h(TextField, { name: "suburb", label: "Suburb", errors: {} }));
    expect(controlFor(html, "Suburb")).not.toContain("aria-describedby");
    expect(html).not.toContain('text-destructive">');
  });
});
