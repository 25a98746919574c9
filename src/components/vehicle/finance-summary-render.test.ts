import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardRepayment } from "@/components/finance/card-repayment";
import { DEALER_VARIANT_FEES } from "@/lib/finance/providers";
import { repaymentEstimate } from "@/lib/finance/repayment-estimate";
import { COMPARISON_RATE_WARNING } from "@/lib/finance/repayment-text";
import type { Site, SiteDealership } from "@/lib/tenancy/site";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { AtAGlanceList } from "./at-a-glance-list";
import { lenderDisclaimers } from "./car-finance-disclaimer";
import { FinanceSummary } from "./finance-summary";
import { VehiclePage } from "./vehicle-page";

/**
 * Issue 34 item 3 on screen (decision 0074): the figure with its basis beside it, a comparison rate only
 * with its basis and the warning, the car's finance disclaimer on its page, the yard's own number, and
 * the rego line that says it is the rego.
 */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const finance = parseSiteConfig({}).finance;
const car = testCar({ price: 30_000 });
const estimate = repaymentEstimate(car, finance, true)!;

describe("the price box's finance summary", () => {
  it("shows the weekly figure with its basis: price, deposit, borrowed, term, rate, final payment", () => {
    const shown = text(renderToStaticMarkup(h(FinanceSummary, { estimate })));
    expect(shown).toContain("$132 a week ($572 a month)");
    expect(shown).toContain(
      "Estimate on $30,000 with a 10% deposit of $3,000: $27,000 borrowed over 5 years at 10.00% p.a., no final payment.",
    );
  });

  it("shows the comparison rate only with its basis and the Code's warning, and links to the disclaimer", () => {
    const html = renderToStaticMarkup(h(FinanceSummary, { estimate }));
    const shown = text(html);
    expect(shown).toContain("Comparison rate 10.00% p.a.*");
    expect(shown).toContain(
      `*Based on $27,000 borrowed over 5 years with a final payment of $9,000 (30% of the price). ${COMPARISON_RATE_WARNING}`,
    );
    expect(html).toContain('href="#car-finance-disclaimer"');
  });

  it("names the dealer's fees where it has them", () => {
    const dealer = parseSiteConfig({ finance: { calculator: { fees: DEALER_VARIANT_FEES } } }).finance;
    const shown = text(
      renderToStaticMarkup(h(FinanceSummary, { estimate: repaymentEstimate(car, dealer, true)! })),
    );
    expect(shown).toContain("(including $1,313.25 in fees)");
    expect(shown).toContain("plus $8 a month in fees");
    expect(shown).toMatch(/30% of the price\), fees included\./);
  });
});

describe("the card's figure", () => {
  it("the same weekly figure, with deposit, term and final payment beside it, and no rate", () => {
    const shown = text(renderToStaticMarkup(h(CardRepayment, { estimate })));
    expect(shown.trim()).toBe("$132 a week (estimate: 10% deposit, 5 years, no final payment)");
    expect(shown).not.toMatch(/p\.a\.|comparison/i);
  });
});

function site(dealerships: SiteDealership[], overrides: Record<string, unknown> = {}): Site {
  return {
    id: 1,
    slug: "metro",
    name: "Metro Motor Group",
    templateName: "default",
    template: getTemplate("default"),
    config: parseSiteConfig({
      phone_numbers: { used: "07 3555 0103" },
      contact: { phone: "07 3555 0100" },
      finance: { support_phone: "1300 031 264" },
      ...overrides,
    }),
    domains: [],
    url: null,
    logoUrl: null,
    dealerships,
    dealershipIds: dealerships.map((d) => d.id),
    listingVersion: 1,
  };
}
const dealership = (id: number): SiteDealership => ({
  id,
  slug: `d-${id}`,
  name: `Dealer ${id}`,
  manufacturerName: null,
  phone: null,
});
const FORM_SETUP = {
  options: {},
  dealerships: [],
  locations: [],
  financeEnquiryEvent: false,
  budgetQuickPicks: [],
};
const page = (s: Site, c = car) =>
  renderToStaticMarkup(
    h(VehiclePage, {
      site: s,
      car: c,
      url: "https://m.example/cars/a",
      now: new Date(),
      formSetup: FORM_SETUP,
    }),
  );

describe("the car page", () => {
  it("spec 01 §7 the car's disclaimer is on the page, where the estimate links", () => {
    const html = page(site([dealership(7)]));
    expect(html).toContain('id="car-finance-disclaimer"');
    expect(text(html)).toMatch(
      /Finance disclaimer Estimates are indicative only.*For help call 1300 031 264\./,
    );
    // The calculator names the lenders' comparison-rate range (spec 02 §9) with its example and warning.
    expect(text(html)).toContain(
      `Comparison rates from 8.38% to 19.42% p.a.* *Based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`,
    );
  });

  it("yard-aware phone: a car at a group's other yard shows and reveals that yard's number, not the head office's", () => {
    const adelaide = testCar({
      dealershipId: 5,
      location: { ...testCar().location!, name: "Metro Ford Adelaide Sales", phone: "08 8555 0500" },
    });
    const html = page(site([dealership(1), dealership(5)]), adelaide);
    expect(html).toContain('href="tel:0885550500"');
    expect(html).not.toContain("0735550103");
    // The masked number is the yard's too.
    expect(text(html)).toContain("08 85XX XXXX");
  });

  it("on a site of one dealership, the site's car-type line is its department's", () => {
    const html = page(site([dealership(7)]));
    expect(html).toContain('href="tel:0735550103"');
  });
});

describe("the rego line", () => {
  it("says it is the rego", () => {
    const shown = text(renderToStaticMarkup(h(AtAGlanceList, { car, rego: "Expires on 14 March 2027" })));
    expect(shown).toContain("Rego: Expires on 14 March 2027");
  });
});

describe("lenderDisclaimers (spec 01 §7 'returns finance_lenders with disclaimer')", () => {
  it("reads each lender's disclaimer once, and nothing from an answer it cannot read", () => {
    expect(
      lenderDisclaimers({
        finance_lenders: [{ disclaimer: " A. " }, { disclaimer: "A." }, { disclaimer: 3 }],
      }),
    ).toEqual(["A."]);
    expect(lenderDisclaimers({ finance_lenders: "x" })).toEqual([]);
    expect(lenderDisclaimers(null)).toEqual([]);
  });
});
