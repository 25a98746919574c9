import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroSearch } from "./hero-search";
import { PriceBands } from "./price-bands";

const MAKES = [
  {
    make: "Toyota",
    models: [
      { value: "Toyota HiLux", label: "HiLux" },
      { value: "Toyota Corolla", label: "Corolla" },
    ],
  },
  { make: "Mazda", models: [{ value: "Mazda CX-5", label: "CX-5" }] },
];

describe("decision 0078: the hero's make, model and keyword search", () => {
  it("is a GET form to /search with labelled make, model and keyword fields, working without JavaScript", () => {
    const html = renderToStaticMarkup(h(HeroSearch, { makes: MAKES }));
    expect(html).toMatch(/^<search aria-label="Search our cars"><form [^>]*action="\/search" method="get">/);
    expect(html).toMatch(/<label[^>]*>Make<select name="make"/);
    expect(html).toMatch(/<label[^>]*>Model<select name="make_model"/);
    expect(html).toMatch(/<label[^>]*>Keywords<input type="search"[^>]* name="query"/);
    expect(html).toContain('<option value="" selected="">Any make</option>');
    expect(html).toContain('<button type="submit"');
  });

  it("lists every make's models under their make before JavaScript runs", () => {
    const html = renderToStaticMarkup(h(HeroSearch, { makes: MAKES }));
    expect(html).toMatch(
      /<optgroup label="Toyota"><option value="Toyota HiLux">HiLux<\/option><option value="Toyota Corolla">Corolla<\/option><\/optgroup><optgroup label="Mazda">/,
    );
    expect(html).not.toContain("data-enhanced");
  });
});

describe("decision 0078: shop by price", () => {
  it("shows each band with its count, linking to that band's search", () => {
    const html = renderToStaticMarkup(
      h(PriceBands, {
        bands: [{ label: "Under $10,000", count: 1234, href: "/search?price_range=Under+%2410%2C000" }],
      }),
    );
    expect(html).toMatch(/<h2 id="browse-price"[^>]*>Browse by price<\/h2>/);
    expect(html).toMatch(
      /<a href="\/search\?price_range=Under\+%2410%2C000"[^>]*><span[^>]*>Under \$10,000<\/span>/,
    );
    expect(html).toContain("1,234 in stock");
  });

  it("is left out when no band has a car", () => {
    expect(renderToStaticMarkup(h(PriceBands, { bands: [] }))).toBe("");
  });
});
