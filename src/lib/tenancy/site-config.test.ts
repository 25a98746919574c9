import { describe, expect, it } from "vitest";
import { isGated } from "../accounts/gated-pages";
import { DEFAULT_SITE_CONFIG, parseSiteConfig, phoneForCarType, safeParseSiteConfig } from "./site-config";

const d = DEFAULT_SITE_CONFIG;

describe("site config defaults are the spec's shared defaults", () => {
  it.each([
    ["spec 01 §9 just-arrived window 8 days", d.specifications.just_arrived_days, 8],
    ["spec 01 §4 rule 6 just-arrived tag default text 'New'", d.specifications.just_arrived_tag_name, "New"],
    ["spec 01 §4 a car not in stock shows 'JUST SOLD'", d.specifications.sold_tag_name, "JUST SOLD"],
    ["spec 01 §4 no-price text default 'Enquire for price.'", d.copy.no_price_text, "Enquire for price."],
    ["spec 02 §4/§9 sold cars shown for 3 days by default", d.include_sold_cars_days, 3],
    ["spec 01 §9 review minimum rating 4", d.reviews.min_rating, 4],
    ["spec 01 §9 Google reviews quantity 12", d.reviews.google_quantity, 12],
    ["spec 01 §9 default finance calculator interest rate 10", d.finance.default_interest, 10],
    ["spec 01 §9 default state qld", d.default_state, "qld"],
    ["spec 01 §6 authentication is off in the default config", d.features.authentication, false],
    ["spec 02 §9 default search page size 21", d.search.page_size, 21],
    ["spec 02 §4 card promo positions 8 and 17", d.search.promo_positions, [8, 17]],
    ["spec 02 §9 reserve deposit $200", d.reserve_deposit, 200],
    ["spec 02 §9 comparison-rate range default low 8.38%", d.finance.comparison_rate_min, 8.38],
    ["spec 02 §9 comparison-rate range default high 19.42%", d.finance.comparison_rate_max, 19.42],
    [
      "spec 02 §5 budget quick picks from 5,000 to 70,000",
      d.finance.budget_quick_picks,
      [5_000, 10_000, 20_000, 30_000, 50_000, 70_000],
    ],
    ["spec 02 §5 comments required unless configured otherwise", d.features.comments_required, true],
    [
      "spec 02 §5 terms consent wording (tenants without the asterisk variant)",
      d.copy.terms_consent_text,
      "You must agree to the terms of use before submitting the form.",
    ],
  ])("%s", (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("spec 01 §3 / 02 §9: default sort options are most relevant, latest, highest price, lowest price", () => {
    expect(d.search.sort_options).toEqual(["relevance", "latest", "price_desc", "price_asc"]);
  });

  it("spec 02 §6 gated pages: none by default; a site may keep checkout, finance and spin-to-win for signed-in shoppers", () => {
    expect(isGated(d, "checkout")).toBe(false);
    const gated = parseSiteConfig({ gated_pages: ["finance", "spin-to-win"] });
    expect(isGated(gated, "finance")).toBe(true);
    expect(isGated(gated, "spin-to-win")).toBe(true);
    expect(isGated(gated, "checkout")).toBe(false);
    expect(() => parseSiteConfig({ gated_pages: ["admin"] })).toThrow();
  });

  it("spec 02 §2 Location block: several locations are a card grid unless the site asks for the name-sorted carousel", () => {
    expect(d.locations_layout).toBe("grid");
    expect(parseSiteConfig({ locations_layout: "carousel" }).locations_layout).toBe("carousel");
    expect(() => parseSiteConfig({ locations_layout: "slideshow" })).toThrow();
  });

  it("spec 01 §9: no per-site filter expression or allow list by default (every car type listed)", () => {
    expect(d.search.filters).toBe("");
    expect(d.search.allow).toEqual({ makes: [], car_types: [], dealership_slugs: [], location_slugs: [] });
  });

  it("spec 01 §1: per-site feature switches exist for every feature the spec names", () => {
    expect(Object.keys(d.features)).toEqual(
      expect.arrayContaining([
        "garage",
        "favourites",
        "compare",
        "reserve",
        "finance_button",
        "trade_in",
        "online_purchase",
        "subscription_pricing",
        "chat",
        "authentication",
      ]),
    );
  });
});

describe("a site stores only its overrides", () => {
  it("merges a nested override over the defaults without losing sibling defaults", () => {
    const config = parseSiteConfig({ specifications: { just_arrived_days: 14 }, features: { garage: true } });
    expect(config.specifications).toEqual({
      just_arrived_days: 14,
      just_arrived_tag_name: "New",
      just_arrived_used_tag_name: "Just arrived",
      sold_tag_name: "JUST SOLD",
    });
    expect(config.features.garage).toBe(true);
    expect(config.features.favourites).toBe(d.features.favourites);
  });

  it("treats null/undefined as no overrides", () => {
    expect(parseSiteConfig(null)).toEqual(d);
    expect(parseSiteConfig(undefined)).toEqual(d);
  });

  it("rejects a misspelt key instead of silently ignoring it", () => {
    const result = safeParseSiteConfig({ features: { garrage: true } });
    expect(result.success).toBe(false);
  });

  it("rejects out-of-range values with the field's path", () => {
    const result = safeParseSiteConfig({ include_sold_cars_days: -1, default_state: "xx" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["include_sold_cars_days", "default_state"]));
  });
});

describe("finance.budget_quick_picks (spec 02 §5: '300,000 to 800,000 for one tenant')", () => {
  it("a site sets its own amounts, in the order shown", () => {
    const picks = [300_000, 400_000, 500_000, 600_000, 800_000];
    expect(parseSiteConfig({ finance: { budget_quick_picks: picks } }).finance.budget_quick_picks).toEqual(
      picks,
    );
  });

  it.each([
    ["none", []],
    ["a zero", [0, 5_000]],
    ["cents", [5_000.5]],
    ["more than eight", [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])("rejects %s, with the field's path", (_case, picks) => {
    const result = safeParseSiteConfig({ finance: { budget_quick_picks: picks } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(["finance", "budget_quick_picks"]);
  });
});

describe("phoneForCarType (spec 01 §9 phone selection by car type)", () => {
  const config = parseSiteConfig({
    phone_numbers: { used: "07 3555 0199" },
    contact: { phone: "07 3555 0100" },
  });
  it("uses the car type's number when set", () => {
    expect(phoneForCarType(config, "used")).toBe("07 3555 0199");
  });
  it("falls back to the site's main number", () => {
    expect(phoneForCarType(config, "new")).toBe("07 3555 0100");
  });
});

describe("filter expressions in config are checked when the config is parsed", () => {
  it("accepts the used-only dealer's expression (spec 01 §9 site-specific default car-type filter)", () => {
    expect(parseSiteConfig({ search: { filters: "car_type:used" } }).search.filters).toBe("car_type:used");
  });
  it("rejects an expression that does not parse, naming the problem", () => {
    const result = safeParseSiteConfig({ search: { filters: "car_type:used AND (" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["search", "filters"]);
  });
  it("rejects an unknown attribute in a feature filter", () => {
    const result = safeParseSiteConfig({ feature_filters: { garage: "colour_code:red" } });
    expect(result.success).toBe(false);
  });
});

describe("issue 16 §7: a site's theme overrides are validated", () => {
  it("takes a colour and a radius, and refuses free strings with the reason", () => {
    expect(parseSiteConfig({ theme: { primary: "#003366", radius: "4px" } }).theme).toMatchObject({
      primary: "#003366",
      radius: "4px",
    });
    const bad = safeParseSiteConfig({ theme: { primary: "red;}</style>", radius: "calc(1px)" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["theme.primary", "must be a colour: #rrggbb, or rgb()/hsl()/oklch() with numbers"],
      ["theme.radius", "must be a length such as 0.5rem, 4px or 0"],
    ]);
  });
});
