import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApplyOffer, UseMyOffer } from "./apply-offer";

/**
 * Issue 34 item 1 "apply it to a car" (decision 0084): on a car's Trade In page opened with an offer
 * made elsewhere, the offer against the car's price and the button that sends it with the car; the
 * "use my offer" link waits for the browser to find a remembered offer (nothing drawn on the server).
 */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

describe("ApplyOffer", () => {
  it("shows the offer, the car's price less it, and the button naming the car", () => {
    const html = renderToStaticMarkup(
      h(ApplyOffer, {
        tradeInId: "tv_x",
        car: { id: 7, name: "2022 Toyota RAV4 GXL", price: 45_990, priceText: "$45,990" },
        offer: 20_000,
        vehicle: "your 2019 Mazda CX-5",
        path: "/cars/trade-in?car_id=7",
      }),
    );
    expect(text(html)).toContain("Our offer of $20,000 for your 2019 Mazda CX-5, subject to an inspection.");
    expect(text(html)).toContain(
      "2022 Toyota RAV4 GXL$45,990Trade-in offer−$20,000Price after trade-in$25,990",
    );
    expect(html).toMatch(/<button type="button"[^>]*>Put my offer toward the 2022 Toyota RAV4 GXL<\/button>/);
  });

  it("leaves the sum out for a car without a price", () => {
    const html = renderToStaticMarkup(
      h(ApplyOffer, {
        tradeInId: "tv_x",
        car: { id: 7, name: "2022 Toyota RAV4 GXL", price: null, priceText: null },
        offer: 20_000,
        vehicle: "your car",
        path: "/cars/trade-in?car_id=7",
      }),
    );
    expect(text(html)).not.toContain("Price after trade-in");
  });

  it("UseMyOffer draws nothing until the browser finds an offer", () => {
    expect(
      renderToStaticMarkup(h(UseMyOffer, { carId: 7, carName: "RAV4", pagePath: "/cars/trade-in?car_id=7" })),
    ).toBe("");
  });
});
