import "server-only";
import { z } from "zod";
import { scrubText } from "@/lib/observability/scrub-text";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import { parseRecordId } from "@/lib/text/record-id";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { logger } from "../observability/log";
import { type ConsoleSessionDeps, consoleSiteSession, SITE_NOT_FOUND } from "./console-api";
import { staffActor } from "./current-staff";
import { sendNewStaffLink, setStaffDisabled } from "./staff-admin";
import { inviteStaffByMail } from "./staff-invitations";
import { sendStaffLinkMail, staffLinkUrl, staffMailer } from "./staff-mail";

const log = logger("staff");

/**
 * The console's staff API for one site (issue 31 §2), for those who may manage its staff (group admins,
 * operators):
 *
 * - `POST /api/sites/{slug}/staff` `{ email, name, role, dealerships[], sees_all_dealership_leads }` →
 *   201 the invitation (its link shown once, and e-mailed); 400 per field; 409 e-mail in use
 * - `POST /api/sites/{slug}/staff/{id}` `{ action: "disable" | "enable" | "send-link" }` → 200
 */

const PRIVATE = { "cache-control": "private, no-store" };
/** Any object: the invitation is judged whole below, with the path's site in place of any sent. */
const inviteBody = z.record(z.string(), z.unknown(), "Send the invitation as a JSON object.");
const actionBody = z.strictObject({
  action: z.enum(["disable", "enable", "send-link"], "Choose an action."),
});

export async function postConsoleInvite(
  deps: ConsoleSessionDeps,
  slug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "staff.manage"),
    ...schemaBody(inviteBody, 4096),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const invite = staffInviteSchema.safeParse({ ...change.input, site: site.slug });
  if (!invite.success) {
    const issues = invite.error.issues.map((i) => ({ key: i.path.join("."), message: i.message }));
    return fixFields(issues);
  }
  const outcome = await inviteStaffByMail(deps.db, invite.data, {
    mailer: staffMailer(),
    actor: staffActor(member, change.client.address),
    granter: member.scope,
    invitedBy: member.name || member.email,
  });
  if (outcome.kind === "refused") {
    if (outcome.status === 404 && outcome.field === "site") return jsonError(404, SITE_NOT_FOUND);
    return outcome.status === 409
      ? Response.json(
          { error: outcome.message, issues: [{ key: outcome.field, message: outcome.message }] },
          { status: 409, headers: PRIVATE },
        )
      : fixFields([{ key: outcome.field, message: outcome.message }]);
  }
  return Response.json(outcome.view, { status: 201, headers: PRIVATE });
}

export async function postConsoleStaffAction(
  deps: ConsoleSessionDeps,
  slug: string,
  idText: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "staff.manage"),
    ...schemaBody(actionBody, 256),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const staffId = parseRecordId(idText);
  if (staffId === null) return jsonError(404, "There is no such staff account.");
  const actor = staffActor(member, change.client.address);
  const { action } = change.input;
  const outcome =
    action === "send-link"
      ? await sendNewStaffLink(deps.db, { siteId: site.id, staffId, kind: "reset" }, actor)
      : await setStaffDisabled(
          deps.db,
          { siteId: site.id, staffId, disabled: action === "disable", actingStaffId: member.scope.staffId },
          actor,
        );
  if (outcome.kind === "not-found") return jsonError(404, "There is no such staff account.");
  if (outcome.kind === "refused") return jsonError(409, outcome.message);
  const link = outcome.token ? staffLinkUrl(outcome.token) : undefined;
  // The new link goes to the account's own mailbox too; the page shows it once to pass on as well.
  if (link && outcome.expiresAt && outcome.role) {
    const mail = await sendStaffLinkMail(staffMailer(), {
      kind: "reset",
      to: outcome.email,
      name: outcome.name ?? "",
      link,
      expiresAt: outcome.expiresAt,
      role: outcome.role,
      siteName: site.name,
    });
    if (!mail.ok) log.error("the new password link e-mail was not sent", { reason: scrubText(mail.reason) });
  }
  return Response.json(
    {
      done: true,
      email: outcome.email,
      ...(link ? { link, expires_at: outcome.expiresAt?.toISOString() } : {}),
    },
    { headers: PRIVATE },
  );
}
