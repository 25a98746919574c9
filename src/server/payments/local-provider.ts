import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { localPayments } from "../db/schema";
import type { AuthoriseResult, PaymentProvider, ReleaseResult } from "./payment-provider";

/**
 * The local test processor, the working default (PAYMENT_PROVIDER=local): no card network, a ledger
 * in the database. Tokens: `test_ok` is authorised, `test_decline` is declined, `test_error` is a
 * processor error (nothing recorded, like a call that never arrived); any other token is declined.
 * The ledger is keyed by the idempotency key, so a retried call gets the first answer, and tests can
 * count what was captured (issue 18: "exactly one captured payment").
 */
export const LOCAL_TEST_TOKENS = { ok: "test_ok", decline: "test_decline", error: "test_error" } as const;

export function localPaymentProvider(db: Database): PaymentProvider {
  return {
    name: "local",

    async authorise(request): Promise<AuthoriseResult> {
      if (request.token === LOCAL_TEST_TOKENS.error) {
        return { kind: "error", reason: "the test processor failed (test_error)" };
      }
      const status = request.token === LOCAL_TEST_TOKENS.ok ? "authorised" : "declined";
      await db
        .insert(localPayments)
        .values({
          id: `lp_${randomBytes(12).toString("hex")}`,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          currency: request.currency,
          token: request.token,
          status,
        })
        .onConflictDoNothing({ target: localPayments.idempotencyKey });
      // The first call's row answers, whether this call wrote it or a retry found it.
      const [row] = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.idempotencyKey, request.idempotencyKey));
      if (!row) return { kind: "error", reason: "the test processor lost a payment" };
      // The test card that makes `test_ok` (4242 4242 4242 4242), so the shopper's receipt names a card.
      return row.status === "declined"
        ? { kind: "declined", reason: "Your card was declined." }
        : { kind: "authorised", ref: row.id, card: { brand: "visa", last4: "4242" } };
    },

    async capture(ref) {
      const [moved] = await db
        .update(localPayments)
        .set({ status: "captured", capturedCents: sql`${localPayments.amountCents}`, updatedAt: new Date() })
        .where(and(eq(localPayments.id, ref), eq(localPayments.status, "authorised")))
        .returning({ id: localPayments.id });
      if (moved) return { kind: "captured" };
      const status = await statusOf(db, ref);
      // Captured already (a retry), or captured then refunded: the capture happened once.
      if (status === "captured" || status === "refunded") return { kind: "captured" };
      return { kind: "declined", reason: `payment ${ref} is ${status ?? "unknown"}` };
    },

    cancel: (ref) => release(db, ref, ["authorised"], { status: "voided" }, "voided"),
    refund: (ref) =>
      release(
        db,
        ref,
        ["captured"],
        { status: "refunded", refundedCents: sql`${localPayments.capturedCents}` },
        "refunded",
      ),
  };
}

async function release(
  db: Database,
  ref: string,
  from: string[],
  set: Partial<Record<"status" | "refundedCents", unknown>>,
  done: string,
): Promise<ReleaseResult> {
  const [moved] = await db
    .update(localPayments)
    .set({ ...(set as { status: string }), updatedAt: new Date() })
    .where(and(eq(localPayments.id, ref), inArray(localPayments.status, from)))
    .returning({ id: localPayments.id });
  if (moved) return { kind: "released" };
  const status = await statusOf(db, ref);
  if (status === done) return { kind: "released" };
  return { kind: "refused", reason: `payment ${ref} is ${status ?? "unknown"}` };
}

async function statusOf(db: Database, ref: string): Promise<string | null> {
  const [row] = await db
    .select({ status: localPayments.status })
    .from(localPayments)
    .where(eq(localPayments.id, ref));
  return row?.status ?? null;
}
