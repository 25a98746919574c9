import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { carFeatures } from "@/lib/vehicle/car-features";
import { getTemplate } from "@/templates/registry";
import { CarFeatureCarousel } from "./car-feature-carousel";

const render = (carType: string) =>
  renderToStaticMarkup(
    h(
      CarFeatureCarousel,
      carFeatures(carType, {
        tradeInHref: "/trade-in",
        financeHref: "/finance",
        bannerImages: getTemplate("toyota").bannerImages,
      }),
    ),
  );

describe("the feature carousel on the car page (spec 02 §9, decision 0087)", () => {
  it("a used car's carousel: a headed region of four linked slides with the brand's pictures", () => {
    const html = render("used");
    expect(html).toContain(">Buying a used car with us</h2>");
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toMatch(
      /<a href="\/trade-in"[^>]*><img src="\/media\/banners\/toyota\/trade-in.svg" alt=""/,
    );
    // Previous and Next, disabled until the carousel has measured itself in a browser.
    expect(html.match(/aria-label="(Previous|Next)"[^>]*disabled/g)).toHaveLength(2);
  });

  it("a new car's carousel has three value-adds", () => {
    const html = render("new");
    expect(html).toContain(">More with your new car</h2>");
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('href="/vehicle-parts-and-accessories"');
  });

  it("renders nothing without items", () => {
    expect(renderToStaticMarkup(h(CarFeatureCarousel, { heading: "x", items: [] }))).toBe("");
  });
});
