"use client";

import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { ConnectStatus } from "@/lib/payments/connect-status";

type Props = {
  slug: string;
  status: ConnectStatus;
  /** The connected account's id (`acct_…`), when there is one: not a secret. */
  accountId: string | null;
  /** Stripe sent the admin back because the link lapsed (`?stripe=refresh`). */
  linkLapsed: boolean;
};

/**
 * The site's own Stripe account (decision 0071): its status, and the button that takes a group admin
 * to Stripe's hosted onboarding (a fresh link each time; the server makes the account first if need be).
 */
export function StripeConnectPanel({ slug, status, accountId, linkLapsed }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/sites/${encodeURIComponent(slug)}/payments/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "connect" }),
      });
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !body.url) throw new Error(body.error ?? "Stripe could not be reached. Try again.");
      window.location.assign(body.url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Stripe could not be reached. Try again.");
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="stripe-connect-heading"
      className="rounded-xl border p-4"
      data-testid="stripe-connect"
    >
      <h2 id="stripe-connect-heading" className="text-lg font-semibold">
        Your Stripe account
      </h2>
      <p className="mt-2">
        Status: <strong data-testid="stripe-connect-status">{status.label}</strong>
        {accountId ? <span className="ml-2 font-mono text-sm text-muted-foreground">{accountId}</span> : null}
      </p>
      <p className="mt-1 max-w-prose text-muted-foreground">{status.detail}</p>
      {linkLapsed ? (
        <p role="status" className="mt-2">
          Stripe's link had expired. Continue below for a fresh one.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      {status.action ? (
        <button
          type="button"
          disabled={busy}
          className={`${buttonVariants({ variant: "primary" })} mt-4`}
          onClick={() => void connect()}
        >
          {busy ? "Opening Stripe…" : status.action}
        </button>
      ) : null}
    </section>
  );
}
