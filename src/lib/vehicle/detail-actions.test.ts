import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { financeHref } from "./card-actions";
import {
  carPhone,
  DETAIL_ACTION_DIALOGS,
  detailActions,
  historyReportHref,
  matchesFeatureFilter,
  primaryDetailActions,
  stickyBarActions,
} from "./detail-actions";

const defaults = parseSiteConfig({});
const def = getTemplate("default");
const toyota = getTemplate("toyota");
const ctx = { config: defaults, template: def };
const kinds = (actions: { kind: string }[]) => actions.map((a) => a.kind);
const find = (actions: { kind: string }[], kind: string) => actions.find((a) => a.kind === kind);

describe("spec 02 §4 'the chat (Instant Message) option replaces Enquire when checkout is enabled and a chat token is present'", () => {
  const chat = parseSiteConfig({ features: { chat: true }, chat: { token: "local-chat-token" } });
  it("a car offering checkout on a site with chat gets 'Instant Message' in Enquire's place, also in the sticky bar", () => {
    const actions = detailActions(testCar(), { config: chat, template: def });
    expect(actions[0]).toEqual({ kind: "instant-message", label: "Instant Message", href: "#enquire" });
    expect(kinds(actions)).not.toContain("enquire");
    expect(stickyBarActions(actions).map((a) => [a.kind, a.primary])).toEqual([
      ["instant-message", true],
      ["reserve", false],
    ]);
  });
  it("keeps Enquire when the car offers no checkout, or the site has no chat token", () => {
    expect(
      kinds(detailActions(testCar({ checkoutEnabled: false }), { config: chat, template: def })),
    ).toContain("enquire");
    const noToken = parseSiteConfig({ features: { chat: true } });
    expect(kinds(detailActions(testCar(), { config: noToken, template: def }))).toContain("enquire");
  });
});

