import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { NextAction, PaymentUpdate } from "@/lib/payments/payment-state";
import type { Database } from "../db/client";
import { localPayments } from "../db/schema";
import type {
  AuthoriseResult,
  CardDescription,
  PaymentLookup,
  PaymentProvider,
  ReleaseResult,
} from "./payment-provider";

/**
 * The local test processor, the working default (PAYMENT_PROVIDER=local): no card network, a ledger
 * in the database. Tokens: `test_ok` is authorised, `test_decline` is declined, `test_error` is a
 * processor error (nothing recorded, like a call that never arrived); `test_3ds` asks the shopper to
 * confirm on the test bank's page (3-D Secure, `answerTestBank`); any other token is declined.
 * The ledger is keyed by the idempotency key, so a retried call gets the first answer, and tests can
 * count what was captured (issue 18: "exactly one captured payment").
 */
export const LOCAL_TEST_TOKENS = {
  ok: "test_ok",
  decline: "test_decline",
  error: "test_error",
  threeDSecure: "test_3ds",
} as const;

/** The test bank's page for a payment that asks for 3-D Secure, on the site's own origin. */
export const testBankPath = (ref: string) => `/payments/test-bank/${encodeURIComponent(ref)}`;
const testBankAction = (ref: string): NextAction => ({ type: "redirect", url: testBankPath(ref) });

/** The card each test token is (the shopper's receipt names it). */
const cardOfToken = (token: string): CardDescription => ({
  brand: "visa",
  last4: token === LOCAL_TEST_TOKENS.threeDSecure ? "3184" : "4242",
});

export function localPaymentProvider(db: Database): PaymentProvider {
  return {
    name: "local",

    async authorise(request): Promise<AuthoriseResult> {
      if (request.token === LOCAL_TEST_TOKENS.error) {
        return { kind: "error", reason: "the test processor failed (test_error)" };
      }
      const status =
        request.token === LOCAL_TEST_TOKENS.ok
          ? "authorised"
          : request.token === LOCAL_TEST_TOKENS.threeDSecure
            ? "requires_action"
            : "declined";
      await db
        .insert(localPayments)
        .values({
          id: `lp_${randomBytes(12).toString("hex")}`,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          currency: request.currency,
          token: request.token,
          status,
          returnUrl: request.returnUrl ?? null,
        })
        .onConflictDoNothing({ target: localPayments.idempotencyKey });
      // The first call's row answers, whether this call wrote it or a retry found it.
      const [row] = await db
        .select()
        .from(localPayments)
        .where(eq(localPayments.idempotencyKey, request.idempotencyKey));
      if (!row) return { kind: "error", reason: "the test processor lost a payment" };
      if (row.status === "declined") return { kind: "declined", reason: "Your card was declined." };
      if (row.status === "requires_action")
        return { kind: "requires_action", ref: row.id, action: testBankAction(row.id) };
      return { kind: "authorised", ref: row.id, card: cardOfToken(row.token) };
    },

    async retrieve(ref): Promise<PaymentLookup> {
      const [row] = await db.select().from(localPayments).where(eq(localPayments.id, ref));
      if (!row) return { kind: "error", reason: `no test payment ${ref}` };
      switch (row.status) {
        case "requires_action":
          return { kind: "requires_action", action: testBankAction(row.id) };
        case "authorised":
          return { kind: "authorised", card: cardOfToken(row.token) };
        case "captured":
        case "refunded":
          return { kind: "captured" };
        case "voided":
          return { kind: "canceled" };
        default:
          return { kind: "failed", reason: "The test bank did not confirm this payment." };
      }
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

    cancel: (ref) => release(db, ref, ["authorised", "requires_action"], { status: "voided" }, "voided"),
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

export type TestBankAnswer =
  | { kind: "answered"; update: PaymentUpdate; returnUrl: string | null }
  | { kind: "not-found" };

/**
 * The shopper's answer on the test bank's page (3-D Secure for `test_3ds`): confirm holds the
 * deposit, fail declines it. Only a payment still waiting is moved; a second answer (a page sent
 * twice) is told what the first did. The update is then applied to the reservation as a processor's
 * event would be (server/payments/payment-events).
 */
export async function answerTestBank(db: Database, ref: string, confirm: boolean): Promise<TestBankAnswer> {
  await db
    .update(localPayments)
    .set({ status: confirm ? "authorised" : "declined", updatedAt: new Date() })
    .where(and(eq(localPayments.id, ref), eq(localPayments.status, "requires_action")));
  const [row] = await db.select().from(localPayments).where(eq(localPayments.id, ref));
  if (!row || row.token !== LOCAL_TEST_TOKENS.threeDSecure) return { kind: "not-found" };
  const update: PaymentUpdate =
    row.status === "declined"
      ? { kind: "failed", reason: "The test bank did not confirm this payment." }
      : row.status === "requires_action"
        ? { kind: "requires_action" }
        : { kind: "authorised" };
  return { kind: "answered", update, returnUrl: row.returnUrl };
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
