"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { HoldingsTable } from "@/components/privacy/holdings-table";
import { saveDownload } from "@/components/privacy/save-download";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import {
  DELETION_EXPLAINED,
  type DeletionCounts,
  deletedAnything,
  deletionLines,
  type ExportSummaryRow,
} from "@/lib/privacy/shopper-export";
import { consoleTime } from "@/lib/staff/console-time";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";
import { FormAlert, useConsoleForm } from "./use-console-form";

/**
 * A shopper's privacy request in the console (issue 36 item 6, APP 12 and 13; decision 0070): find
 * what the site holds by the phone or e-mail the person has confirmed, see it by kind, download it as
 * one JSON file, or delete it after a confirm step. Export and deletion are audit-logged by the server.
 */

export type Holdings = {
  summary: ExportSummaryRow[];
  leads: { kind: string; created_at: string; status: string }[];
};
type Who = { phone: string; email: string };

export function PrivacyRequests({ slug, siteName }: { slug: string; siteName: string }) {
  const id = useId();
  const { errors, formError, busy, send, setFormError } = useConsoleForm();
  const [who, setWho] = useState<Who | null>(null);
  const [holdings, setHoldings] = useState<Holdings | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState<DeletionCounts | null>(null);
  const panel = useRef<HTMLElement>(null);
  // The confirm step takes the focus, so a keyboard or screen reader lands on the question.
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const asked = { phone: String(data.get("phone") ?? ""), email: String(data.get("email") ?? "") };
    setDeleted(null);
    setConfirming(false);
    const outcome = await send(() => postConsole<Holdings>(`/api/sites/${slug}/privacy/lookup`, asked));
    if (outcome && "body" in outcome) {
      setWho(asked);
      setHoldings(outcome.body);
    } else setHoldings(null);
  }

  async function download() {
    if (!who) return;
    setFormError(null);
    const response = await fetch(`/api/sites/${slug}/privacy/export`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(who),
      credentials: "same-origin",
    }).catch(() => null);
    if (!response?.ok) {
      setFormError("The file could not be made. Try again.");
      return;
    }
    await saveDownload(response, `${slug}-shopper-data.json`);
  }

  async function remove() {
    if (!who) return;
    const outcome = await send(() =>
      postConsole<{ deleted: DeletionCounts }>(`/api/sites/${slug}/privacy/delete`, {
        ...who,
        confirm: true,
      }),
    );
    if (outcome && "body" in outcome) {
      setDeleted(outcome.body.deleted);
      setConfirming(false);
      setHoldings(null);
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={find} noValidate className="max-w-2xl space-y-4" aria-label="Find a shopper's data">
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-phone`} label="Phone number" error={errors.phone}>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="off"
              className={FIELD_INPUT_CLASS}
              {...fieldAria(`${id}-phone`, { error: Boolean(errors.phone) })}
            />
          </FormField>
          <FormField id={`${id}-email`} label="E-mail address" error={errors.email}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="off"
              className={FIELD_INPUT_CLASS}
              {...fieldAria(`${id}-email`, { error: Boolean(errors.email) })}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={busy}>
          {busy && !confirming ? "Finding…" : "Find their data"}
        </Button>
      </form>

      {deleted ? <DeletionDone counts={deleted} /> : null}

      {holdings ? (
        <section aria-labelledby={`${id}-held`} className="space-y-4 rounded-xl border bg-background p-4">
          <h2 id={`${id}-held`} className="text-lg font-semibold">
            What {siteName} holds
          </h2>
          <HeldRecords holdings={holdings} />
          {holdings.summary.some((row) => row.count > 0) ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={busy} onClick={download}>
                Download their data (JSON)
              </Button>
              {confirming ? null : (
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                  Delete their data…
                </Button>
              )}
            </div>
          ) : null}
          {confirming ? (
            <section
              ref={panel}
              tabIndex={-1}
              aria-labelledby={`${id}-confirm`}
              className="rounded-lg border border-destructive p-3 outline-none focus-visible:ring-2"
            >
              <h3 id={`${id}-confirm`} className="font-semibold">
                Delete this person’s data?
              </h3>
              <p className="mt-1 text-sm">{DELETION_EXPLAINED}</p>
              <ConfirmStepButtons
                busy={busy}
                label="Delete their data"
                onConfirm={remove}
                onBack={() => setConfirming(false)}
              />
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The counts by kind, and their leads by kind and day; or that nothing is held. */
export function HeldRecords({ holdings }: { holdings: Holdings }) {
  if (holdings.summary.every((row) => row.count === 0)) {
    return (
      <p data-testid="privacy-nothing">
        Nothing: no record on this site has that phone number or e-mail address.
      </p>
    );
  }
  return (
    <>
      <HoldingsTable rows={holdings.summary} caption="Records by kind" />
      {holdings.leads.length ? (
        <div>
          <h3 className="font-semibold">Their leads</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {holdings.leads.map((lead, i) => (
              <li key={`${lead.created_at}-${i}`}>
                {lead.kind}, {consoleTime(new Date(lead.created_at))} ({lead.status})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** What the deletion did. */
export function DeletionDone({ counts }: { counts: DeletionCounts }) {
  const lines = deletionLines(counts);
  return (
    <div role="status" className="rounded-lg border border-success p-3 text-sm">
      <p className="font-semibold">
        {deletedAnything(counts) ? "Their data is deleted." : "There was nothing left to delete."}
      </p>
      {lines.length ? (
        <ul className="mt-1 list-disc pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
