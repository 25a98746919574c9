import { describe, expect, it } from "vitest";
import { findManufacturer, MANUFACTURERS, manufacturerSlug } from "./manufacturers";

describe("manufacturerSlug", () => {
  it("lower-cases and hyphenates runs of other characters", () => {
    expect(manufacturerSlug("Alfa Romeo")).toBe("alfa-romeo");
    expect(manufacturerSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(manufacturerSlug("  GWM   Haval ")).toBe("gwm-haval");
  });

  it("spells '&' as 'and'", () => {
    expect(manufacturerSlug("Lynk & Co")).toBe("lynk-and-co");
    expect(manufacturerSlug("A&B")).toBe("a-and-b");
  });

  it("trims hyphens from both ends", () => {
    expect(manufacturerSlug("--Kia!--")).toBe("kia");
    expect(manufacturerSlug("***")).toBe("");
  });
});

describe("MANUFACTURERS", () => {
  it("has about 145 entries (spec 02 §3): between 130 and 170", () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(130);
    expect(MANUFACTURERS.length).toBeLessThanOrEqual(170);
  });

  it("has unique slugs", () => {
    const slugs = MANUFACTURERS.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("derives every slug from its name with manufacturerSlug", () => {
    for (const m of MANUFACTURERS) expect(m.slug).toBe(manufacturerSlug(m.name));
  });

  it("contains the spec's example slugs", () => {
    const slugs = new Set(MANUFACTURERS.map((m) => m.slug));
    for (const slug of ["alfa-romeo", "gwm-haval", "mercedes-benz", "land-rover"]) {
      expect(slugs.has(slug)).toBe(true);
    }
  });

  it("covers motorcycle and caravan makers as well as cars", () => {
    const slugs = new Set(MANUFACTURERS.map((m) => m.slug));
    for (const slug of [
      "harley-davidson",
      "kawasaki",
      "yamaha",
      "jayco",
      "coromal",
      "avan",
      "lotus-caravans",
    ]) {
      expect(slugs.has(slug)).toBe(true);
    }
  });
});

describe("findManufacturer", () => {
  it("finds by slug or by name in any case and spelling", () => {
    expect(findManufacturer("mercedes-benz")?.name).toBe("Mercedes-Benz");
    expect(findManufacturer("MERCEDES BENZ")?.slug).toBe("mercedes-benz");
    expect(findManufacturer("Isuzu UTE")?.slug).toBe("isuzu-ute");
  });

  it("returns undefined for an unknown make", () => {
    expect(findManufacturer("Not A Real Make")).toBeUndefined();
    expect(findManufacturer("")).toBeUndefined();
  });
});
