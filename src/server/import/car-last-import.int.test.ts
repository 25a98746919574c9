import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { parseStockQuery } from "@/lib/stock/console-stock-query";
import { carRecord } from "../../../test/car-records";
import {
  type LeadWorld,
  openLeadWorld,
  type SignedIn,
  signedInStaff,
} from "../../../test/console-lead-test-setup";
import { importRequests } from "../../../test/feed-import-requests";
import { cars, feedImports } from "../db/schema";
import { listConsoleStock } from "../stock/console-stock";
import { readSite } from "../tenancy/sites";
import { scanInbox } from "./feed-inbox";
import { importBundle } from "./import-bundle";

/**
 * Issue 32 §1 "each car's source and last feed" (decision 0052), on a real database: every way a feed
 * comes in — the admin API, the inbox, the console's upload (the command line's is in
 * cli/import-history.int.test.ts) — leaves each car it writes naming its record in the feed history,
 * written in the car's own transaction; a car the feed carries unchanged names the newer feed too (it
 * is the last feed that sent it), a car the feed does not carry keeps its own, a car a complete feed
 * marks sold names that feed; and the console's stock list shows it.
 */

let world: LeadWorld;
let max: SignedIn; // manager, North
let dir: string;

beforeAll(async () => {
  world = await openLeadWorld();
  max = await signedInStaff(world, "max@a.example", "manager", { name: "Max", dealerships: ["a-north"] });
  dir = await mkdtemp(path.join(tmpdir(), "car-last-import-"));
});

afterAll(async () => {
  await world?.handle.close();
  await rm(dir, { recursive: true, force: true });
});

const requests = () => importRequests(world.handle.db);
const latestImport = async () =>
  (await world.handle.db.select().from(feedImports).orderBy(desc(feedImports.id)).limit(1))[0]!;
const lastImportOf = async (...stocknums: string[]) => {
  const rows = await world.handle.db
    .select({ stocknum: cars.stocknum, lastImportId: cars.lastImportId, status: cars.status })
    .from(cars)
    .where(inArray(cars.stocknum, stocknums));
  return Object.fromEntries(rows.map((r) => [r.stocknum, r.lastImportId]));
};
const csv = (...stocknums: string[]) =>
  ["Stock No,Make,Model,Year,Condition", ...stocknums.map((s) => `${s},Mazda,CX-5,2022,used`)].join("\n");

describe("every import path names itself on each car it writes", () => {
  it("the admin API: the cars it adds and the cars it updates", async () => {
    const response = await requests().adminImport(
      JSON.stringify({ cars: [carRecord("a-north", "L1"), carRecord("a-north", "N100")] }),
    );
    expect(response.status).toBe(200);
    const record = await latestImport();
    expect(record).toMatchObject({ source: "admin-api", outcome: "imported" });
    expect(await lastImportOf("L1", "N100")).toEqual({ L1: record.id, N100: record.id });
  });

  it("the inbox: a file dropped in a dealership's folder", async () => {
    await mkdir(path.join(dir, "a-north"), { recursive: true });
    await writeFile(path.join(dir, "a-north", "north.csv"), csv("L1", "L2"));
    await scanInbox(world.handle.db, { dir, maxBytes: 1 << 20, settleMs: 0 }, new Date(Date.now() + 60_000));
    const record = await latestImport();
    expect(record).toMatchObject({ source: "inbox", outcome: "imported", fileName: "a-north/north.csv" });
    expect(await lastImportOf("L1", "L2")).toEqual({ L1: record.id, L2: record.id });
  });

  it("the console's upload: the member's import, which the answer names", async () => {
    const before = await lastImportOf("N100");
    const response = await requests().consoleUpload(max, csv("L2", "L3"));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    expect(await lastImportOf("L2", "L3")).toEqual({ L2: id, L3: id });
    // A car the feed does not carry keeps the feed that last sent it.
    expect(await lastImportOf("N100")).toEqual(before);
  });
});

