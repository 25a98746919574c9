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

describe("decision 0078: a picture the platform ships, and the hero's search", () => {
  const hero = {
    ...DEFAULT_HOME_PAGE.hero,
    imageUrl: "/pictures/hero/city-dusk",
    imageAlt: "Two cars on a city street at dusk",
  };
  const picture = { src: "/_next/static/media/city-dusk.0a1b2c.jpg", width: 1600, height: 1000 };

  it("draws it optimised: sized, preloaded at high priority, served per screen width, never lazy", () => {
    const html = renderToStaticMarkup(h(HomeHero, { hero, ...base, picture }));
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('alt="Two cars on a city street at dusk"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="1000"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).toMatch(
      /srcSet="\/_next\/image\?url=%2F_next%2Fstatic%2Fmedia%2Fcity-dusk\.0a1b2c\.jpg&amp;w=\d+/,
    );
    expect(img).toContain('sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"');
  });

  it("shows no broken picture when a shipped picture's address comes without the picture", () => {
    const html = renderToStaticMarkup(h(HomeHero, { hero, ...base }));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("md:grid-cols-2");
  });

  it("puts the search under the words", () => {
    const html = renderToStaticMarkup(
      h(HomeHero, { hero, ...base, picture, search: h("form", { "aria-label": "Search our cars" }) }),
    );
    expect(html.indexOf("</h1>")).toBeLessThan(html.indexOf('aria-label="Search our cars"'));
  });
});
