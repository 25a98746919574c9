import "server-only";
import type { DocumentExtras } from "@/lib/search/index-documents";
import type { SearchIndex } from "@/lib/search/search-index";
import type { MovingVersion } from "@/lib/search/settle-change";
import type { Site } from "@/lib/tenancy/site";
import { logger } from "../observability/log";

const log = logger("search");

/*
 * The indexes a server holds, one slot per site, and the memory budget they share: past it, the least
 * recently searched sites' indexes are dropped (their searches answer from SQL until a search brings
 * them back).
 */

/** A built index and what keeping it current needs to know of it. */
export type Entry = {
  version: string;
  index: SearchIndex;
  /** When the listed set changes by the clock alone: the next sold car passing include_sold_cars_days. */
  staleAt: number;
  /** The index's estimated size (`estimatedIndexBytes`, plus its extras), counted against the budget. */
  bytes: number;
  /**
   * What updating the index in place needs (decision 0086): the versions it was built at (the stored
   * sums and the `xmin` read with them) and each car's fields the index does not keep.
   */
  basis: { stock: string; cars: string; xmin: number };
  extras: DocumentExtras[];
};

/** One site's index and the state of keeping it current. */
export type Slot = {
  /**
   * The index searches answer from; null until the first build finishes, or after the index was
   * evicted to keep within the memory budget (SQL answers meanwhile).
   */
  entry: Entry | null;
  /** When the last check or rebuild ended, successful or not: the next one is due a check interval later. */
  checkedAt: number;
  /** The check or rebuild in progress, shared by every search that finds the site due. */
  refreshing: Promise<Entry | null> | null;
  /** The last check or rebuild threw: wait for the next check rather than retry on every search. */
  failed: boolean;
  /** When the site was last searched or warmed (a counter, not a clock): eviction drops the lowest. */
  usedAt: number;
  /** The copy of the site the index was last built from, when it was newer than the one searched with. */
  stored: Site | null;
  /** A change seen but not built yet (settle-change.ts): a search-triggered rebuild waits for it to hold. */
  moving: MovingVersion | undefined;
};

/** The site's slot, made empty (no index yet) the first time the site is seen. */
export function slotFor(slots: Map<string, Slot>, site: Site): Slot {
  let slot = slots.get(site.slug);
  if (!slot) {
    slot = {
      entry: null,
      checkedAt: 0,
      refreshing: null,
      failed: false,
      usedAt: 0,
      stored: null,
      moving: undefined,
    };
    slots.set(site.slug, slot);
  }
  return slot;
}

/** The bytes every held index takes together. */
export function usedBytes(slots: Map<string, Slot>): number {
  let used = 0;
  for (const slot of slots.values()) used += slot.entry?.bytes ?? 0;
  return used;
}

/** Drops the least recently searched sites' indexes (but `keep`'s) until the indexes fit the budget again. */
export function keepWithinBudget(slots: Map<string, Slot>, keep: Slot, budget: number): void {
  let used = usedBytes(slots);
  if (used <= budget) return;
  const byAge = [...slots]
    .filter(([, s]) => s !== keep && s.entry)
    .sort(([, a], [, b]) => a.usedAt - b.usedAt);
  for (const [slug, slot] of byAge) {
    if (used <= budget) break;
    const bytes = slot.entry!.bytes;
    used -= bytes;
    slot.entry = null;
    // Its next search starts the rebuild (answering from SQL meanwhile).
    slot.checkedAt = 0;
    log.info(
      `dropped the index of ${slug} (${Math.round(bytes / 2 ** 20)} MB, least recently searched) to stay within ${Math.round(budget / 2 ** 20)} MB; its searches answer from SQL until the next one rebuilds it`,
      { site: slug, bytes, budgetBytes: budget },
    );
  }
}

/** Each site with an index, least recently searched first (the next to go when over budget). */
export function heldIndexes(slots: Map<string, Slot>): { slug: string; cars: number; bytes: number }[] {
  return [...slots]
    .filter(([, slot]) => slot.entry)
    .sort(([, a], [, b]) => a.usedAt - b.usedAt)
    .map(([slug, slot]) => ({ slug, cars: slot.entry!.index.cars.length, bytes: slot.entry!.bytes }));
}
