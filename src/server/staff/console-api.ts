import "server-only";
import { siteStateAllows } from "@/lib/staff/archived-site";
import { mayOnSite, type StaffAction } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { jsonError, type Parsed } from "../http/api";
import type { ClientFacts } from "../http/state-change";
import { readSite } from "../tenancy/sites";
import { findStaff, type StaffMember } from "./current-staff";

/**
 * The console API's two questions, asked the same way by every endpoint (issue 31 "Bad input and
 * abuse"): who is asking (401 without a session; 403 for an operator or group admin who has not yet
 * turned two-factor on), and whether the site in the path is one they may act on (404 otherwise: "not
 * yours" reads exactly as "not there").
 */

export type ConsoleSessionDeps = { db: Database; secret?: string; touch?: boolean };

export function consoleSession(deps: ConsoleSessionDeps) {
  return async (_request: Request, client: ClientFacts): Promise<Parsed<StaffMember>> => {
    const member = await findStaff(deps, client);
    if (!member) return { ok: false, response: jsonError(401, "Please sign in again.") };
    if (member.mustEnrolTwoFactor) {
      return {
        ok: false,
        response: jsonError(403, "Turn on two-factor sign-in first, on your account page."),
      };
    }
    return { ok: true, data: member };
  };
}

export const SITE_NOT_FOUND = "There is no such site.";

/** The path's site when `member` may do `action` on it; else null (the caller answers 404). */
export async function siteFor(
  db: Database,
  member: StaffMember,
  slug: string,
  action: StaffAction,
): Promise<Site | null> {
  if (slug.length > 100) return null;
  const site = await readSite(db, slug);
  return site && mayOnSite(member.scope, action, site.id) && siteStateAllows(site.archivedAt, action)
    ? site
    : null;
}

/**
 * The session step for an endpoint on one site: the member (401/403 as `consoleSession`), then the
 * path's site for `action` (404), both before the body is read, so a stranger to the site learns
 * nothing from how a body would have been judged.
 */
export function consoleSiteSession(deps: ConsoleSessionDeps, slug: string, action: StaffAction) {
  const member = consoleSession(deps);
  return async (
    request: Request,
    client: ClientFacts,
  ): Promise<Parsed<{ member: StaffMember; site: Site }>> => {
    const who = await member(request, client);
    if (!who.ok) return who;
    const site = await siteFor(deps.db, who.data, slug, action);
    return site
      ? { ok: true, data: { member: who.data, site } }
      : { ok: false, response: jsonError(404, SITE_NOT_FOUND) };
  };
}
