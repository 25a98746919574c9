/**
 * What kind of route a request is for (issue 36 item 3, decision 0068), from its path and whether it
 * came to the console's host: the label every log line, request metric and span of the request
 * carries. A handful of kinds, never the path itself, so a metric's series stay few whatever shoppers
 * type into the address bar.
 */
export const ROUTE_KINDS = [
  "page",
  "site-api",
  "console",
  "console-api",
  "admin-api",
  "media",
  "asset",
  "ops",
] as const;

export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The operator's and the platform's own endpoints: probes, metrics, the API description, the front's questions. */
const OPS_PATHS = new Set(["/api/health", "/api/ready", "/metrics", "/api/openapi.json"]);

/** Next's built files and the files every site shares. */
const ASSET_PREFIXES = ["/_next/", "/fonts/"];

/** `path` is the request's path without its query. */
export function routeKindOf(path: string, onConsoleHost: boolean): RouteKind {
  if (OPS_PATHS.has(path) || path.startsWith("/api/internal/")) return "ops";
  if (ASSET_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === "/favicon.ico") return "asset";
  if (path.startsWith("/admin/api/")) return "admin-api";
  if (path.startsWith("/media/")) return "media";
  const api = path === "/api" || path.startsWith("/api/");
  if (onConsoleHost) return api ? "console-api" : "console";
  return api ? "site-api" : "page";
}

const SITE_SEGMENT = /^\/(?:admin\/api\/|api\/)?sites\/([a-z0-9][a-z0-9-]{0,99})(?:\/|$)/;

/**
 * The site a console or admin request is about, when its path names one (`/sites/<slug>/…`,
 * `/api/sites/<slug>/…`, `/admin/api/sites/<slug>/…`); null otherwise. A shopper's request gets its
 * site from the host, which the proxy resolves.
 */
export function siteInPath(path: string, kind: RouteKind): string | null {
  if (kind !== "console" && kind !== "console-api" && kind !== "admin-api") return null;
  return SITE_SEGMENT.exec(path)?.[1] ?? null;
}
