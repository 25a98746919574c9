import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { type ContentData, type ContentKind, KIND_SPECS } from "@/lib/content/content-kinds";
import {
  type ContentStatus,
  changedFields,
  itemStatus,
  type VersionState,
} from "@/lib/content/content-status";
import type { Executor } from "../db/client";
import { contentVersions } from "../db/schema";
import { readLiveItems } from "./content-live";

/**
 * Reads of content's versions (decision 0053): an item's history, and the list of a kind with each
 * item's status. An item imported before versions were kept has none: it reads as revision 0, "as
 * imported", made from the live row, so the first save is revision 1.
 */

export type ContentVersion = {
  revision: number;
  state: VersionState;
  source: "console" | "import" | "rollback";
  rollbackOf: number | null;
  data: ContentData;
  changed: string[];
  actor: string;
  createdAt: Date | null;
};

export type ContentItem = {
  slug: string;
  live: ContentData | null;
  /** Newest first; never empty for an item that exists. */
  versions: ContentVersion[];
};

const versionColumns = {
  revision: contentVersions.revision,
  state: contentVersions.state,
  source: contentVersions.source,
  rollbackOf: contentVersions.rollbackOf,
  data: contentVersions.data,
  changed: contentVersions.changed,
  actor: contentVersions.actor,
  createdAt: contentVersions.createdAt,
};

function asVersion(row: typeof contentVersions.$inferSelect | Record<string, unknown>): ContentVersion {
  return row as unknown as ContentVersion;
}

/** The version an item without any reads as: the live row, revision 0. */
function importedVersion(live: ContentData): ContentVersion {
  return {
    revision: 0,
    state: "published",
    source: "import",
    rollbackOf: null,
    data: live,
    changed: [],
    actor: "Import",
    createdAt: null,
  };
}

/** One item, live fields and history, or null when the site has no such item of the kind. */
export async function readContentItem(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  slug: string,
): Promise<ContentItem | null> {
  const live = (await readLiveItems(db, siteId, kind, slug)).get(slug) ?? null;
  const rows = await db
    .select(versionColumns)
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.siteId, siteId),
        eq(contentVersions.kind, kind),
        eq(contentVersions.itemKey, slug),
      ),
    )
    .orderBy(desc(contentVersions.revision));
  const versions = rows.map(asVersion);
  if (!versions.length && !live) return null;
  return { slug, live, versions: versions.length ? versions : [importedVersion(live!)] };
}

export type ContentListRow = {
  slug: string;
  title: string;
  status: ContentStatus;
  pendingDraft: boolean;
  revision: number;
  changedAt: Date | null;
  actor: string;
};

/** The site's items of one kind, live or not, by title. */
export async function listContentItems(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  now: Date,
): Promise<ContentListRow[]> {
  const spec = KIND_SPECS[kind];
  const live = await readLiveItems(db, siteId, kind);
  const heads = await db
    .selectDistinctOn([contentVersions.itemKey], { itemKey: contentVersions.itemKey, ...versionColumns })
    .from(contentVersions)
    .where(and(eq(contentVersions.siteId, siteId), eq(contentVersions.kind, kind)))
    .orderBy(contentVersions.itemKey, desc(contentVersions.revision));
  const headOf = new Map(heads.map((h) => [h.itemKey, asVersion(h)]));
  const slugs = new Set([...live.keys(), ...headOf.keys()]);
  return [...slugs]
    .map((slug) => {
      const head = headOf.get(slug) ?? importedVersion(live.get(slug)!);
      const liveData = live.get(slug) ?? null;
      const window = liveData
        ? {
            start: liveData[spec.startKey] ?? null,
            end: spec.endKey ? (liveData[spec.endKey] ?? null) : null,
          }
        : null;
      return {
        slug,
        title: String(head.data[spec.titleKey] ?? slug),
        ...itemStatus(head, window, now),
        revision: head.revision,
        changedAt: head.createdAt,
        actor: head.actor,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug));
}

/** Adds a version after the item's newest (`previous`: its fields, for what changed). */
export async function insertVersion(
  db: Executor,
  version: {
    siteId: number;
    kind: ContentKind;
    slug: string;
    revision: number;
    state: VersionState;
    source: ContentVersion["source"];
    rollbackOf?: number | null;
    data: ContentData;
    previous: ContentData | null;
    staffId: number | null;
    actor: string;
    now: Date;
  },
): Promise<string[]> {
  const changed = changedFields(version.previous, version.data);
  await db.insert(contentVersions).values({
    siteId: version.siteId,
    kind: version.kind,
    itemKey: version.slug,
    revision: version.revision,
    state: version.state,
    source: version.source,
    rollbackOf: version.rollbackOf ?? null,
    data: version.data,
    changed,
    staffId: version.staffId,
    actor: version.actor,
    createdAt: version.now,
  });
  return changed;
}

/** An item's newest version's revision and fields, if it has any. */
async function newestVersion(db: Executor, siteId: number, kind: ContentKind, slug: string) {
  const [head] = await db
    .select({ revision: contentVersions.revision, data: contentVersions.data })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.siteId, siteId),
        eq(contentVersions.kind, kind),
        eq(contentVersions.itemKey, slug),
      ),
    )
    .orderBy(desc(contentVersions.revision))
    .limit(1);
  return head as { revision: number; data: ContentData } | undefined;
}

/**
 * An import's record of what it put on the site (decision 0053: an import is a version too). It
 * follows the item's newest version, a staff draft included, which stays in the history.
 */
export async function recordImportedVersion(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  slug: string,
  now: Date,
): Promise<void> {
  const live = (await readLiveItems(db, siteId, kind, slug)).get(slug);
  if (!live) return;
  const head = await newestVersion(db, siteId, kind, slug);
  await insertVersion(db, {
    siteId,
    kind,
    slug,
    revision: (head?.revision ?? 0) + 1,
    state: "published",
    source: "import",
    data: live,
    previous: head?.data ?? null,
    staffId: null,
    actor: "Import",
    now,
  });
}

/**
 * An import's record of taking an item off the site (a bundle's `promo_popups` replaces the set): an
 * "unpublished" version, so the console lists it as such, with its last fields.
 */
export async function recordImportedRemoval(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  slug: string,
  data: ContentData,
  now: Date,
): Promise<void> {
  const head = await newestVersion(db, siteId, kind, slug);
  await insertVersion(db, {
    siteId,
    kind,
    slug,
    revision: (head?.revision ?? 0) + 1,
    state: "unpublished",
    source: "import",
    data: head?.data ?? data,
    previous: head?.data ?? null,
    staffId: null,
    actor: "Import",
    now,
  });
}

/** Whether an error is PostgreSQL's unique violation (a save that lost a race for its revision). */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
