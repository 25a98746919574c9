"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "@/components/ui/form-field";
import type { LeadPageAssignee } from "@/lib/leads/lead-page";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  NOTE_MAX,
  REASON_MAX,
} from "@/lib/leads/lead-status";
import { LeadActionOutcome } from "./lead-action-outcome";
import { useLeadAction } from "./use-lead-action";

/**
 * A lead's workflow on its console page (issue 31 §4): its status (a reason to close it sold or
 * lost), who it is assigned to, and a note. Each form sends the state it was drawn with (the status,
 * the assignee, the newest note), so a change someone made meanwhile is refused rather than overwritten.
 */

type Props = { slug: string; leadId: string };

const CLOSED: ReadonlySet<LeadStatus> = new Set(["sold", "lost"]);

export function LeadStatusForm({ slug, leadId, status }: Props & { status: LeadStatus }) {
  const id = useId();
  const { state, send } = useLeadAction(slug, leadId);
  const [chosen, setChosen] = useState<LeadStatus>(status);
  const [reason, setReason] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await send({
      action: "status",
      current_status: status,
      status: chosen,
      ...(CLOSED.has(chosen) ? { reason } : {}),
    });
    if (sent) setReason("");
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField id={`${id}-status`} label="Status" error={state.fields.status}>
        <select
          id={`${id}-status`}
          name="status"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as LeadStatus)}
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-status`, { error: Boolean(state.fields.status) })}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </FormField>
      {CLOSED.has(chosen) ? (
        <FormField
          id={`${id}-reason`}
          label="Reason"
          error={state.fields.reason}
          hint={`Why the lead is ${chosen}: it is kept with the lead.`}
        >
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={`${FIELD_INPUT_CLASS} py-2`}
            {...fieldAria(`${id}-reason`, { error: Boolean(state.fields.reason), hint: true })}
          />
        </FormField>
      ) : null}
      <Button type="submit" disabled={state.busy}>
        {state.busy ? "Saving…" : "Save status"}
      </Button>
      <LeadActionOutcome state={state} />
    </form>
  );
}

const UNASSIGNED = "";

export function LeadAssignForm({
  slug,
  leadId,
  assignee,
  assignees,
  self,
}: Props & {
  assignee: LeadPageAssignee | null;
  assignees: LeadPageAssignee[];
  /** The member's own staff id, when the lead may be theirs (an "Assign to me" button). */
  self: number | null;
}) {
  const id = useId();
  const { state, send } = useLeadAction(slug, leadId);
  const [chosen, setChosen] = useState(assignee ? String(assignee.id) : UNASSIGNED);
  // The current assignee stays in the list even once they may no longer see the lead.
  const options =
    assignee && !assignees.some((a) => a.id === assignee.id)
      ? [{ ...assignee, label: `${assignee.label} (cannot see this lead now)` }, ...assignees]
      : assignees;

  const assign = (to: number | null) =>
    send({ action: "assign", current_assignee: assignee?.id ?? null, assignee: to });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void assign(chosen === UNASSIGNED ? null : Number(chosen));
      }}
      noValidate
      className="space-y-3"
    >
      <FormField id={`${id}-assignee`} label="Assigned to" error={state.fields.assignee}>
        <select
          id={`${id}-assignee`}
          name="assignee"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          className={FIELD_INPUT_CLASS}
          {...fieldAria(`${id}-assignee`, { error: Boolean(state.fields.assignee) })}
        >
          <option value={UNASSIGNED}>Unassigned</option>
          {options.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.label}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={state.busy}>
          {state.busy ? "Saving…" : "Save assignment"}
        </Button>
        {self !== null && assignee?.id !== self ? (
          <Button
            variant="secondary"
            disabled={state.busy}
            onClick={() => {
              setChosen(String(self));
              void assign(self);
            }}
          >
            Assign to me
          </Button>
        ) : null}
      </div>
      <LeadActionOutcome state={state} />
    </form>
  );
}

export function LeadNoteForm({ slug, leadId, lastNoteId }: Props & { lastNoteId: number | null }) {
  const id = useId();
  const { state, send } = useLeadAction(slug, leadId);
  const [note, setNote] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await send({ action: "note", last_note_id: lastNoteId, note })) setNote("");
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField
        id={`${id}-note`}
        label="Note"
        error={state.fields.note}
        hint="Notes are kept in order and cannot be edited."
      >
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={`${FIELD_INPUT_CLASS} py-2`}
          {...fieldAria(`${id}-note`, { error: Boolean(state.fields.note), hint: true })}
        />
      </FormField>
      <Button type="submit" disabled={state.busy}>
        {state.busy ? "Adding…" : "Add note"}
      </Button>
      <LeadActionOutcome state={state} />
    </form>
  );
}

/**
 * A delivery's Retry, offered while it has failed for good: sent again now, with a fresh set of
 * attempts. Drawn for every delivery, so what became of a retry stays said once the delivery is no
 * longer failed and the button is gone.
 */
export function DeliveryRetryButton({
  slug,
  leadId,
  deliveryId,
  what,
  failed,
}: Props & { deliveryId: number; what: string; failed: boolean }) {
  const { state, send } = useLeadAction(slug, leadId);
  return (
    <div className="space-y-2 empty:hidden">
      {failed ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={state.busy}
          onClick={() => void send({ action: "retry", delivery_id: deliveryId })}
        >
          {state.busy ? "Retrying…" : "Retry"} <span className="sr-only">{what}</span>
        </Button>
      ) : null}
      <LeadActionOutcome state={state} />
    </div>
  );
}
