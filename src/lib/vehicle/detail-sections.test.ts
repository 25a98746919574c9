import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { repaymentEstimate } from "../finance/repayment-estimate";
import type { YouxQuote } from "../stock/car-types";
import { parseSiteConfig } from "../tenancy/site-config";
import { detailActions } from "./detail-actions";
import { detailFinance, detailReserveDeposit, detailTabs } from "./detail-sections";
import type { VehicleDetail } from "./vehicle-detail";

const defaults = parseSiteConfig({});
const def = getTemplate("default");
const QUOTE: YouxQuote = { weeklyRepaymentAmount: 123, advertisedRate: 7.5, comparisonRate: 8.1 };

const tabsOf = (car: VehicleDetail, config = defaults) =>
  detailTabs(car, detailActions(car, { config, template: def })).map((tab) => tab.label);
const depositOf = (car: VehicleDetail, config = defaults) =>
  detailReserveDeposit(car, config, detailActions(car, { config, template: def }))?.text ?? null;

describe("the car page's tabs (spec 01 §2 'Tabs')", () => {
  it("spec 01 §2: a car that can be reserved gets all six tabs, in the spec's order", () => {
    expect(tabsOf(testCar())).toEqual([
      "Dealer Comments",
      "What's Included",
      "Why Buy From Us?",
      "Reserve Online",
      "Protect Your Car",
      "Features",
    ]);
  });
  it("spec 01 §2 'Features (only when equipment exists)': a car without equipment has no Features tab", () => {
    expect(tabsOf(testCar({ standardEquipment: [] }))).not.toContain("Features");
  });
  it("spec 01 §2 tabs' copy is dealer-specific: the three copy tabs read the site's copy for their key", () => {
    const car = testCar();
    const copy = detailTabs(car, detailActions(car, { config: defaults, template: def })).flatMap((tab) =>
      "copy" in tab ? [[tab.label, tab.copy]] : [],
    );
    expect(copy).toEqual([
      ["What's Included", "whats_included"],
      ["Why Buy From Us?", "why_buy_from_us"],
      ["Protect Your Car", "protect_your_car"],
    ]);
  });
  it("spec 01 §4 / §2: a car with no Reserve button has no Reserve Online tab and no deposit line", () => {
    const cannotReserve = [
      testCar({ status: "sold" }),
      testCar({ reserved: true }),
      testCar({ checkoutEnabled: false }),
    ];
    for (const car of cannotReserve) {
      expect(tabsOf(car)).not.toContain("Reserve Online");
      expect(depositOf(car)).toBeNull();
    }
    const noReserve = parseSiteConfig({ features: { reserve: false } });
    expect(tabsOf(testCar(), noReserve)).not.toContain("Reserve Online");
    expect(depositOf(testCar(), noReserve)).toBeNull();
  });
  it("spec 01 §5 'Reserve deposit copy: shown from a per-car amount (default $200)': the car's own amount, held 48 hours", () => {
    expect(depositOf(testCar())).toBe(
      "Reserve this car with a $200 fully refundable deposit. We will hold it for you for 48 hours.",
    );
    expect(depositOf(testCar({ reserveDeposit: 500 }))).toContain("$500 fully refundable deposit");
  });
});

describe("the car page's finance blocks (spec 01 §2 'finance summary', 'Car Finance' card; spec 02 §4)", () => {
  it("decision 0074: the summary is the car's one estimate on its price, with its basis", () => {
    expect(detailFinance(testCar(), defaults).estimate).toEqual(
      repaymentEstimate(testCar(), defaults.finance, true),
    );
    expect(detailFinance(testCar(), defaults).estimate?.basis).toMatchObject({ price: 45_990, termYears: 5 });
  });
  it("decision 0074: a feed's stored quote has no basis to show beside it: the estimate is the site's", () => {
    expect(detailFinance(testCar({ youxQuote: QUOTE }), defaults).estimate?.weekly).not.toBe(123);
  });
  it("spec 02 §4 'runs only for enabled tenants': with finance quotes off there is no summary", () => {
    const off = parseSiteConfig({ features: { finance_quote: false } });
    expect(detailFinance(testCar(), off).estimate).toBeNull();
    expect(detailFinance(testCar({ youxQuote: QUOTE }), off).estimate).toBeNull();
  });
  it("spec 02 §4 quotable 'price above 200, not reserved': no summary for a car it may not quote", () => {
    expect(detailFinance(testCar({ price: 200 }), defaults).estimate).toBeNull();
    expect(detailFinance(testCar({ reserved: true }), defaults).estimate).toBeNull();
  });
  it("spec 01 §4: a car no longer in stock shows neither the summary nor the 'Car Finance' card", () => {
    expect(detailFinance(testCar({ status: "sold", youxQuote: QUOTE }), defaults)).toEqual({
      estimate: null,
      financeCard: false,
    });
  });
  it("spec 01 §4 coming_soon counts as in stock: the card shows; spec 02 §4 quotes in_stock cars only", () => {
    expect(detailFinance(testCar({ status: "coming_soon", youxQuote: QUOTE }), defaults)).toEqual({
      estimate: null,
      financeCard: true,
    });
  });
  it("spec 01 §1 'finance button' switch: the 'Car Finance' card follows features.finance_button", () => {
    expect(detailFinance(testCar(), defaults).financeCard).toBe(true);
    const off = parseSiteConfig({ features: { finance_button: false } });
    expect(detailFinance(testCar(), off).financeCard).toBe(false);
  });
});
