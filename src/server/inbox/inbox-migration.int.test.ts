// backend-independent: a migration's data step on in-memory PGlite.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { phoneSearchKey } from "@/lib/inbox/inbox-search";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { MIGRATIONS_FOLDER } from "../db/migrate";

/**
 * Migration lead_inbox_search (issue 31 §4) on leads stored before it: a lead with the dealer's
 * snapshot and one from before snapshots (its form fields only) both get their search columns, and a
 * lead stored afterwards gets them from the database, whoever inserts it.
 */
const before = mkdtempSync(path.join(tmpdir(), "forecourt-migrations-"));
let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
  rmSync(before, { recursive: true, force: true });
});

type Row = Record<string, string | null>;

describe("migration lead_inbox_search: the search columns of leads already stored", () => {
  it("fills every existing lead, and keeps new ones filled", async () => {
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const mine = journal.entries.findIndex((e) => e.tag.endsWith("_lead_inbox_search"));
    expect(mine).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, mine);
    writeFileSync(journalFile, JSON.stringify(journal));

    handle = await openDatabase({ kind: "memory" });
    const db = handle.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: before });
    await handle.db.execute(sql`insert into sites (slug, name) values ('old', 'Old')`);
    await handle.db.execute(sql`
      insert into leads (site_id, category, fields, delivery) values
        ((select id from sites where slug = 'old'), 'Vehicle Enquiry', '{}',
         '{"customer": {"firstName": "Jane", "lastName": "Citizen", "email": " Jane@Example.COM ",
           "phone": "+61 (0)412 345 678"}, "vehicle": {"stocknum": "abc123", "vin": "jtnba3he10j123456"}}'),
        ((select id from sites where slug = 'old'), 'General Enquiry',
         '{"name": "Old  Timer", "email": "old@example.com", "phone": "02 9630 1234"}', null)`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await handle.db.execute(sql`
      insert into leads (site_id, category, fields) values
        ((select id from sites where slug = 'old'), 'Feedback', '{"name": "New", "phone": "0061 400 000 001"}')`);

    const { rows } = (await handle.db.execute(sql`
      select category, search_name, search_surname, search_email, search_phone, search_stock, search_vin
      from leads order by category desc`)) as unknown as { rows: Row[] };
    expect(rows).toEqual([
      {
        category: "Vehicle Enquiry",
        search_name: "jane citizen",
        search_surname: "citizen",
        search_email: "jane@example.com",
        search_phone: "412345678",
        search_stock: "ABC123",
        search_vin: "JTNBA3HE10J123456",
      },
      {
        category: "General Enquiry",
        search_name: "old timer",
        search_surname: "timer",
        search_email: "old@example.com",
        search_phone: "296301234",
        search_stock: null,
        search_vin: null,
      },
      {
        category: "Feedback",
        search_name: "new",
        search_surname: null,
        search_email: null,
        search_phone: "400000001",
        search_stock: null,
        search_vin: null,
      },
    ]);
    // The database reads phone numbers as the search box does.
    expect(["+61 (0)412 345 678", "02 9630 1234", "0061 400 000 001"].map(phoneSearchKey)).toEqual(
      rows.map((row) => row.search_phone),
    );
  });
});
