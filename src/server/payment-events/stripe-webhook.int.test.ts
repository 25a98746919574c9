import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signWebhook } from "@/lib/leads/webhook-signature";
import { stripeEventSchema } from "@/lib/payments/stripe-events";
import {
  carIdOf,
  carReserved,
  handle,
  post,
  settings,
  setUpReservationTests,
  shopper,
  site,
} from "../../../test/reserve-car-test-setup";
import { postReservation } from "../checkout/reservation-endpoint";
import {
  paymentAccounts,
  paymentEvents,
  reservationEvents,
  reservations,
  shopperNotices,
} from "../db/schema";
import { chargingAccountOf } from "../payments/connected-accounts";
import type { PaymentProvider } from "../payments/payment-provider";
import { receiveStripeEvent } from "./receive-stripe-event";
import { postStripeWebhook } from "./stripe-webhook-endpoint";

/**
 * Issue 36 item 1, decision 0072: Stripe's signed events are the source of truth for a reservation's
 * payment, applied once by event id: a retried or replayed delivery changes nothing, and an event of
 * one connected account never touches another's reservation.
 */
setUpReservationTests();

const SECRETS = { platform: "whsec_platform_test", connect: "whsec_connect_test" };
const stub = (account: string | null): PaymentProvider => ({
  name: "stripe",
  account,
  authorise: async (r) => ({
    kind: "authorised",
    ref: `pi_${(r.metadata?.reservation_id ?? "").replace(/\W/g, "")}`,
  }),
  capture: async () => ({ kind: "captured" }),
  cancel: async () => ({ kind: "released" }),
  refund: async () => ({ kind: "released" }),
  retrieve: async () => ({ kind: "authorised" }),
});
const stripeSettings = (account: string | null = null) => ({
  ...settings(),
  provider: stub(null),
  providerNamed: (name: string, on?: string | null) => (name === "stripe" ? stub(on ?? null) : null),
  accountFor: async () => account,
});

