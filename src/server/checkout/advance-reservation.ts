import "server-only";
import { eq } from "drizzle-orm";
import { isHoldOver, isReminderDue, RESERVATION_LEAD } from "@/lib/checkout/reservation";
import { formatPrice } from "@/lib/format/format";
import { systemLead } from "@/lib/leads/system-lead";
import type { Database } from "../db/client";
import { sites } from "../db/schema";
import { submitLead } from "../leads/intake/submit-lead";
import { wakeOutbox } from "../outbox/outbox-signal";
import type { PaymentProvider } from "../payments/payment-provider";
import { readSite } from "../tenancy/sites";
import { advancePending } from "./advance-pending";
import { reservationNoticeContext, tellShopper, tellShopperHoldEnded } from "./reservation-notices";
import {
  findReservation,
  moveReservation,
  type ReservationRow,
  recordStep,
  remindHoldEnding,
} from "./reservation-store";

/**
 * Moves one reservation as far as it can go now, from whatever step it is at. The request that made
 * it runs this first; the reservation worker runs it again for any row a crash, a processor outage or
 * the clock left unfinished. Each external call comes after the row records the step before it, and
 * carries an idempotency key made from the reservation's id and the step, so running this twice (two
 * servers, or a retry after a crash mid-call) moves the money once:
 *
 * - pending: authorise the deposit → held (the car is reserved, the shopper's receipt queued with it)
 *   | cancelled (declined or failed: the shopper saw why on the page) | waiting on the shopper's bank
 *   (3-D Secure: looked up again, and given up after PAYMENT_ACTION_MS; advance-pending.ts).
 * - held, not captured: capture → captured | cancelled (capture refused, the shopper told)
 *   | retried later (error).
 * - held, captured, no lead: file the dealer's lead through the lead outbox (idempotent by key).
 * - held, within a day of its end: the shopper reminded it ends soon (once per end).
 * - held past its end (48 hours, moved on to the yard's next opening when it would fall while the yard
 *   is closed, or as a dealer extended it): expired, and the shopper told.
 * - cancelled or expired: refund a captured deposit (→ refunded, the shopper told) or release an
 *   uncaptured hold.
 * Every notice is queued in its step's own transaction (issue 34 item 1), keyed by the reservation and
 * the event, so a step run twice tells the shopper once.
 */
export type AdvanceDeps = {
  /** The processor a reservation was made with, on the connected account it was made on (decision 0071). */
  provider: (name: string, account?: string | null) => PaymentProvider | null;
  now?: () => Date;
};

export async function advanceReservation(
  db: Database,
  id: string,
  deps: AdvanceDeps,
): Promise<ReservationRow | null> {
  const now = deps.now ?? (() => new Date());
  let row = await findReservation(db, id);
  // Each pass takes one step; a step that cannot go on now (an outage) leaves the row for the worker.
  for (let steps = 0; row && steps < 8; steps++) {
    const next = await step(db, row, deps, now);
    // A step that stops may have recorded something on the row (an error, the bank's question): re-read.
    if (next === "stop") return findReservation(db, id);
    row = next ?? (await findReservation(db, id));
  }
  return row;
}

