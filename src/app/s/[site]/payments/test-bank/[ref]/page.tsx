import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TestBankChallenge } from "@/components/payments/test-bank-challenge";
import { decodeRouteParam } from "@/lib/text/route-param";
import { getDatabase } from "@/server/db/database";
import { testBankPayment } from "@/server/payment-events/test-bank";
import { loadSite } from "../../../_loaders/site";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Test bank: confirm the payment", robots: { index: false } };

/**
 * /payments/test-bank/{ref}: the local test processor's 3-D Secure page for a `test_3ds` card
 * (decision 0072). Only for a payment of one of this site's reservations; any other is a 404.
 */
export default async function TestBankRoute({ params }: { params: Promise<{ site: string; ref: string }> }) {
  const { site: siteSlug, ref } = await params;
  const site = await loadSite(siteSlug);
  const payment = site ? await testBankPayment(await getDatabase(), site, decodeRouteParam(ref)) : null;
  if (!payment) notFound();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Test bank: confirm the payment</h1>
      <p className="mt-2 text-muted-foreground">
        This site takes test cards only. A real card's bank would ask you to confirm here (3-D Secure); for
        the test card 4000 0027 6000 3184, choose how the bank answers.
      </p>
      <div className="mt-6">
        <TestBankChallenge
          paymentRef={payment.ref}
          amount={payment.amount}
          payee={`${payment.siteName} (the ${payment.carName})`}
        />
      </div>
    </div>
  );
}
