import "server-only";
import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "./db/database";
import { readiness } from "./observability/readiness";

/**
 * `GET /api/ready` (issue 36 item 3, decision 0068), the readiness probe: 503 with the reasons until
 * the boot has migrated the database and finished warming the search indexes (and while the database
 * does not answer), then 200. A balancer sends shoppers to a server only once it answers 200, so a
 * server just started is not handed searches its indexes cannot answer yet. `/api/health` stays the
 * liveness probe (is the process alive and its database reachable), answering 200 all along.
 */
export async function readyAnswer(): Promise<Response> {
  const state = readiness();
  const reasons: string[] = [];
  if (!state.migrated) reasons.push("The database is not open and migrated yet.");
  if (state.searchIndexes === "warming") reasons.push("The search indexes are still being built.");
  if (state.searchIndexes === "failed") {
    reasons.push(`Building the search indexes stopped: ${state.failure ?? "unknown error"}`);
  }
  if (reasons.length === 0) {
    try {
      await (await getDatabaseHandle()).db.execute(sql`select 1`);
    } catch (error) {
      reasons.push(`The database does not answer: ${(error as Error).message}`);
    }
  }
  const headers = { "cache-control": "no-store" };
  const facts = { migrated: state.migrated, searchIndexes: state.searchIndexes };
  if (reasons.length > 0) return Response.json({ ready: false, ...facts, reasons }, { status: 503, headers });
  return Response.json({ ready: true, ...facts }, { headers });
}
