import "server-only";
import type { AdminAccess, ApiKeyScope } from "@/lib/staff/api-key-scopes";
import type { StaffAction } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { jsonError, type Parsed } from "../http/api";
import { clientFacts } from "../http/state-change";
import { consoleSession, SITE_NOT_FOUND, siteFor } from "../staff/console-api";
import type { StaffMember } from "../staff/current-staff";
import { readSite } from "../tenancy/sites";
import {
  type AdminAccessDeps,
  accessReaches,
  adminAccess,
  adminCredential,
  unauthorized,
} from "./admin-access";

/**
 * Who is asking a site-addressed admin endpoint (`/admin/api/sites/{slug}/…`): the two ways in every
 * such endpoint takes (issue 31 §7), each ending in the site or the one refusal. With an Authorization
 * header, the admin token or the site's key with `scope`; without one, a console session of a member
 * who may do `action` on the site. A site that is not there, not the caller's, or a key without the
 * scope is 404 "There is no such site." (nothing is learnt of other sites); no credential is 401.
 */

export type SiteCallerDeps = AdminAccessDeps & { staffSecret?: string };

const notFound = () => jsonError(404, SITE_NOT_FOUND);

/** A bearer token that reaches the site with `scope`: the site and the access it was let in by. */
export async function bearerSite(
  request: Request,
  deps: AdminAccessDeps,
  slug: string,
  scope: ApiKeyScope,
): Promise<Parsed<{ site: Site; access: AdminAccess }>> {
  const credential = adminCredential(request, deps.settings);
  if (!credential.ok) return credential;
  const access = await adminAccess(deps, credential.data);
  const site = access && slug.length <= 100 ? await readSite(await deps.database(), slug) : null;
  if (!site || !access || !accessReaches(access, scope, site.id)) return { ok: false, response: notFound() };
  return { ok: true, data: { site, access } };
}

/** A console session (no Authorization header) of a member who may do `action` on the site. */
export async function sessionSite(
  request: Request,
  deps: SiteCallerDeps,
  slug: string,
  action: StaffAction,
): Promise<Parsed<{ site: Site; member: StaffMember }>> {
  const client = clientFacts(request.headers);
  if (!client.cookie) return { ok: false, response: unauthorized() };
  const db = await deps.database();
  const session = await consoleSession({ db, ...(deps.staffSecret ? { secret: deps.staffSecret } : {}) })(
    request,
    client,
  );
  if (!session.ok) return session;
  const site = await siteFor(db, session.data, slug, action);
  if (!site) return { ok: false, response: notFound() };
  return { ok: true, data: { site, member: session.data } };
}

/** The refusal for a site the caller reaches but a part of it (a lead view, a report's reach) they may not. */
export const siteNotFound = notFound;
