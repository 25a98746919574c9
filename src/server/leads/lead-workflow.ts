import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { LeadAction } from "@/lib/leads/lead-action";
import { changeStatus, LEAD_STATUS_LABELS } from "@/lib/leads/lead-status";
import { DELIVERY_CHANNEL_LABELS } from "@/lib/leads/lead-view";
import { mayBeAssigned, staffLabel } from "@/lib/staff/lead-assignees";
import type { Executor } from "../db/client";
import { leadDeliveries, leadNotes, leads, staffUsers } from "../db/schema";
import { retryDeadDeliveries } from "./delivery/outbox";
import { assigneeCandidates, type LeadState } from "./lead-page-read";

/**
 * A staff member's change to one lead (issue 31 §4), inside the caller's transaction with the lead's
 * row locked (`readLeadState(tx, …, true)`): the status, the assignee, a note, a failed delivery's
 * retry. Each is applied only if the lead is still as the member saw it, so a change made meanwhile is
 * not overwritten and a click sent twice is not applied twice (409 with the reason). The first status
 * change or note stamps the first response, once. The caller writes the audit entry returned, in the
 * same transaction, so a change is never stored without it.
 */

export type LeadActionAudit = {
  action: `lead.${string}`;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type LeadActionOutcome =
  | { kind: "done"; message: string; audit: LeadActionAudit; assignedStaffId: number | null }
  | { kind: "invalid"; field: string; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "not-found"; message: string };

export type LeadActor = { staffId: number; name: string; email: string };

const CHANGED = "it was changed since you opened it";

export async function applyLeadAction(
  tx: Executor,
  lead: LeadState,
  action: LeadAction,
  actor: LeadActor,
  now: Date,
): Promise<LeadActionOutcome> {
  switch (action.action) {
    case "status":
      return setStatus(tx, lead, action, now);
    case "assign":
      return assign(tx, lead, action);
    case "note":
      return addNote(tx, lead, action, actor, now);
    case "retry":
      return retryDelivery(tx, lead, action.delivery_id, now);
  }
}

/** Stamps the first response when there is none yet; the stamp for the audit entry, if made now. */
function firstResponse(lead: LeadState, now: Date): { first_response_at: string } | Record<string, never> {
  return lead.firstResponseAt ? {} : { first_response_at: now.toISOString() };
}

async function setStatus(
  tx: Executor,
  lead: LeadState,
  action: Extract<LeadAction, { action: "status" }>,
  now: Date,
): Promise<LeadActionOutcome> {
  if (action.current_status !== lead.status) {
    return {
      kind: "conflict",
      message: `This lead is ${LEAD_STATUS_LABELS[lead.status].toLowerCase()} now: ${CHANGED}.`,
    };
  }
  const change = changeStatus(lead.status, action.status, action.reason);
  if (!change.ok) return { kind: "invalid", field: change.field, message: change.message };
  const stamp = firstResponse(lead, now);
  await tx
    .update(leads)
    .set({
      status: change.status,
      statusReason: change.reason,
      statusChangedAt: now,
      firstResponseAt: lead.firstResponseAt ?? now,
    })
    .where(eq(leads.id, lead.id));
  return {
    kind: "done",
    message: `Status set to ${LEAD_STATUS_LABELS[change.status].toLowerCase()}.`,
    assignedStaffId: lead.assignedStaffId,
    audit: {
      action: "lead.status",
      before: { status: lead.status, reason: lead.statusReason },
      after: { status: change.status, reason: change.reason, ...stamp },
    },
  };
}

async function staffName(tx: Executor, staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const [row] = await tx
    .select({ name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row ? staffLabel(row) : `staff ${staffId}`;
}

async function assign(
  tx: Executor,
  lead: LeadState,
  action: Extract<LeadAction, { action: "assign" }>,
): Promise<LeadActionOutcome> {
  if (action.current_assignee !== lead.assignedStaffId) {
    const now = await staffName(tx, lead.assignedStaffId);
    return {
      kind: "conflict",
      message: `This lead is ${now ? `assigned to ${now}` : "unassigned"} now: ${CHANGED}.`,
    };
  }
  if (action.assignee === lead.assignedStaffId) {
    return {
      kind: "invalid",
      field: "assignee",
      message: action.assignee === null ? "The lead is already unassigned." : "The lead is already theirs.",
    };
  }
  let label: string | null = null;
  if (action.assignee !== null) {
    const candidate = (await assigneeCandidates(tx, lead.siteId)).find((c) => c.staffId === action.assignee);
    if (!candidate || !mayBeAssigned(candidate, lead)) {
      return {
        kind: "invalid",
        field: "assignee",
        message: candidate
          ? `${staffLabel(candidate)} cannot see this lead: choose someone of its dealership.`
          : "Choose someone from the list: there is no such staff member on this site.",
      };
    }
    label = staffLabel(candidate);
  }
  await tx.update(leads).set({ assignedStaffId: action.assignee }).where(eq(leads.id, lead.id));
  return {
    kind: "done",
    message: label ? `Assigned to ${label}.` : "The lead is unassigned.",
    assignedStaffId: action.assignee,
    audit: {
      action: "lead.assign",
      before: { assignee: await staffName(tx, lead.assignedStaffId) },
      after: { assignee: label },
    },
  };
}

async function addNote(
  tx: Executor,
  lead: LeadState,
  action: Extract<LeadAction, { action: "note" }>,
  actor: LeadActor,
  now: Date,
): Promise<LeadActionOutcome> {
  const [last] = await tx
    .select({ id: leadNotes.id })
    .from(leadNotes)
    .where(eq(leadNotes.leadId, lead.id))
    .orderBy(desc(leadNotes.id))
    .limit(1);
  if ((last?.id ?? null) !== action.last_note_id) {
    return {
      kind: "conflict",
      message: "A note was added since you opened this lead, or this one was already saved.",
    };
  }
  const [note] = await tx
    .insert(leadNotes)
    .values({
      leadId: lead.id,
      staffId: actor.staffId,
      author: staffLabel(actor),
      body: action.note,
      createdAt: now,
    })
    .returning({ id: leadNotes.id });
  const stamp = firstResponse(lead, now);
  if (!lead.firstResponseAt)
    await tx.update(leads).set({ firstResponseAt: now }).where(eq(leads.id, lead.id));
  return {
    kind: "done",
    message: "Note added.",
    assignedStaffId: lead.assignedStaffId,
    audit: { action: "lead.note", before: null, after: { note: action.note, note_id: note?.id, ...stamp } },
  };
}

async function retryDelivery(
  tx: Executor,
  lead: LeadState,
  deliveryId: number,
  now: Date,
): Promise<LeadActionOutcome> {
  const [delivery] = await tx
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.leadId, lead.id)))
    .for("update");
  if (!delivery) return { kind: "not-found", message: "This lead has no such delivery." };
  if (delivery.status !== "dead") {
    return {
      kind: "conflict",
      message:
        delivery.status === "delivered"
          ? "This delivery has arrived since: there is nothing to retry."
          : "This delivery is already being sent again: there is nothing to retry.",
    };
  }
  const revived = await retryDeadDeliveries(tx, { siteId: lead.siteId, leadId: lead.id, deliveryId }, now);
  if (revived !== 1)
    return { kind: "conflict", message: "This delivery is no longer failed: there is nothing to retry." };
  const what = `${DELIVERY_CHANNEL_LABELS[delivery.channel]} to ${delivery.target}`;
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}`;
  return {
    kind: "done",
    message: `${what}: sending again now, with a fresh set of attempts.`,
    assignedStaffId: lead.assignedStaffId,
    audit: {
      action: "lead.retry-delivery",
      before: { [what]: `failed after ${attempts}: ${delivery.lastError ?? "no reason recorded"}` },
      after: { [what]: "sending again, attempts reset" },
    },
  };
}
