import "server-only";
import { privacyDeleteSchema, privacyLookupSchema } from "@/lib/privacy/privacy-subject";
import { exportFileName, exportSummary } from "@/lib/privacy/shopper-export";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { deleteShopperData, exportShopperData, previewShopperData } from "./privacy-requests";

/**
 * The console's privacy requests for one site (issue 36 item 6, decision 0070), for those who may
 * `privacy.manage` (group admins, operators), once they have confirmed who is asking:
 *
 * - `POST /api/sites/{slug}/privacy/lookup` `{ phone?, email? }` → 200 `{ found_by, summary, leads }`:
 *   what the site holds (counts by kind, and the leads by kind and day); nothing leaves, nothing logged
 * - `POST /api/sites/{slug}/privacy/export` `{ phone?, email? }` → 200 the JSON file (an attachment),
 *   audit-logged
 * - `POST /api/sites/{slug}/privacy/delete` `{ phone?, email?, confirm: true }` → 200 `{ deleted }`,
 *   the counts of what was deleted or anonymised, audit-logged
 *
 * 400 with a reason per field (a phone that is not one, neither given, no confirmation); 401, 403 and
 * 404 as every console endpoint. POST throughout, so no phone or e-mail is ever in an address or a log.
 */

const PRIVATE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 1024;

export type ConsolePrivacyDeps = ConsoleSessionDeps & { now?: () => Date };

export async function postPrivacyLookup(deps: ConsolePrivacyDeps, slug: string, request: Request) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "privacy.manage"),
    ...schemaBody(privacyLookupSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const data = await previewShopperData(
    deps.db,
    change.session.site,
    change.input,
    deps.now?.() ?? new Date(),
  );
  return Response.json(
    {
      found_by: data.found_by,
      summary: exportSummary(data),
      leads: data.leads.map((lead) => ({
        kind: lead.kind,
        created_at: lead.created_at,
        status: lead.status,
      })),
    },
    { headers: PRIVATE },
  );
}

export async function postPrivacyExport(deps: ConsolePrivacyDeps, slug: string, request: Request) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "privacy.manage"),
    ...schemaBody(privacyLookupSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const now = deps.now?.() ?? new Date();
  const data = await exportShopperData(
    deps.db,
    site,
    change.input,
    staffActor(member, change.client.address),
    now,
  );
  return exportFile(site.slug, data, now);
}

export async function postPrivacyDelete(deps: ConsolePrivacyDeps, slug: string, request: Request) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "privacy.manage"),
    ...schemaBody(privacyDeleteSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const deleted = await deleteShopperData(
    deps.db,
    site,
    change.input,
    staffActor(member, change.client.address),
    deps.now?.() ?? new Date(),
  );
  return Response.json({ deleted }, { headers: PRIVATE });
}

/** The one JSON file, as a download. */
export function exportFile(slug: string, data: unknown, now: Date): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...PRIVATE,
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(slug, now)}"`,
    },
  });
}
