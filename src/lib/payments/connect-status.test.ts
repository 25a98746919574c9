import { describe, expect, it } from "vitest";
import { connectStatus } from "./connect-status";

/** Decision 0071: the console says where a site's deposits go, from what Stripe said of its account. */
const account = (over: Partial<Parameters<typeof connectStatus>[0] & object> = {}) => ({
  accountId: "acct_1",
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirementsDue: [] as string[],
  disabledReason: null,
  ...over,
});

describe("a site's Stripe account as the console shows it", () => {
  it("none: deposits go to the platform; the button connects", () => {
    expect(connectStatus(null)).toMatchObject({
      key: "none",
      label: "Not connected",
      action: "Connect Stripe",
    });
  });

  it("details not yet given: onboarding goes on from the same button", () => {
    expect(connectStatus(account())).toMatchObject({
      key: "onboarding",
      action: "Continue Stripe onboarding",
    });
  });

  it("Stripe needs more: what it asks for is named", () => {
    const status = connectStatus(account({ detailsSubmitted: true, requirementsDue: ["external_account"] }));
    expect(status).toMatchObject({ key: "restricted", label: "Waiting on Stripe" });
    expect(status.detail).toContain("Stripe asks for: external account.");
  });

  it("charges and payouts on: taking deposits, nothing left to do", () => {
    expect(
      connectStatus(account({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true })),
    ).toEqual({
      key: "active",
      label: "Taking deposits",
      detail: "Deposits of this site's reservations are taken into your own Stripe account.",
      action: null,
    });
  });
});
