import { type ComponentProps, type FunctionComponent, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GarageReservation, GarageTradeIn } from "@/lib/garage/garage";
import { testCar } from "../../../test/test-car";
import { GaragePage, type GaragePageProps } from "./garage-page";
import { GarageReservations } from "./garage-reservations";
import { GarageSavedCars } from "./garage-saved-cars";
import { GarageSection } from "./garage-section";
import { GarageTradeIns } from "./garage-trade-ins";

/**
 * Issue 21 §5 (decision 0039), the garage on screen: one h1, a section named by its h2 for each
 * thing the shopper keeps, and each empty one saying what to do to fill it. Favourites and viewed cars
 * are read from the browser after the page loads: e2e/garage.spec.
 */

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-6])[^>]*>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);

const RESERVATION: GarageReservation = {
  id: "r1",
  car: { name: "2021 Toyota HiLux SR5", href: "/cars/2021-toyota-hilux-sr5-42" },
  status: "Reserved",
  hold: "Held until Monday 4 May, 5:00 pm",
  deposit: "$500",
};
const TRADE_IN: GarageTradeIn = {
  id: "t1",
  title: "2019 Mazda CX-5 Maxx Sport",
  status: "Offer accepted",
  estimate: "$29,000 to $33,000",
  offer: "$30,000",
  note: null,
  dealerOffer: null,
  valuedOn: "1 May 2026",
  towards: { name: "2021 Toyota HiLux SR5", href: "/cars/2021-toyota-hilux-sr5-42" },
  link: { href: "/cars/trade-in?valuation=t1", text: "See the offer" },
};
const PAGE: GaragePageProps = {
  signedInAs: "0412 ••• 678",
  noPriceText: "Call for price",
  savedCars: [testCar()],
  reservations: [RESERVATION],
  tradeIns: [TRADE_IN],
  tradeInPath: "/cars/trade-in",
  favourites: true,
  savedSearches: h("p", null, "Hilux under $50,000"),
};

describe("GaragePage", () => {
  it("is headed 'My garage' with who is signed in, then an h2 per section in order, each car's h3 within", () => {
    const html = renderToStaticMarkup(h(GaragePage, PAGE));
    expect(text(html)).toContain("Signed in as 0412 ••• 678");
    expect(headings(html)).toEqual([
      "h1 My garage",
      "h2 Saved cars",
      "h3 2021 Toyota HiLux SR5",
      "h2 Saved searches",
      "h2 Reservations",
      "h2 Trade-in valuations",
      "h2 Favourites",
      "h2 Recently viewed",
    ]);
    expect(text(html)).toContain("Hilux under $50,000");
    expect(text(html)).toContain("Kept in this browser.");
  });

  it("leaves out the sections the site does not show", () => {
    const html = renderToStaticMarkup(
      h(GaragePage, {
        ...PAGE,
        reservations: null,
        tradeIns: null,
        favourites: false,
        savedSearches: undefined,
      }),
    );
    expect(headings(html)).toEqual([
      "h1 My garage",
      "h2 Saved cars",
      "h3 2021 Toyota HiLux SR5",
      "h2 Recently viewed",
    ]);
    for (const gone of ["Saved searches", "Reservations", "Trade-in valuations", "Favourites"]) {
      expect(headings(html)).not.toContain(`h2 ${gone}`);
    }
  });
});

describe("GarageSection", () => {
  it("is a region named by its h2", () => {
    const section = GarageSection as FunctionComponent<
      Omit<ComponentProps<typeof GarageSection>, "children">
    >;
    const html = renderToStaticMarkup(
      h(section, { id: "x-heading", heading: "Saved searches", testId: "x" }, h("p", null, "…")),
    );
    expect(html).toBe(
      '<section aria-labelledby="x-heading" class="mt-10" data-testid="x"><h2 id="x-heading" class="text-xl font-bold">Saved searches</h2><p>…</p></section>',
    );
  });
});

