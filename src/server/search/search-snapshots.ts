import "server-only";
import { statSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { SearchDocument } from "@/lib/search/search-document";
import { SEARCH_SNAPSHOT_FORMAT, snapshotRefusal } from "@/lib/search/search-snapshot-format";
import type { Site } from "@/lib/tenancy/site";
import { type Database, queryRows } from "../db/client";
import { logger } from "../observability/log";
import { documentRecipe } from "../stock/search-documents";
import {
  openSnapshotFile,
  PARTIAL_MAX_AGE_MS,
  snapshotPath,
  sweepPartialSnapshots,
  writeSnapshotFile,
} from "./search-snapshot-files";
import type { Entry } from "./site-index-slots";

const log = logger("search");

/*
 * Each site's search snapshot (issue 35 §2, decision 0089): the documents of its last whole rebuild,
 * kept beside the data so the next start builds its index from the file and brings it up to date in
 * place (decision 0086) instead of reading every car again. A snapshot is only ever a starting point:
 * the refresh checks its versions against the database before any search sees it.
 */

/** What an index was built at: all a refresh needs to decide whether it can be updated in place. */
export type IndexBasis = Pick<Entry, "version" | "staleAt" | "basis">;

/** A site's snapshot whose header matched: its basis, and its documents read when asked. */
export type SnapshotPrior = IndexBasis & {
  cars: number;
  writtenAt: string;
  /** Its documents; null when the file turned out damaged (it is then removed). */
  documents(): Promise<SearchDocument[] | null>;
};

export type SearchSnapshots = {
  /** The site's snapshot, if one was written from this database by code that reads cars the same way. */
  prior(site: Site): Promise<SnapshotPrior | null>;
  /** Writes the site's snapshot in the background (after any write of it still under way). */
  save(site: Site, basis: IndexBasis, docs: readonly SearchDocument[]): void;
  /** Resolves once every write started so far has ended. */
  written(): Promise<void>;
};

/**
 * The database's identity: PostgreSQL's system identifier (made at initdb, kept by a copy of the
 * files, so a backup restored has the same: a restore deletes the snapshots) and the database's oid
 * (another database on the same server, a test's copy of a template, differs).
 */
export async function databaseIdentity(db: Database): Promise<string> {
  const [row] = await queryRows<{ identity: string }>(
    db,
    sql`select (select system_identifier from pg_control_system())::text || ':' || (select oid from pg_database where datname = current_database())::text as identity`,
  );
  if (!row?.identity) throw new Error("the database did not say its identity");
  return row.identity;
}

/**
 * Where a PGlite database's files are, as this copy of them: the inode and birth time of its
 * `PG_VERSION` (written once at initdb, never rewritten), which a copy, an unpacked backup or an
 * unpacked template gives anew. Part of the identity, so the snapshots of one copy are refused by
 * another that has since gone its own way (they share the system identifier). Null when unknown.
 */
export function pgliteFilesIdentity(dataDir: string | undefined): string | null {
  if (!dataDir) return null;
  try {
    const stat = statSync(path.join(dataDir, "pglite", "PG_VERSION"));
    return `${stat.ino}-${Math.round(stat.birthtimeMs)}`;
  } catch {
    return null;
  }
}

export function searchSnapshots(
  db: Database,
  dir: string,
  pause: () => Promise<void>,
  /** Which copy of the database's files this is, when they are files of this server's (PGlite). */
  files: string | null = null,
): SearchSnapshots {
  const pending = new Map<string, Promise<void>>();
  // What a crash left mid-write, once per start; never in the way of a start.
  void sweepPartialSnapshots(dir, new Date(Date.now() - PARTIAL_MAX_AGE_MS))
    .then((removed) => {
      if (removed) log.info(`removed ${removed} unfinished search snapshot files from ${dir}`);
    })
    .catch(() => undefined);
  let identity: Promise<string | null> | null = null;
  const ownIdentity = () => {
    identity ??= databaseIdentity(db)
      .then((id) => (files ? `${id}:${files}` : id))
      .catch((error: unknown) => {
        log.warn("search snapshots are off: the database did not say its identity", { err: error });
        return null;
      });
    return identity;
  };
  const discard = async (file: string, slug: string, reason: string) => {
    log.warn(
      `search snapshot of ${slug} ignored and removed: ${reason}; the index is built from the database`,
      {
        site: slug,
        file,
      },
    );
    // A file that cannot even be removed (its folder read-only) is refused again at the next start.
    await rm(file, { force: true }).catch(() => undefined);
  };

  const openPrior = async (site: Site): Promise<SnapshotPrior | null> => {
    const file = snapshotPath(dir, site.slug);
    const database = await ownIdentity();
    if (!file || database === null) return null;
    await pending.get(site.slug);
    let opened: Awaited<ReturnType<typeof openSnapshotFile>>;
    try {
      opened = await openSnapshotFile(file);
    } catch (error) {
      await discard(file, site.slug, (error as Error).message);
      return null;
    }
    if (!opened) return null;
    const { header } = opened;
    const refusal = snapshotRefusal(header, {
      site: site.slug,
      database,
      recipe: documentRecipe(db, site),
    });
    if (refusal) {
      await discard(file, site.slug, refusal);
      return null;
    }
    return {
      version: header.version,
      staleAt: header.staleAt ?? Number.POSITIVE_INFINITY,
      basis: header.basis,
      cars: header.cars,
      writtenAt: header.writtenAt,
      documents: async () => {
        try {
          return await opened.documents(pause);
        } catch (error) {
          await discard(file, site.slug, (error as Error).message);
          return null;
        }
      },
    };
  };

  return {
    /** The site's snapshot if it may be used; never throws: a snapshot is only ever a faster start. */
    async prior(site) {
      try {
        return await openPrior(site);
      } catch (error) {
        log.warn(`search snapshot of ${site.slug} not read; the index is built from the database`, {
          site: site.slug,
          err: error,
        });
        return null;
      }
    },

    save(site, basis, docs) {
      const file = snapshotPath(dir, site.slug);
      if (!file) return;
      const recipe = documentRecipe(db, site);
      const write = async () => {
        const database = await ownIdentity();
        if (database === null) return;
        const started = performance.now();
        const header = {
          format: SEARCH_SNAPSHOT_FORMAT,
          site: site.slug,
          database,
          recipe,
          version: basis.version,
          basis: basis.basis,
          staleAt: basis.staleAt,
          cars: docs.length,
          writtenAt: new Date().toISOString(),
        };
        const bytes = await writeSnapshotFile(file, header, docs, pause);
        const ms = Math.round(performance.now() - started);
        log.info(
          `search snapshot of ${site.slug} written: ${docs.length} cars, ${(bytes / 2 ** 20).toFixed(1)} MB in ${ms} ms`,
          { site: site.slug, cars: docs.length, bytes, ms },
        );
      };
      const work = (pending.get(site.slug) ?? Promise.resolve())
        .then(write)
        .catch((error: unknown) => {
          // A missing snapshot costs the next start its speed, nothing else.
          log.error(`writing the search snapshot of ${site.slug} failed`, { site: site.slug, err: error });
        })
        .finally(() => {
          if (pending.get(site.slug) === work) pending.delete(site.slug);
        });
      pending.set(site.slug, work);
    },

    async written() {
      while (pending.size) await Promise.all(pending.values());
    },
  };
}
