import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { eventMeaning, type StripeEvent } from "@/lib/payments/stripe-events";
import type { Database } from "../db/client";
import { paymentEvents, reservations } from "../db/schema";
import { updatePaymentAccount } from "../payments/connected-accounts";
import { applyPaymentUpdate } from "./payment-updates";

export type StripeEventResult =
  /** Applied (or recorded as nothing to do): `outcome` says what it did. */
  | { kind: "processed"; outcome: string }
  /** This event id was processed before: a retry or a replay, and nothing changes. */
  | { kind: "duplicate" };

/**
 * One verified Stripe event (decision 0072), idempotent and replay-safe: its id goes into
 * `payment_events` in the same transaction as its effect, so a second delivery of it (Stripe's retry,
 * a replay within the signature's tolerance, two servers at once) finds the id and changes nothing,
 * and an effect is never stored without its id or the id without its effect. A payment event moves
 * the reservation whose payment it is, on the same account only (a dealer's account's event never
 * touches another's reservation); account.updated updates the site's connected account.
 */
export async function receiveStripeEvent(
  db: Database,
  event: StripeEvent,
  now: Date,
): Promise<StripeEventResult> {
  const meaning = eventMeaning(event);
  const account = event.account ?? null;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: "stripe",
        account,
        type: event.type,
        objectId: event.data.object.id ?? null,
        outcome: "received",
        createdAt: new Date(event.created * 1000),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { kind: "duplicate" } as const;
    let outcome: string;
    let reservationId: string | null = null;
    if (meaning.kind === "payment") {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.paymentProvider, "stripe"),
            eq(reservations.paymentRef, meaning.paymentIntent),
            account ? eq(reservations.paymentAccount, account) : isNull(reservations.paymentAccount),
          ),
        );
      reservationId = row?.id ?? null;
      outcome = row
        ? await applyPaymentUpdate(tx, row, meaning.update, now, `Stripe event ${event.id}`)
        : "ignored: no reservation has this payment";
    } else if (meaning.kind === "account") {
      // A connected account's own event names it; the platform's events never change a dealer's account.
      const updated =
        account === meaning.account.id ? await updatePaymentAccount(tx, meaning.account, now) : null;
      outcome = updated
        ? `account ${meaning.account.id}: charges ${updated.after.chargesEnabled ? "enabled" : "not enabled"}`
        : "ignored: no site has this account";
    } else {
      outcome = `ignored: ${meaning.reason}`;
    }
    await tx.update(paymentEvents).set({ outcome, reservationId }).where(eq(paymentEvents.id, event.id));
    return { kind: "processed", outcome } as const;
  });
}
