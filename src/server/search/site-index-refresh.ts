import "server-only";
import { buildSearchIndexInSlices, type ReusedHits } from "@/lib/search/index-build";
import { runStepsInSlices } from "@/lib/search/index-build-steps";
import {
  documentExtrasSteps,
  EXTRAS_BYTES,
  indexDocumentsSteps,
  mergeDocuments,
} from "@/lib/search/index-documents";
import { estimatedIndexBytes } from "@/lib/search/index-size";
import type { SearchDocument } from "@/lib/search/search-document";
import { settleChange } from "@/lib/search/settle-change";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { runAsBackground } from "../db/query-log";
import { logger } from "../observability/log";
import { nextSpecialPriceChange } from "../stock/car-override-read";
import type { ChangedSearchDocuments } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";
import type { IndexBasis, SearchSnapshots, SnapshotPrior } from "./search-snapshots";
import { type Entry, keepWithinBudget, type Slot, usedBytes } from "./site-index-slots";
import { type StoredVersions, storedVersions, versionOf } from "./stock-version";

const log = logger("search");

/*
 * Keeping one site's index current: check its stock version, and when it (or the clock) changed the
 * listed set, rebuild the index in slices and swap it in, within the memory budget. One check or
 * rebuild at a time per site, in the background (no shopper's request waits on its queries).
 */

/** Loads a site's listed cars as search documents; replaceable so tests can make a build slow or fail. */
export type LoadSearchDocuments = (db: Database, site: Site, now: Date) => Promise<SearchDocument[]>;

/** Loads the cars written since an index was built (`loadChangedSearchDocuments`); null past `limit`. */
export type LoadChangedSearchDocuments = (
  db: Database,
  site: Site,
  now: Date,
  sinceXid: number,
  limit: number,
) => Promise<ChangedSearchDocuments | null>;

/** What keeping the indexes current works with: the database, every site's slot, and the settings. */
export type IndexKeeping = {
  db: Database;
  slots: Map<string, Slot>;
  /** How often a site's stock version is checked. */
  checkInterval: number;
  load: LoadSearchDocuments;
  /** Loads only the cars written since an index was built; null: always rebuild whole (decision 0086). */
  loadChanged: LoadChangedSearchDocuments | null;
  /** How many bytes every site's index may hold together. */
  budget: number;
  /** Hands the thread back between slices of building an index. */
  pause: () => Promise<void>;
  /** How long a search-triggered rebuild waits for a moving version to hold (settle-change.ts). */
  settleMaxMs: number;
  /** Each site's documents kept beside the data (decision 0089); null: none kept or read. */
  snapshots: SearchSnapshots | null;
};

/** Is a check of the site's version due (and none under way)? */
export function isDue(keeping: IndexKeeping, slot: Slot, now: Date): boolean {
  if (slot.refreshing) return false;
  if (Date.now() - slot.checkedAt >= keeping.checkInterval) return true;
  // The clock alone changed the listed set (a sold car passed include_sold_cars_days). Until the
  // rebuild is swapped in, the current index may still show that car: a few seconds, on a list that
  // is days long, is worth not stalling every search for.
  return !slot.failed && slot.entry !== null && now.getTime() >= slot.entry.staleAt;
}

/** What a check found: the copy of the site to build from, its version, and the stored versions read. */
type Target = { site: Site; version: string; stored: StoredVersions };

/**
 * The copy of the site to build from, and its version. The site a search passes may be a cached
 * copy (site-cache.ts keeps one for a few seconds) older than a change of what it lists; the stored
 * listing version tells, and then the site is read afresh.
 */
async function current(db: Database, site: Site, slot: Slot): Promise<Target> {
  const stored = await storedVersions(db, site);
  if (stored.listing === null || stored.listing === site.listingVersion) {
    slot.stored = null;
    return { site, version: versionOf(site, stored), stored };
  }
  const target = async (copy: Site): Promise<Target> => {
    const again = await storedVersions(db, copy);
    return { site: copy, version: versionOf(copy, again), stored: again };
  };
  if (slot.stored?.listingVersion === stored.listing) return target(slot.stored);
  const fresh = await readSite(db, site.slug);
  if (!fresh) return { site, version: versionOf(site, stored), stored };
  slot.stored = fresh;
  return target(fresh);
}

