import "server-only";
import { eq } from "drizzle-orm";
import { accountFacts } from "@/lib/payments/stripe-events";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { paymentAccounts } from "../db/schema";
import { type AuditActor, recordAudit } from "../staff/audit";
import { type PaymentAccountRow, paymentAccountOf, updatePaymentAccount } from "./connected-accounts";
import { type StripeClientSettings, stripeClient } from "./stripe-client";

/**
 * A site's own Stripe account through Stripe Connect (decision 0071): the group admin starts it from
 * the console; the platform creates the connected account (Accounts API with controller properties:
 * the dealer has Stripe's full dashboard, pays Stripe's fees and Stripe covers its losses, Stripe's
 * recommended set-up for direct charges) and sends the admin to Stripe's hosted onboarding (an
 * Account Link, single use, minutes long). Stripe sends them back to the return address (the status
 * is looked up then) or, if the link lapsed, to the refresh address (a new link is made from there).
 * `account.updated` events keep the status after that. The platform's secret key stays on the server.
 */
export type ConnectSettings = Pick<StripeClientSettings, "secretKey" | "apiBase" | "fetch" | "timeoutMs">;

export type OnboardingOutcome =
  | { kind: "link"; url: string; account: PaymentAccountRow }
  | { kind: "error"; reason: string };

export async function startOnboarding(
  db: Database,
  settings: ConnectSettings,
  site: Pick<Site, "id" | "slug" | "name">,
  urls: { returnUrl: string; refreshUrl: string },
  actor: AuditActor,
  now = new Date(),
): Promise<OnboardingOutcome> {
  const stripe = stripeClient(settings);
  let account = await paymentAccountOf(db, site.id);
  if (!account) {
    const created = await stripe.post(
      "/v1/accounts",
      {
        country: "AU",
        "controller[fees][payer]": "account",
        "controller[losses][payments]": "stripe",
        "controller[stripe_dashboard][type]": "full",
        "business_profile[name]": site.name,
        "metadata[forecourt_site]": site.slug,
      },
      // One account per site, however often the button is pressed.
      `forecourt-site-${site.id}-connect-account`,
    );
    if (created.kind !== "ok") return { kind: "error", reason: created.reason };
    const facts = accountFacts(created.body);
    if (!facts) return { kind: "error", reason: "Stripe did not answer with an account" };
    account = await db.transaction(async (tx) => {
      await tx
        .insert(paymentAccounts)
        .values({
          siteId: site.id,
          accountId: facts.id,
          chargesEnabled: facts.chargesEnabled,
          payoutsEnabled: facts.payoutsEnabled,
          detailsSubmitted: facts.detailsSubmitted,
          requirementsDue: facts.requirementsDue,
          disabledReason: facts.disabledReason,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, site.id));
      await recordAudit(tx, actor, {
        siteId: site.id,
        action: "payments.connect-account",
        targetType: "payment-account",
        targetId: row?.accountId ?? facts.id,
        after: { provider: "stripe", account: row?.accountId ?? facts.id },
      });
      return row ?? null;
    });
    if (!account) return { kind: "error", reason: "the account could not be stored" };
  }
  const link = await stripe.post("/v1/account_links", {
    account: account.accountId,
    type: "account_onboarding",
    refresh_url: urls.refreshUrl,
    return_url: urls.returnUrl,
  });
  if (link.kind !== "ok" || typeof link.body.url !== "string")
    return { kind: "error", reason: link.kind === "ok" ? "Stripe gave no onboarding link" : link.reason };
  await recordAudit(db, actor, {
    siteId: site.id,
    action: "payments.onboarding",
    targetType: "payment-account",
    targetId: account.accountId,
    after: { account: account.accountId, onboarding: "opened" },
  });
  return { kind: "link", url: link.body.url, account };
}

/**
 * The site's account as Stripe has it now (the admin is back from onboarding, and the event may not
 * have come yet); the stored row when Stripe cannot be asked.
 */
export async function refreshPaymentAccount(
  db: Database,
  settings: ConnectSettings,
  siteId: number,
  now = new Date(),
): Promise<PaymentAccountRow | null> {
  const row = await paymentAccountOf(db, siteId);
  if (!row) return null;
  const answer = await stripeClient(settings).get(`/v1/accounts/${encodeURIComponent(row.accountId)}`);
  const facts = answer.kind === "ok" ? accountFacts(answer.body) : null;
  if (!facts || facts.id !== row.accountId) return row;
  return (await updatePaymentAccount(db, facts, now))?.after ?? row;
}
