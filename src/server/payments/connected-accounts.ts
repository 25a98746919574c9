import "server-only";
import { eq } from "drizzle-orm";
import type { ConnectedAccountFacts } from "@/lib/payments/stripe-events";
import type { Executor } from "../db/client";
import { paymentAccounts } from "../db/schema";

/**
 * Sites' own Stripe accounts (Stripe Connect, decision 0071): the one a site's deposits are taken
 * into, and its state as Stripe last reported it.
 */
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export async function paymentAccountOf(db: Executor, siteId: number): Promise<PaymentAccountRow | null> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId));
  return row ?? null;
}

/**
 * The connected account a site's new deposits go to: its own once Stripe lets it take charges; until
 * then (or without one) null, and deposits go to the platform's account as before.
 */
export async function chargingAccountOf(db: Executor, siteId: number): Promise<string | null> {
  const row = await paymentAccountOf(db, siteId);
  return row?.chargesEnabled ? row.accountId : null;
}

/**
 * Stores what Stripe said of an account (account.updated, or a retrieve when the admin comes back
 * from onboarding). Only an account some site has is stored: an event for any other changes nothing.
 * Returns the site's row before and after, or null when no site has the account.
 */
export async function updatePaymentAccount(
  db: Executor,
  facts: ConnectedAccountFacts,
  now: Date,
): Promise<{ before: PaymentAccountRow; after: PaymentAccountRow } | null> {
  const [before] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.accountId, facts.id));
  if (!before) return null;
  const [after] = await db
    .update(paymentAccounts)
    .set({
      chargesEnabled: facts.chargesEnabled,
      payoutsEnabled: facts.payoutsEnabled,
      detailsSubmitted: facts.detailsSubmitted,
      requirementsDue: facts.requirementsDue,
      disabledReason: facts.disabledReason,
      updatedAt: now,
    })
    .where(eq(paymentAccounts.accountId, facts.id))
    .returning();
  return after ? { before, after } : null;
}
