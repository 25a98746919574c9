import "server-only";
import { z } from "zod";
import { apiKeyCreateSchema } from "@/lib/staff/api-key-create";
import { parseRecordId } from "@/lib/text/record-id";
import { jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { createApiKey, revokeApiKey } from "./api-keys";
import { type ConsoleSessionDeps, consoleSiteSession } from "./console-api";
import { staffActor } from "./current-staff";

/**
 * The console's API keys for one site (issue 31 §7), for those who may manage them (group admins,
 * operators):
 *
 * - `POST /api/sites/{slug}/api-keys` `{ name, scopes[] }` → 201 the key's row with `key`, the key
 *   itself, in this answer only; 400 per field; 409 a name already in use (a form sent twice makes one
 *   key) or too many keys
 * - `POST /api/sites/{slug}/api-keys/{id}` `{ action: "revoke" }` → 200 the key's row, revoked (again:
 *   the same, nothing logged twice); 404 for a key of another site or none
 */

const PRIVATE = { "cache-control": "private, no-store" };
const NO_KEY = "There is no such key.";
const actionBody = z.strictObject({ action: z.literal("revoke", "Choose an action: revoke.") });

export async function postConsoleApiKey(
  deps: ConsoleSessionDeps,
  slug: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "api-keys.manage"),
    ...schemaBody(apiKeyCreateSchema, 2048),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const outcome = await createApiKey(
    deps.db,
    { siteId: site.id, ...change.input, createdBy: member.scope.staffId },
    staffActor(member, change.client.address),
  );
  if (outcome.kind === "refused") {
    return Response.json(
      { error: outcome.message, issues: [{ key: outcome.field, message: outcome.message }] },
      { status: 409, headers: PRIVATE },
    );
  }
  return Response.json({ ...outcome.view, key: outcome.key }, { status: 201, headers: PRIVATE });
}

export async function postConsoleApiKeyAction(
  deps: ConsoleSessionDeps,
  slug: string,
  idText: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "api-keys.manage"),
    ...schemaBody(actionBody, 256),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const keyId = parseRecordId(idText);
  if (keyId === null) return jsonError(404, NO_KEY);
  const outcome = await revokeApiKey(
    deps.db,
    { siteId: site.id, keyId },
    staffActor(member, change.client.address),
  );
  if (outcome.kind === "not-found") return jsonError(404, NO_KEY);
  return Response.json(outcome.view, { headers: PRIVATE });
}
