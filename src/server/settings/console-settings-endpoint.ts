import "server-only";
import { z } from "zod";
import { settingsActionFor, siteFormGroup } from "@/lib/settings/site-settings";
import { parseRecordId } from "@/lib/text/record-id";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { siteOrigin } from "../tenancy/sites";
import { refreshSiteAfterConfigChange } from "./config-caches";
import { rollbackRevision } from "./config-history";
import { createPreview } from "./config-preview";
import { applyConfigPatch, type ConfigTarget } from "./config-write";

/**
 * The console's settings forms (issue 32 item 3, decision 0054):
 *
 * - `POST /api/sites/{slug}/settings/{group}` `{ patch, dealership?, mode: "save" | "preview" }`: the
 *   form's changed fields as a merge patch of that group alone. Save → 200 `{ changed, revision }`
 *   (nothing changed: `changed: []`, nothing logged); preview → 200 `{ url }`, the site's address that
 *   opens the preview in this browser. 400 per field (`key`: the field's dotted path).
 * - `POST /api/sites/{slug}/settings/history/{id}` `{ action: "rollback" }`: a new revision undoing
 *   revision `id`; 200 `{ changed, revision, secretsSkipped }`.
 */

const PRIVATE = { headers: { "cache-control": "private, no-store" } };
const NO_GROUP = "There is no such group of settings.";
const NO_DEALERSHIP = "There is no such dealership on this site.";

const saveBody = z.strictObject({
  patch: z.record(z.string(), z.unknown()),
  dealership: z.string().max(100).optional(),
  mode: z.enum(["save", "preview"], "Choose save or preview.").default("save"),
});

export async function postSettingsGroup(
  deps: ConsoleSessionDeps,
  slug: string,
  groupKey: string,
  request: Request,
): Promise<Response> {
  const group = siteFormGroup(groupKey);
  if (!group) return jsonError(404, NO_GROUP);
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, settingsActionFor(group)),
    ...schemaBody(saveBody, 256 * 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const { patch, dealership, mode } = change.input;
  const outside = Object.keys(patch).filter((key) => key !== group.key);
  if (outside.length) {
    return fixFields(outside.map((key) => ({ key, message: `${key}: not a setting of ${group.label}` })));
  }
  let target: ConfigTarget = { siteId: site.id, dealershipId: null };
  if (dealership !== undefined) {
    const found = site.dealerships.find((d) => d.slug === dealership);
    if (!found) return jsonError(404, NO_DEALERSHIP);
    target = { siteId: site.id, dealershipId: found.id };
  }
  if (mode === "preview") {
    const made = await createPreview(deps.db, target, patch, member.scope.staffId);
    if (made.kind === "not-found") return jsonError(404, NO_DEALERSHIP);
    if (made.kind === "invalid") return fixFields(made.issues);
    const url = `${siteOrigin(site)}/console-preview?token=${made.token}`;
    return Response.json({ url, expires_at: made.expiresAt.toISOString() }, PRIVATE);
  }
  const written = await applyConfigPatch(deps.db, target, patch, staffActor(member, change.client.address));
  if (written.kind === "not-found") return jsonError(404, NO_DEALERSHIP);
  if (written.kind === "invalid") return fixFields(written.issues);
  if (written.changes.length) refreshSiteAfterConfigChange(site.slug);
  return Response.json(
    { changed: written.changes.map((c) => c.path), revision: written.revisionId },
    PRIVATE,
  );
}

const rollbackBody = z.strictObject({ action: z.literal("rollback", "Choose an action: rollback.") });

export async function postSettingsRollback(
  deps: ConsoleSessionDeps,
  slug: string,
  idText: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "settings.write"),
    ...schemaBody(rollbackBody, 256),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const id = parseRecordId(idText);
  const NO_REVISION = "There is no such revision.";
  if (id === null) return jsonError(404, NO_REVISION);
  const actor = staffActor(member, change.client.address);
  const done = await rollbackRevision(deps.db, site.id, id, actor);
  if (done.kind === "not-found") return jsonError(404, NO_REVISION);
  if (done.kind === "invalid") {
    return jsonError(
      409,
      "This change cannot be undone alone: the settings it would restore are no longer valid together.",
      done.issues,
    );
  }
  if (done.changes.length) refreshSiteAfterConfigChange(site.slug);
  return Response.json(
    {
      changed: done.changes.map((c) => c.path),
      revision: done.revisionId,
      secretsSkipped: done.secretsSkipped ?? [],
    },
    PRIVATE,
  );
}
