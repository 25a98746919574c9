import "server-only";
import { env } from "@/env";
import { leadFeedQuerySchema } from "@/lib/leads/lead-feed-query";
import { type LeadVisibility, leadVisibility } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "../db/database";
import { jsonError, type Parsed, parseQuery } from "../http/api";
import { leadFeed } from "../leads/lead-feed";
import { crossSiteRefusal } from "./admin-access";
import { bearerSite, type SiteCallerDeps, sessionSite, siteNotFound } from "./site-caller";

/**
 * `GET /admin/api/sites/{slug}/leads[?since=…][&status=…][&limit=…][&after=…]` (issue 31 §7): a site's
 * leads as JSON, newest first, for a CRM, a report or a script (server/leads/lead-feed, the query's
 * rules in lib/leads/lead-feed-query). Answers to:
 *
 * - a bearer token: the admin token (every site), or a site's API key with `leads:read` (its own site
 *   only); every lead of the site;
 * - with no Authorization header, a console session (the staff cookie, on the console's host) of a
 *   member who may read the site's leads: only the leads they may read (`leadVisibility`), so a sales
 *   person gets their own.
 *
 * 401 with no credential at all (or a session that ended); 404 "There is no such site." for a site
 * that is not there or not the caller's, a key without the scope, revoked or unknown: one answer, so
 * nothing is learnt of other sites; 400 with a reason per parameter.
 *
 *   curl -H "Authorization: Bearer fck_…" "https://console.example/admin/api/sites/harbour-toyota/leads?since=2026-11-20T00:00:00Z"
 */

export type SiteLeadsDeps = SiteCallerDeps;

const EVERY_LEAD: LeadVisibility = {
  dealershipIds: "all",
  dealershipLeadsAssignedTo: null,
  groupLeads: "all",
};

type Reader = { site: Site; visibility: LeadVisibility };

/**
 * The caller's reach: the operator or a key with `leads:read` read every lead; a console session the
 * leads the member may (`leadVisibility`).
 */
async function leadReader(request: Request, deps: SiteLeadsDeps, slug: string): Promise<Parsed<Reader>> {
  if (request.headers.get("authorization") !== null) {
    const bearer = await bearerSite(request, deps, slug, "leads:read");
    return bearer.ok ? { ok: true, data: { site: bearer.data.site, visibility: EVERY_LEAD } } : bearer;
  }
  const session = await sessionSite(request, deps, slug, "leads.read");
  if (!session.ok) return session;
  const visibility = leadVisibility(session.data.member.scope, session.data.site.id);
  return visibility
    ? { ok: true, data: { site: session.data.site, visibility } }
    : { ok: false, response: siteNotFound() };
}

export function siteLeadsEndpoint(deps: SiteLeadsDeps) {
  return async (request: Request, slug: string): Promise<Response> => {
    const crossSite = crossSiteRefusal(request, deps.settings);
    if (crossSite) return crossSite;
    const reader = await leadReader(request, deps, slug);
    if (!reader.ok) return reader.response;
    const query = parseQuery(new URL(request.url).searchParams, leadFeedQuerySchema);
    if (!query.ok) return query.response;
    const { site, visibility } = reader.data;
    const page = await leadFeed(await deps.database(), site.id, visibility, query.data);
    if (page.kind === "bad-cursor") {
      return jsonError(400, "Invalid query parameters", [
        { key: "after", message: "after: not a lead of this list: send the `next` of the page before" },
      ]);
    }
    return Response.json(
      { site: site.slug, leads: page.leads, next: page.next },
      { headers: { "cache-control": "private, no-store" } },
    );
  };
}

export const handleSiteLeads = siteLeadsEndpoint({ settings: env, database: getDatabase });
