import "server-only";
import { stringify } from "csv-stringify/sync";
import { env } from "@/env";
import {
  isReportTable,
  REPORT_TABLES,
  reportFileName,
  reportTableRows,
} from "@/lib/analytics-report/report-csv";
import { reportJson } from "@/lib/analytics-report/report-json";
import { parseReportQuery, type ReportQueryErrors } from "@/lib/analytics-report/report-query";
import {
  type ReportReach,
  reportDealershipFor,
  reportReach,
  wholeSiteReach,
} from "@/lib/analytics-report/report-reach";
import type { Site } from "@/lib/tenancy/site";
import { crossSiteRefusal } from "../admin/admin-access";
import { bearerSite, type SiteCallerDeps, sessionSite, siteNotFound } from "../admin/site-caller";
import { getDatabase } from "../db/database";
import { jsonError, type Parsed } from "../http/api";
import { readAnalyticsReport, reportToday } from "./analytics-report";

/**
 * `GET /admin/api/sites/{slug}/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD[&dealership=<slug>][&slow_days=N][&car=<id>]`
 * (issue 33 item 4, decision 0067): the dealer's report (lib/analytics/report-json) over a range of the
 * site's own days (default: the 28 days ending today on the site's clock), compared with the period
 * before it, for the whole site or one dealership; with `car`, that car's own counts and leads by kind
 * as well (`car`; 404 for a car not at the site's, or the member's, dealerships). Answers to:
 *
 * - a bearer token: the admin token (every site), or a site's API key with `analytics:read` (its own
 *   site only); the whole site and every dealership;
 * - with no Authorization header, a console session of a member who may read the site's analytics:
 *   a manager only their own dealerships (the first by default).
 *
 * With `&table=<name>` (one of lib/analytics/report-csv's REPORT_TABLES) it answers that table of the
 * report as a CSV attachment instead: the dashboard's "Download CSV" links.
 *
 * 401 with no credential; 404 "There is no such site." for a site that is not there or not the
 * caller's, or a key without the scope; 404 for a dealership that is not the site's or not the
 * member's; 400 with a reason per parameter.
 *
 *   curl -H "Authorization: Bearer fck_…" "https://console.example/admin/api/sites/harbour-toyota/analytics?from=2026-11-01&to=2026-11-28"
 */

export type AnalyticsRequestDeps = SiteCallerDeps;

const NO_DEALERSHIP = "There is no such dealership on this site.";
const NO_CAR = "There is no such car at this site's dealerships.";
const PRIVATE = { "cache-control": "private, no-store" };

type Reader = { site: Site; reach: ReportReach };

async function reader(request: Request, deps: AnalyticsRequestDeps, slug: string): Promise<Parsed<Reader>> {
  if (request.headers.get("authorization") !== null) {
    const bearer = await bearerSite(request, deps, slug, "analytics:read");
    return bearer.ok
      ? { ok: true, data: { site: bearer.data.site, reach: wholeSiteReach(bearer.data.site.dealerships) } }
      : bearer;
  }
  const session = await sessionSite(request, deps, slug, "analytics.read");
  if (!session.ok) return session;
  const reach = reportReach(session.data.member.scope, session.data.site);
  return reach
    ? { ok: true, data: { site: session.data.site, reach } }
    : { ok: false, response: siteNotFound() };
}

export function queryErrors(errors: ReportQueryErrors): Response {
  const issues = Object.entries(errors).map(([key, message]) => ({ key, message: message as string }));
  return jsonError(400, "Some of the parameters cannot be read.", issues);
}

export function analyticsEndpoint(deps: AnalyticsRequestDeps) {
  return async (request: Request, slug: string): Promise<Response> => {
    const crossSite = crossSiteRefusal(request, deps.settings);
    if (crossSite) return crossSite;
    const caller = await reader(request, deps, slug);
    if (!caller.ok) return caller.response;
    const { site, reach } = caller.data;
    const db = await deps.database();
    const now = deps.now?.() ?? new Date();
    const params = new URL(request.url).searchParams;
    const { query, errors } = parseReportQuery(params, await reportToday(db, site, now));
    const table = params.get("table");
    if (table !== null && !isReportTable(table)) errors.table = `Choose one of: ${REPORT_TABLES.join(", ")}.`;
    if (Object.keys(errors).length) return queryErrors(errors);
    const dealership = reportDealershipFor(reach, query.dealership);
    if ("refused" in dealership) return jsonError(404, NO_DEALERSHIP);
    const report = await readAnalyticsReport(db, site, { ...query, dealership: dealership.slug }, now);
    if ("error" in report) return jsonError(404, report.error === "car" ? NO_CAR : NO_DEALERSHIP);
    if (table !== null && isReportTable(table)) {
      // A byte-order mark, so a spreadsheet opening the file reads it as UTF-8.
      return new Response(`\uFEFF${stringify(reportTableRows(report, table))}`, {
        headers: {
          ...PRIVATE,
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${reportFileName(report, table)}"`,
        },
      });
    }
    return Response.json(reportJson(report), { headers: PRIVATE });
  };
}

export const handleAnalytics = analyticsEndpoint({ settings: env, database: getDatabase });
