import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leadFormCar } from "@/lib/leads/form-setup";
import { priceDisplay } from "@/lib/stock/price-display";
import type { Site } from "@/lib/tenancy/site";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { carPhone, detailActions } from "@/lib/vehicle/detail-actions";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { VehiclePage } from "./vehicle-page";
import { VehicleStickyBars } from "./vehicle-sticky-bars";
import { VehicleSummary, type VehicleSummaryProps } from "./vehicle-summary";

/**
 * Spec 01 §2 "/cars/{slug}", the car page on screen: the summary region beside the photos, the sections
 * below, and the sticky bars. The bars sliding in and the phone number's reveal need a browser:
 * e2e/vehicle.spec.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-3])[^>]*>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);

function site(overrides: Record<string, unknown> = {}): Site {
  return {
    id: 1,
    slug: "metro",
    name: "Metro Toyota",
    templateName: "default",
    template: getTemplate("default"),
    config: parseSiteConfig(overrides),
    domains: [],
    url: null,
    logoUrl: null,
    dealerships: [],
    dealershipIds: [7],
    listingVersion: 1,
  };
}
const FORM_SETUP = {
  options: {},
  dealerships: [],
  locations: [],
  financeEnquiryEvent: false,
  budgetQuickPicks: [],
};
const NOW = new Date("2026-03-01T00:00:00Z");

function summary(car: VehicleDetail, over: Partial<VehicleSummaryProps> = {}) {
  const { config, template } = site();
  const price = priceDisplay(car, { subscriptionPricing: false, noPriceText: "Enquire for price." });
  return renderToStaticMarkup(
    h(VehicleSummary, {
      site: site(),
      car,
      url: "https://metro.example/cars/a",
      now: NOW,
      price,
      finance: { estimate: null, financeCard: true },
      actions: detailActions(car, { config, template }),
      phone: carPhone(car, config),
      inStock: car.status === "in_stock",
      depositText: "A fully refundable $200 deposit holds the car.",
      quickEnquiry: { kind: "quick-enquiry", title: "Quick Enquiry", car: leadFormCar(car, price.text) },
      chatCar: { carId: car.id, carName: car.name },
      ...over,
    }),
  );
}

describe("VehiclePage", () => {
  it("names the car once in an h1, its summary region beside the gallery, and the bars last", () => {
    const html = renderToStaticMarkup(
      h(VehiclePage, {
        site: site(),
        car: testCar(),
        url: "https://metro.example/cars/a",
        now: NOW,
        formSetup: FORM_SETUP,
      }),
    );
    expect(headings(html).filter((h) => h.startsWith("h1"))).toEqual(["h1 2021 Toyota HiLux SR5"]);
    expect(tags(html, "aside").map((a) => a.match(/aria-label="([^"]+)"/)?.[1])).toEqual([
      "Price and actions",
      "Car summary",
    ]);
    expect(html).toContain('id="finance-calculator"');
    expect(html.indexOf('aria-label="Price and actions"')).toBeLessThan(
      html.indexOf('data-testid="sticky-cta-bar"'),
    );
    expect(html).toContain('data-testid="sticky-mobile-bar"');
  });

  it("spec 01 §2 'See more from this dealer' links to /search/{dealership_slug} for the site's own dealer", () => {
    const render = (dealerships: Site["dealerships"]) =>
      renderToStaticMarkup(
        h(VehiclePage, {
          site: { ...site(), dealerships },
          car: testCar(),
          url: "https://metro.example/cars/a",
          now: NOW,
          formSetup: FORM_SETUP,
        }),
      );
    const html = render([
      { id: 7, slug: "metro-toyota", name: "Metro Toyota Brisbane", manufacturerName: "Toyota", phone: null },
    ]);
    expect(html).toMatch(/<a href="\/search\/metro-toyota"[^>]*>See more from this dealer<\/a>/);
    expect(text(html)).toContain("(Metro Toyota Brisbane)");
    expect(render([])).not.toContain("See more from this dealer");
  });

  it("decision 0061: the page's body names its car, so a call, print or history link counts for that car", () => {
    const car = testCar();
    const html = renderToStaticMarkup(
      h(VehiclePage, {
        site: site(),
        car,
        url: "https://metro.example/cars/a",
        now: NOW,
        formSetup: FORM_SETUP,
      }),
    );
    expect(html.match(/data-car-id="(\d+)"/g)).toEqual([`data-car-id="${car.id}"`]);
    // The masked number is a button that reveals; 25 "phone call click" is the revealed tel: link's.
    expect(html).toContain('data-testid="phone-reveal"');
    expect(html).not.toContain("data-event-id");
  });
});

describe("the car's video (issue 32 §5, decision 0057)", () => {
  const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
  const page = (siteConfig: Record<string, unknown>, videoUrl: string | null) =>
    renderToStaticMarkup(
      h(VehiclePage, {
        site: site(siteConfig),
        car: testCar({ videoUrl }),
        url: "https://metro.example/cars/a",
        now: NOW,
        formSetup: FORM_SETUP,
      }),
    );

  it("where the site allows videos: a region named 'Video of' the car, under the photos, a play button and nothing from YouTube", () => {
    const html = page({ marketing: { youtube_embeds: true } }, VIDEO);
    expect(html).toMatch(
      /<section aria-labelledby="car-video"><h2 id="car-video"[^>]*>Video<span class="sr-only"> of 2021 Toyota HiLux SR5<\/span><\/h2>/,
    );
    expect(text(html)).toContain("Play video: Video of 2021 Toyota HiLux SR5");
    expect(html).toContain('data-video-embed="youtube"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie.com");
    // After the photos and the price, before the key information.
    expect(html.indexOf('aria-label="Price and actions"')).toBeLessThan(html.indexOf('id="car-video"'));
    expect(html.indexOf('id="car-video"')).toBeLessThan(html.indexOf('id="key-info"'));
  });

  it("where the site shows no videos, or the car has none, nothing of it renders", () => {
    for (const html of [page({}, VIDEO), page({ marketing: { youtube_embeds: true } }, null)]) {
      expect(html).not.toContain("car-video");
      expect(html).not.toContain("data-video-embed");
      expect(text(html)).not.toContain("Play video");
    }
  });
});

describe("VehicleSummary (spec 01 §2 the summary: price and actions)", () => {
  it("is the 'Price and actions' region: the car's h1, its price, the enquiry buttons and the deposit line", () => {
    const html = summary(testCar());
    expect(tags(html, "aside")[0]).toContain('aria-label="Price and actions"');
    expect(headings(html)[0]).toBe("h1 2021 Toyota HiLux SR5");
    expect(html).toMatch(/data-testid="price"[^>]*>\$45,990<\/p>/);
    const actions = html.match(/<ul class="grid gap-2" aria-label="Actions">.*?<\/ul>/)?.[0] ?? "";
    expect(text(actions).trim()).toBe("Enquire Now Reserve Now Book a Test Drive Finance Trade In");
    expect(text(html)).toContain("A fully refundable $200 deposit holds the car.");
    expect(html).toContain('href="/cars/trade-in?car_id=42"');
  });

  it("offers call and save, sharing, print and PDF, the Car Finance card and why to buy here", () => {
    const html = summary(testCar());
    expect(html).toContain('data-testid="phone-reveal"');
    expect(html).toContain('aria-label="Share this car"');
    expect(html).toContain('href="/print?car_id=2021-toyota-hilux-sr5-42"');
    expect(html).toContain('href="/cars/2021-toyota-hilux-sr5-42/pdf"');
    expect(headings(html)).toContain("h2 Car Finance");
    expect(headings(html)).toContain("h2 Why Buy From Us?");
  });

  it("a sold car says so, offers no number to call, and a site without the finance card leaves it out", () => {
    const car = testCar({ status: "sold", soldAt: "2026-02-01T00:00:00.000Z" });
    const html = summary(car, { finance: { estimate: null, financeCard: false }, depositText: null });
    expect(html).not.toContain('data-testid="phone-reveal"');
    expect(headings(html)).not.toContain("h2 Car Finance");
    expect(text(html)).not.toContain("deposit holds");
  });
});

describe("VehicleStickyBars (spec 02 §2 'a sticky call-to-action bar')", () => {
  const car = testCar();
  const { config, template } = site();
  const price = priceDisplay(car, { subscriptionPricing: false, noPriceText: "Enquire for price." });
  const render = (inStock: boolean, phone: string | null = "07 3123 4567") =>
    renderToStaticMarkup(
      h(VehicleStickyBars, {
        title: car.name,
        priceText: price.text,
        actions: detailActions(car, { config, template }),
        quickEnquiry: { kind: "quick-enquiry", title: "Quick Enquiry", car: leadFormCar(car, price.text) },
        chatCar: { carId: car.id, carName: car.name },
        phone,
        inStock,
        location: car.location,
      }),
    );

  it("the desktop bar names the car and its price with the bar's buttons; the phone bar calls and enquires", () => {
    const html = render(true);
    const bar = html.match(/<aside aria-label="Car summary".*?<\/aside>/)?.[0] ?? "";
    expect(text(bar)).toContain("2021 Toyota HiLux SR5 $45,990 Enquire Now Reserve Now");
    const phoneBar = html.match(/<nav aria-label="Quick actions".*?<\/nav>/)?.[0] ?? "";
    expect(phoneBar).toContain('href="tel:0731234567"');
    expect(phoneBar).toContain('href="#enquire"');
  });

  it("for a sold car the phone bar has no Call Now and goes to Find Similar", () => {
    const phoneBar = render(false).match(/<nav aria-label="Quick actions".*?<\/nav>/)?.[0] ?? "";
    expect(phoneBar).not.toContain('href="tel:');
    expect(phoneBar).toContain('href="#find-similar"');
  });
});
