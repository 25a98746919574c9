import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "./client";
import { MIN_PAGES, needsAnalyze, refreshPlannerStatistics, tableSizes } from "./planner-statistics";
import { openTestDatabase } from "./test-database";

/**
 * Issue 31 (decision 0050) for every table: embedded PGlite runs no autovacuum, so the server's sweep
 * ANALYZEs the tables that have no statistics or have grown a tenth since, and leaves the rest, so the
 * planner's row estimates follow the data (here: the audit log, which only grows).
 */
let handle: DatabaseHandle;
const fillAudit = (n: number) =>
  handle.db.execute(sql`
    insert into audit_log (actor, action, target_type, target_id)
    select 'planner test', 'test.fill', 'test', 'row-' || g from generate_series(1, ${n}) g`);
const estimatedRows = async () => {
  const { rows } = (await handle.db.execute(
    sql`explain (format json) select * from audit_log where action = 'test.fill'`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(rows[0] ?? {})[0] as [{ Plan: { "Plan Rows": number } }];
  return plan[0].Plan["Plan Rows"];
};

beforeAll(async () => {
  handle = await openTestDatabase();
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("the planner's statistics on a database nothing else analyzes", () => {
  it("the rule: small tables are left alone; no statistics, or a tenth's growth, is stale", () => {
    const table = { name: "t", analyzedPages: 100, pages: 100, hasStats: true };
    expect(needsAnalyze({ ...table, pages: MIN_PAGES - 1, hasStats: false })).toBe(false);
    expect(needsAnalyze({ ...table, hasStats: false })).toBe(true);
    expect(needsAnalyze({ ...table, pages: 110 })).toBe(false);
    expect(needsAnalyze({ ...table, pages: 111 })).toBe(true);
  });

  it("a grown table is analyzed, once, and the planner's estimate follows its rows", async () => {
    const before = await refreshPlannerStatistics(handle.db);
    expect(before).not.toContain("audit_log");
    await fillAudit(20_000);
    expect(await refreshPlannerStatistics(handle.db)).toContain("audit_log");
    // Within a tenth of the truth, where a table with no statistics would be guessed at.
    expect(await estimatedRows()).toBeGreaterThan(18_000);
    expect(await refreshPlannerStatistics(handle.db)).toEqual([]);
    await fillAudit(5_000);
    expect(await refreshPlannerStatistics(handle.db, "audit_log")).toEqual(["audit_log"]);
    const [audit] = await tableSizes(handle.db, "audit_log");
    expect(audit?.hasStats).toBe(true);
  });
});
