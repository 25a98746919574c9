import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseJsonBody } from "../http/api";
import { logger } from "../observability/log";
import { moveDomain } from "../tenancy/domains";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { adminRefusal } from "./admin-request";

/**
 * `POST /admin/api/domains/move` with `{ "domain": "harbourtoyota.com.au", "to": "<site slug>" }`
 * (issue 29 item 1, decision 0041): the operator's way to move a custom domain from the site holding
 * it to another; an import never does. 200 `{ domain, from, to, moved }`; 400 for a domain that cannot
 * be a custom domain; 404 for an unknown site. Each move is logged with both sites, as the audit trail
 * (there is no audit table yet). `forecourt sites move-domain` calls it.
 *
 *   curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
 *        -d '{"domain":"harbourtoyota.com.au","to":"harbour-toyota"}' http://localhost:3000/admin/api/domains/move
 */

export const moveDomainSchema = z.strictObject({
  domain: z.string({ error: "domain must be text" }).trim().min(1, "domain is required").max(253),
  to: z
    .string({ error: "to must be a site slug" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "to must be a site slug (lower-case letters, digits, hyphens)"),
});

export type DomainAdminDeps = {
  settings: Env;
  database: () => Promise<Database>;
  log?: (line: string) => void;
};

const adminLog = logger("admin");

export function moveDomainEndpoint({
  settings,
  database,
  log = (line) => adminLog.info(line),
}: DomainAdminDeps) {
  return async (request: Request): Promise<Response> => {
    const refused = adminRefusal(request, settings);
    if (refused) return refused;
    const body = await parseJsonBody(request, moveDomainSchema);
    if (!body.ok) return body.response;
    const result = await moveDomain(await database(), body.data.domain, body.data.to);
    if (!result.ok) return jsonError(result.status, result.error);
    if (result.moved) {
      invalidateSiteCache();
      log(
        `[admin] domain "${result.domain}" moved ${result.from ? `from site "${result.from}" ` : ""}to site "${result.to}"`,
      );
    }
    const { ok: _ok, ...answer } = result;
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  };
}

export const handleMoveDomain = moveDomainEndpoint({ settings: env, database: getDatabase });
