import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { formatPrice } from "@/lib/format/format";
import type { Site } from "@/lib/tenancy/site";
import type { ReservationRow } from "../checkout/reservation-store";
import type { Database } from "../db/client";
import { cars, paymentEvents, reservations } from "../db/schema";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { answerTestBank } from "../payments/local-provider";
import { applyPaymentUpdate } from "./payment-updates";

/**
 * The local test processor's bank (decision 0072): where a `test_3ds` card (4000 0027 6000 3184) is
 * confirmed or failed, as Stripe's own test 3-D Secure page does for its test cards. Only a payment
 * of one of this site's reservations is shown or answered (another's is a 404). The answer reaches
 * the reservation as a processor's event would, once (its id is stored like an event's).
 */
export const TEST_BANK_REF = /^lp_[0-9a-f]{24}$/;

export type TestBankPayment = { ref: string; amount: string; carName: string; siteName: string };

async function reservationPaying(db: Database, site: Site, ref: string): Promise<ReservationRow | null> {
  if (!TEST_BANK_REF.test(ref)) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.paymentProvider, "local"),
        eq(reservations.paymentRef, ref),
        eq(reservations.siteId, site.id),
      ),
    );
  return row ?? null;
}

/** What the test bank's page shows: the amount and whom it is paid to. */
export async function testBankPayment(
  db: Database,
  site: Site,
  ref: string,
): Promise<TestBankPayment | null> {
  const row = await reservationPaying(db, site, ref);
  if (!row) return null;
  const [car] = await db.select({ name: cars.name }).from(cars).where(eq(cars.id, row.carId));
  return {
    ref,
    amount: formatPrice(row.amountCents / 100),
    carName: car?.name ?? "car",
    siteName: site.name,
  };
}

const answerBody = z.strictObject({
  answer: z.enum(["confirm", "fail"], { error: "Choose confirm or fail." }),
});

/**
 * `POST /api/payments/test-bank/{ref}` `{ answer: "confirm" | "fail" }` → 200 `{ return_url, outcome }`
 * (where the shopper goes back to); 400 for another answer; 404 for no payment of this site's.
 */
export async function postTestBankAnswer(
  db: Database,
  site: Site,
  request: Request,
  ref: string,
): Promise<Response> {
  const change = await receiveStateChange(request, schemaBody(answerBody, 256));
  if (!change.ok) return change.response;
  const row = await reservationPaying(db, site, ref);
  if (!row) return jsonError(404, "No such payment.");
  const answered = await answerTestBank(db, ref, change.input.answer === "confirm");
  if (answered.kind === "not-found") return jsonError(404, "No such payment.");
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        id: `local_${ref}_answer`,
        provider: "local",
        type: `test_bank.${answered.update.kind}`,
        objectId: ref,
        reservationId: row.id,
        outcome: "received",
        createdAt: now,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return "already answered: nothing changed";
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, row.id));
    const done = current
      ? await applyPaymentUpdate(tx, current, answered.update, now, "the test bank's answer")
      : "ignored: no reservation";
    await tx
      .update(paymentEvents)
      .set({ outcome: done })
      .where(eq(paymentEvents.id, `local_${ref}_answer`));
    return done;
  });
  return Response.json(
    { return_url: answered.returnUrl ?? "/", outcome },
    { headers: { "cache-control": "no-store" } },
  );
}
