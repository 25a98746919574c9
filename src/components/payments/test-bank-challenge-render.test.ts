import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TestBankChallenge } from "./test-bank-challenge";

/** Decision 0072's local test bank page, as the shopper first sees it (drawn on the server). */
describe("the test bank's 3-D Secure page", () => {
  const html = renderToStaticMarkup(
    h(TestBankChallenge, { paymentRef: "lp_1", amount: "$200", payee: "Metro Toyota" }),
  );

  it("names the amount and the payee", () => {
    expect(html).toContain("Confirm the payment of <strong>$200</strong> to Metro Toyota?");
  });

  it("offers both answers, which wait for the page's script (a tap before it would do nothing)", () => {
    const buttons = html.match(/<button\b[^>]*>[^<]*<\/button>/g) ?? [];
    expect(buttons.map((b) => b.replace(/<[^>]+>/g, ""))).toEqual([
      "Complete authentication",
      "Fail authentication",
    ]);
    for (const button of buttons) expect(button).toMatch(/\bdisabled=""/);
  });
});
