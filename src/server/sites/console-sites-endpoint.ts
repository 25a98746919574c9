import "server-only";
import { z } from "zod";
import { cloneFormSchema } from "@/lib/sites/clone-site";
import { newSiteFormSchema } from "@/lib/sites/new-site";
import { roleMay } from "@/lib/staff/roles";
import { fixFields, jsonError, type Parsed } from "../http/api";
import type { ClientFacts } from "../http/state-change";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { type ConsoleSessionDeps, consoleSession, consoleSiteSession } from "../staff/console-api";
import { type StaffMember, staffActor } from "../staff/current-staff";
import { cloneSite } from "./clone-site";
import { createSite } from "./create-site";
import { deleteSite, setSiteArchived } from "./site-lifecycle";

/**
 * The console's sites API, for operators only (`sites.manage`; issue 32 §6, decision 0056). Anyone else
 * gets the 404 a stranger gets.
 *
 * - `POST /api/sites` the new-site form → 200 `{ preview }` without `confirm`, 201 `{ slug, home }`
 *   with it; 400 per field
 * - `POST /api/sites/{slug}/clone` `{ name, slug, domains[] }` → 201 `{ slug, home, copied }`; 400
 * - `POST /api/sites/{slug}/lifecycle` `{ action: "archive" | "unarchive" | "delete", confirm }` → 200;
 *   a delete refused: 400 (the slug typed), 409 (not archived, leads not exported)
 */

const PRIVATE = { "cache-control": "private, no-store" };

function operatorSession(deps: ConsoleSessionDeps) {
  const session = consoleSession(deps);
  return async (request: Request, client: ClientFacts): Promise<Parsed<StaffMember>> => {
    const who = await session(request, client);
    if (!who.ok) return who;
    return roleMay(who.data.scope.role, "sites.manage")
      ? who
      : { ok: false, response: jsonError(404, "There is no such page.") };
  };
}

export async function postNewSite(deps: ConsoleSessionDeps, request: Request): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: operatorSession(deps),
    ...schemaBody(newSiteFormSchema, 64 * 1024),
  });
  if (!change.ok) return change.response;
  const actor = staffActor(change.session, change.client.address);
  const outcome = await createSite(deps.db, change.input, actor);
  if (outcome.kind === "invalid") return fixFields(outcome.issues);
  if (outcome.kind === "preview") return Response.json({ preview: outcome.preview }, { headers: PRIVATE });
  return Response.json({ slug: outcome.slug, home: outcome.home }, { status: 201, headers: PRIVATE });
}

export async function postCloneSite(deps: ConsoleSessionDeps, slug: string, request: Request) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "sites.manage"),
    ...schemaBody(cloneFormSchema, 8 * 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const outcome = await cloneSite(deps.db, site, change.input, staffActor(member, change.client.address));
  if (outcome.kind === "invalid") return fixFields(outcome.issues);
  return Response.json(
    { slug: outcome.slug, home: outcome.home, copied: outcome.copied },
    { status: 201, headers: PRIVATE },
  );
}

const lifecycleBody = z.strictObject({
  action: z.enum(["archive", "unarchive", "delete"], "Choose an action."),
  confirm: z.string().max(200).default(""),
});

export async function postSiteLifecycle(deps: ConsoleSessionDeps, slug: string, request: Request) {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "sites.manage"),
    ...schemaBody(lifecycleBody, 1024),
  });
  if (!change.ok) return change.response;
  const { member, site } = change.session;
  const actor = staffActor(member, change.client.address);
  const { action, confirm } = change.input;
  const outcome =
    action === "delete"
      ? await deleteSite(deps.db, site, confirm, actor)
      : await setSiteArchived(deps.db, site, action === "archive", actor);
  if (outcome.kind === "refused") {
    return jsonError(outcome.status, outcome.message, [{ key: outcome.field, message: outcome.message }]);
  }
  return Response.json(
    outcome.kind === "deleted"
      ? { deleted: true, dealerships_deleted: outcome.dealershipsDeleted }
      : { archived: outcome.archived, changed: outcome.changed },
    { headers: PRIVATE },
  );
}
