import { describe, expect, it } from "vitest";
import { answerOfferPath, offerPath, parseOfferPath, singleManufacturer } from "./offer-paths";

const corolla = { slug: "low-rate-finance-on-corolla", manufacturerName: "Toyota" };
const tradeIn = { slug: "trade-in-bonus", manufacturerName: null };

describe("spec 02 §2: /offers/{id}, or /offers/{manufacturer}/{id} when the site has no single manufacturer", () => {
  it("a site whose dealerships all sell one make has a single manufacturer; a group or a used yard has none", () => {
    expect(singleManufacturer([{ manufacturerName: "Toyota" }, { manufacturerName: "toyota " }])).toBe(
      "Toyota",
    );
    expect(singleManufacturer([{ manufacturerName: "Toyota" }, { manufacturerName: "Mazda" }])).toBeNull();
    expect(singleManufacturer([{ manufacturerName: null }])).toBeNull();
    expect(singleManufacturer([])).toBeNull();
  });

  it("the canonical path: the make's segment only on a site without a single manufacturer", () => {
    expect(offerPath(corolla, "Toyota")).toBe("/offers/low-rate-finance-on-corolla");
    expect(offerPath(corolla, null)).toBe("/offers/toyota/low-rate-finance-on-corolla");
    expect(offerPath({ slug: "x", manufacturerName: "Alfa Romeo" }, null)).toBe("/offers/alfa-romeo/x");
    // An offer about no make has nothing to put in the segment.
    expect(offerPath(tradeIn, null)).toBe("/offers/trade-in-bonus");
  });

  it("one or two segments name an offer; any other shape is not an offer page", () => {
    expect(parseOfferPath(["a"])).toEqual({ slug: "a", manufacturer: null });
    expect(parseOfferPath(["toyota", "a"])).toEqual({ slug: "a", manufacturer: "toyota" });
    expect(parseOfferPath([])).toBeNull();
    expect(parseOfferPath(["a", "b", "c"])).toBeNull();
  });

  it("the canonical URL shows; the other spelling redirects to it; a wrong make is a 404", () => {
    const multi = null;
    expect(answerOfferPath({ slug: corolla.slug, manufacturer: "toyota" }, corolla, multi)).toEqual({
      kind: "show",
    });
    expect(answerOfferPath({ slug: corolla.slug, manufacturer: null }, corolla, multi)).toEqual({
      kind: "redirect",
      to: "/offers/toyota/low-rate-finance-on-corolla",
    });
    expect(answerOfferPath({ slug: corolla.slug, manufacturer: "mazda" }, corolla, multi)).toEqual({
      kind: "not-found",
    });
    expect(answerOfferPath({ slug: corolla.slug, manufacturer: null }, corolla, "Toyota")).toEqual({
      kind: "show",
    });
    expect(answerOfferPath({ slug: corolla.slug, manufacturer: "toyota" }, corolla, "Toyota")).toEqual({
      kind: "redirect",
      to: "/offers/low-rate-finance-on-corolla",
    });
    expect(answerOfferPath({ slug: tradeIn.slug, manufacturer: "toyota" }, tradeIn, multi)).toEqual({
      kind: "not-found",
    });
  });
});
