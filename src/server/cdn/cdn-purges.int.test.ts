import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import type { DatabaseHandle } from "../db/client";
import { cdnPurges, cdnServers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { drainQueue } from "../outbox/outbox-worker";
import { cdnPurgeQueue } from "./cdn-purges";
import type { CachePurger } from "./purge-request";
import { newServerState, reportServedVersions, type ServerState } from "./served-versions";

/**
 * Issue 35 §4 (decision 0076): with two app servers on one database, a site whose data changed is
 * purged from the shared cache once, and only when both serve the new version (purged sooner, the
 * cache could refill the page from the server still behind); a purge the vendor fails is retried
 * through the outbox until it is taken.
 */
let handle: DatabaseHandle;
const purged: string[][] = [];
let vendor: DeliveryOutcome = { ok: true };
const purger: CachePurger = {
  describe: "test",
  purge: async (tags) => {
    purged.push([...tags]);
    return vendor;
  },
};

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  purged.length = 0;
  vendor = { ok: true };
  await handle.db.delete(cdnServers);
  await handle.db.delete(cdnPurges);
});

/** One answer to a server's front: what it serves now (written down at its next answer). */
const answer = (db: DatabaseHandle["db"], server: ServerState, versions: Record<string, string>) =>
  reportServedVersions(db, server, versions);

/** Two servers that have been up a while, both serving `versions`, with nothing left to purge. */
async function twoServers(versions: Record<string, string>): Promise<[ServerState, ServerState]> {
  const a = newServerState("server-a");
  const b = newServerState("server-b");
  for (const server of [a, b]) await answer(handle.db, server, versions);
  for (const server of [a, b]) await answer(handle.db, server, versions);
  await drainQueue(cdnPurgeQueue(handle.db, purger));
  purged.length = 0;
  return [a, b];
}

const rows = () =>
  handle.db
    .select({ site: cdnPurges.site, version: cdnPurges.version, status: cdnPurges.status })
    .from(cdnPurges)
    .orderBy(cdnPurges.site);

describe("one purge per change, once every server serves it (decision 0076)", () => {
  it("the first servers with a cache purge each site once between them", async () => {
    const a = newServerState("server-a");
    const b = newServerState("server-b");
    await answer(handle.db, a, { alpha: "1", beta: "1" });
    await answer(handle.db, b, { alpha: "1", beta: "1" });
    // A writes down first and asks: B, not written down yet, has just started from the data as it is.
    expect(await answer(handle.db, a, { alpha: "1", beta: "1" })).toEqual(["alpha", "beta"]);
    expect(await answer(handle.db, b, { alpha: "1", beta: "1" })).toEqual([]);
    await drainQueue(cdnPurgeQueue(handle.db, purger));
    expect(purged).toEqual([["site:alpha"], ["site:beta"]]);
  });

  it("a change one server serves and the other not yet is not purged; once both serve it, it is purged once", async () => {
    const [a, b] = await twoServers({ alpha: "1", beta: "1" });
    // A's front is answered with the new version, and writes it down at its next question.
    await answer(handle.db, a, { alpha: "2", beta: "1" });
    expect(await answer(handle.db, a, { alpha: "2", beta: "1" })).toEqual([]);
    await drainQueue(cdnPurgeQueue(handle.db, purger));
    expect(purged).toEqual([]);
    // B catches up: its next write finds both at version 2, and asks.
    await answer(handle.db, b, { alpha: "2", beta: "1" });
    expect(await answer(handle.db, b, { alpha: "2", beta: "1" })).toEqual(["alpha"]);
    // A sees the agreement too: the same row, asked once.
    await answer(handle.db, a, { alpha: "2", beta: "1" });
    await drainQueue(cdnPurgeQueue(handle.db, purger));
    await drainQueue(cdnPurgeQueue(handle.db, purger));
    expect(purged).toEqual([["site:alpha"]]);
    expect(await rows()).toEqual([
      { site: "alpha", version: "2", status: "delivered" },
      { site: "beta", version: "1", status: "delivered" },
    ]);
  });

  it("a server silent for 15 s (stopped, or gone without a word) is not waited for", async () => {
    const [a] = await twoServers({ alpha: "1" });
    await handle.db
      .update(cdnServers)
      .set({ seenAt: sql`now() - interval '16 seconds'` })
      .where(eq(cdnServers.serverId, "server-b"));
    await answer(handle.db, a, { alpha: "2" });
    expect(await answer(handle.db, a, { alpha: "2" })).toEqual(["alpha"]);
  });

  it("a server that starts writes itself down and purges what no one purged while no server was there", async () => {
    await twoServers({ alpha: "1", beta: "1" });
    await handle.db.delete(cdnServers);
    const c = newServerState("server-c");
    await answer(handle.db, c, { alpha: "1", beta: "2" });
    expect(await answer(handle.db, c, { alpha: "1", beta: "2" })).toEqual(["beta"]);
  });
});

describe("a purge the vendor fails is retried through the outbox (issue 35 §4)", () => {
  it("Cloudflare down: the purge stays due and goes out at the outbox's next attempt", async () => {
    const [a, b] = await twoServers({ alpha: "1" });
    for (const server of [a, b, a, b]) await answer(handle.db, server, { alpha: "2" });
    vendor = { ok: false, retryable: true, reason: "Cloudflare answered 503" };
    await drainQueue(cdnPurgeQueue(handle.db, purger));
    expect((await rows())[0]).toEqual({ site: "alpha", version: "2", status: "pending" });
    vendor = { ok: true };
    // After the outbox's backoff (30 s for the first failure).
    await drainQueue(cdnPurgeQueue(handle.db, purger), () => new Date(Date.now() + 31_000));
    expect(purged).toEqual([["site:alpha"], ["site:alpha"]]);
    expect((await rows())[0]?.status).toBe("delivered");
  });

  it("a newer change replaces the purge row: the older send's outcome, still in flight, records nothing over it", async () => {
    const [a, b] = await twoServers({ alpha: "1" });
    for (const server of [a, b, a, b]) await answer(handle.db, server, { alpha: "2" });
    const queue = cdnPurgeQueue(handle.db, purger);
    const [inFlight] = await queue.claim(new Date(), 10);
    for (const server of [a, b, a, b]) await answer(handle.db, server, { alpha: "3" });
    await queue.record(inFlight!, { ok: true }, new Date());
    expect((await rows())[0]).toEqual({ site: "alpha", version: "3", status: "pending" });
  });
});
