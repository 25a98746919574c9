import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEnv } from "@/env";
import type { DatabaseHandle } from "@/server/db/client";
import { cars, feedImports } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import type { CliValues } from "./cli-args";
import { runImport } from "./import-command";

/**
 * Issue 32 §1: `forecourt import` on the database itself records the import in the feed history, and
 * each car it writes names that record as its last feed.
 */

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "cli-history-"));
  await importBundle(handle.db, { dealerships: [{ slug: "cli-motors", name: "CLI Motors" }] });
});

afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

it("records the command line's import with its file, dealership and report; its cars name it", async () => {
  const file = path.join(dir, "stock.csv");
  await writeFile(file, "Stock No,Make,Model,Year,Condition\nC1,Mazda,CX-5,2022,used\n");
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  const values = { dealership: ["cli-motors"] } as unknown as CliValues;
  const code = await runImport(file, values, parseEnv({ DATA_DIR: dir }), io, (fn) => fn(handle));
  expect(code).toBe(0);
  const [row] = await handle.db.select().from(feedImports).where(eq(feedImports.source, "cli"));
  expect(row).toMatchObject({
    actor: "Command line",
    fileName: "stock.csv",
    format: "csv",
    outcome: "imported",
  });
  expect(row?.dealershipIds).toHaveLength(1);
  expect(row?.report?.counts.cars).toMatchObject({ inserted: 1 });
  const [car] = await handle.db.select().from(cars).where(eq(cars.stocknum, "C1"));
  expect(car?.lastImportId).toBe(row?.id);
});
