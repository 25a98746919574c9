"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";

/**
 * Cancelling a trade-in's booked inspection from the console (decision 0084): asks first, with an
 * optional reason the shopper is told, then sends the booking it was chosen at, so a new booking
 * meanwhile is refused, never cancelled unseen. Done, the page reloads with what happened.
 */
export type InspectionCancelActionProps = {
  slug: string;
  id: string;
  seenCount: number;
  shopper: string;
  /** 'Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)'. */
  when: string;
};

export function InspectionCancelAction(props: InspectionCancelActionProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const headingId = useId();
  const reasonId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asking) panel.current?.focus();
  }, [asking]);

  async function send() {
    setBusy(true);
    setError(null);
    const answer = await postConsole(`/api/sites/${props.slug}/trade-ins/${props.id}/inspection`, {
      action: "cancel-inspection",
      seen_count: props.seenCount,
      reason,
    });
    if (answer.ok) {
      window.location.assign(`/sites/${props.slug}/trade-ins/${props.id}?done=cancel-inspection`);
      return;
    }
    setBusy(false);
    setError({ message: answer.error, fields: answer.fields });
  }

  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Cancel the inspection
      </Button>
    );
  }
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-foreground/40 bg-muted/40 p-4 outline-none focus-visible:ring-2"
    >
      <h3 id={headingId} className="font-semibold">
        Cancel the inspection
      </h3>
      <p className="mt-1 text-sm">
        Cancel {props.shopper}'s inspection on {props.when}? {props.shopper} is told, with your reason and a
        link to book another time.
      </p>
      <FormField
        id={reasonId}
        label="Reason for the shopper"
        error={error?.fields.reason}
        hint="Optional, up to 500 characters."
        className="mt-3"
      >
        <textarea
          id={reasonId}
          className={`${FIELD_INPUT_CLASS} py-2`}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...fieldAria(reasonId, { error: Boolean(error?.fields.reason), hint: true })}
        />
      </FormField>
      <ConfirmStepButtons
        busy={busy}
        label="Yes, cancel the inspection"
        onConfirm={send}
        onBack={() => {
          setAsking(false);
          setError(null);
        }}
      />
      {error && !error.fields.reason ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-destructive">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
