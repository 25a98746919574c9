import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_HOME_PAGE } from "@/lib/content/home-page";
import { HomeHero } from "./home-hero";

const base = { siteName: "Metro Motor Group", stockLine: "120 cars in stock across 3 locations." };

describe("decision 0060: the home page's hero", () => {
  it("is the template's hero when nothing is edited: the site's name, the stock line, Browse all stock", () => {
    const html = renderToStaticMarkup(h(HomeHero, { hero: DEFAULT_HOME_PAGE.hero, ...base }));
    expect(html).toMatch(/<h1 id="home-heading"[^>]*>Metro Motor Group<\/h1>/);
    expect(html).toContain("120 cars in stock across 3 locations.");
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Browse all stock<\/a>/);
    expect(html).not.toContain("<img");
  });

  it("shows the dealer's words, button and described picture beside the words", () => {
    const html = renderToStaticMarkup(
      h(HomeHero, {
        hero: {
          heading: "Drive away today",
          text: "Family-owned since 1982.",
          imageUrl: "https://cdn.example.com/yard.jpg",
          imageAlt: "Our yard at dusk",
          buttonText: "See offers",
          buttonLink: "/special-offers",
        },
        ...base,
      }),
    );
    expect(html).toContain(">Drive away today</h1>");
    expect(html).toContain("Family-owned since 1982.");
    expect(html).not.toContain("cars in stock");
    expect(html).toMatch(/<a [^>]*href="\/special-offers"[^>]*>See offers<\/a>/);
    expect(html).toMatch(/<img src="https:\/\/cdn.example.com\/yard.jpg" alt="Our yard at dusk"/);
    expect(html).toContain("md:grid-cols-2");
  });

  it("opens an outside address as a plain link, and in the console's preview goes nowhere, a heading down", () => {
    const hero = {
      ...DEFAULT_HOME_PAGE.hero,
      buttonText: "Book a service",
      buttonLink: "https://book.example.com",
    };
    expect(renderToStaticMarkup(h(HomeHero, { hero, ...base }))).toMatch(
      /<a href="https:\/\/book.example.com"[^>]*rel="noopener"/,
    );
    const preview = renderToStaticMarkup(h(HomeHero, { hero, ...base, preview: true }));
    expect(preview).not.toContain("<a ");
    expect(preview).not.toContain("<h1");
    expect(preview).toMatch(/<h3 id="home-heading-preview"/);
    expect(preview).toContain("Book a service");
  });
});
