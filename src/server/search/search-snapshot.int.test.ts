import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { parseSnapshotHeader, SEARCH_SNAPSHOT_FORMAT } from "@/lib/search/search-snapshot-format";
import type { Site } from "@/lib/tenancy/site";
import { captureLogs } from "../../../test/log-capture";
import { randomRequest } from "../../../test/random-stock";
import { comparable, searchRequest } from "../../../test/search-requests";
import { writeCarsAsFeed } from "../../../test/write-cars";
import type { DatabaseHandle } from "../db/client";
import { cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { importBundle } from "../import/import-bundle";
import { loadSearchDocuments } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";
import { pgliteFilesIdentity } from "./search-snapshots";
import { type IndexedStockSearch, indexedStockSearch } from "./stock-search";

/**
 * Issue 35 §2, decision 0089: after a whole rebuild each site's documents are kept in a snapshot
 * beside the data; a server that starts builds the site's index from it and updates it in place from
 * the snapshot's `xmin` (decision 0086), answering every search exactly as an index built from the
 * database. A snapshot that does not parse, or was written from another database or in another
 * format, is ignored, removed, and the index built from the database.
 */

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let site: Site;
const dirs: string[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 400, now: NOW });
  site = (await readSite(handle.db, "metro-motor-group"))!;
});
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function snapshotDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "search-snapshots-"));
  dirs.push(dir);
  return dir;
}

const fileOf = (dir: string) => path.join(dir, `${site.slug}.ndjson`);

/** A server's search with snapshots in `dir`, its first build of the site awaited with its log lines. */
async function started(dir: string): Promise<{ search: IndexedStockSearch; log: string[] }> {
  const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000, snapshotDir: dir });
  const logs = captureLogs();
  try {
    await search.warm(site, NOW);
    await search.snapshotsWritten();
  } finally {
    logs.restore();
  }
  return { search, log: logs.lines.map((l) => l.msg) };
}

/** Every answer equals that of an index built whole from the database as it is now. */
async function expectSameAsBuiltFromDatabase(search: IndexedStockSearch, seed: number): Promise<void> {
  const fromDatabase = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
  await fromDatabase.warm(site, NOW);
  const docs = await loadSearchDocuments(handle.db, site, NOW);
  const random = mulberry32(seed);
  for (let q = 0; q < 40; q++) {
    const request = { ...randomRequest(random, docs), page: 1 + Math.floor(random() * 2) };
    const answer = comparable(await search.search(site, request, { now: NOW }));
    expect(answer).toEqual(comparable(await fromDatabase.search(site, request, { now: NOW })));
  }
}

const writeCars = (ids: number[], set: Partial<typeof cars.$inferInsert>) =>
  writeCarsAsFeed(handle.db, ids, set, NOW);

describe("a search snapshot beside the data (decision 0089)", () => {
  it("is written after a whole rebuild: a header naming the site, this database and its basis, then every listed car", async () => {
    const dir = snapshotDir();
    const { search, log } = await started(dir);
    expect(log.some((m) => m.startsWith(`search snapshot of ${site.slug} written:`))).toBe(true);
    const [first, ...rest] = readFileSync(fileOf(dir), "utf8").trimEnd().split("\n");
    const header = parseSnapshotHeader(first!)!;
    const listed = search.memory().sites.find((s) => s.slug === site.slug)!.cars;
    expect(header).toMatchObject({ format: SEARCH_SNAPSHOT_FORMAT, site: site.slug, cars: listed });
    expect(rest.flatMap((line) => JSON.parse(line) as { id: number }[])).toHaveLength(listed);
    expect(rest.every((line) => (JSON.parse(line) as unknown[]).length <= 100)).toBe(true);
    expect(readdirSync(dir)).toEqual([`${site.slug}.ndjson`]);
  });

  it("a restart builds from it, reads no car from the database, and answers as a build from the database", async () => {
    const dir = snapshotDir();
    await started(dir);
    const { search, log } = await started(dir);
    expect(log).toContainEqual(
      expect.stringMatching(/updated in place from its snapshot of .+: 0 cars written since/),
    );
    // Not rewritten: nothing was rebuilt whole.
    expect(log.some((m) => m.includes("written:"))).toBe(false);
    await expectSameAsBuiltFromDatabase(search, 89);
  });

  it("cars written, sold and delisted after it was written are in (or gone from) the restart's answers", async () => {
    const dir = snapshotDir();
    await started(dir);
    const docs = await loadSearchDocuments(handle.db, site, NOW);
    const [repriced, renamed, delisted, soldNow] = [docs[3]!, docs[10]!, docs[20]!, docs[30]!];
    await writeCars([repriced.id], { price: 12_345 });
    await writeCars([renamed.id], { make: "Zsnapshotmake" });
    // Sold long ago: past the site's sold window, no longer listed.
    await writeCars([delisted.id], { status: "sold", soldAt: new Date(NOW.getTime() - 60 * 86_400_000) });
    await writeCars([soldNow.id], { status: "sold", soldAt: NOW });
    const report = await importBundle(
      handle.db,
      {
        cars: [
          {
            dealership_slug: site.dealerships[0]!.slug,
            stocknum: "SNAPSHOT-NEW",
            make: "Toyota",
            model: "Zsnapshotmodel",
            year: 2022,
            car_type: "used",
            price: 27_000,
            created_at: NOW.toISOString(),
          },
        ],
      },
      { now: NOW },
    );
    expect(report.issues).toEqual([]);

    const { search, log } = await started(dir);
    expect(log).toContainEqual(
      expect.stringMatching(/updated in place from its snapshot of .+: 5 cars written since/),
    );
    const find = async (query: string) =>
      (await search.search(site, searchRequest({ query }), { now: NOW })).hits;
    expect((await find("zsnapshotmodel")).map((h) => h.stocknum)).toEqual(["SNAPSHOT-NEW"]);
    expect((await find("zsnapshotmake")).map((h) => h.id)).toEqual([renamed.id]);
    const all = await search.search(site, searchRequest({ hitsPerPage: 1_000 }), { now: NOW });
    expect(all.hits.map((h) => h.id)).not.toContain(delisted.id);
    expect(all.hits.find((h) => h.id === repriced.id)?.price).toBe(12_345);
    expect(all.hits.find((h) => h.id === soldNow.id)?.status).toBe("sold");
    await expectSameAsBuiltFromDatabase(search, 90);
  });

  it("a car deleted from the database since (plain SQL) moves the stock version alone (migration 0037): the snapshot is not updated in place, and the car is gone", async () => {
    const dir = snapshotDir();
    await started(dir);
    const victim = (await loadSearchDocuments(handle.db, site, NOW))[5]!;
    await handle.db.delete(cars).where(inArray(cars.id, [victim.id]));
    const { search, log } = await started(dir);
    expect(log).toContainEqual(
      expect.stringMatching(
        /snapshot of .+ not used: the stock changed beyond the cars since it was written; built whole/,
      ),
    );
    const all = await search.search(site, searchRequest({ hitsPerPage: 1_000 }), { now: NOW });
    expect(all.hits.map((h) => h.id)).not.toContain(victim.id);
    await expectSameAsBuiltFromDatabase(search, 93);
  });
});

