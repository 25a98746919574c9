import { openApiJson } from "@/server/api-description/openapi-document";

export const dynamic = "force-dynamic";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of the site and admin APIs (decision 0066), the
 * same on every host (the proxy leaves this path alone, as it does /api/health). It holds no setting
 * and no secret, so any cache may keep it for an hour.
 */
export function GET(): Response {
  return new Response(openApiJson(), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "access-control-allow-origin": "*",
    },
  });
}
