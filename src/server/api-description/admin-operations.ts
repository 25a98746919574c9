import "server-only";
import { z } from "zod";
import { REPORT_TABLES } from "@/lib/analytics-report/report-csv";
import { DEFAULT_SLOW_DAYS, MAX_RANGE_DAYS, MAX_SLOW_DAYS } from "@/lib/analytics-report/report-query";
import { leadFeedQuerySchema } from "@/lib/leads/lead-feed-query";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import { moveDomainSchema } from "../admin/domain-admin-request";
import { importQuerySchema } from "../admin/import-request";
import { staffListQuerySchema } from "../admin/staff-admin-request";
import {
  dealerActionSchema,
  RESERVATION_ID_PATTERN,
  reservationListQuerySchema,
} from "../checkout/reservation-admin-request";
import {
  analyticsDays,
  analyticsReport,
  domainMoved,
  importReport,
  leadFeedPage,
  reservationDetail,
  reservationList,
  reservationSettled,
  siteConfigAnswer,
  siteConfigPatched,
  staffInvited,
  staffList,
} from "./admin-answers";
import { type ApiOperation, type ApiResponse, refusal, type SecurityRequirement } from "./operation";

/**
 * The admin API (`/admin/api/…`, the same on every host): for the operator's ADMIN_TOKEN, a site's
 * API keys with the scope each operation names (decision 0047), and, where said, a signed-in console
 * session on the console's host with no Authorization header. A key reaches only its own site: any
 * other site, a scope it lacks, or a key revoked or unknown is answered 404, as for a site that does
 * not exist. Nothing here is cached.
 */

const OPERATOR: SecurityRequirement = { adminToken: [] };
const key = (scope: string): SecurityRequirement => ({ siteApiKey: [scope] });
const CONSOLE: SecurityRequirement = { consoleSession: [] };

const ADMIN_REFUSALS: Record<number, ApiResponse> = {
  401: {
    ...refusal("No credential, or a wrong one (WWW-Authenticate: Bearer)."),
    headers: { "www-authenticate": 'Bearer realm="forecourt-admin"' },
  },
  403: refusal("A browser request from another site's page."),
};
const NO_SITE = refusal("No such site, or not the caller's (a key of another site, or without the scope).");

const slug = z.object({ slug: z.string().max(100).meta({ description: "The site's slug." }) });

/**
 * GET /admin/api/sites/{slug}/analytics/days's query, described here: the route's schema stays inside
 * server/analytics/rollup-rows-request.ts, which this description leaves alone.
 */
const analyticsDaysQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description: "Not before `from`." }),
});

