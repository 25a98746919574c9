import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { parseSiteConfig } from "../tenancy/site-config";
import { CARD_ACTION_FORMS, type CardActionCar, cardActions, financeHref } from "./card-actions";

const car: CardActionCar = {
  id: 42,
  slug: "2021-toyota-hilux-sr5",
  status: "in_stock",
  checkoutEnabled: true,
  reserved: false,
  reserveDeposit: null,
  carType: "used",
  vin: "JTFST22P100012345",
  price: 45_990,
  offerPrice: null,
  dealershipSlug: "city-toyota",
};
const defaults = parseSiteConfig({});
const def = getTemplate("default");
const toyota = getTemplate("toyota");
const kinds = (actions: { kind: string }[]) => actions.map((a) => a.kind);

describe("finance link (spec 01 §2 'Finance link')", () => {
  it("spec 01 §2 finance link: query keys preferredDealership, vehiclePriceBudget, car_id, car_type, vin and #finance-form", () => {
    expect(financeHref(car, { config: defaults, template: def })).toBe(
      "/finance?preferredDealership=city-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTFST22P100012345#finance-form",
    );
  });
  it("spec 02 §9 brand finance button links to /finance-enquiry; a site's own finance path wins (spec 01 §2)", () => {
    expect(financeHref(car, { config: defaults, template: toyota })).toMatch(/^\/finance-enquiry\?/);
    const config = parseSiteConfig({ finance: { path: "/apply-for-finance" } });
    expect(financeHref(car, { config, template: toyota })).toMatch(
      /^\/apply-for-finance\?preferredDealership=/,
    );
  });
  it("spec 02 §7 'an external finance link builder': a site's lender page gets the car's finance query, no fragment", () => {
    const config = parseSiteConfig({
      finance: { external_url: "https://apply.lender.example/dealer/42?ref=site" },
    });
    expect(financeHref(car, { config, template: def })).toBe(
      "https://apply.lender.example/dealer/42?ref=site&preferredDealership=city-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTFST22P100012345",
    );
    expect(() => parseSiteConfig({ finance: { external_url: "http://lender.example" } })).toThrow();
  });
  it("spec 01 §2 finance link: vehiclePriceBudget and vin are omitted when the car has none", () => {
    const href = financeHref({ ...car, price: null, vin: null }, { config: defaults, template: def });
    expect(href).toBe("/finance?preferredDealership=city-toyota&car_id=42&car_type=used#finance-form");
  });
  it("decision 0074: an offer price is the budget, not the price before the offer", () => {
    expect(financeHref({ ...car, offerPrice: 42_990 }, { config: defaults, template: def })).toContain(
      "vehiclePriceBudget=42990&",
    );
  });
  it("spec 01 §9 price counts as real above 10: a placeholder price is no budget", () => {
    expect(financeHref({ ...car, price: 1 }, { config: defaults, template: def })).not.toContain(
      "vehiclePriceBudget",
    );
  });
});

describe("card buttons (spec 01 §2 result card, §4 availability, spec 02 §2 car-card buttons)", () => {
  it("spec 01 §2 result card: an in-stock car gets enquire, finance, details, reserve and test drive, in that order", () => {
    const actions = cardActions(car, { config: defaults, template: def });
    expect(actions).toEqual([
      { kind: "enquire", label: "Quick Enquiry", href: "/cars/2021-toyota-hilux-sr5#enquire" },
      { kind: "finance", label: "Finance", href: financeHref(car, { config: defaults, template: def }) },
      { kind: "details", label: "Explore Vehicle", href: "/cars/2021-toyota-hilux-sr5" },
      { kind: "reserve", label: "Reserve This Car $200", href: "/cars/2021-toyota-hilux-sr5/checkout" },
      { kind: "test-drive", label: "Book a Test Drive", href: "/book-test-drive?car_id=42" },
    ]);
  });
  it("spec 01 §4 availability: coming_soon counts as in stock and gets the full buttons", () => {
    expect(
      kinds(cardActions({ ...car, status: "coming_soon" }, { config: defaults, template: def })),
    ).toEqual(["enquire", "finance", "details", "reserve", "test-drive"]);
  });
  it("spec 02 §9 brand theme: the finance button label comes from the template ('Finance Enquiry')", () => {
    const finance = cardActions(car, { config: defaults, template: toyota }).find(
      (a) => a.kind === "finance",
    );
    expect(finance?.label).toBe("Finance Enquiry");
    expect(finance?.href).toMatch(/^\/finance-enquiry\?.*#finance-form$/);
  });
  it("spec 01 §1 per-site switches: no finance button when the site turns it off", () => {
    const config = parseSiteConfig({ features: { finance_button: false } });
    expect(kinds(cardActions(car, { config, template: def }))).not.toContain("finance");
  });
  it("spec 01 §2 reserve needs checkout enabled for the car", () => {
    expect(
      kinds(cardActions({ ...car, checkoutEnabled: false }, { config: defaults, template: def })),
    ).not.toContain("reserve");
  });
  it("a reserved car (already held for a buyer) has no reserve button", () => {
    expect(kinds(cardActions({ ...car, reserved: true }, { config: defaults, template: def }))).not.toContain(
      "reserve",
    );
  });
  it("spec 01 §1 per-site switches: no reserve button when the site's reserve feature is off", () => {
    const config = parseSiteConfig({ features: { reserve: false } });
    expect(kinds(cardActions(car, { config, template: def }))).not.toContain("reserve");
  });
  it("spec 01 §5 reserve deposit: the car's own amount beats the site's, which defaults to $200", () => {
    const reserve = (c: CardActionCar, config = defaults) =>
      cardActions(c, { config, template: def }).find((a) => a.kind === "reserve")?.label;
    expect(reserve({ ...car, reserveDeposit: 1000 })).toBe("Reserve This Car $1,000");
    expect(reserve(car, parseSiteConfig({ reserve_deposit: 500 }))).toBe("Reserve This Car $500");
    expect(reserve(car)).toBe("Reserve This Car $200");
  });
  it("spec 01 §4 availability: an out-of-stock car shows only 'Find Me Something Similar'", () => {
    expect(cardActions({ ...car, status: "sold" }, { config: defaults, template: def })).toEqual([
      {
        kind: "find-similar",
        label: "Find Me Something Similar",
        href: "/cars/2021-toyota-hilux-sr5#find-similar",
      },
    ]);
  });
  it("spec 01 §4 availability: 'Find me something similar' on one brand", () => {
    const [only] = cardActions({ ...car, status: "sold" }, { config: defaults, template: toyota });
    expect(only?.label).toBe("Find me something similar");
  });
});

describe("card buttons that open the enquiry dialog (spec 02 §2 'Quick Enquiry (a modal)')", () => {
  /** Each button the card shows, with the lead form it opens in the dialog (null: a plain link). */
  const opens = (c: CardActionCar) =>
    cardActions(c, { config: defaults, template: def }).map((a) => [
      a.label,
      CARD_ACTION_FORMS[a.kind] ?? null,
    ]);

  it("Quick Enquiry opens the quick enquiry; every other in-stock button is a plain link", () => {
    expect(opens(car)).toEqual([
      ["Quick Enquiry", "quick-enquiry"],
      ["Finance", null],
      ["Explore Vehicle", null],
      ["Reserve This Car $200", null],
      ["Book a Test Drive", null],
    ]);
  });

  it("an out-of-stock car's one button opens the find-similar form", () => {
    expect(opens({ ...car, status: "sold" })).toEqual([
      ["Find Me Something Similar", "find-me-something-similar"],
    ]);
  });
});
