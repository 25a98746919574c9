import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { refreshLeadStatistics, resetLeadStatisticsCheck } from "./lead-statistics";

/**
 * Issue 31 §4 "paging that stays fast at 100,000 leads" on embedded PGlite, which runs no autovacuum:
 * the inbox ANALYZEs the leads table when it has no statistics or has grown a tenth, so the planner
 * reads the newest page from the (site, created_at) index instead of sorting a whole site.
 */
let handle: DatabaseHandle;
const fill = (n: number) =>
  handle.db.execute(sql`
    insert into leads (site_id, category, fields, created_at)
    select (select id from sites where slug = 'stats'), 'Vehicle Enquiry', jsonb_build_object('name', 'N' || g),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
const plan = async () => {
  const { rows } = (await handle.db.execute(sql`
    explain select id from leads where site_id = (select id from sites where slug = 'stats')
    order by created_at desc, id desc limit 51`)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => Object.values(row)[0]).join("\n");
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`insert into sites (slug, name) values ('stats', 'Stats')`);
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("issue 31 §4: the leads table's planner statistics", () => {
  it("a small table is left alone", async () => {
    resetLeadStatisticsCheck();
    expect(await refreshLeadStatistics(handle.db)).toBe(false);
  });

  it("a table grown without statistics is analyzed once, then not again until it grows a tenth", async () => {
    await fill(5000);
    resetLeadStatisticsCheck();
    expect(await refreshLeadStatistics(handle.db)).toBe(true);
    expect(await plan()).toContain("leads_site_id_created_at_index");
    // Checked at most every few minutes.
    expect(await refreshLeadStatistics(handle.db)).toBe(false);
    resetLeadStatisticsCheck();
    expect(await refreshLeadStatistics(handle.db)).toBe(false);
    await fill(1000);
    resetLeadStatisticsCheck();
    expect(await refreshLeadStatistics(handle.db)).toBe(true);
  });
});
