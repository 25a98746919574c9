import "server-only";
import type { Env } from "@/env";
import { crossSiteReason } from "@/lib/net/origin";
import { sameSecret } from "@/lib/net/same-secret";
import { type AdminAccess, type ApiKeyScope, accessMay, looksLikeApiKey } from "@/lib/staff/api-key-scopes";
import type { Database } from "../db/client";
import { jsonError, type Parsed } from "../http/api";
import { factsOf } from "../http/request-facts";
import { findApiKey } from "../staff/api-keys";
import { adminToken, bearerToken } from "./admin-token";

/**
 * Who is calling an admin API endpoint that a site's key may use (issue 31 §7, decision 0047): the
 * import, a site's leads, its reservations. Two steps, so an endpoint can read its input in between:
 *
 * 1. `adminCredential`, from the headers alone: 403 for a browser on another site; 401 with no bearer
 *    token, or one that is neither the admin token nor shaped like a key (the operator's mistyped
 *    token keeps its old answer); else the operator, or a key still to be looked up.
 * 2. `adminAccess`: the key looked up (null: unknown or revoked), then `accessMay(access, scope,
 *    site)` per site. An endpoint addressed by site answers every refusal of a key as "not there"
 *    (404), so a key learns nothing of other sites.
 *
 * The operator-only endpoints (staff, domains) keep `adminRefusal`: no key opens them.
 */

export type AdminCredential = { kind: "operator" } | { kind: "api-key"; token: string };

export type AdminAccessDeps = { settings: Env; database: () => Promise<Database>; now?: () => Date };

export const WRONG_CREDENTIAL =
  "Missing or wrong admin token or API key: send `Authorization: Bearer <token>` (ADMIN_TOKEN, the token in DATA_DIR/admin-token, or a site's API key)";

export function unauthorized(): Response {
  const response = jsonError(401, WRONG_CREDENTIAL);
  response.headers.set("www-authenticate", 'Bearer realm="forecourt-admin"');
  return response;
}

/** 403 for a browser request from another site, else null (every admin endpoint asks this first). */
export function crossSiteRefusal(request: Request, settings: Env): Response | null {
  const reason = crossSiteReason(
    request.headers,
    factsOf(request.headers, settings.FORECOURT_INTERNAL_TOKEN).scheme,
  );
  return reason ? jsonError(403, reason) : null;
}

export function adminCredential(request: Request, settings: Env): Parsed<AdminCredential> {
  const crossSite = crossSiteRefusal(request, settings);
  if (crossSite) return { ok: false, response: crossSite };
  const token = bearerToken(request.headers.get("authorization"));
  // The admin token is compared first and always, so a key and a wrong token take as long to refuse.
  if (sameSecret(token, adminToken(settings).token)) return { ok: true, data: { kind: "operator" } };
  if (looksLikeApiKey(token)) return { ok: true, data: { kind: "api-key", token } };
  return { ok: false, response: unauthorized() };
}

/** The operator, or the key in use the credential names; null for a key unknown or revoked. */
export async function adminAccess(
  deps: AdminAccessDeps,
  credential: AdminCredential,
): Promise<AdminAccess | null> {
  if (credential.kind === "operator") return credential;
  return findApiKey(await deps.database(), credential.token, deps.now?.() ?? new Date());
}

/** Whether the access reaches `siteId` with `scope` (null access: a key unknown or revoked, never). */
export function accessReaches(access: AdminAccess | null, scope: ApiKeyScope, siteId: number): boolean {
  return access !== null && accessMay(access, scope, siteId);
}
