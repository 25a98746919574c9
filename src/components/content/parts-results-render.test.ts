import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PartsResults } from "./parts-results";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const hit = {
  id: 1,
  name: "Towbar kit",
  partNumber: "PZ403-1037-00",
  category: "Towing",
  price: 1190,
  priceIncludesFitting: true,
  modelName: "HiLux",
  modelSlug: "hilux",
};

describe("PartsResults (spec 02 §2 '/parts/search', decision 0079: results from the genuine accessories)", () => {
  it("shows each part with its number, price and the model it fits, linked to that model's accessories", () => {
    const html = renderToStaticMarkup(h(PartsResults, { query: "towbar", hits: [hit] }));
    expect(text(html)).toContain('1 genuine part matching "towbar"');
    expect(text(html)).toContain("Part no. PZ403-1037-00");
    expect(text(html)).toContain("$1,190 (RRP, fitted)");
    expect(html).toMatch(/<a href="\/hilux\/accessories"[^>]*>Fits HiLux: see its accessories<\/a>/);
  });
  it("a part without a price reads 'Price on request'", () => {
    const html = renderToStaticMarkup(h(PartsResults, { query: "bar", hits: [{ ...hit, price: null }] }));
    expect(text(html)).toContain("Price on request");
  });
  it("nothing found says so, and points to the enquiry", () => {
    const html = renderToStaticMarkup(h(PartsResults, { query: "flux capacitor", hits: [] }));
    expect(text(html)).toContain('No genuine parts listed online match "flux capacitor"');
    expect(text(html)).toContain("send the enquiry below");
  });
});
