"use client";

import { useEffect, useId, useRef, useState } from "react";
import { NETWORK_ERROR, postJson } from "@/components/accounts/account-api";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * "Your data" on a signed-in shopper's account pages (issue 36 item 6; Australian Privacy Principles
 * 12 and 13; decision 0070): download everything the site holds for their mobile as one file (a plain
 * link: the file is the answer), or delete it after a confirm step, which also signs them out.
 */
export function MyDataPanel({ siteName }: { siteName: string }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (deleted) done.current?.focus();
  }, [deleted]);

  async function remove() {
    setBusy(true);
    setError(null);
    const answer = await postJson("/api/account/data/delete", { confirm: true });
    setBusy(false);
    if (answer.status === 200) {
      setDeleted(true);
      setConfirming(false);
    } else setError(answer.error ?? NETWORK_ERROR);
  }

  if (deleted) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-success p-4 outline-none"
      >
        <p className="font-semibold">Your data has been deleted, and you are signed out.</p>
        <p className="mt-1">
          {siteName} keeps only what it must count or account for, without your name, e-mail or phone.
        </p>
        <a href="/" className={`${buttonVariants({ variant: "secondary" })} mt-3`}>
          Back to the home page
        </a>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border p-4" data-testid="my-data">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Your data
      </h2>
      <p className="mt-1 max-w-prose text-muted-foreground">
        Download everything {siteName} holds for your mobile number (your enquiries, bookings, reservations,
        valuations, saved cars and searches, and the messages we sent you) as one file, or have it deleted.
        See our{" "}
        <a href="/privacy-policy" className="underline">
          privacy policy
        </a>{" "}
        for how long we keep it.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="/api/account/data" download className={buttonVariants({ variant: "secondary" })}>
          Download my data
        </a>
        {confirming ? null : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete my data…
          </Button>
        )}
      </div>
      {confirming ? (
        <section
          ref={panel}
          tabIndex={-1}
          aria-labelledby={`${id}-confirm`}
          className="mt-4 rounded-lg border border-destructive p-4 outline-none focus-visible:ring-2"
        >
          <h3 id={`${id}-confirm`} className="font-semibold">
            Delete your data?
          </h3>
          <p className="mt-1 max-w-prose text-sm">
            Your account, saved cars, searches and alerts go, and so do your online purchase steps and the
            messages we sent you. Your enquiries, reservations and valuations lose your name, e-mail, phone
            and messages; the dealer keeps only that they happened (and a deposit’s record). You will be
            signed out. This cannot be undone.
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-destructive">
              {error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={busy} onClick={remove}>
              {busy ? "Deleting…" : "Yes, delete my data"}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Keep my data
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