async function step(
  db: Database,
  row: ReservationRow,
  deps: AdvanceDeps,
  now: () => Date,
): Promise<ReservationRow | null | "stop"> {
  const provider = deps.provider(row.paymentProvider, row.paymentAccount);
  if (!provider) {
    await recordStep(db, row, { lastError: `no ${row.paymentProvider} processor configured` }, now(), null);
    return "stop";
  }
  switch (row.status) {
    case "pending":
      return advancePending(db, row, provider, now);
    case "held": {
      if (isHoldOver(row, now())) {
        const context = await reservationNoticeContext(db, row);
        const ended = await moveReservation(db, row, "expired", "the hold ended", now(), {}, (tx) =>
          tellShopperHoldEnded(tx, row, context),
        );
        if (ended) wakeOutbox();
        return ended;
      }
      if (!row.capturedAt) {
        const result = await provider.capture(row.paymentRef ?? "", `${row.id}:capture`);
        if (result.kind === "captured") {
          await recordStep(db, row, { capturedAt: now(), lastError: null }, now(), "deposit captured");
          return null;
        }
        if (result.kind === "declined") {
          const context = await reservationNoticeContext(db, row, now());
          const cancelled = await moveReservation(
            db,
            row,
            "cancelled",
            `capture refused: ${result.reason}`,
            now(),
            { lastError: result.reason },
            (tx, moved) => tellShopper(tx, moved, "capture-failed", context),
          );
          if (cancelled) wakeOutbox();
          return cancelled;
        }
        await recordStep(db, row, { lastError: `capture: ${result.reason}` }, now(), null);
        return "stop";
      }
      if (!row.leadId) {
        const leadId = await fileReservationLead(db, row);
        if (!leadId) return "stop";
        await recordStep(db, row, { leadId }, now(), "dealer's lead filed");
        return null;
      }
      if (isReminderDue(row, now())) {
        const context = await reservationNoticeContext(db, row, now());
        const reminded = await remindHoldEnding(db, row, now(), (tx, moved) =>
          tellShopper(tx, moved, "expiring", context, { event: `expiring:${row.expiresAt.toISOString()}` }),
        );
        if (reminded) wakeOutbox();
        return reminded ?? null;
      }
      return "stop";
    }
    case "cancelled":
    case "expired": {
      if (row.capturedAt && !row.refundedAt) {
        const result = await provider.refund(row.paymentRef ?? "", `${row.id}:refund`);
        if (result.kind === "released") {
          const context = await reservationNoticeContext(db, row, now());
          const refunded = await moveReservation(
            db,
            row,
            "refunded",
            "deposit refunded in full",
            now(),
            { refundedAt: now() },
            (tx, moved) => tellShopper(tx, moved, "refunded", context),
          );
          if (refunded) wakeOutbox();
          return refunded;
        }
        await recordStep(db, row, { lastError: `refund: ${result.reason}` }, now(), null);
        return "stop";
      }
      if (row.paymentRef && !row.capturedAt && !row.releasedAt) {
        const result = await provider.cancel(row.paymentRef, `${row.id}:cancel`);
        if (result.kind === "released") {
          await recordStep(db, row, { releasedAt: now() }, now(), "card hold released");
          return null;
        }
        await recordStep(db, row, { lastError: `release: ${result.reason}` }, now(), null);
        return "stop";
      }
      return "stop";
    }
    default:
      return "stop";
  }
}

/**
 * The dealer hears of the reservation as a lead (category 'Vehicle Reservation') through the lead
 * outbox, so e-mail, ADF and webhook delivery, retries and the dealer's records work as for any lead.
 * Its idempotency key is the reservation's, so filing it again after a crash finds the first lead.
 */
async function fileReservationLead(db: Database, row: ReservationRow): Promise<string | null> {
  const [siteRow] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, row.siteId));
  const site = siteRow ? await readSite(db, siteRow.slug) : null;
  if (!site) return null;
  const deposit = formatPrice(row.amountCents / 100);
  const heldUntil = row.expiresAt.toISOString();
  const result = await submitLead(
    db,
    site,
    systemLead({
      ...RESERVATION_LEAD,
      carId: row.carId,
      customer: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        postcode: row.postcode,
      },
      message: `Reserved online with a ${deposit} refundable deposit, held until ${heldUntil}.`,
      extra: {
        ...(row.reference ? { Reference: row.reference } : {}),
        Reservation: row.id,
        Deposit: deposit,
        "Held until": heldUntil,
        Payment: row.paymentProvider,
      },
      fields: {
        reservation_id: row.id,
        ...(row.reference ? { reference: row.reference } : {}),
        amount_cents: row.amountCents,
      },
      idempotencyKey: `reservation:${row.id}`,
    }),
  );
  return result.kind === "created" || result.kind === "replayed" ? result.id : null;
}
