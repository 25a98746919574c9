"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";

/**
 * A reservation's actions in the console (issue 31 §5): complete the sale, cancel and refund the
 * deposit, or extend the hold by a chosen number of days. Each asks first (what will happen, to whom,
 * and that the shopper is told), then sends the state it was chosen in, so a retry or a colleague's
 * action first is refused, never done twice. Done, the page reloads with what happened.
 */
export type ReservationActionsProps = {
  slug: string;
  id: string;
  seenStatus: string;
  seenExpiresAt: string;
  shopper: string;
  deposit: string;
  /** Whether the deposit was taken (then refunded) or only held on the card (then released). */
  captured: boolean;
  canComplete: boolean;
  canCancel: boolean;
  /** The most days the hold can be extended by now; 0: it cannot. */
  maxExtendDays: number;
  /** Why nothing can be done, when nothing can. */
  none: string | null;
};

type Choice = "complete" | "cancel" | "extend";

export function ReservationActions(props: ReservationActionsProps) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [days, setDays] = useState("1");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const headingId = useId();
  const daysId = useId();
  const panel = useRef<HTMLElement>(null);
  // The question takes the focus when it opens, so a keyboard or screen-reader user is at it.
  useEffect(() => {
    if (choice) panel.current?.focus();
  }, [choice]);

  if (!props.canComplete && !props.canCancel && props.maxExtendDays === 0) {
    return <p className="text-sm">{props.none ?? "Nothing can be done with this reservation now."}</p>;
  }

  const question: Record<Choice, string> = {
    complete: `Complete the sale to ${props.shopper}? The ${props.deposit} deposit counts toward the price, and ${props.shopper} is told.`,
    cancel: props.captured
      ? `Cancel this reservation and refund the ${props.deposit} deposit to ${props.shopper}'s card? The car is available again at once, and ${props.shopper} is told.`
      : `Cancel this reservation and release the ${props.deposit} hold on ${props.shopper}'s card? The car is available again at once, and ${props.shopper} is told.`,
    extend: `Extend the hold for ${props.shopper}? They are told the new end.`,
  };
  const title: Record<Choice, string> = {
    complete: "Complete the sale",
    cancel: "Cancel and refund",
    extend: "Extend the hold",
  };
  const yes: Record<Choice, string> = {
    complete: "Yes, complete the sale",
    cancel: "Yes, cancel and refund",
    extend: "Yes, extend the hold",
  };

  async function confirm(action: Choice) {
    setBusy(true);
    setError(null);
    const body =
      action === "extend"
        ? { action, days: Number(days), seen_status: props.seenStatus, seen_expires_at: props.seenExpiresAt }
        : { action, seen_status: props.seenStatus };
    const answer = await postConsole(`/api/sites/${props.slug}/reservations/${props.id}`, body);
    if (answer.ok) {
      window.location.assign(`/sites/${props.slug}/reservations/${props.id}?done=${action}`);
      return;
    }
    setBusy(false);
    setError({
      message: answer.fields.days ?? answer.error,
      ...(answer.fields.days ? { field: "days" } : {}),
    });
  }

  return (
    <div className="space-y-3">
      {choice === null ? (
        <div className="flex flex-wrap gap-2">
          {props.canComplete ? <Button onClick={() => setChoice("complete")}>{title.complete}</Button> : null}
          {props.canCancel ? (
            <Button variant="secondary" onClick={() => setChoice("cancel")}>
              {title.cancel}
            </Button>
          ) : null}
          {props.maxExtendDays > 0 ? (
            <Button variant="secondary" onClick={() => setChoice("extend")}>
              {title.extend}
            </Button>
          ) : null}
        </div>
      ) : (
        <section
          ref={panel}
          tabIndex={-1}
          aria-labelledby={headingId}
          className="rounded-xl border border-foreground/40 bg-muted/40 p-4 outline-none focus-visible:ring-2"
        >
          <h3 id={headingId} className="font-semibold">
            {title[choice]}
          </h3>
          <p className="mt-1 text-sm">{question[choice]}</p>
          {choice === "extend" ? (
            <FormField
              id={daysId}
              label="By how many days"
              error={error?.field === "days" ? error.message : undefined}
              hint={`Up to ${props.maxExtendDays} ${props.maxExtendDays === 1 ? "day" : "days"} now.`}
              className="mt-3 max-w-48"
            >
              <select
                id={daysId}
                className={FIELD_INPUT_CLASS}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                {...fieldAria(daysId, { error: error?.field === "days", hint: true })}
              >
                {Array.from({ length: props.maxExtendDays }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? "day" : "days"}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
          <ConfirmStepButtons
            busy={busy}
            label={yes[choice]}
            onConfirm={() => confirm(choice)}
            onBack={() => {
              setChoice(null);
              setError(null);
            }}
          />
        </section>
      )}
      {error && error.field !== "days" ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
