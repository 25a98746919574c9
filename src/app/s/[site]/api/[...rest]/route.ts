import { jsonError } from "@/server/http/api";

export const dynamic = "force-dynamic";

/**
 * Any other path under /api/: a JSON 404 naming the path, for every method, instead of the site's HTML
 * "page not found" (brief: "an API answers … with a readable reason"; issue 16 item 2).
 */
function noSuchApi(request: Request): Response {
  const path = new URL(request.url).pathname.replace(/^\/s\/[^/]+/, "");
  return jsonError(404, `There is no API at ${path.slice(0, 200)}`);
}

export const GET = noSuchApi;
export const HEAD = noSuchApi;
export const POST = noSuchApi;
export const PUT = noSuchApi;
export const PATCH = noSuchApi;
export const DELETE = noSuchApi;