/** What a build starts from: the index searches answer from, or a snapshot read at start (decision 0089). */
type Prior = Entry | SnapshotPrior;

const isEntry = (prior: Prior): prior is Entry => "index" in prior;

/**
 * Whether `existing` can be brought to `target` by reloading only the cars written since it was built
 * (decision 0086): nothing but car rows changed (the stock and cars versions moved by the same
 * amount, the listing part of the version did not) and the clock has not changed what is listed.
 * Versions that went back (a snapshot of a database since restored to an earlier copy) never qualify.
 */
function updatableInPlace(existing: IndexBasis | null, target: Target, now: Date): boolean {
  if (!existing || now.getTime() >= existing.staleAt) return false;
  const listing = (version: string) => version.slice(version.indexOf("|"));
  if (listing(existing.version) !== listing(target.version)) return false;
  if (target.stored.xmin < existing.basis.xmin) return false;
  const stockMoved = BigInt(target.stored.stock) - BigInt(existing.basis.stock);
  const carsMoved = BigInt(target.stored.cars) - BigInt(existing.basis.cars);
  return stockMoved >= 0n && stockMoved === carsMoved;
}

/** The prior's documents (an index's recovered, with its hits to reuse; a snapshot's read); null: unreadable. */
async function priorDocuments(
  keeping: IndexKeeping,
  prior: Prior,
): Promise<{ docs: SearchDocument[]; reuse?: ReusedHits } | null> {
  if (!isEntry(prior)) {
    const docs = await prior.documents();
    return docs && { docs };
  }
  const recovered = await runStepsInSlices(indexDocumentsSteps(prior.index, prior.extras), {
    pause: keeping.pause,
  });
  return { docs: recovered.docs, reuse: recovered.hits };
}

/**
 * The site's documents: the existing index's, with the cars written since it was built reloaded, when
 * only car rows changed (decision 0086); else every listed car, loaded afresh.
 */
async function documents(
  keeping: IndexKeeping,
  target: Target,
  now: Date,
  existing: Prior | null,
): Promise<{ docs: SearchDocument[]; reuse?: ReusedHits; whole: boolean }> {
  const { slug } = target.site;
  if (existing && keeping.loadChanged && updatableInPlace(existing, target, now)) {
    const cars = isEntry(existing) ? existing.index.cars.length : existing.cars;
    // Reloading more than half the stock a page of ids at a time costs what a full load does.
    const limit = Math.max(500, Math.floor(cars / 2));
    const changed = await keeping.loadChanged(keeping.db, target.site, now, existing.basis.xmin, limit);
    const recovered = changed && (await priorDocuments(keeping, existing));
    if (changed && recovered) {
      const merged = mergeDocuments(
        recovered.docs,
        changed.changedIds,
        changed.docs,
        target.site.dealershipIds,
      );
      // A car deleted or moved to another dealership since bumps the stock version alone (migration
      // 0037), so `updatableInPlace` has already sent that to a whole rebuild: no count is needed here.
      const from = isEntry(existing) ? "" : ` from its snapshot of ${existing.writtenAt}`;
      log.info(
        `index of ${slug} updated in place${from}: ${changed.changedIds.size} cars written since it was built, ${merged.length} listed`,
        { site: slug, written: changed.changedIds.size, cars: merged.length, snapshot: !isEntry(existing) },
      );
      return { docs: merged, whole: false, ...(recovered.reuse ? { reuse: recovered.reuse } : {}) };
    }
  }
  if (existing && !isEntry(existing)) {
    log.info(
      `snapshot of ${slug} not used: the stock changed beyond the cars since it was written; built whole`,
      {
        site: slug,
      },
    );
  }
  return { docs: await keeping.load(keeping.db, target.site, now), whole: true };
}

