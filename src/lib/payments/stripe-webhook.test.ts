import { describe, expect, it } from "vitest";
import { signWebhook } from "../leads/webhook-signature";
import { eventMeaning } from "./stripe-events";
import { verifyStripeWebhook } from "./stripe-webhook";

/**
 * Issue 36 item 1, decision 0072: a Stripe webhook is believed only with a valid Stripe-Signature
 * (HMAC-SHA256 of "<t>.<raw body>" under the endpoint's secret, t within five minutes); a connected
 * account's event only under the Connect endpoint's secret.
 */
const NOW = 1_800_000_000;
const secrets = { platform: "whsec_platform", connect: "whsec_connect" };
const event = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    created: NOW,
    data: { object: { id: "pi_1", object: "payment_intent", status: "succeeded" } },
    ...extra,
  });

describe("verifying a Stripe webhook", () => {
  it("good: a body signed now with the platform's secret is the event", () => {
    const body = event();
    const verdict = verifyStripeWebhook(body, signWebhook("whsec_platform", NOW, body), secrets, NOW);
    expect(verdict.ok && verdict.event.id).toBe("evt_1");
  });

  it("bad: another secret, a changed body or no header is refused with the reason", () => {
    const body = event();
    expect(verifyStripeWebhook(body, signWebhook("whsec_other", NOW, body), secrets, NOW)).toEqual({
      ok: false,
      reason: "The Stripe-Signature does not match this endpoint's secret.",
    });
    const tampered = body.replace("succeeded", "canceled");
    expect(verifyStripeWebhook(tampered, signWebhook("whsec_platform", NOW, body), secrets, NOW).ok).toBe(
      false,
    );
    expect(verifyStripeWebhook(body, null, secrets, NOW)).toEqual({
      ok: false,
      reason: "The Stripe-Signature header is missing.",
    });
    expect(verifyStripeWebhook(body, "sha256=abc", secrets, NOW)).toMatchObject({ reason: /not Stripe's/ });
  });

  it("stale: a signature older than five minutes is refused as a replay, a fresh one 299 s old is not", () => {
    const body = event();
    expect(
      verifyStripeWebhook(body, signWebhook("whsec_platform", NOW - 301, body), secrets, NOW),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/more than 300 seconds/),
    });
    expect(verifyStripeWebhook(body, signWebhook("whsec_platform", NOW - 299, body), secrets, NOW).ok).toBe(
      true,
    );
  });

  it("replay: the same delivery captured and sent again after the tolerance is refused", () => {
    const body = event();
    const header = signWebhook("whsec_platform", NOW, body);
    expect(verifyStripeWebhook(body, header, secrets, NOW).ok).toBe(true);
    expect(verifyStripeWebhook(body, header, secrets, NOW + 3600).ok).toBe(false);
  });

  it("a connected account's event needs the Connect endpoint's secret, never the platform's", () => {
    const body = event({ account: "acct_dealer1" });
    expect(verifyStripeWebhook(body, signWebhook("whsec_connect", NOW, body), secrets, NOW).ok).toBe(true);
    expect(verifyStripeWebhook(body, signWebhook("whsec_platform", NOW, body), secrets, NOW).ok).toBe(false);
    expect(
      verifyStripeWebhook(body, signWebhook("whsec_connect", NOW, body), { platform: "whsec_platform" }, NOW),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/STRIPE_CONNECT_WEBHOOK_SECRET/) });
  });

  it("a signed body that is not JSON or not an event is refused", () => {
    expect(verifyStripeWebhook("nope", signWebhook("whsec_platform", NOW, "nope"), secrets, NOW).ok).toBe(
      false,
    );
    const body = JSON.stringify({ hello: "world" });
    expect(verifyStripeWebhook(body, signWebhook("whsec_platform", NOW, body), secrets, NOW)).toEqual({
      ok: false,
      reason: "The body is not a Stripe event.",
    });
  });
});

describe("what a Stripe event means", () => {
  const parsed = (type: string, object: Record<string, unknown>) => {
    const body = event({ type, data: { object } });
    const verdict = verifyStripeWebhook(body, signWebhook("whsec_platform", NOW, body), secrets, NOW);
    if (!verdict.ok) throw new Error(verdict.reason);
    return eventMeaning(verdict.event);
  };

  it("a manual-capture intent that becomes requires_capture is authorised; succeeded is captured", () => {
    expect(
      parsed("payment_intent.amount_capturable_updated", { id: "pi_1", status: "requires_capture" }),
    ).toEqual({
      kind: "payment",
      paymentIntent: "pi_1",
      update: { kind: "authorised" },
    });
    expect(parsed("payment_intent.succeeded", { id: "pi_1", status: "succeeded" })).toMatchObject({
      update: { kind: "captured" },
    });
  });

  it("failed and canceled carry Stripe's reason; requires_action is the bank's question", () => {
    expect(
      parsed("payment_intent.payment_failed", {
        id: "pi_1",
        status: "requires_payment_method",
        last_payment_error: { message: "We are unable to authenticate your payment method." },
      }),
    ).toMatchObject({
      update: { kind: "failed", reason: "We are unable to authenticate your payment method." },
    });
    expect(
      parsed("payment_intent.canceled", { id: "pi_1", status: "canceled", cancellation_reason: "abandoned" }),
    ).toMatchObject({ update: { kind: "canceled", reason: "abandoned" } });
    expect(parsed("payment_intent.requires_action", { id: "pi_1", status: "requires_action" })).toMatchObject(
      {
        update: { kind: "requires_action" },
      },
    );
  });

  it("charge.refunded says whether it was all of it, and whether it had been captured", () => {
    expect(
      parsed("charge.refunded", {
        id: "ch_1",
        payment_intent: "pi_1",
        amount: 20000,
        amount_refunded: 20000,
        captured: true,
      }),
    ).toMatchObject({ paymentIntent: "pi_1", update: { kind: "refunded", fully: true, captured: true } });
    expect(
      parsed("charge.refunded", {
        id: "ch_1",
        payment_intent: "pi_1",
        amount: 20000,
        amount_refunded: 5000,
        captured: true,
      }),
    ).toMatchObject({ update: { fully: false } });
  });

  it("disputes and account updates are read; other events are accepted and left alone", () => {
    expect(
      parsed("charge.dispute.created", { id: "du_1", payment_intent: "pi_1", status: "needs_response" }),
    ).toMatchObject({ update: { kind: "dispute", status: "needs_response", closed: false } });
    expect(
      parsed("charge.dispute.closed", { id: "du_1", payment_intent: "pi_1", status: "lost" }),
    ).toMatchObject({
      update: { closed: true, status: "lost" },
    });
    expect(
      parsed("account.updated", {
        id: "acct_1",
        charges_enabled: true,
        payouts_enabled: false,
        details_submitted: true,
        requirements: { currently_due: ["external_account"], disabled_reason: null },
      }),
    ).toEqual({
      kind: "account",
      account: {
        id: "acct_1",
        chargesEnabled: true,
        payoutsEnabled: false,
        detailsSubmitted: true,
        requirementsDue: ["external_account"],
        disabledReason: null,
      },
    });
    expect(parsed("customer.created", { id: "cus_1" })).toMatchObject({ kind: "unhandled" });
  });
});