describe("GarageSavedCars", () => {
  it("lists each saved car with its Save button, and says when one has sold", () => {
    const html = renderToStaticMarkup(
      h(GarageSavedCars, {
        cars: [testCar(), testCar({ id: 43, slug: "sold-43", status: "sold" })],
        noPriceText: "Call for price",
      }),
    );
    expect(html).toContain('data-testid="garage-saved-cars"');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('href="/cars/2021-toyota-hilux-sr5-42"');
    expect(text(html).match(/This car has sold\./g)).toHaveLength(1);
  });

  it("with none, says how to save one and links to the search", () => {
    const html = renderToStaticMarkup(h(GarageSavedCars, { cars: [], noPriceText: "Call for price" }));
    expect(text(html)).toContain("No saved cars yet. Press Save on any car");
    expect(html).toMatch(/<a href="\/search"[^>]*>Browse cars<\/a>/);
  });
});

describe("GarageReservations", () => {
  it("links each reserved car and says its status, hold and deposit", () => {
    const html = renderToStaticMarkup(h(GarageReservations, { reservations: [RESERVATION] }));
    expect(html).toMatch(/<a href="\/cars\/2021-toyota-hilux-sr5-42"[^>]*>2021 Toyota HiLux SR5<\/a>/);
    expect(text(html)).toContain("Reserved Held until Monday 4 May, 5:00 pm Deposit $500");
  });

  it("with none, says how to reserve a car", () => {
    const html = renderToStaticMarkup(h(GarageReservations, { reservations: [] }));
    expect(text(html)).toContain("None yet. Press Reserve Now on a car's page");
  });
});

describe("GarageTradeIns", () => {
  it("shows each valuation's estimate and offer, the car it goes towards, and a link back named for the car", () => {
    const html = renderToStaticMarkup(
      h(GarageTradeIns, { tradeIns: [TRADE_IN], tradeInPath: "/cars/trade-in" }),
    );
    expect(text(html)).toContain("Estimate $29,000 to $33,000; our offer $30,000, subject to inspection");
    expect(text(html)).toContain("Towards the 2021 Toyota HiLux SR5");
    expect(text(html)).toContain("Valued 1 May 2026");
    expect(html).toMatch(
      /<a href="\/cars\/trade-in\?valuation=t1"[^>]*>See the offer<span class="sr-only"> for the 2019 Mazda CX-5 Maxx Sport<\/span><\/a>/,
    );
  });

  it("issue 31 §6: a revised offer shows the dealer's figure and note in place of the online offer", () => {
    const html = renderToStaticMarkup(
      h(GarageTradeIns, {
        tradeIns: [
          {
            ...TRADE_IN,
            status: "Offer revised",
            offer: null,
            dealerOffer: {
              text: "Our revised offer: $27,500 (was $30,000), subject to inspection",
              note: "The tyres need replacing.",
            },
          },
        ],
        tradeInPath: "/cars/trade-in",
      }),
    );
    expect(text(html)).toContain("Offer revised");
    expect(text(html)).toContain("Our revised offer: $27,500 (was $30,000), subject to inspection");
    expect(text(html)).toContain("“The tyres need replacing.”");
    expect(text(html)).not.toContain("our offer $30,000");
  });

  it("a valuation done in person shows its reason and no estimate", () => {
    const html = renderToStaticMarkup(
      h(GarageTradeIns, {
        tradeIns: [
          { ...TRADE_IN, estimate: null, offer: null, note: "We'll value it in person.", link: null },
        ],
        tradeInPath: null,
      }),
    );
    expect(text(html)).toContain("We'll value it in person.");
    expect(text(html)).not.toContain("Estimate");
  });

  it("with none, links to the site's trade-in page, or only explains when there is none", () => {
    const html = renderToStaticMarkup(h(GarageTradeIns, { tradeIns: [], tradeInPath: "/cars/trade-in" }));
    expect(text(html)).toContain("No valuations yet.");
    expect(html).toMatch(/<a href="\/cars\/trade-in"[^>]*>Value my car<\/a>/);
    expect(renderToStaticMarkup(h(GarageTradeIns, { tradeIns: [], tradeInPath: null }))).not.toContain(
      "Value my car",
    );
  });
});