async function reserveOnStripe(stocknum: string, account: string | null = null) {
  const response = await postReservation(
    handle.db,
    site,
    post(shopper(await carIdOf(stocknum))),
    stripeSettings(account),
  );
  expect(response.status).toBe(201);
  const { reservation_id: id } = (await response.json()) as { reservation_id: string };
  const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

let n = 0;
function event(type: string, object: Record<string, unknown>, account?: string) {
  return {
    id: `evt_test_${++n}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    ...(account ? { account } : {}),
  };
}
const refunded = (pi: string) =>
  event("charge.refunded", {
    id: `ch_${pi.slice(3)}`,
    payment_intent: pi,
    amount: 20000,
    amount_refunded: 20000,
    captured: true,
  });

function deliver(body: unknown, options: { at?: number; secret?: string } = {}) {
  const text = JSON.stringify(body);
  const t = options.at ?? Math.floor(Date.now() / 1000);
  return postStripeWebhook(
    new Request("http://console.localhost/api/stripe/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signWebhook(options.secret ?? SECRETS.platform, t, text),
      },
      body: text,
    }),
    { db: handle.db, secrets: SECRETS },
  );
}

const count = async (id: string) => ({
  events: (await handle.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)))
    .length,
  notices: (await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id))).length,
});

describe("Stripe's webhook events", () => {
  it("a refund made in Stripe's dashboard refunds the reservation, frees the car, tells the shopper; twice, or replayed, changes nothing", async () => {
    const row = await reserveOnStripe("RACE");
    expect(await carReserved(row.carId)).toBe(true);
    const body = refunded(row.paymentRef!);

    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false, outcome: "moved to refunded" });
    const [after] = await handle.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect(after).toMatchObject({ status: "refunded", paymentStatus: "refunded" });
    expect(await carReserved(row.carId)).toBe(false);
    const seen = await count(row.id);
    expect(
      (await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, row.id))).map(
        (x) => x.eventKey,
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/:refunded:email$/)]));

    // Stripe's retry of the same delivery, and the same event replayed a minute later with a fresh signature.
    const again = await deliver(body);
    expect(await again.json()).toMatchObject({ received: true, duplicate: true });
    const replay = await deliver(body, { at: Math.floor(Date.now() / 1000) + 60 });
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect(await count(row.id)).toEqual(seen);
    const [still] = await handle.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect(still?.updatedAt).toEqual(after?.updatedAt);
    expect((await handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id))).length).toBe(
      1,
    );
  });

  it("a delivery signed more than five minutes ago, or not by Stripe, is refused (400) and changes nothing", async () => {
    const row = await reserveOnStripe("DECLINE");
    const body = refunded(row.paymentRef!);
    const stale = await deliver(body, { at: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: string }).error).toMatch(/more than 300 seconds/);
    const forged = await deliver(body, { secret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect((await handle.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]?.status).toBe(
      "held",
    );
    expect((await handle.db.select().from(paymentEvents).where(eq(paymentEvents.id, body.id))).length).toBe(
      0,
    );
  });

  it("events in any order: a canceled or requires_action after the hold was taken changes nothing", async () => {
    const row = await reserveOnStripe("EXPIRE");
    const before = await count(row.id);
    for (const late of [
      event("payment_intent.requires_action", { id: row.paymentRef, status: "requires_action" }),
      event("payment_intent.canceled", {
        id: row.paymentRef,
        status: "canceled",
        cancellation_reason: "abandoned",
      }),
    ]) {
      expect(((await (await deliver(late)).json()) as { outcome: string }).outcome).toMatch(/^ignored/);
    }
    expect(await count(row.id)).toEqual(before);
    const succeeded = await deliver(
      event("payment_intent.succeeded", { id: row.paymentRef, status: "succeeded" }),
    );
    expect(await succeeded.json()).toMatchObject({ outcome: "recorded: capture confirmed by the processor" });
    expect((await handle.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]).toMatchObject(
      {
        status: "held",
        paymentStatus: "captured",
      },
    );
  });

  it("a connected account's event reaches only the reservation on that account; a dispute is recorded", async () => {
    const row = await reserveOnStripe("CRASH", "acct_dealer_a");
    expect(row.paymentAccount).toBe("acct_dealer_a");
    const dispute = (account: string) =>
      event(
        "charge.dispute.created",
        { id: "du_1", payment_intent: row.paymentRef, status: "needs_response" },
        account,
      );
    // Signed with the platform's secret instead of the Connect endpoint's: refused.
    expect((await deliver(dispute("acct_dealer_a"))).status).toBe(400);
    const elsewhere = await deliver(dispute("acct_dealer_b"), { secret: SECRETS.connect });
    expect(await elsewhere.json()).toMatchObject({ outcome: "ignored: no reservation has this payment" });
    const own = await deliver(dispute("acct_dealer_a"), { secret: SECRETS.connect });
    expect(await own.json()).toMatchObject({ outcome: "recorded: chargeback opened: needs_response" });
    expect((await handle.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]).toMatchObject(
      {
        status: "held",
        disputeStatus: "needs_response",
      },
    );
  });

  it("account.updated turns a site's connected account on for deposits; another's or the platform's event does not", async () => {
    const at = new Date();
    await handle.db
      .insert(paymentAccounts)
      .values({ siteId: site.id, accountId: "acct_site_a", createdAt: at, updatedAt: at });
    expect(await chargingAccountOf(handle.db, site.id)).toBeNull();
    const updated = (account: string, about = account) =>
      event(
        "account.updated",
        { id: about, charges_enabled: true, payouts_enabled: true, details_submitted: true },
        account,
      );
    // The platform's own endpoint does not speak for a dealer's account.
    const platform = { ...updated("acct_site_a") } as Record<string, unknown>;
    delete platform.account;
    expect(await (await deliver(platform)).json()).toMatchObject({
      outcome: "ignored: no site has this account",
    });
    expect(await (await deliver(updated("acct_other"), { secret: SECRETS.connect })).json()).toMatchObject({
      outcome: "ignored: no site has this account",
    });
    expect(await chargingAccountOf(handle.db, site.id)).toBeNull();
    await deliver(updated("acct_site_a"), { secret: SECRETS.connect });
    expect(await chargingAccountOf(handle.db, site.id)).toBe("acct_site_a");
  });

  it("two deliveries of one event at once: one is applied, the other is a duplicate", async () => {
    const row = await reserveOnStripe("CALLOFF");
    const parsed = stripeEventSchema.parse(refunded(row.paymentRef!));
    const results = await Promise.all([
      receiveStripeEvent(handle.db, parsed, new Date()),
      receiveStripeEvent(handle.db, parsed, new Date()),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(["duplicate", "processed"]);
    expect((await handle.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]?.status).toBe(
      "refunded",
    );
  });
});