async function build(
  keeping: IndexKeeping,
  target: Target,
  now: Date,
  existing: Prior | null,
): Promise<Entry> {
  const { site, version, stored } = target;
  const { docs, reuse, whole } = await documents(keeping, target, now, existing);
  const keepMs = site.config.include_sold_cars_days * 86_400_000;
  let staleAt = Number.POSITIVE_INFINITY;
  for (const d of docs) {
    if (d.soldAt && d.status !== "in_stock" && d.status !== "coming_soon") {
      staleAt = Math.min(staleAt, Date.parse(d.soldAt) + keepMs);
    }
  }
  // A special price that starts or ends changes a car's shown price (decision 0051).
  const priceChange = await nextSpecialPriceChange(keeping.db, site.dealershipIds, now);
  if (priceChange !== null) staleAt = Math.min(staleAt, priceChange);
  const index = await buildSearchIndexInSlices(docs, { pause: keeping.pause }, reuse);
  const extras = await runStepsInSlices(documentExtrasSteps(docs), { pause: keeping.pause });
  const basis = { stock: stored.stock, cars: stored.cars, xmin: stored.xmin };
  // After a whole rebuild only: an older snapshot stays a valid start, the next boot reloads more cars.
  if (whole) keeping.snapshots?.save(site, { version, staleAt, basis }, docs);
  return {
    version,
    index,
    staleAt,
    bytes: estimatedIndexBytes(index) + extras.length * EXTRAS_BYTES,
    basis,
    extras,
  };
}

/**
 * Checks the version and rebuilds when it (or the clock) changed the listed set; one at a time per
 * site. Resolves with the entry searches answer from, or null when a new index was not kept (it did
 * not fit and `makeRoom` was false).
 */
export function refresh(
  keeping: IndexKeeping,
  site: Site,
  now: Date,
  slot: Slot,
  makeRoom = true,
  settle = false,
): Promise<Entry | null> {
  if (slot.refreshing) return slot.refreshing;
  // Marked as background work: no shopper's request waits on these queries (query-log.ts).
  const work = runAsBackground("search-index", async () => {
    try {
      return await checkAndRebuild(keeping, site, now, slot, makeRoom, settle);
    } catch (error) {
      slot.failed = true;
      const meanwhile = slot.entry ? "the current index answers" : "SQL answers";
      log.error(`refreshing the index of ${site.slug} failed; ${meanwhile} and the next check retries`, {
        site: site.slug,
        err: error,
      });
      throw error;
    } finally {
      slot.checkedAt = Date.now();
      slot.refreshing = null;
    }
  });
  slot.refreshing = work;
  return work;
}

/** The work of `refresh`: compare versions, wait for a moving one to settle, rebuild, keep within budget. */
async function checkAndRebuild(
  keeping: IndexKeeping,
  site: Site,
  now: Date,
  slot: Slot,
  makeRoom: boolean,
  settle: boolean,
): Promise<Entry | null> {
  const target = await current(keeping.db, site, slot);
  const existing = slot.entry;
  // No index yet (a start, or evicted): the site's snapshot, if any, is where the build starts.
  const prior = existing ?? (await keeping.snapshots?.prior(target.site)) ?? null;
  const unchanged = existing && existing.version === target.version && now.getTime() < existing.staleAt;
  if (!unchanged && settle && existing && existing.version !== target.version) {
    const settled = settleChange(slot.moving, target.version, Date.now(), keeping.settleMaxMs);
    // Still moving (an import under way): the current index answers a while more.
    if (!settled.act) {
      slot.moving = settled.seen;
      return existing;
    }
  }
  slot.moving = undefined;
  const entry = unchanged ? existing : await build(keeping, target, now, prior);
  slot.failed = false;
  if (entry === existing) return entry;
  const { budget } = keeping;
  if (!makeRoom && usedBytes(keeping.slots) - (existing?.bytes ?? 0) + entry.bytes > budget) {
    log.info(
      `index of ${site.slug} (${Math.round(entry.bytes / 2 ** 20)} MB) not kept: it would pass the ${Math.round(budget / 2 ** 20)} MB budget; its next search builds it again`,
      { site: site.slug, bytes: entry.bytes, budgetBytes: budget },
    );
    return null;
  }
  slot.entry = entry;
  keepWithinBudget(keeping.slots, slot, budget);
  return entry;
}
