// backend-independent: a migration's data step on in-memory PGlite.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";

/**
 * Migration 0015 on a database written before domains had owners (issue 29 item 1, decision 0041):
 * two sites listing one domain, and a site listing another's `<slug>.localhost`. The migration must
 * not fail the boot on such data: the earlier-created site keeps the domain, localhost names go.
 */

const before = mkdtempSync(path.join(tmpdir(), "forecourt-migrations-"));
let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
  rmSync(before, { recursive: true, force: true });
});

describe("migration 0015: site_domains from the lists already stored", () => {
  it("gives each domain to the site created first, drops localhost names from lists, and then enforces one owner", async () => {
    // The migrations as they were before 0015.
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0015");
    writeFileSync(journalFile, JSON.stringify(journal));

    handle = await openDatabase({ kind: "memory" });
    const db = handle.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into sites (slug, name, domains) values
        ('first', 'First', array['Shared.example', 'first.example']),
        ('second', 'Second', array['www.shared.example', 'first.localhost', 'second.example'])`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = async (query: ReturnType<typeof sql>) =>
      ((await handle!.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const lists = await rows(sql`select slug, domains from sites order by slug`);
    expect(lists).toEqual([
      { slug: "first", domains: ["Shared.example", "first.example"] },
      { slug: "second", domains: ["second.example"] },
    ]);
    const claims = await rows(
      sql`select d.domain, s.slug from site_domains d join sites s on s.id = d.site_id order by d.domain`,
    );
    expect(claims).toEqual([
      { domain: "first.example", slug: "first" },
      { domain: "second.example", slug: "second" },
      { domain: "shared.example", slug: "first" },
    ]);
    await expect(
      handle.db.execute(sql`update sites set domains = array['WWW.shared.example.'] where slug = 'second'`),
    ).rejects.toThrow();
  });
});