describe("a search snapshot that must not be used (decision 0089)", () => {
  it("another copy of the database's files (same system identifier, gone its own way) refuses this copy's snapshot", async () => {
    const files = snapshotDir();
    mkdirSync(path.join(files, "pglite"));
    writeFileSync(path.join(files, "pglite", "PG_VERSION"), "17\n");
    const copy = snapshotDir();
    cpSync(path.join(files, "pglite"), path.join(copy, "pglite"), { recursive: true });
    const original = pgliteFilesIdentity(files);
    expect(original).not.toBeNull();
    expect(pgliteFilesIdentity(files)).toBe(original);
    expect(pgliteFilesIdentity(copy)).not.toBe(original);

    const dir = snapshotDir();
    const first = indexedStockSearch(handle.db, {
      checkIntervalMs: 60_000,
      snapshotDir: dir,
      databaseFiles: original,
    });
    await first.warm(site, NOW);
    await first.snapshotsWritten();
    const logs = captureLogs();
    const other = indexedStockSearch(handle.db, {
      checkIntervalMs: 60_000,
      snapshotDir: dir,
      databaseFiles: pgliteFilesIdentity(copy),
    });
    try {
      await other.warm(site, NOW);
    } finally {
      logs.restore();
    }
    expect(logs.lines.find((l) => l.level === "warn")?.msg).toMatch(
      /ignored and removed: it was written from another database/,
    );
  });

  it("is not used when more than the cars changed (a location renamed): the index is built whole and the snapshot rewritten", async () => {
    const dir = snapshotDir();
    await started(dir);
    const car = (await loadSearchDocuments(handle.db, site, NOW)).find((d) => d.locationSlug)!;
    await importBundle(
      handle.db,
      { locations: [{ dealership_slug: car.dealershipSlug, slug: car.locationSlug, name: "Snapshot Yard" }] },
      { now: NOW },
    );
    const { search, log } = await started(dir);
    expect(log).toContainEqual(expect.stringMatching(/snapshot of .+ not used: .+ built whole/));
    expect(log.some((m) => m.startsWith(`search snapshot of ${site.slug} written:`))).toBe(true);
    const { facets } = await search.search(site, searchRequest(), { now: NOW });
    expect(facets.location_name?.map((f) => f.value)).toContain("Snapshot Yard");
    await expectSameAsBuiltFromDatabase(search, 91);
  });

  it("a snapshot that does not parse, is cut short, or is another database's or format's is ignored, removed, and the index built from the database", async () => {
    const dir = snapshotDir();
    await started(dir);
    const good = readFileSync(fileOf(dir), "utf8");
    const [first, ...rest] = good.split("\n");
    const header = JSON.parse(first!) as Record<string, unknown>;
    const bad: [string, string, RegExp][] = [
      ["not a snapshot", "garbage\n", /first line is not a snapshot header/],
      [
        "a damaged line",
        `${first}\n${rest[0]!.slice(0, 500)}\n${rest.slice(1).join("\n")}`,
        /does not parse/,
      ],
      ["cut short", `${first}\n${rest[0]}\n`, /holds 100 documents, its header says/],
      [
        "another database",
        `${JSON.stringify({ ...header, database: "42:1" })}\n${rest.join("\n")}`,
        /another database/,
      ],
      ["an older format", `${JSON.stringify({ ...header, format: 0 })}\n${rest.join("\n")}`, /format 0/],
    ];
    for (const [what, text, reason] of bad) {
      writeFileSync(fileOf(dir), text);
      const logs = captureLogs();
      const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000, snapshotDir: dir });
      try {
        await search.warm(site, NOW);
      } finally {
        logs.restore();
      }
      const warned = logs.lines.find((l) => l.level === "warn" && l.msg.includes("ignored and removed"));
      expect(warned?.msg, what).toMatch(reason);
      expect(
        logs.lines.some((l) => l.msg.includes("from its snapshot")),
        what,
      ).toBe(false);
      // Removed (and, since the index was then built whole, written afresh).
      await search.snapshotsWritten();
      expect(readFileSync(fileOf(dir), "utf8"), what).not.toBe(text);
      await expectSameAsBuiltFromDatabase(search, 92);
    }
  });
});