describe("which feed a car names", () => {
  it("a car sent again with the same values names the newer feed: the last feed that carried it", async () => {
    const first = await requests().consoleUpload(max, csv("L3"));
    const again = await requests().consoleUpload(max, csv("L3"));
    const [a, b] = [(await first.json()) as { id: number }, (await again.json()) as { id: number }];
    expect(b.id).toBeGreaterThan(a.id);
    expect(await lastImportOf("L3")).toEqual({ L3: b.id });
  });

  it("a car a complete feed marks sold names that feed", async () => {
    const response = await requests().consoleUpload(max, csv("L1"), { replaceStock: true });
    const { id } = (await response.json()) as { id: number };
    const rows = await world.handle.db
      .select({ stocknum: cars.stocknum, status: cars.status, lastImportId: cars.lastImportId })
      .from(cars)
      .where(inArray(cars.stocknum, ["L2", "L3", "N100"]));
    expect(rows.every((r) => r.status === "sold" && r.lastImportId === id)).toBe(true);
  });

  it("a feed refused whole writes no car, so every car keeps its feed", async () => {
    const before = await lastImportOf("L1", "L2");
    const bundle = JSON.stringify({
      site: { slug: "lead-a", name: "Hijacked" },
      cars: [carRecord("a-north", "L1")],
    });
    expect((await requests().consoleUpload(max, bundle, { type: "application/json" })).status).toBe(403);
    expect(await latestImport()).toMatchObject({ outcome: "refused" });
    expect(await lastImportOf("L1", "L2")).toEqual(before);
  });

  it("an import with no record in the history (the demo seed) leaves its cars naming none", async () => {
    await importBundle(world.handle.db, { cars: [carRecord("a-north", "L1")] });
    expect(await lastImportOf("L1")).toEqual({ L1: null });
  });
});

describe("a machine's feed is imported even when the history cannot begin its record", () => {
  it("its cars name no import, and the record is written whole at its end", async () => {
    await world.handle.db.execute(sql`
      create function refuse_running_import() returns trigger language plpgsql as $$
      begin raise exception 'the history table is full'; end $$`);
    await world.handle.db.execute(sql`
      create trigger refuse_running_import before insert on feed_imports
      for each row when (new.outcome = 'running') execute function refuse_running_import()`);
    try {
      const response = await requests().adminImport(JSON.stringify({ cars: [carRecord("a-north", "L4")] }));
      expect(response.status).toBe(200);
      expect(await lastImportOf("L4")).toEqual({ L4: null });
      expect(await latestImport()).toMatchObject({ source: "admin-api", outcome: "imported" });
    } finally {
      await world.handle.db.execute(sql`drop trigger refuse_running_import on feed_imports`);
      await world.handle.db.execute(sql`drop function refuse_running_import`);
    }
  });
});

describe("the console's stock list shows each car's last feed", () => {
  it("its import's id, source and file, in the list's own query", async () => {
    const response = await requests().consoleUpload(max, csv("L5"));
    const { id } = (await response.json()) as { id: number };
    const site = (await readSite(world.handle.db, "lead-a"))!;
    const visibility = dealershipVisibility(max.scope, "stock.write", site.id)!;
    const { rows } = await listConsoleStock(
      world.handle.db,
      site.dealershipIds,
      visibility,
      parseStockQuery({ q: "L" }),
    );
    const [record] = await world.handle.db.select().from(feedImports).where(eq(feedImports.id, id));
    expect(rows.find((r) => r.stocknum === "L5")).toMatchObject({
      lastImport: { id, source: "console", fileName: "stock.csv" },
      feedUpdatedAt: record!.finishedAt!.toISOString(),
    });
    expect(rows.find((r) => r.stocknum === "L1")).toMatchObject({ lastImport: null });
  });

  it("pages of 50 keep the sort whole, each car with its own import (the page is chosen, then read)", async () => {
    const cars = Array.from({ length: 60 }, (_, i) =>
      carRecord("a-north", `P${String(i).padStart(2, "0")}`, { price: 10_000 + ((i * 37) % 60) * 100 }),
    );
    const first = await requests().adminImport(JSON.stringify({ cars: cars.slice(0, 30) }));
    const second = await requests().adminImport(JSON.stringify({ cars: cars.slice(30) }));
    expect([first.status, second.status]).toEqual([200, 200]);
    const imports = await world.handle.db.select().from(feedImports).orderBy(desc(feedImports.id)).limit(2);
    const site = (await readSite(world.handle.db, "lead-a"))!;
    const visibility = dealershipVisibility(max.scope, "stock.write", site.id)!;
    const page = (n: number) =>
      listConsoleStock(
        world.handle.db,
        site.dealershipIds,
        visibility,
        parseStockQuery({ q: "P", sort: "price_desc", page: String(n) }),
      );
    const [one, two] = [await page(1), await page(2)];
    expect(one.total).toBe(60);
    expect([one.rows.length, two.rows.length]).toEqual([50, 10]);
    const listed = [...one.rows, ...two.rows];
    const prices = listed.map((r) => r.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(new Set(listed.map((r) => r.stocknum)).size).toBe(60);
    const byStock = new Map(cars.map((c, i) => [c.stocknum, i < 30 ? imports[1]!.id : imports[0]!.id]));
    expect(listed.every((r) => r.lastImport?.id === byStock.get(r.stocknum!))).toBe(true);
  });
});