/**
 * GET /admin/api/sites/{slug}/analytics's query, described here: lib/analytics/report-query reads it by
 * hand (the console's form and the API share its rules and messages).
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const analyticsQuery = z.object({
  from: isoDay.optional().meta({
    description: `The first day, on the site's clock; default: 27 days before \`to\`. At most ${MAX_RANGE_DAYS} days.`,
  }),
  to: isoDay.optional().meta({ description: "The last day, on the site's clock; default: today." }),
  dealership: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "One of the site's dealerships (its slug)." }),
  slow_days: z
    .number()
    .int()
    .min(1)
    .max(MAX_SLOW_DAYS)
    .optional()
    .meta({
      description: `Days in stock from which a car with few views is a slow mover (default ${DEFAULT_SLOW_DAYS}).`,
    }),
  car: z.number().int().min(1).optional().meta({ description: "A car's id: its own numbers in `car`." }),
  table: z
    .enum(REPORT_TABLES)
    .optional()
    .meta({ description: "Answer this table of the report as a CSV attachment instead of JSON." }),
});

export const ADMIN_OPERATIONS: ApiOperation[] = [
  {
    route: "admin/api/import",
    method: "post",
    path: "/admin/api/import",
    audience: "admin",
    operationId: "importFeed",
    tag: "Admin: feeds",
    summary: "Import a feed into the running server: a JSON bundle or a CSV stock feed",
    description:
      "The body is read as it arrives, up to IMPORT_BODY_LIMIT_MB (413 beyond). A bundle's shape is docs/import-bundle.schema.json. A key imports only its site's own data (anything else is refused whole, 403 with the reasons). From the console's pages, with the member's session instead of a token, the query is `site`, `dealership`, `replace_stock` and `name`, and the feed may hold only that dealership's cars.",
    security: [OPERATOR, key("import"), CONSOLE],
    input: "route",
    query: importQuerySchema,
    body: {
      schema: z
        .record(z.string(), z.unknown())
        .meta({ description: "A bundle: docs/import-bundle.schema.json." }),
      contentTypes: ["application/json", "text/csv"],
      description: "A bundle (application/json) or a CSV stock feed (text/csv), or say which with `format`.",
    },
    responses: {
      200: { description: "The import's report, as the CLI prints it.", schema: importReport },
      400: refusal("A bad query, a feed that is not JSON, or nested deeper than 64 levels."),
      ...ADMIN_REFUSALS,
      403: refusal("From another site's page, a key without `import`, or data that is not the key's site's."),
      413: refusal("Over IMPORT_BODY_LIMIT_MB."),
      415: refusal("Neither application/json nor text/csv, and no `format`."),
    },
  },
  {
    route: "admin/api/sites/[slug]/leads",
    method: "get",
    path: "/admin/api/sites/{slug}/leads",
    audience: "admin",
    operationId: "siteLeads",
    tag: "Admin: leads",
    summary: "A site's leads, newest first, a page at a time (keyset: `after`)",
    description:
      "A key or the operator reads every lead; a console session reads only the leads that member may (a sales person their own).",
    security: [OPERATOR, key("leads:read"), CONSOLE],
    input: "route",
    pathParams: slug,
    query: leadFeedQuerySchema,
    queryExample: { status: "new,contacted", limit: 50 },
    responses: {
      200: { description: "A page of leads.", schema: leadFeedPage },
      400: refusal("A reason per parameter (an `after` not of this list included)."),
      ...ADMIN_REFUSALS,
      404: NO_SITE,
    },
  },
  {
    route: "admin/api/sites/[slug]/config",
    method: "get",
    path: "/admin/api/sites/{slug}/config",
    audience: "admin",
    operationId: "siteConfig",
    tag: "Admin: settings",
    summary: "A site's config (or one dealership's overrides), every secret masked",
    security: [OPERATOR, key("settings"), CONSOLE],
    input: "described",
    pathParams: slug,
    query: z.object({ dealership: z.string().optional().meta({ description: "A dealership's slug." }) }),
    responses: {
      200: { description: "The overrides and the config they make.", schema: siteConfigAnswer },
      ...ADMIN_REFUSALS,
      404: refusal("No such site or dealership, or not the caller's."),
    },
  },
  {
    route: "admin/api/sites/[slug]/config",
    method: "patch",
    path: "/admin/api/sites/{slug}/config",
    audience: "admin",
    operationId: "patchSiteConfig",
    tag: "Admin: settings",
    summary: "Change a site's (or a dealership's) config with a JSON Merge Patch (RFC 7396)",
    description:
      "Only the keys named change; `null` removes one; a masked secret sent back is left as it is. Audit-logged; the site's pages see it at once. The body is read as any JSON object (no zod schema of its own) and checked key by key against the site config's rules.",
    security: [OPERATOR, key("settings"), CONSOLE],
    input: "described",
    pathParams: slug,
    query: z.object({ dealership: z.string().optional().meta({ description: "A dealership's slug." }) }),
    body: {
      schema: z.record(z.string(), z.unknown()),
      contentTypes: ["application/merge-patch+json", "application/json"],
      description: "At most 256 KB.",
    },
    responses: {
      200: { description: "The config as it now is, with what changed.", schema: siteConfigPatched },
      400: refusal("Not a JSON object, or a reason per config key (`key`: its dotted path)."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site or dealership, or not the caller's."),
      413: refusal("Over 256 KB."),
      415: refusal("Not a JSON Merge Patch."),
    },
  },
  {
    route: "admin/api/reservations",
    method: "get",
    path: "/admin/api/reservations",
    audience: "admin",
    operationId: "reservations",
    tag: "Admin: reservations",
    summary: "A site's reservations, newest first",
    security: [OPERATOR, key("reservations:write")],
    input: "route",
    query: reservationListQuerySchema,
    responses: {
      200: { description: "The reservations.", schema: reservationList },
      400: refusal("A reason per parameter."),
      ...ADMIN_REFUSALS,
      404: NO_SITE,
    },
  },
  {
    route: "admin/api/reservations/[id]",
    method: "get",
    path: "/admin/api/reservations/{id}",
    audience: "admin",
    operationId: "reservation",
    tag: "Admin: reservations",
    summary: "One reservation with every step it went through",
    security: [OPERATOR, key("reservations:write")],
    input: "none",
    pathParams: z.object({ id: z.string().regex(RESERVATION_ID_PATTERN) }),
    responses: {
      200: { description: "The reservation.", schema: reservationDetail },
      ...ADMIN_REFUSALS,
      404: refusal("No such reservation, or not the key's site's."),
    },
  },
  {
    route: "admin/api/reservations/[id]",
    method: "post",
    path: "/admin/api/reservations/{id}",
    audience: "admin",
    operationId: "settleReservation",
    tag: "Admin: reservations",
    summary: "Complete a held reservation (the sale went ahead) or cancel it (the deposit goes back)",
    description: "Audit-logged as the admin token or the key; the shopper is told by e-mail.",
    security: [OPERATOR, key("reservations:write")],
    input: "route",
    pathParams: z.object({ id: z.string().regex(RESERVATION_ID_PATTERN) }),
    body: { schema: dealerActionSchema },
    responses: {
      200: { description: "Settled.", schema: reservationSettled },
      400: refusal("A reason per field."),
      ...ADMIN_REFUSALS,
      404: refusal("No such reservation, or not the key's site's."),
      409: refusal("The reservation is not held (the reason says why)."),
    },
  },
  {
    route: "admin/api/staff",
    method: "get",
    path: "/admin/api/staff",
    audience: "admin",
    operationId: "staff",
    tag: "Admin: staff",
    summary: "The console's staff accounts (never a secret)",
    security: [OPERATOR],
    input: "route",
    query: staffListQuerySchema,
    responses: {
      200: { description: "The accounts.", schema: staffList },
      400: refusal("A reason per parameter."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site."),
    },
  },
  {
    route: "admin/api/staff",
    method: "post",
    path: "/admin/api/staff",
    audience: "admin",
    operationId: "inviteStaff",
    tag: "Admin: staff",
    summary: "Invite a staff member: the account, its one-time link and the invitation e-mail",
    security: [OPERATOR],
    input: "route",
    body: { schema: staffInviteSchema },
    responses: {
      201: {
        description: "Invited (the link is in the answer when the e-mail was not sent).",
        schema: staffInvited,
      },
      400: refusal("A reason per field (`issues`)."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site."),
      409: refusal("The e-mail is already in use."),
    },
  },
  {
    route: "admin/api/domains/move",
    method: "post",
    path: "/admin/api/domains/move",
    audience: "admin",
    operationId: "moveDomain",
    tag: "Admin: sites",
    summary: "Move a custom domain from the site holding it to another (decision 0041)",
    security: [OPERATOR],
    input: "route",
    body: { schema: moveDomainSchema },
    responses: {
      200: { description: "Moved (or already there: `moved` false).", schema: domainMoved },
      400: refusal("A domain that cannot be a custom domain, or a reason per field."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site."),
    },
  },
  {
    route: "admin/api/backup",
    method: "get",
    path: "/admin/api/backup",
    audience: "admin",
    operationId: "backupDatabase",
    tag: "Admin: backups",
    summary: "A consistent copy of the embedded database, taken while the server serves (decision 0065)",
    description:
      "PGlite's data directory as a gzipped tar, copied between two statements (queries wait meanwhile) and " +
      "sent as it is compressed; `forecourt backup` calls it and `forecourt restore` reads the file. " +
      "Operator only: the copy holds every site. On PostgreSQL, use pg_dump.",
    security: [OPERATOR],
    input: "none",
    responses: {
      200: {
        description: "The copy, as a download.",
        contentType: "application/gzip",
        headers: { "content-disposition": 'attachment; filename="forecourt-<time>.tar.gz"' },
      },
      ...ADMIN_REFUSALS,
      409: refusal(
        "The database is PostgreSQL (back it up with pg_dump) or in memory, or another copy is being made.",
      ),
    },
  },
  {
    route: "admin/api/sites/[slug]/analytics/days",
    method: "get",
    path: "/admin/api/sites/{slug}/analytics/days",
    audience: "admin",
    operationId: "analyticsDays",
    tag: "Admin: analytics",
    summary: "A site's analytics rollup rows and raw event counts per day, as stored (decision 0061)",
    description: "Operator only: any other credential is answered as if the site did not exist.",
    security: [OPERATOR],
    input: "described",
    pathParams: slug,
    query: analyticsDaysQuery,
    responses: {
      200: { description: "The rows.", schema: analyticsDays },
      400: refusal("A reason per parameter."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site, or not the operator."),
    },
  },
  {
    route: "admin/api/sites/[slug]/analytics",
    method: "get",
    path: "/admin/api/sites/{slug}/analytics",
    audience: "admin",
    operationId: "siteAnalytics",
    tag: "Admin: analytics",
    summary:
      "A site's analytics over a range of its days, against the period before (issue 33, decision 0067)",
    description:
      "Visitors, searches, car views, phone reveals, leads by kind and source, response times, top cars and slow movers, from the daily rollups. A key or the operator reads the whole site and every dealership; a console session a member who may read analytics (a manager only their dealerships, the first by default). With `table`, one table as CSV.",
    security: [OPERATOR, key("analytics:read"), CONSOLE],
    input: "described",
    pathParams: slug,
    query: analyticsQuery,
    queryExample: { from: "2026-11-01", to: "2026-11-28" },
    responses: {
      200: { description: "The report (or, with `table`, a CSV file).", schema: analyticsReport },
      400: refusal("A reason per parameter."),
      ...ADMIN_REFUSALS,
      404: refusal("No such site, dealership or car, or not the caller's."),
    },
  },
];