describe("detail page buttons (spec 01 §2 'Buttons on the detail page', §4 Availability)", () => {
  it("spec 01 §2: an in-stock car gets enquire, reserve, test drive, finance, trade-in, call and location, in order", () => {
    const car = testCar();
    expect(detailActions(car, ctx)).toEqual([
      { kind: "enquire", label: "Enquire Now", href: "#enquire" },
      { kind: "reserve", label: "Reserve Now", href: "/cars/2021-toyota-hilux-sr5-42/checkout" },
      { kind: "test-drive", label: "Book a Test Drive", href: "/book-test-drive?car_id=42" },
      { kind: "finance", label: "Finance", href: financeHref(car, ctx) },
      { kind: "trade-in", label: "Trade In", href: "/cars/trade-in?car_id=42" },
      { kind: "call", label: "Call 07 3123 4567", href: "tel:0731234567" },
      { kind: "location", label: "View Location", href: "#vehicle-map" },
    ]);
  });
  it("spec 01 §4 / spec 02 §4: an out-of-stock car shows only 'Find Me Something Similar'", () => {
    expect(detailActions(testCar({ status: "sold" }), ctx)).toEqual([
      { kind: "find-similar", label: "Find Me Something Similar", href: "#find-similar" },
    ]);
    expect(detailActions(testCar({ status: "sold" }), { config: defaults, template: toyota })).toEqual([
      { kind: "find-similar", label: "Find me something similar", href: "#find-similar" },
    ]);
  });
  it("spec 01 §4: coming_soon counts as in stock and gets the full buttons", () => {
    expect(kinds(detailActions(testCar({ status: "coming_soon" }), ctx))).toContain("enquire");
  });
  it("a reserved car (already held for a buyer) offers neither Reserve nor Buy Online", () => {
    const config = parseSiteConfig({ features: { online_purchase: true } });
    const actions = kinds(detailActions(testCar({ reserved: true }), { config, template: def }));
    expect(actions).not.toContain("reserve");
    expect(actions).not.toContain("online-purchase");
    expect(actions).toContain("enquire");
  });
  it("spec 01 §2: Reserve needs checkout enabled for the car and the site's reserve feature", () => {
    expect(kinds(detailActions(testCar({ checkoutEnabled: false }), ctx))).not.toContain("reserve");
    // Spec 02 §6: a site gating checkout without sign-in offers no Reserve; with sign-in, it does (the
    // checkout page sends a signed-out shopper to sign in first).
    const gated = { config: parseSiteConfig({ gated_pages: ["checkout"] }), template: def };
    expect(kinds(detailActions(testCar(), gated))).not.toContain("reserve");
    const withSignIn = parseSiteConfig({ gated_pages: ["checkout"], features: { authentication: true } });
    expect(kinds(detailActions(testCar(), { config: withSignIn, template: def }))).toContain("reserve");
    const off = parseSiteConfig({ features: { reserve: false } });
    expect(kinds(detailActions(testCar(), { config: off, template: def }))).not.toContain("reserve");
  });
  it("spec 01 §9 allow lists: Reserve needs the car to match feature_filters.reserve", () => {
    const config = parseSiteConfig({ feature_filters: { reserve: "car_type:new" } });
    expect(kinds(detailActions(testCar(), { config, template: def }))).not.toContain("reserve");
    expect(kinds(detailActions(testCar({ carType: "new" }), { config, template: def }))).toContain("reserve");
  });
  it("spec 01 §2: Online Purchase needs the site feature, checkout enabled and feature_filters.online_purchase", () => {
    expect(kinds(detailActions(testCar(), ctx))).not.toContain("online-purchase");
    const on = parseSiteConfig({ features: { online_purchase: true } });
    expect(find(detailActions(testCar(), { config: on, template: def }), "online-purchase")).toEqual({
      kind: "online-purchase",
      label: "Buy Online",
      href: "/checkout-journey?car_id=2021-toyota-hilux-sr5-42",
    });
    expect(
      kinds(detailActions(testCar({ checkoutEnabled: false }), { config: on, template: def })),
    ).not.toContain("online-purchase");
    const filtered = parseSiteConfig({
      features: { online_purchase: true },
      feature_filters: { online_purchase: "price < 40000" },
    });
    expect(kinds(detailActions(testCar(), { config: filtered, template: def }))).not.toContain(
      "online-purchase",
    );
  });
  it("spec 01 §2: Trade In needs trade-in enabled for the car, the site feature and feature_filters.trade_in", () => {
    expect(kinds(detailActions(testCar({ tradeInEnabled: false }), ctx))).not.toContain("trade-in");
    const off = parseSiteConfig({ features: { trade_in: false } });
    expect(kinds(detailActions(testCar(), { config: off, template: def }))).not.toContain("trade-in");
    const filtered = parseSiteConfig({ feature_filters: { trade_in: "categories:Commercial" } });
    expect(kinds(detailActions(testCar(), { config: filtered, template: def }))).toContain("trade-in");
    expect(
      kinds(detailActions(testCar({ categories: [] }), { config: filtered, template: def })),
    ).not.toContain("trade-in");
  });
  it("spec 01 §2: the history report needs the car's file link and opens outside the site", () => {
    expect(kinds(detailActions(testCar({ fileUrl: "  " }), ctx))).not.toContain("history");
    const actions = detailActions(testCar({ fileUrl: "https://reports.example.com/42.pdf" }), ctx);
    expect(find(actions, "history")).toEqual({
      kind: "history",
      label: "History Report",
      href: "https://reports.example.com/42.pdf",
      external: true,
    });
    expect(kinds(actions).indexOf("history")).toBeGreaterThan(kinds(actions).indexOf("enquire"));
  });
  it("spec 01 §2 history report: a file link that is not http(s) or a site path never becomes a link", () => {
    expect(historyReportHref("javascript:alert(1)")).toBeNull();
    expect(historyReportHref("data:text/html,x")).toBeNull();
    expect(historyReportHref("//evil.example/x")).toBeNull();
    // Browsers read '/\\host' as another host (issue 16 §7's rule, lib/net/link-url).
    expect(historyReportHref("/\\evil.example/report.pdf")).toBeNull();
    expect(historyReportHref("/files/42.pdf")).toBe("/files/42.pdf");
  });
  it("spec 01 §2: the finance button uses the template's label and the finance link, and follows features.finance_button", () => {
    const car = testCar();
    const brand = { config: defaults, template: toyota };
    expect(find(detailActions(car, brand), "finance")).toEqual({
      kind: "finance",
      label: "Finance Enquiry",
      href: financeHref(car, brand),
    });
    const off = parseSiteConfig({ features: { finance_button: false } });
    expect(kinds(detailActions(car, { config: off, template: def }))).not.toContain("finance");
  });
  it("decision 0074 yard-aware phone: the dealership's department line, then the car's own yard, then the site's lines", () => {
    const config = parseSiteConfig({
      phone_numbers: { used: "1300 123 456" },
      contact: { phone: "07 3000 0000" },
    });
    // A group's used-car line is its head office's: the car's yard comes first.
    expect(carPhone(testCar(), config)).toBe("07 3123 4567");
    // The car's dealership's own line for its type (spec 01 §9 "phone selection by car type") wins.
    expect(carPhone(testCar(), config, { used: "08 9555 0699" })).toBe("08 9555 0699");
    expect(carPhone(testCar({ carType: "new" }), config, { used: "08 9555 0699" })).toBe("07 3123 4567");
    // No yard: the site's line for the type, then its main number.
    expect(carPhone(testCar({ location: null }), config)).toBe("1300 123 456");
    expect(carPhone(testCar({ carType: "new", location: null }), config)).toBe("07 3000 0000");
    expect(
      find(
        detailActions(testCar(), { config, template: def, departmentLines: { used: "1300 999 000" } }),
        "call",
      ),
    ).toEqual({ kind: "call", label: "Call 1300 999 000", href: "tel:1300999000" });
  });
  it("spec 01 §8 'No phone number for the car': no call button, and no location button without a location", () => {
    const actions = detailActions(testCar({ location: null }), ctx);
    expect(kinds(actions)).not.toContain("call");
    expect(kinds(actions)).not.toContain("location");
  });
});

