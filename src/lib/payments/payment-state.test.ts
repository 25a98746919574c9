import { describe, expect, it } from "vitest";
import type { ReservationStatus } from "../checkout/reservation";
import { type PaymentUpdate, paymentEffect, processorWord } from "./payment-state";

/**
 * Decision 0072: the processor's signed events are the source of truth for a reservation's payment.
 * Each event moves the reservation as the state machine allows, whatever order events arrive in; one
 * that arrives after the reservation moved on only confirms, or changes nothing.
 */
const at = new Date("2026-12-01T00:00:00Z");
const facts = (
  status: ReservationStatus,
  captured = false,
  more: { refunded?: boolean; released?: boolean } = {},
) => ({
  status,
  capturedAt: captured ? at : null,
  refundedAt: more.refunded ? at : null,
  releasedAt: more.released ? at : null,
});
const effect = (status: ReservationStatus, update: PaymentUpdate, captured = false) =>
  paymentEffect(facts(status, captured), update);

describe("what a payment event does to a reservation", () => {
  it("3-D Secure: the bank's question keeps it pending; the bank's yes holds the car; its no cancels", () => {
    expect(effect("pending", { kind: "requires_action" })).toMatchObject({
      kind: "record",
      payment: "requires_action",
    });
    expect(effect("pending", { kind: "authorised" })).toMatchObject({
      kind: "move",
      to: "held",
      payment: "authorised",
    });
    expect(effect("pending", { kind: "failed", reason: "authentication failed" })).toMatchObject({
      kind: "move",
      to: "cancelled",
      reason: "card declined: authentication failed",
    });
  });

  it("a late event changes nothing: requires_action after the hold, authorised after the capture", () => {
    expect(effect("held", { kind: "requires_action" }).kind).toBe("ignore");
    expect(effect("held", { kind: "authorised" }, true).kind).toBe("ignore");
    expect(effect("refunded", { kind: "captured" }, true).kind).toBe("ignore");
    expect(effect("completed", { kind: "failed", reason: "x" }, true).kind).toBe("ignore");
  });

  it("the capture is confirmed, or recorded when we never heard back; after the end it is paid back", () => {
    expect(effect("held", { kind: "captured" }, true)).toMatchObject({ kind: "record", payment: "captured" });
    expect(effect("held", { kind: "captured" })).toMatchObject({ kind: "record", marks: { captured: true } });
    expect(effect("cancelled", { kind: "captured" })).toMatchObject({
      kind: "record",
      reason: expect.stringMatching(/refunded/),
      marks: { captured: true },
    });
  });

  it("a refund made at the processor (its dashboard) refunds the reservation and frees the car", () => {
    const refund = { kind: "refunded", fully: true, captured: true } as const;
    expect(effect("held", refund, true)).toMatchObject({
      kind: "move",
      to: "refunded",
      marks: { refunded: true },
    });
    expect(effect("cancelled", refund, true)).toMatchObject({ kind: "move", to: "refunded" });
    expect(effect("refunded", refund, true)).toMatchObject({
      kind: "record",
      reason: "refund confirmed by the processor",
    });
    // After the sale the reservation stays completed; the console shows the refund.
    expect(effect("completed", refund, true)).toMatchObject({ kind: "record", payment: "refunded" });
    expect(effect("held", { kind: "refunded", fully: false, captured: true }, true)).toMatchObject({
      kind: "record",
      payment: "partially_refunded",
    });
  });

  it("a hold cancelled at the processor frees the car; the release of an uncaptured hold confirms ours", () => {
    expect(effect("held", { kind: "canceled", reason: "abandoned" })).toMatchObject({
      kind: "move",
      to: "cancelled",
      marks: { released: true },
    });
    expect(effect("expired", { kind: "refunded", fully: true, captured: false })).toMatchObject({
      kind: "record",
      marks: { released: true },
    });
    expect(effect("held", { kind: "canceled", reason: "x" }, true).kind).toBe("ignore");
  });

  it("a chargeback is recorded on the reservation without moving it", () => {
    expect(effect("completed", { kind: "dispute", status: "needs_response", closed: false }, true)).toEqual({
      kind: "record",
      reason: "chargeback opened: needs_response",
      payment: "captured",
      marks: { dispute: "needs_response" },
    });
    expect(effect("completed", { kind: "dispute", status: "won", closed: true }, true)).toMatchObject({
      reason: "chargeback closed: won",
    });
  });
});

describe("what the console says of a deposit's payment", () => {
  it("the processor's confirmed state, or that it has not confirmed yet", () => {
    expect(processorWord("stripe", "refunded")).toBe("Refunded in full (confirmed by Stripe)");
    expect(processorWord("local", "authorised")).toBe("Held on the card (confirmed by the test processor)");
    expect(processorWord("stripe", null)).toBe("Not yet confirmed by Stripe");
  });
});
