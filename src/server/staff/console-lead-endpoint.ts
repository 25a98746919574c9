import "server-only";
import { leadActionSchema } from "@/lib/leads/lead-action";
import { leadVisibility, leadVisible, may } from "@/lib/staff/roles";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { leadTarget, readLeadState } from "../leads/lead-page-read";
import { isLeadId } from "../leads/lead-queries";
import { applyLeadAction, type LeadActionOutcome } from "../leads/lead-workflow";
import { recordAudit } from "./audit";
import { type ConsoleSessionDeps, consoleSiteSession } from "./console-api";
import { staffActor } from "./current-staff";

/**
 * `POST /api/sites/{slug}/leads/{id}` (issue 31 §4): one change to one lead from its console page —
 *
 * - `{ action: "status", current_status, status, reason? }` → the workflow's next status
 * - `{ action: "assign", current_assignee, assignee }` → a staff member who may see the lead, or null
 * - `{ action: "note", last_note_id, note }` → a note appended
 * - `{ action: "retry", delivery_id }` → a failed (dead) delivery sent again, with fresh attempts
 *
 * 200 `{ done, message, still_visible }`; 400 a reason per field; 404 for a lead of another site, or
 * outside the member's dealerships or own leads (the same as none); 409 when the lead is no longer as
 * the member saw it (changed meanwhile, or this very change already made). Each change is audit-logged
 * in its own transaction, with what it was before and after.
 */

const PRIVATE = { "cache-control": "private, no-store" };
export const LEAD_NOT_FOUND = "There is no such lead.";

export async function postConsoleLeadAction(
  deps: ConsoleSessionDeps & { now?: () => Date },
  slug: string,
  idText: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "leads.write"),
    ...schemaBody(leadActionSchema, 16 * 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  if (!isLeadId(idText)) return jsonError(404, LEAD_NOT_FOUND);
  const now = deps.now?.() ?? new Date();
  const actor = staffActor(member, change.client.address);

  const outcome = await deps.db.transaction(async (tx): Promise<LeadActionOutcome> => {
    const lead = await readLeadState(tx, site.id, idText, true);
    if (!lead || !may(member.scope, "leads.write", leadTarget(lead))) {
      return { kind: "not-found", message: LEAD_NOT_FOUND };
    }
    const result = await applyLeadAction(
      tx,
      lead,
      change.input,
      { staffId: member.scope.staffId, name: member.name, email: member.email },
      now,
    );
    if (result.kind === "done") {
      await recordAudit(tx, actor, {
        siteId: site.id,
        targetType: "lead",
        targetId: lead.id,
        ...result.audit,
      });
    }
    return result;
  });

  switch (outcome.kind) {
    case "not-found":
      return jsonError(404, outcome.message);
    case "invalid":
      return fixFields([{ key: outcome.field, message: outcome.message }]);
    case "conflict":
      return jsonError(409, outcome.message);
    case "done": {
      // A sales person who hands their own lead to someone else no longer sees it: the page says so.
      const visibility = leadVisibility(member.scope, site.id);
      const lead = await readLeadState(deps.db, site.id, idText);
      const stillVisible = Boolean(visibility && lead && leadVisible(visibility, lead));
      return Response.json(
        { done: true, message: outcome.message, still_visible: stillVisible },
        { headers: PRIVATE },
      );
    }
  }
}