describe("which buttons open a dialog, which are repeated where (spec 02 §2, §4)", () => {
  it("spec 02 §2: 'Enquire Now' opens the Quick Enquiry modal; every other button is a link", () => {
    const car = testCar();
    const dialogs = detailActions(car, ctx).filter((a) => DETAIL_ACTION_DIALOGS[a.kind]);
    expect(dialogs.map((a) => [a.kind, DETAIL_ACTION_DIALOGS[a.kind]])).toEqual([
      ["enquire", "quick-enquiry"],
    ]);
    // A sold car's 'Find Me Something Similar' goes to the prefilled form on the page, not a modal.
    expect(detailActions(testCar({ status: "sold" }), ctx).some((a) => DETAIL_ACTION_DIALOGS[a.kind])).toBe(
      false,
    );
  });
  it("call and location are not among the page's main buttons (they have their own places)", () => {
    expect(kinds(primaryDetailActions(detailActions(testCar(), ctx)))).toEqual([
      "enquire",
      "reserve",
      "test-drive",
      "finance",
      "trade-in",
    ]);
  });
  it("spec 02 §4: the sticky bar repeats enquire and reserve (reserve secondary), or find-similar when sold", () => {
    expect(stickyBarActions(detailActions(testCar(), ctx)).map((a) => [a.kind, a.primary])).toEqual([
      ["enquire", true],
      ["reserve", false],
    ]);
    expect(
      stickyBarActions(detailActions(testCar({ status: "sold" }), ctx)).map((a) => [a.kind, a.primary]),
    ).toEqual([["find-similar", true]]);
  });
});

describe("feature filters (spec 01 §9 'allow lists for garage, compare and other features')", () => {
  it("spec 01 §9: an empty feature filter matches every car", () => {
    expect(matchesFeatureFilter(testCar(), defaults, "garage")).toBe(true);
    expect(
      matchesFeatureFilter(testCar(), parseSiteConfig({ feature_filters: { garage: "  " } }), "garage"),
    ).toBe(true);
  });
  it("spec 01 §9: filtered_features are read for a feature filter", () => {
    const config = parseSiteConfig({ feature_filters: { compare: 'filtered_features:"Reversing Camera"' } });
    expect(matchesFeatureFilter(testCar(), config, "compare")).toBe(true);
    expect(matchesFeatureFilter(testCar({ filteredFeatures: [] }), config, "compare")).toBe(false);
  });
  it("a feature filter that does not parse offers the feature to no car", () => {
    const config = parseSiteConfig({});
    const broken = { ...config, feature_filters: { ...config.feature_filters, compare: "make:(" } };
    expect(matchesFeatureFilter(testCar(), broken, "compare")).toBe(false);
  });
});
