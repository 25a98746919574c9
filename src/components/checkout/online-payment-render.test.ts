import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OnlinePaymentPage } from "./online-payment-page";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("OnlinePaymentPage (spec 02 §2 '/online-payment', decision 0079)", () => {
  it("lists the shopper's deposits with where each stands, and the cards taken", () => {
    const html = renderToStaticMarkup(
      h(OnlinePaymentPage, {
        siteName: "Outback Used Cars",
        signedInAs: "0412 *** 678",
        phone: { text: "02 6555 0800", href: "tel:0265550800" },
        payments: [
          {
            id: "r1",
            car: { name: "2019 Toyota HiLux SR5", href: "/cars/2019-toyota-hilux" },
            status: "Held for you",
            hold: "Held until Sat 28 Nov, 2:00 pm",
            deposit: "$200",
          },
        ],
      }),
    );
    expect(html.match(/<h1[^>]*>([^<]+)</)?.[1]).toBe("Online payment");
    expect(text(html)).toContain("Signed in as 0412 *** 678");
    expect(html).toContain('href="/cars/2019-toyota-hilux"');
    expect(text(html)).toContain("Held for you");
    expect(text(html)).toContain("Deposit $200");
    expect(html).toContain('aria-label="Cards we accept"');
    expect(html).toContain('href="tel:0265550800"');
  });
  it("with no deposits yet, says how to pay one", () => {
    const html = renderToStaticMarkup(
      h(OnlinePaymentPage, { siteName: "Outback", signedInAs: "x", phone: null, payments: [] }),
    );
    expect(html).toContain('data-testid="garage-reservations-empty"');
    expect(html).toContain('href="/search"');
  });
});
