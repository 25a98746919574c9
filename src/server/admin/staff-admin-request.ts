import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import { scrubText } from "@/lib/observability/scrub-text";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseJsonBody, parseQuery } from "../http/api";
import { factsOf } from "../http/request-facts";
import type { Mailer } from "../leads/delivery/mailer";
import { logger } from "../observability/log";
import { inviteStaffByMail } from "../staff/staff-invitations";
import { listStaffAccounts } from "../staff/staff-list";
import { staffMailer } from "../staff/staff-mail";
import { adminRefusal } from "./admin-request";

/**
 * Staff accounts over the admin API (issue 31 §2), behind the admin token (`adminRefusal`); the
 * `forecourt staff` command uses these when a server holds the data directory.
 *
 *   POST /admin/api/staff   {"email","role","site"?,"dealerships"?,"name"?,"sees_all_dealership_leads"?}
 *   GET  /admin/api/staff[?site=<slug>]
 *
 * The POST makes the account (lib/staff/staff-invite says what an invitation may hold), e-mails the
 * invitation and answers 201 `{ staff_id, email, role, site, link, expires_at, mail }`, `mail` being
 * "sent" (SMTP), "spooled" (DATA_DIR/mail) or "not-sent" (with `mail_error`; the account stays and the
 * link is in the answer to pass on). 400 with an issue per field, 404 for an unknown site, 409 for an
 * e-mail already in use. The audit log names the admin token as who did it.
 *
 *   curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
 *        -d '{"email":"jo@harbour.example","role":"group-admin","site":"harbour-toyota"}' \
 *        http://localhost:3000/admin/api/staff
 */

export const staffListQuerySchema = z.strictObject({
  site: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a site slug")
    .optional(),
});

export type StaffAdminDeps = {
  settings: Env;
  database: () => Promise<Database>;
  /** A mailer for one request; closed after its send. */
  mailer?: () => Mailer;
  log?: (line: string) => void;
  now?: () => Date;
};

const NO_STORE = { "cache-control": "no-store" };
const adminLog = logger("admin");

export function staffInviteEndpoint({
  settings,
  database,
  mailer = () => staffMailer(settings),
  log = (line) => adminLog.info(line),
  now,
}: StaffAdminDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    const body = await parseJsonBody(request, staffInviteSchema);
    if (!body.ok) return body.response;
    const address = factsOf(request.headers, settings.FORECOURT_INTERNAL_TOKEN).clientAddress;
    const sender = mailer();
    try {
      const outcome = await inviteStaffByMail(await database(), body.data, {
        mailer: sender,
        actor: { kind: "admin-token", address: address === "unknown" ? null : address },
        settings,
        ...(now ? { now: now() } : {}),
      });
      if (outcome.kind === "refused") {
        const issue = { key: outcome.field, message: `${outcome.field}: ${outcome.message}` };
        return outcome.status === 400
          ? jsonError(400, "Invalid request body", [issue])
          : jsonError(outcome.status, outcome.message, [issue]);
      }
      const { view } = outcome;
      log(
        `[admin] staff account ${view.staff_id} invited as ${view.role}${view.site ? ` of site "${view.site}"` : ""}; invitation e-mail ${view.mail}${view.mail_error ? ` (${scrubText(view.mail_error)})` : ""}`,
      );
      return Response.json(view, { status: 201, headers: NO_STORE });
    } finally {
      await sender.close();
    }
  };
}

/** `GET /admin/api/staff[?site=…]`: 200 `{ staff: [...] }`, never a secret; 404 for an unknown site. */
export function staffListEndpoint({ settings, database }: StaffAdminDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    const query = parseQuery(new URL(request.url).searchParams, staffListQuerySchema);
    if (!query.ok) return query.response;
    const staff = await listStaffAccounts(await database(), query.data.site);
    if (!staff) return jsonError(404, `No site "${query.data.site}"`);
    return Response.json({ staff }, { headers: NO_STORE });
  };
}

const serverDeps: StaffAdminDeps = { settings: env, database: getDatabase };
export const handleStaffInvite = staffInviteEndpoint(serverDeps);
export const handleStaffList = staffListEndpoint(serverDeps);
