import "server-only";
import { z } from "zod";
import { isContentKind, KIND_SPECS } from "@/lib/content/content-kinds";
import { contentSiteFacts } from "../content/content-site";
import { isUniqueViolation } from "../content/content-versions";
import { applyContentChange, type ContentOutcome } from "../content/content-workflow";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange, schemaBody } from "../http/state-change";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { actorLabel, recordAudit } from "./audit";
import { type ConsoleSessionDeps, consoleSiteSession } from "./console-api";
import { staffActor } from "./current-staff";

/**
 * `POST /api/sites/{slug}/content/{kind}` (issue 32 item 2, decision 0053): one change to one item of
 * content —
 *
 * - `{ action: "save" | "publish", slug, revision, create?, form }` → a draft, or on the site
 * - `{ action: "unpublish", slug, revision }` → off the site
 * - `{ action: "rollback", slug, revision, to }` → a new version with version `to`'s fields
 *
 * `revision` is the item's newest version as the editor saw it (0 for a new item). 200 `{ done,
 * message, revision }`; 400 a reason per field; 404 for a kind or item the site does not have (or a
 * site the member may not edit); 409 when the item changed since (or this very change was already
 * made). Audit-logged in the change's transaction, with the changed fields before and after.
 */

const slugText = z.string().max(200);
const revision = z.number().int().min(0).max(1_000_000);
const changeSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.enum(["save", "publish"]),
    slug: slugText,
    revision,
    create: z.boolean().optional(),
    form: z.record(z.string(), z.string().max(100_000)),
  }),
  z.object({ action: z.literal("unpublish"), slug: slugText, revision }),
  z.object({ action: z.literal("rollback"), slug: slugText, revision, to: revision }),
]);

const PRIVATE = { "cache-control": "private, no-store" };

export async function postConsoleContentChange(
  deps: ConsoleSessionDeps & { now?: () => Date },
  slug: string,
  kind: string,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    session: consoleSiteSession(deps, slug, "content.write"),
    ...schemaBody(changeSchema, 512 * 1024),
  });
  if (!change.ok) return change.response;
  if (!isContentKind(kind)) return jsonError(404, "There is no such kind of content.");
  const { member, site } = change.session;
  const actor = staffActor(member, change.client.address);
  const ctx = {
    siteId: site.id,
    kind,
    ...contentSiteFacts(site),
    staffId: member.scope.staffId,
    actor: actorLabel(actor),
    now: deps.now?.() ?? new Date(),
  };
  let outcome: ContentOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const result = await applyContentChange(tx, ctx, change.input);
      if (result.kind === "done") {
        await recordAudit(tx, actor, {
          siteId: site.id,
          targetType: KIND_SPECS[kind].singular,
          targetId: change.input.slug,
          ...result.audit,
        });
      }
      return result;
    });
  } catch (error) {
    // Another save took this revision between our read and our write: the same as a stale edit.
    if (!isUniqueViolation(error)) throw error;
    outcome = { kind: "conflict", message: "Someone else saved this at the same moment: reload to see it." };
  }
  // This process's pages read the site's popups and promo cards with its cached site object (decision
  // 0085): a change shows on the next request here, not once the version poll has seen it.
  if (outcome.kind === "done") invalidateSiteCache();
  switch (outcome.kind) {
    case "not-found":
      return jsonError(404, outcome.message);
    case "invalid":
      return fixFields(outcome.issues);
    case "conflict":
      return jsonError(409, outcome.message);
    case "done":
      return Response.json(
        { done: true, message: outcome.message, revision: outcome.revision },
        { headers: PRIVATE },
      );
  }
}
