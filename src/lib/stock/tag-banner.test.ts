import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { isJustArrived, type TagBannerCar, tagBanner } from "./tag-banner";

const NOW = new Date("2025-07-10T12:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

/** An in-stock car that matches no rule: old, untagged, petrol, not reserved or certified. */
const plain: TagBannerCar = {
  status: "in_stock",
  reserved: false,
  certified: false,
  carType: "used",
  make: "Toyota",
  tag: null,
  simpleFuel: "Petrol",
  createdAt: daysAgo(30),
};
const car = (over: Partial<TagBannerCar>): TagBannerCar => ({ ...plain, ...over });

const fuelOn = parseSiteConfig({ features: { fuel_tag: true } });
const defaults = parseSiteConfig({});
const ctx = (config = defaults, certifiedBadgeMake?: string) => ({
  config,
  now: NOW,
  certifiedBadgeMake,
});

/** A car for which every in-stock rule applies at once. */
const everything = car({
  simpleFuel: "Hybrid",
  reserved: true,
  certified: true,
  carType: "used",
  make: "Toyota",
  tag: "Runout Sale",
  status: "coming_soon",
  createdAt: daysAgo(1),
});

describe("tag banner precedence (spec 01 §4)", () => {
  it("spec 01 §4 tag banner rule 1: the fuel tag beats every other rule when the site enables it", () => {
    expect(tagBanner(everything, ctx(fuelOn, "Toyota"))).toEqual({ kind: "fuel", text: "Hybrid" });
  });
  it.each(["Electric", "Hybrid", "PHEV"])("spec 01 §4 tag banner rule 1: %s earns a fuel tag", (fuel) => {
    expect(tagBanner(car({ simpleFuel: fuel }), ctx(fuelOn))).toEqual({ kind: "fuel", text: fuel });
  });
  it("spec 01 §4 tag banner rule 1: a feed's lower-case 'phev' shows as 'PHEV'", () => {
    expect(tagBanner(car({ simpleFuel: " phev " }), ctx(fuelOn))).toEqual({ kind: "fuel", text: "PHEV" });
  });
  it("spec 01 §4 tag banner rule 1: other fuels (Diesel, Petrol, none) get no fuel tag", () => {
    for (const simpleFuel of ["Diesel", "Petrol", null, ""]) {
      expect(tagBanner(car({ simpleFuel }), ctx(fuelOn)).kind).toBe("none");
    }
  });
  it("spec 01 §4 tag banner rule 1: no fuel tag unless the site enables it (off by default)", () => {
    expect(tagBanner(car({ simpleFuel: "Electric" }), ctx(defaults)).kind).toBe("none");
    expect(tagBanner(everything, ctx(defaults, "Toyota"))).toEqual({ kind: "reserved", text: "RESERVED" });
  });
  it("spec 01 §4 tag banner rule 2: Reserved beats the certified badge, the car's own tag and later rules", () => {
    expect(tagBanner(everything, ctx(defaults, "Toyota"))).toEqual({ kind: "reserved", text: "RESERVED" });
    expect(tagBanner(car({ reserved: true }), ctx())).toEqual({ kind: "reserved", text: "RESERVED" });
  });
  it("spec 01 §4 tag banner rule 3: a certified used car of the badge make gets the certified badge, before its own tag", () => {
    const certified = car({ certified: true, tag: "Runout Sale", status: "coming_soon" });
    expect(tagBanner(certified, ctx(defaults, "Toyota"))).toEqual({
      kind: "certified",
      text: "Toyota Certified Pre-Owned",
    });
  });
  it("spec 01 §4 tag banner rule 3: makes compare case-insensitively and the badge uses the configured spelling", () => {
    const shouty = car({ certified: true, make: "TOYOTA" });
    expect(tagBanner(shouty, ctx(defaults, "toyota"))).toEqual({
      kind: "certified",
      text: "toyota Certified Pre-Owned",
    });
    expect(tagBanner(shouty, ctx(defaults, "Toyota")).text).toBe("Toyota Certified Pre-Owned");
  });
  it("spec 01 §4 tag banner rule 3: only certified, only used, only the badge make, only when a badge make is set", () => {
    expect(tagBanner(car({ certified: false }), ctx(defaults, "Toyota")).kind).toBe("none");
    expect(tagBanner(car({ certified: true, carType: "demo" }), ctx(defaults, "Toyota")).kind).toBe("none");
    expect(tagBanner(car({ certified: true, make: "Mazda" }), ctx(defaults, "Toyota")).kind).toBe("none");
    expect(tagBanner(car({ certified: true }), ctx(defaults)).kind).toBe("none");
  });
  it("spec 01 §4 tag banner rule 4: the car's own tag, trimmed, beats COMING SOON and just arrived", () => {
    const tagged = car({ tag: "  Test Drive Only ", status: "coming_soon", createdAt: daysAgo(1) });
    expect(tagBanner(tagged, ctx())).toEqual({ kind: "tag", text: "Test Drive Only" });
  });
  it("spec 01 §4 tag banner rule 4: a blank tag is no tag, so later rules apply", () => {
    expect(tagBanner(car({ tag: "   ", status: "coming_soon" }), ctx())).toEqual({
      kind: "coming-soon",
      text: "COMING SOON",
    });
  });
  it("spec 01 §4 tag banner rule 5: COMING SOON for a coming_soon car, before just arrived", () => {
    expect(tagBanner(car({ status: "coming_soon", createdAt: daysAgo(1) }), ctx())).toEqual({
      kind: "coming-soon",
      text: "COMING SOON",
    });
  });
  it("spec 01 §4 tag banner rule 6: a new car created within the window shows the default text 'New'", () => {
    expect(tagBanner(car({ carType: "new", createdAt: daysAgo(2) }), ctx())).toEqual({
      kind: "just-arrived",
      text: "New",
    });
  });
  it("issue 34: a used or demo car just arrived never reads 'New': its own text, 'Just arrived' by default", () => {
    for (const carType of ["used", "demo", "USED"]) {
      expect(tagBanner(car({ carType, createdAt: daysAgo(2) }), ctx())).toEqual({
        kind: "just-arrived",
        text: "Just arrived",
      });
    }
    const own = parseSiteConfig({ specifications: { just_arrived_used_tag_name: "Fresh trade-in" } });
    expect(tagBanner(car({ createdAt: daysAgo(2) }), ctx(own)).text).toBe("Fresh trade-in");
  });
  it("spec 01 §4 tag banner rule 6: the site's just_arrived_tag_name and just_arrived_days are used", () => {
    const config = parseSiteConfig({
      specifications: { just_arrived_days: 3, just_arrived_tag_name: "Just In" },
    });
    expect(tagBanner(car({ carType: "new", createdAt: daysAgo(2.5) }), ctx(config))).toEqual({
      kind: "just-arrived",
      text: "Just In",
    });
    expect(tagBanner(car({ createdAt: daysAgo(4) }), ctx(config)).kind).toBe("none");
  });
  it("spec 01 §9 just-arrived window 8 days: exactly 8 days counts, a millisecond more does not", () => {
    expect(tagBanner(car({ createdAt: daysAgo(8) }), ctx()).kind).toBe("just-arrived");
    const justOver = new Date(NOW.getTime() - 8 * DAY - 1).toISOString();
    expect(tagBanner(car({ createdAt: justOver }), ctx()).kind).toBe("none");
  });
  it("spec 01 §4 tag banner rule 6: a createdAt after now is not 'within N days before now'", () => {
    expect(tagBanner(car({ createdAt: daysAgo(-1) }), ctx()).kind).toBe("none");
    expect(tagBanner(car({ createdAt: NOW.toISOString() }), ctx()).kind).toBe("just-arrived");
  });
  it("spec 01 §4 tag banner rule 6: an unparseable createdAt is never just arrived", () => {
    expect(tagBanner(car({ createdAt: "not a date" }), ctx()).kind).toBe("none");
    expect(tagBanner(car({ createdAt: "" }), ctx()).kind).toBe("none");
  });
  it("spec 01 §4 tag banner rule 6: a window of 0 days switches the rule off", () => {
    expect(isJustArrived(NOW.toISOString(), NOW, 0)).toBe(false);
  });
  it("spec 01 §4 tag banner rule 7: no rule applies → no banner and empty text", () => {
    expect(tagBanner(plain, ctx(fuelOn, "Toyota"))).toEqual({ kind: "none", text: "" });
  });
});

describe("sold banner (spec 01 §4 'A car not in stock shows JUST SOLD or the site's sold text')", () => {
  it("spec 01 §4 availability: a sold car shows 'JUST SOLD' even when every in-stock rule would apply", () => {
    expect(tagBanner({ ...everything, status: "sold" }, ctx(fuelOn, "Toyota"))).toEqual({
      kind: "sold",
      text: "JUST SOLD",
    });
  });
  it("spec 01 §4 availability: any status other than in_stock/coming_soon is out of stock and uses the site's sold text", () => {
    const config = parseSiteConfig({ specifications: { sold_tag_name: "SOLD" } });
    expect(tagBanner(car({ status: "archived" }), ctx(config))).toEqual({ kind: "sold", text: "SOLD" });
  });
});
