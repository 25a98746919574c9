/**
 * A lead's place in the dealer's workflow (issue 31 §4): it arrives `new`; staff move it to
 * `contacted`, then `appointment`, and close it `sold` or `lost` with a reason. Any open status may go
 * to any other (a shopper contacted may book, or buy, at once); a closed lead may be reopened to
 * `contacted`, so a mistake is mended rather than hidden. The first change or note after arrival is the
 * dealer's first response, and the time to it is what dealer groups measure their people on.
 */

export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

const CLOSED: ReadonlySet<LeadStatus> = new Set(["sold", "lost"]);

export const REASON_MAX = 500;
/** A note's length limit (lib/leads/lead-action); here, with no zod, so the browser's form reads it too. */
export const NOTE_MAX = 4000;

export type StatusChange =
  | { ok: true; status: LeadStatus; reason: string | null }
  | { ok: false; field: "status" | "reason"; message: string };

/** Whether a lead may go from `from` to `to` with `reason`, and what is stored if so. */
export function changeStatus(
  from: LeadStatus,
  to: LeadStatus,
  reason: string | null | undefined,
): StatusChange {
  const text = reason?.trim() || null;
  if (to === from)
    return {
      ok: false,
      field: "status",
      message: `The lead is already ${LEAD_STATUS_LABELS[to].toLowerCase()}.`,
    };
  if (to === "new")
    return { ok: false, field: "status", message: "A lead cannot go back to new once handled." };
  if (CLOSED.has(from) && to !== "contacted") {
    return { ok: false, field: "status", message: "Reopen a closed lead as contacted first." };
  }
  if (CLOSED.has(to) && !text) {
    return { ok: false, field: "reason", message: `Say why the lead is ${to}.` };
  }
  if (text && text.length > REASON_MAX) {
    return { ok: false, field: "reason", message: `Keep the reason to ${REASON_MAX} characters.` };
  }
  return { ok: true, status: to, reason: CLOSED.has(to) ? text : null };
}

/** Seconds from a lead's arrival to the dealer's first response; null while there is none. */
export function firstResponseSeconds(createdAt: Date, firstResponseAt: Date | null): number | null {
  if (!firstResponseAt) return null;
  return Math.max(0, Math.round((firstResponseAt.getTime() - createdAt.getTime()) / 1000));
}
