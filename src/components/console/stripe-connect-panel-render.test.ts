import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { connectStatus } from "@/lib/payments/connect-status";
import { StripeConnectPanel } from "./stripe-connect-panel";

/** Decision 0071: the Payments page's panel says where deposits go and offers Stripe's onboarding. */
describe("StripeConnectPanel", () => {
  it("not connected: the status and a Connect Stripe button", () => {
    const html = renderToStaticMarkup(
      h(StripeConnectPanel, { slug: "a", status: connectStatus(null), accountId: null, linkLapsed: false }),
    );
    expect(html).toContain("Not connected");
    expect(html).toMatch(/<button[^>]*>Connect Stripe<\/button>/);
  });

  it("taking deposits: the account's id, and no button; a lapsed link is said", () => {
    const status = connectStatus({
      accountId: "acct_9",
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      disabledReason: null,
    });
    const html = renderToStaticMarkup(
      h(StripeConnectPanel, { slug: "a", status, accountId: "acct_9", linkLapsed: true }),
    );
    expect(html).toContain("Taking deposits");
    expect(html).toContain("acct_9");
    expect(html).not.toContain("<button");
    expect(html).toContain("Stripe&#x27;s link had expired");
  });
});
