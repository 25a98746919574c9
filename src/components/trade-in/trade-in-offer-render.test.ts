import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import { TradeInResult, type TradeInResultProps } from "./trade-in-offer";
import type { TradeInState } from "./use-trade-in-wizard";

/**
 * Decision 0034 and spec 01 §4 "Trade-in offer: reduced price is price minus offer when the offer is
 * above 0": the estimate's range, the offer, the car's price after trade-in, the working, and the
 * offer to accept; or the in-person appraisal and why.
 */

const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");
/** The text of the element carrying data-testid `id` (its own element's close: no nesting of the same tag). */
function testId(html: string, id: string): string {
  const open = html.match(new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>`));
  if (!open || open.index === undefined) return "";
  const end = html.indexOf(`</${open[1]}>`, open.index);
  return text(html.slice(open.index, end));
}

const ESTIMATE: Valuation = {
  kind: "estimate",
  low: 20_000,
  high: 22_100,
  offer: 20_000,
  basis: "The median of 5 Toyota RAV4s listed or sold here in the last 12 months.",
  adjustments: [{ label: "Tyres need replacing", percent: -2 } as never],
  provider: "local",
};
const VEHICLE = {
  make: "Toyota",
  model: "RAV4",
  year: 2020,
  badge: "GX",
  kms: 30_000,
  source: "manual",
} as const;
const CAR = { id: 1, name: "2022 Kia Sportage", price: 30_000, priceText: "$30,000", href: "/cars/kia" };

function render(over: Partial<TradeInResultProps> & { status?: TradeInState["status"] } = {}) {
  const { status = "valued", ...props } = over;
  const valuation = props.valuation ?? ESTIMATE;
  return renderToStaticMarkup(
    h(TradeInResult, {
      state: {
        id: "tv_x",
        car_id: 1,
        status,
        steps: { vehicle: VEHICLE },
        next_step: "contact",
        valuation,
        lead_id: null,
      },
      valuation,
      car: CAR,
      siteName: "Test Motors",
      busy: false,
      alert: null,
      onAccept: () => {},
      ...props,
    }),
  );
}

describe("TradeInResult: the estimate", () => {
  it("names the car and shows the range, the offer and its kilometres", () => {
    const html = render();
    expect(html).toMatch(/<h2 id="trade-in-result" tabindex="-1"[^>]*>Your 2020 Toyota RAV4 GX<\/h2>/);
    expect(testId(html, "trade-in-range")).toBe("$20,000 to $22,100");
    expect(testId(html, "trade-in-offer")).toBe("$20,000");
    expect(text(html)).toContain("Our offer, subject to an inspection");
    expect(text(html)).toContain("30,000 km");
  });

  it("takes the offer off the car's price (spec 01 §4)", () => {
    const after = testId(render(), "price-after-trade-in");
    expect(after).toBe("2022 Kia SportagePrice$30,000Trade-in offer−$20,000Price after trade-in$10,000");
  });

  it("never goes below $0, and leaves the sum out for a car without a price or without a car", () => {
    expect(
      testId(render({ car: { ...CAR, price: 15_000, priceText: "$15,000" } }), "price-after-trade-in"),
    ).toContain("Price after trade-in$0");
    expect(render({ car: { ...CAR, price: null, priceText: null } })).not.toContain("price-after-trade-in");
    expect(render({ car: null })).not.toContain("price-after-trade-in");
  });

  it("explains the figure: its basis and each condition adjustment", () => {
    const html = render();
    expect(html).toContain('<summary class="cursor-pointer font-semibold">How we worked this out</summary>');
    expect(text(html)).toContain("The median of 5 Toyota RAV4s");
    expect(html).toContain("<li>Tyres need replacing: -2%</li>");
  });

  it("offers to accept the offer by its figure, and says it is sending", () => {
    expect(text(render())).toContain("Accept offer of $20,000");
    const busy = render({ busy: true });
    expect(text(busy)).toContain("Sending…");
    expect(busy).toMatch(/<button type="button"[^>]* disabled=""/);
  });

  it("a failed accept shows the error list above the figures", () => {
    const html = render({ alert: { lines: ["Failed to send. Please try again."] } });
    expect(html).toMatch(/role="alert" data-testid="error-warning"/);
    expect(text(html)).toContain("Failed to send. Please try again.");
  });

  it("once accepted, says what happens next against the car, with no button", () => {
    const html = render({ status: "accepted" });
    expect(text(html)).toContain("Offer accepted");
    expect(testId(html, "trade-in-accepted")).toBe(
      "Thanks. We've told Test Motors you accept the offer of $20,000. The team will call you to inspect the car and finalise the price against the 2022 Kia Sportage.",
    );
    expect(html).not.toContain("<button");
    expect(testId(render({ status: "accepted", car: null }), "trade-in-accepted")).toMatch(
      /finalise the price\.$/,
    );
  });
});

describe("decision 0084: the result links to booking the inspection", () => {
  it("an offer links to its booking; an in-person valuation to booking a time; none without a page for it", () => {
    const href = "/trade-in?valuation=tv_x&book=1#inspection";
    expect(render({ bookHref: href })).toContain(
      `<a href="/trade-in?valuation=tv_x&amp;book=1#inspection" class="font-semibold text-primary underline" data-testid="book-inspection-link">Book the inspection</a>`,
    );
    const inPerson = render({
      bookHref: "#inspection",
      valuation: { kind: "in-person", reason: "kms" as never, message: "", provider: null },
    });
    expect(testId(inPerson, "book-inspection-link")).toBe("Book a time to bring it in");
    expect(render()).not.toContain("book-inspection-link");
  });
});

describe("TradeInResult: an in-person appraisal", () => {
  it("says the car will be valued in person, why, and that the dealer will call", () => {
    const html = render({
      valuation: {
        kind: "in-person",
        reason: "kms" as never,
        message: "Cars over 100,000 km are valued in person.",
        provider: null,
      },
    });
    expect(html).toContain('data-testid="trade-in-in-person"');
    expect(text(html)).toContain("We'll value your 2020 Toyota RAV4 GX in person");
    expect(text(html)).toContain("Cars over 100,000 km are valued in person.");
    expect(text(html)).toContain("We've sent your details to Test Motors.");
    expect(html).not.toContain("trade-in-offer");
  });
});
