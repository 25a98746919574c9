import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReservationDeposit } from "./reservation-deposit";

/** Issue 36 item 1, decision 0072: the console shows the deposit as Stripe last confirmed it. */
const base = {
  amount: "$200",
  card: { brand: "visa", last4: "3184" },
  paymentProvider: "stripe",
  paymentRef: "pi_1",
  paymentAccount: "acct_dealer",
  paymentStatus: null,
  paymentStatusAt: null,
  disputeStatus: null,
  createdAt: new Date("2026-12-01T00:00:00Z"),
  heldAt: new Date("2026-12-01T00:00:00Z"),
  expiresAt: new Date("2026-12-03T00:00:00Z"),
  capturedAt: new Date("2026-12-01T00:00:01Z"),
  refundedAt: null,
  releasedAt: null,
  lastError: null,
  leadId: null,
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ");

describe("ReservationDeposit", () => {
  it("names the dealer's account and says when Stripe has not confirmed the payment yet", () => {
    const html = text(renderToStaticMarkup(h(ReservationDeposit, base)));
    expect(html).toContain("acct_dealer");
    expect(html).toContain("Not yet confirmed by Stripe");
  });

  it("a refund confirmed by Stripe's event, and a chargeback, are shown", () => {
    const html = text(
      renderToStaticMarkup(
        h(ReservationDeposit, {
          ...base,
          paymentStatus: "refunded",
          paymentStatusAt: new Date("2026-12-02T00:00:00Z"),
          refundedAt: new Date("2026-12-02T00:00:00Z"),
          disputeStatus: "needs_response",
        }),
      ),
    );
    expect(html).toContain("Refunded in full (confirmed by Stripe)");
    expect(html).toContain("needs response");
  });
});
