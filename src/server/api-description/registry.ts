import "server-only";
import { z } from "zod";
import { ADMIN_OPERATIONS } from "./admin-operations";
import { type ApiOperation, refusal } from "./operation";
import { SITE_ACCOUNT_OPERATIONS } from "./site-account-operations";
import { siteCheckoutOperations } from "./site-checkout-operations";
import { SITE_OPERATIONS } from "./site-operations";

/**
 * Every route handler under src/app, described or set aside with a reason (decision 0066). The unit
 * test beside this file (registry.test.ts) fails when a route.ts exports a method that is neither
 * described here nor under an UNDESCRIBED folder, and when an entry names a route or method that does
 * not exist: a new API is described when it is written.
 */

const PLATFORM_OPERATIONS: ApiOperation[] = [
  {
    route: "api/openapi.json",
    method: "get",
    path: "/api/openapi.json",
    audience: "platform",
    operationId: "openApiDocument",
    tag: "Platform",
    summary: "This document: OpenAPI 3.1, the same on every host",
    input: "none",
    responses: {
      200: { description: "The OpenAPI document.", schema: z.looseObject({ openapi: z.string() }) },
    },
  },
  {
    route: "api/health",
    method: "get",
    path: "/api/health",
    audience: "platform",
    operationId: "health",
    tag: "Platform",
    summary: "Ready when the database answers (load balancers, tests)",
    input: "none",
    responses: {
      200: {
        description: "Ready.",
        schema: z.object({ ok: z.literal(true), database: z.enum(["pglite", "postgres"]) }),
      },
      503: {
        description: "The database does not answer.",
        schema: z.object({ ok: z.literal(false), error: z.string() }),
      },
    },
  },
  {
    route: "api/ready",
    method: "get",
    path: "/api/ready",
    audience: "platform",
    operationId: "ready",
    tag: "Platform",
    summary: "Readiness: 200 once migrated and the search indexes are warm (load balancers; decision 0068)",
    description:
      "503, with the reasons, from the start until the database is migrated and the boot has finished " +
      "building the search indexes, and whenever the database does not answer; then 200. /api/health " +
      "stays the liveness probe.",
    input: "none",
    responses: {
      200: {
        description: "Ready for shoppers.",
        schema: z.object({
          ready: z.literal(true),
          migrated: z.literal(true),
          searchIndexes: z.literal("warm"),
        }),
      },
      503: {
        description: "Not ready yet (or no longer): why.",
        schema: z.object({
          ready: z.literal(false),
          migrated: z.boolean(),
          searchIndexes: z.enum(["warming", "warm", "failed"]),
          reasons: z.array(z.string()).min(1),
        }),
      },
    },
  },
  {
    route: "metrics",
    method: "get",
    path: "/metrics",
    audience: "platform",
    operationId: "metrics",
    tag: "Platform",
    summary: "Prometheus metrics of this server process, for the operator (decision 0068)",
    description:
      "The text exposition format: requests by route kind and status, latency histograms, outbox depth " +
      "and oldest age, import durations and refusals, search index sizes and warm state, rate-limit " +
      "refusals, event-loop lag and the process's own series. Per server process. Operator only: the " +
      "admin token as a bearer token; no site's API key.",
    security: [{ adminToken: [] }],
    input: "none",
    responses: {
      200: { description: "The metrics.", contentType: "text/plain; version=0.0.4; charset=utf-8" },
      401: {
        ...refusal("No admin token, or a wrong one (WWW-Authenticate: Bearer)."),
        headers: { "www-authenticate": 'Bearer realm="forecourt-admin"' },
      },
      403: refusal("A browser request from another site's page."),
    },
  },
];

/** Every described operation; `now` sets the bounds that move with the calendar (a car's year, a delivery date). */
export function apiOperations(now: Date = new Date()): ApiOperation[] {
  return [
    ...PLATFORM_OPERATIONS,
    ...SITE_OPERATIONS,
    ...SITE_ACCOUNT_OPERATIONS,
    ...siteCheckoutOperations(now),
    ...ADMIN_OPERATIONS,
  ];
}

/**
 * Route folders (under src/app) that the document leaves out on purpose, each with why. A route under
 * one of these prefixes needs no entry; a prefix that matches no route fails the test.
 */
export const UNDESCRIBED: readonly { prefix: string; reason: string }[] = [
  {
    prefix: "console/api/",
    reason:
      "The dealer console's own API, on CONSOLE_HOST, for its pages (staff session and its CSRF rules); not a public contract yet.",
  },
  {
    prefix: "api/internal/",
    reason: "The front cache's internal question, behind a per-start token; 404 to anyone else.",
  },
  { prefix: "media/", reason: "Files (car photos, logos, demo pictures), not an API." },
  { prefix: "s/[site]/api/[...rest]", reason: "The JSON 404 for any path under /api/ that no route takes." },
  {
    prefix: "s/[site]/console-preview",
    reason: "The console's preview link: sets a cookie and redirects a browser.",
  },
  {
    prefix: "s/[site]/feeds/",
    reason: "Advertising feeds in Google's and Meta's own XML formats (README 'Advertising feeds').",
  },
  { prefix: "s/[site]/robots.txt", reason: "robots.txt (RFC 9309)." },
  { prefix: "s/[site]/sitemap.xml", reason: "A sitemap index (sitemaps.org)." },
  { prefix: "s/[site]/sitemaps/", reason: "Sitemap parts (sitemaps.org)." },
];
