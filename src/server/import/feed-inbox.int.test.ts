import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { type InboxOptions, recoverInbox, scanInbox } from "./feed-inbox";

/**
 * Issue 15 §1: "a watched inbox folder (DATA_DIR/inbox/, where a feed provider drops files over SFTP):
 * each file imported once, moved to done/ or failed/ with its report beside it."
 */

let handle: DatabaseHandle;
const root = mkdtempSync(path.join(tmpdir(), "forecourt-inbox-"));
const dir = path.join(root, "inbox");
const options: InboxOptions = { dir, maxBytes: 1024 * 1024, settleMs: 2_000 };
const NOW = new Date("2026-11-24T02:00:00Z");

/** A file as an SFTP upload leaves it: written, then untouched for `ageMs`. */
function drop(name: string, content: string, ageMs = 10_000): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const at = new Date(NOW.getTime() - ageMs);
  utimesSync(file, at, at);
  return file;
}

const listing = (sub: string) =>
  existsSync(path.join(dir, sub)) ? readdirSync(path.join(dir, sub)).sort() : [];

const feed = (price: number, extra: object[] = []) =>
  JSON.stringify({
    site: { slug: "inbox-site", name: "Inbox Motors", dealerships: ["inbox-dealer"] },
    dealerships: [{ slug: "inbox-dealer", name: "Inbox Dealer" }],
    cars: [
      {
        dealership_slug: "inbox-dealer",
        stocknum: "I1",
        make: "Ford",
        model: "Ranger",
        year: 2023,
        car_type: "used",
        price,
      },
      ...extra,
    ],
  });

async function priceOf(stocknum: string) {
  const [row] = await handle.db.select({ price: cars.price }).from(cars).where(eq(cars.stocknum, stocknum));
  return row?.price;
}

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the feed inbox (issue 15 §1)", () => {
  it("imports each settled feed once and files it in done/ with its report beside it", async () => {
    drop("a-stock.json", feed(39990));
    const outcomes = await scanInbox(handle.db, options, NOW);
    expect(outcomes.map((o) => [o.file, o.to])).toEqual([["a-stock.json", "done"]]);
    expect(await priceOf("I1")).toBe(39990);
    const done = listing("done");
    expect(done).toEqual([
      "2026-11-24T02-00-00-000Z-a-stock.json",
      "2026-11-24T02-00-00-000Z-a-stock.json.report.json",
    ]);
    const report = JSON.parse(readFileSync(path.join(dir, "done", done[1]!), "utf8"));
    expect(report.counts.cars).toEqual({ inserted: 1, updated: 0, failed: 0 });
    // Imported once: the next pass finds nothing.
    expect(await scanInbox(handle.db, options, NOW)).toEqual([]);
    expect(listing("").filter((f) => f.endsWith(".json"))).toEqual([]);
  });

  it("leaves alone files still being uploaded: temporary names and anything changed in the last 2 s", async () => {
    drop("b.json.part", feed(1));
    drop(".c.json", feed(1));
    drop("d.json.filepart", feed(1));
    drop("e-fresh.json", feed(1), 500);
    expect(await scanInbox(handle.db, options, NOW)).toEqual([]);
    expect(await priceOf("I1")).toBe(39990);
    // Once the upload has settled it is taken.
    const later = new Date(NOW.getTime() + 5_000);
    rmSync(path.join(dir, "b.json.part"));
    rmSync(path.join(dir, ".c.json"));
    rmSync(path.join(dir, "d.json.filepart"));
    expect((await scanInbox(handle.db, options, later)).map((o) => o.file)).toEqual(["e-fresh.json"]);
  });

  it("files unreadable, unknown and wholly refused feeds in failed/, with the reason, and imports the rest", async () => {
    drop("f-broken.json", '{"cars": [');
    drop("g-notes.txt", "hello");
    drop(
      "h-all-bad.json",
      JSON.stringify({ cars: [{ dealership_slug: "inbox-dealer", stocknum: "X", make: "Ford" }] }),
    );
    drop(
      "i-partial.json",
      feed(38990, [
        {
          dealership_slug: "inbox-dealer",
          stocknum: "I2",
          make: "Ford",
          model: "Focus",
          year: 2020,
          car_type: "boat",
        },
      ]),
    );
    const outcomes = await scanInbox(handle.db, options, NOW);
    expect(outcomes.map((o) => [o.file, o.to])).toEqual([
      ["f-broken.json", "failed"],
      ["g-notes.txt", "failed"],
      ["h-all-bad.json", "failed"],
      ["i-partial.json", "done"],
    ]);
    const reasons = outcomes.map((o) => ("error" in o.report ? o.report.error : o.report.issues[0]?.field));
    expect(reasons[0]).toMatch(/not valid JSON/);
    expect(reasons[1]).toMatch(/\.json bundles or \.csv stock feeds/);
    expect(reasons[3]).toBe("car_type");
    expect(await priceOf("I1")).toBe(38990);
    expect(listing("failed").filter((f) => f.endsWith(".report.json"))).toHaveLength(3);
  });

  it("reads a `.full.` feed as complete: its dealership's cars missing from it are marked sold", async () => {
    const second = {
      dealership_slug: "inbox-dealer",
      stocknum: "I3",
      make: "Ford",
      model: "Puma",
      year: 2024,
      car_type: "new",
    };
    drop("j-upsert.json", feed(38990, [second]));
    drop("k-stock.full.json", feed(38990));
    const outcomes = await scanInbox(handle.db, options, NOW);
    expect(outcomes.map((o) => ("error" in o.report ? o.report.error : o.report.markedSold))).toEqual([0, 1]);
    const [row] = await handle.db.select({ status: cars.status }).from(cars).where(eq(cars.stocknum, "I3"));
    expect(row?.status).toBe("sold");
  });

  it("reads a CSV in a dealership's folder as that dealership's stock", async () => {
    drop(
      "inbox-dealer/m-export.csv",
      'Stock No,Condition,Year,Make,Model,Price\nI5,Used,2019,Ford,Escape,"$24,990"\n',
    );
    const [outcome] = await scanInbox(handle.db, options, NOW);
    expect(outcome).toMatchObject({ file: "m-export.csv", to: "done" });
    expect(await priceOf("I5")).toBe(24990);
    expect(listing("inbox-dealer")).toEqual([]);
  });

  it("puts back a feed a crash left in processing/, so it is imported again", async () => {
    mkdirSync(path.join(dir, "processing"), { recursive: true });
    writeFileSync(path.join(dir, "processing", "2026-11-24T01-00-00-000Z--_--l--stock.json"), feed(37990));
    expect(await recoverInbox(options)).toBe(1);
    expect(listing("")).toContain("l--stock.json");
    const at = new Date(Date.now() + 10_000);
    expect((await scanInbox(handle.db, options, at)).map((o) => [o.file, o.to])).toEqual([
      ["l--stock.json", "done"],
    ]);
    expect(await priceOf("I1")).toBe(37990);
  });
});
