import "server-only";
import { eq } from "drizzle-orm";
import {
  type ContentData,
  type ContentKind,
  KIND_SPECS,
  readContentForm,
  slugIssue,
} from "@/lib/content/content-kinds";
import { pickFields, type VersionState } from "@/lib/content/content-status";
import type { Executor } from "../db/client";
import { sites } from "../db/schema";
import { removeLiveItem, writeLiveItem } from "./content-live";
import { type ContentVersion, insertVersion, readContentItem } from "./content-versions";

/**
 * One change to one item of content from its console editor (decision 0053): save a draft, publish
 * (now or on a schedule: the fields' start and expiry), take it off the site, or roll back to an
 * earlier version (a new version with that one's fields, doing what that one did). Each is a new
 * version, made only when the editor's `revision` is still the item's newest, so a stale edit or a
 * retried request is refused (409) rather than applied twice.
 */

export type ContentChange =
  | {
      action: "save" | "publish";
      slug: string;
      revision: number;
      create?: boolean;
      form: Record<string, string>;
    }
  | { action: "unpublish"; slug: string; revision: number }
  | { action: "rollback"; slug: string; revision: number; to: number };

export type ContentChangeContext = {
  siteId: number;
  kind: ContentKind;
  timeZone: string;
  categories: readonly string[];
  staffId: number | null;
  actor: string;
  now: Date;
};

/** The audit entry's part the change knows (the endpoint adds who, the site and the target). */
export type ContentAudit = {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

export type ContentOutcome =
  | {
      kind: "done";
      revision: number;
      message: string;
      audit: ContentAudit;
    }
  | { kind: "not-found"; message: string }
  | { kind: "invalid"; issues: { key: string; message: string }[] }
  | { kind: "conflict"; message: string };

const WORDS: Record<ContentChange["action"], string> = {
  save: "Draft saved.",
  publish: "Published.",
  unpublish: "Taken off the site.",
  rollback: "Rolled back.",
};

export async function applyContentChange(
  tx: Executor,
  ctx: ContentChangeContext,
  change: ContentChange,
): Promise<ContentOutcome> {
  const spec = KIND_SPECS[ctx.kind];
  const item = await readContentItem(tx, ctx.siteId, ctx.kind, change.slug);
  const creating = "create" in change && change.create === true;
  if (creating) {
    const problem =
      spec.single && change.slug !== spec.single
        ? `The ${spec.singular}'s address is ${spec.single}.`
        : slugIssue(change.slug);
    if (problem) return { kind: "invalid", issues: [{ key: "slug", message: problem }] };
    if (item) {
      return {
        kind: "invalid",
        issues: [{ key: "slug", message: `This site already has an ${spec.singular} at this address.` }],
      };
    }
  } else if (!item) return { kind: "not-found", message: `There is no such ${spec.singular}.` };

  const head: ContentVersion | null = item?.versions[0] ?? null;
  if ((head?.revision ?? 0) !== change.revision) {
    return {
      kind: "conflict",
      message: `This ${spec.singular} changed since you opened it (it is at version ${head?.revision ?? 0} now): reload to see the change.`,
    };
  }

  let data: ContentData;
  let state: VersionState;
  let rollbackOf: number | null = null;
  if (change.action === "save" || change.action === "publish") {
    const read = readContentForm(ctx.kind, change.form, ctx);
    if (!read.ok) return { kind: "invalid", issues: read.issues };
    data = read.data;
    state = change.action === "save" ? "draft" : "published";
  } else if (change.action === "unpublish") {
    if (!item?.live) return { kind: "conflict", message: `This ${spec.singular} is not on the site.` };
    data = head!.data;
    state = "unpublished";
  } else {
    const to = "to" in change ? change.to : -1;
    const target = item!.versions.find((v) => v.revision === to);
    if (!target || target.revision === head!.revision) {
      return { kind: "invalid", issues: [{ key: "to", message: "Choose an earlier version." }] };
    }
    data = target.data;
    state = target.state;
    rollbackOf = target.revision;
  }

  const revision = (head?.revision ?? 0) + 1;
  const changed = await insertVersion(tx, {
    siteId: ctx.siteId,
    kind: ctx.kind,
    slug: change.slug,
    revision,
    state,
    source: change.action === "rollback" ? "rollback" : "console",
    rollbackOf,
    data,
    previous: head?.data ?? null,
    staffId: ctx.staffId,
    actor: ctx.actor,
    now: ctx.now,
  });
  const liveChanges = state !== "draft";
  if (state === "published") await writeLiveItem(tx, ctx.siteId, ctx.kind, change.slug, data, ctx.now);
  if (state === "unpublished" && item?.live) await removeLiveItem(tx, ctx.siteId, ctx.kind, change.slug);
  // The site row's change is what every server's page freshness watches (server/pages/site-versions.ts).
  if (liveChanges) await tx.update(sites).set({ updatedAt: ctx.now }).where(eq(sites.id, ctx.siteId));

  return {
    kind: "done",
    revision,
    message: WORDS[change.action],
    audit: {
      action: `content.${change.action}`,
      before: head ? { revision: head.revision, state: head.state, ...pickFields(head.data, changed) } : null,
      after: {
        revision,
        state,
        ...(rollbackOf !== null ? { rollback_of: rollbackOf } : {}),
        ...pickFields(data, changed),
      },
    },
  };
}
