import "server-only";
import { z } from "zod";
import { env } from "@/env";
import { isJsonObject, type JsonObject } from "@/lib/import/merge-patch";
import { maskSecrets } from "@/lib/settings/config-patch";
import { configForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { HIDDEN_SITE_CONFIG_PATHS, parseSiteConfig } from "@/lib/tenancy/site-config";
import { getDatabase } from "../db/database";
import { fixFields, jsonError, type Parsed, readJsonBody } from "../http/api";
import { clientFacts } from "../http/state-change";
import { refreshSiteAfterConfigChange } from "../settings/config-caches";
import { applyConfigPatch, type ConfigTarget, storedOverrides } from "../settings/config-write";
import type { AuditActor } from "../staff/audit";
import { SITE_NOT_FOUND } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";
import { crossSiteRefusal } from "./admin-access";
import { bearerSite, type SiteCallerDeps, sessionSite } from "./site-caller";

/**
 * `GET` and `PATCH /admin/api/sites/{slug}/config[?dealership=<slug>]` (issue 32 item 3, decision
 * 0054): a site's config (or one dealership's overrides) for a script, a CRM or the operator.
 *
 * - Who: a bearer token (the admin token, or the site's API key with the `settings` scope), or with no
 *   Authorization header a console session of a member who may `settings.write` on the site.
 * - `GET` answers `{ site, dealership, overrides, config }`: the stored overrides and the config they
 *   make, every secret masked (`********` when set).
 * - `PATCH` takes a JSON Merge Patch (RFC 7396; `application/merge-patch+json` or `application/json`)
 *   over the stored overrides, the merge the bundle import makes (decision 0041): only the keys it names
 *   change; `null` removes one; a masked secret sent back is left as it is. It answers the same shape,
 *   with `changed` (the dotted paths that moved), or 400 with an issue per field (`key`: the path).
 *   Audit-logged; the site's pages and caches see it at once.
 *
 * 404 "There is no such site." for a site that is not there or not the caller's, or a key without the
 * scope; 401 with no credential.
 *
 *   curl -X PATCH -H "Authorization: Bearer fck_…" -H "Content-Type: application/merge-patch+json" \
 *        -d '{"contact":{"phone":"02 9000 0000"}}' https://console.example/admin/api/sites/harbour-toyota/config
 */

export type SiteConfigDeps = SiteCallerDeps;

const MAX_PATCH_BYTES = 256 * 1024;
const PATCH_TYPES = new Set(["application/json", "application/merge-patch+json"]);
const NO_STORE = { headers: { "cache-control": "private, no-store" } };
const NO_DEALERSHIP = "There is no such dealership on this site.";
const notFound = () => jsonError(404, SITE_NOT_FOUND);

type Caller = { site: Site; actor: AuditActor };

async function bearerCaller(request: Request, deps: SiteConfigDeps, slug: string): Promise<Parsed<Caller>> {
  const bearer = await bearerSite(request, deps, slug, "settings");
  if (!bearer.ok) return bearer;
  const { site, access } = bearer.data;
  const address = clientFacts(request.headers).address;
  const actor: AuditActor =
    access.kind === "api-key"
      ? { kind: "api-key", keyId: access.keyId, name: access.name, address }
      : { kind: "admin-token", address };
  return { ok: true, data: { site, actor } };
}

async function sessionCaller(request: Request, deps: SiteConfigDeps, slug: string): Promise<Parsed<Caller>> {
  const session = await sessionSite(request, deps, slug, "settings.write");
  if (!session.ok) return session;
  const { site, member } = session.data;
  return { ok: true, data: { site, actor: staffActor(member, clientFacts(request.headers).address) } };
}

function caller(request: Request, deps: SiteConfigDeps, slug: string): Promise<Parsed<Caller>> {
  return request.headers.get("authorization") !== null
    ? bearerCaller(request, deps, slug)
    : sessionCaller(request, deps, slug);
}

/** The target of `?dealership=`: one of the site's dealerships, or the site itself. */
function targetOf(request: Request, site: Site): Parsed<{ target: ConfigTarget; dealership: string | null }> {
  const slug = new URL(request.url).searchParams.get("dealership");
  if (slug === null)
    return { ok: true, data: { target: { siteId: site.id, dealershipId: null }, dealership: null } };
  const dealership = site.dealerships.find((d) => d.slug === slug);
  if (!dealership) return { ok: false, response: jsonError(404, NO_DEALERSHIP) };
  return { ok: true, data: { target: { siteId: site.id, dealershipId: dealership.id }, dealership: slug } };
}

/** The answer: the overrides and the config they make, secrets masked. */
function configAnswer(site: Site, dealership: string | null, overrides: JsonObject, extra: object = {}) {
  const config =
    dealership === null ? parseSiteConfig(overrides) : configForDealership(site.config, overrides);
  return Response.json(
    {
      site: site.slug,
      dealership,
      overrides: maskSecrets(overrides, HIDDEN_SITE_CONFIG_PATHS),
      config: maskSecrets(config, HIDDEN_SITE_CONFIG_PATHS),
      ...extra,
    },
    NO_STORE,
  );
}

export function siteConfigEndpoints(deps: SiteConfigDeps) {
  async function prelude(request: Request, slug: string) {
    const crossSite = crossSiteRefusal(request, deps.settings);
    if (crossSite) return { ok: false as const, response: crossSite };
    const who = await caller(request, deps, slug);
    if (!who.ok) return who;
    const target = targetOf(request, who.data.site);
    if (!target.ok) return target;
    return { ok: true as const, data: { ...who.data, ...target.data } };
  }

  async function get(request: Request, slug: string): Promise<Response> {
    const start = await prelude(request, slug);
    if (!start.ok) return start.response;
    const { site, target, dealership } = start.data;
    const overrides = await storedOverrides(await deps.database(), target);
    if (overrides === null) return notFound();
    return configAnswer(site, dealership, overrides);
  }

  async function patch(request: Request, slug: string): Promise<Response> {
    const start = await prelude(request, slug);
    if (!start.ok) return start.response;
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!PATCH_TYPES.has(type)) {
      return jsonError(415, "Send a JSON Merge Patch: Content-Type: application/merge-patch+json");
    }
    const body = await readJsonBody(request, z.unknown(), MAX_PATCH_BYTES);
    if (!body.ok) return jsonError(body.status, body.error, body.issues);
    if (!isJsonObject(body.data)) {
      return jsonError(400, "A config patch is a JSON object: the keys to change, null to remove one.");
    }
    const { site, actor, target, dealership } = start.data;
    const written = await applyConfigPatch(await deps.database(), target, body.data, actor);
    if (written.kind === "not-found") return notFound();
    if (written.kind === "invalid") return fixFields(written.issues);
    if (written.changes.length) refreshSiteAfterConfigChange(site.slug);
    return configAnswer(site, dealership, written.overrides, {
      changed: written.changes.map((c) => c.path),
      revision: written.revisionId,
    });
  }

  return { get, patch };
}

export const siteConfigRequests = siteConfigEndpoints({ settings: env, database: getDatabase });
