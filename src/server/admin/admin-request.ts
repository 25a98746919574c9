import "server-only";
import type { Env } from "@/env";
import { crossSiteReason } from "@/lib/net/origin";
import { jsonError } from "../http/api";
import { factsOf } from "../http/request-facts";
import { adminToken, bearerMatches } from "./admin-token";

/**
 * Why an admin API request is refused, or null: a browser on another site must not reach it even with
 * a token it somehow holds (403), and it needs the admin token as a Bearer token (401). Every
 * `/admin/api/…` route asks this first.
 */
export function adminRefusal(request: Request, settings: Env): Response | null {
  const crossSite = crossSiteReason(
    request.headers,
    factsOf(request.headers, settings.FORECOURT_INTERNAL_TOKEN).scheme,
  );
  if (crossSite) return jsonError(403, crossSite);
  if (!bearerMatches(request.headers.get("authorization"), adminToken(settings).token)) {
    const response = jsonError(
      401,
      "Missing or wrong admin token: send `Authorization: Bearer <token>` (ADMIN_TOKEN, or the token in DATA_DIR/admin-token)",
    );
    response.headers.set("www-authenticate", 'Bearer realm="forecourt-admin"');
    return response;
  }
  return null;
}
