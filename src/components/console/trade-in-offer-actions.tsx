"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import { ConfirmStepButtons } from "./confirm-step-buttons";
import { postConsole } from "./console-request";

/**
 * A trade-in's offer actions in the console (issue 31 §6): confirm the online offer stands, or revise
 * it to a new amount with a note to the shopper. Each asks first, then sends the revision it was
 * chosen at, so a retry or a colleague's decision first is refused, never done twice. Done, the page
 * reloads with what happened.
 */
export type TradeInOfferActionsProps = {
  slug: string;
  id: string;
  seenRevision: number;
  shopper: string;
  /** '$20,000', the figure the shopper holds now; null for none (valued in person). */
  offer: string | null;
  canConfirm: boolean;
  canRevise: boolean;
  /** Why nothing can be done, when nothing can. */
  none: string | null;
};

type Choice = "confirm" | "revise";

export function TradeInOfferActions(props: TradeInOfferActionsProps) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const headingId = useId();
  const amountId = useId();
  const noteId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (choice) panel.current?.focus();
  }, [choice]);

  if (!props.canConfirm && !props.canRevise) {
    return <p className="text-sm">{props.none ?? "Nothing can be done with this offer now."}</p>;
  }

  async function send(action: Choice) {
    setBusy(true);
    setError(null);
    const body =
      action === "confirm"
        ? { action, seen_revision: props.seenRevision }
        : { action, seen_revision: props.seenRevision, amount: amount.replace(/[$,\s]/g, ""), note };
    const answer = await postConsole(`/api/sites/${props.slug}/trade-ins/${props.id}`, body);
    if (answer.ok) {
      window.location.assign(`/sites/${props.slug}/trade-ins/${props.id}?done=${action}`);
      return;
    }
    setBusy(false);
    setError({ message: answer.error, fields: answer.fields });
  }

  const fields = error?.fields ?? {};
  const fieldError = fields.amount || fields.note;
  return (
    <div className="space-y-3">
      {choice === null ? (
        <div className="flex flex-wrap gap-2">
          {props.canConfirm ? <Button onClick={() => setChoice("confirm")}>Confirm the offer</Button> : null}
          {props.canRevise ? (
            <Button variant="secondary" onClick={() => setChoice("revise")}>
              Revise the offer
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
            {choice === "confirm" ? "Confirm the offer" : "Revise the offer"}
          </h3>
          <p className="mt-1 text-sm">
            {choice === "confirm"
              ? `Confirm the offer of ${props.offer ?? "—"} to ${props.shopper}, subject to an inspection? ${props.shopper} is told.`
              : `Make ${props.shopper} a new offer${props.offer ? ` in place of ${props.offer}` : ""}. ${props.shopper} is told the amount and your note, and sees it in their garage.`}
          </p>
          {choice === "revise" ? (
            <div className="mt-3 grid gap-3">
              <FormField
                id={amountId}
                label="New offer (whole dollars)"
                error={fields.amount}
                className="max-w-64"
              >
                <input
                  id={amountId}
                  className={FIELD_INPUT_CLASS}
                  inputMode="numeric"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  {...fieldAria(amountId, { error: Boolean(fields.amount) })}
                />
              </FormField>
              <FormField
                id={noteId}
                label="Note to the shopper"
                error={fields.note}
                hint="Why the offer changed, in a sentence or two (up to 500 characters)."
              >
                <textarea
                  id={noteId}
                  className={`${FIELD_INPUT_CLASS} py-2`}
                  rows={3}
                  maxLength={500}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  {...fieldAria(noteId, { error: Boolean(fields.note), hint: true })}
                />
              </FormField>
            </div>
          ) : null}
          <ConfirmStepButtons
            busy={busy}
            label={choice === "confirm" ? "Yes, confirm the offer" : "Send the new offer"}
            onConfirm={() => send(choice)}
            onBack={() => {
              setChoice(null);
              setError(null);
            }}
          />
        </section>
      )}
      {error && !fieldError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
