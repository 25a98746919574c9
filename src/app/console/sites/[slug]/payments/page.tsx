import type { Metadata } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { StripeConnectPanel } from "@/components/console/stripe-connect-panel";
import { env } from "@/env";
import { connectStatus } from "@/lib/payments/connect-status";
import { getDatabase } from "@/server/db/database";
import { paymentAccountOf } from "@/server/payments/connected-accounts";
import { refreshPaymentAccount } from "@/server/payments/stripe-connect";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Payments" };

/**
 * A site's payments (issue 36 item 1, decision 0071): who takes its reservation deposits, and its own
 * Stripe account through Stripe Connect, set up by its group admin on Stripe's hosted onboarding.
 * Stripe sends the admin back here (`?stripe=return`: the status is looked up at once) or, when its
 * link lapsed, with `?stripe=refresh` (the button makes a fresh one).
 */
export default async function PaymentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ stripe?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "payments.manage");
  const back = (await searchParams).stripe;
  const db = await getDatabase();
  const stripe = env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY;
  const account =
    stripe && back === "return"
      ? await refreshPaymentAccount(
          db,
          { secretKey: env.STRIPE_SECRET_KEY!, apiBase: env.STRIPE_API_BASE },
          site.id,
        )
      : await paymentAccountOf(db, site.id);
  const fee = env.STRIPE_PLATFORM_FEE_BPS / 100;
  return (
    <ConsoleShell {...shellProps(member, site, "payments")}>
      <h1 className="mb-2 text-2xl font-semibold">Payments</h1>
      <p className="mb-6 max-w-prose">
        Reservation deposits of {site.name} are taken by{" "}
        {stripe ? "Stripe" : "the local test processor (test cards only: no money moves)"}.
      </p>
      {stripe ? (
        <>
          <StripeConnectPanel
            slug={site.slug}
            status={connectStatus(account)}
            accountId={account?.accountId ?? null}
            linkLapsed={back === "refresh"}
          />
          <p className="mt-4 max-w-prose text-sm text-muted-foreground">
            Each deposit is a charge on your own account: your business's name on the shopper's statement;
            refunds and disputes are yours, and each is shown on the reservation.{" "}
            {fee > 0
              ? `The platform's fee is ${fee}% of each deposit, given back when the deposit is refunded.`
              : "The platform takes no fee."}
          </p>
        </>
      ) : (
        <p className="max-w-prose text-muted-foreground">
          To take real deposits the operator sets PAYMENT_PROVIDER=stripe with the platform's keys; then
          connect your own Stripe account here.
        </p>
      )}
    </ConsoleShell>
  );
}
