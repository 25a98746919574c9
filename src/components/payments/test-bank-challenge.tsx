"use client";

import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

type Props = { paymentRef: string; amount: string; payee: string };

/**
 * The local test processor's bank page (decision 0072): a stand-in for the shopper's bank's 3-D
 * Secure check, with Stripe's test page's two answers. The answer is sent, then the shopper goes back
 * to the page they reserved on, which asks the server how it ended.
 */
export function TestBankChallenge({ paymentRef, amount, payee }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answers are sent by script: until it runs, a tap would do nothing, so the buttons wait for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function answer(choice: "confirm" | "fail") {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/payments/test-bank/${encodeURIComponent(paymentRef)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answer: choice }),
      });
      const body = (await response.json().catch(() => ({}))) as { return_url?: string; error?: string };
      if (!response.ok || !body.return_url) throw new Error(body.error ?? "The test bank did not answer.");
      window.location.assign(body.return_url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The test bank did not answer.");
      setBusy(false);
    }
  }

  return (
    <div className="rounded-lg border p-4 md:p-6">
      <p>
        Confirm the payment of <strong>{amount}</strong> to {payee}?
      </p>
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy || !ready}
          className={buttonVariants({ variant: "primary" })}
          onClick={() => void answer("confirm")}
        >
          Complete authentication
        </button>
        <button
          type="button"
          disabled={busy || !ready}
          className={cn(buttonVariants({ variant: "secondary" }))}
          onClick={() => void answer("fail")}
        >
          Fail authentication
        </button>
      </div>
    </div>
  );
}
