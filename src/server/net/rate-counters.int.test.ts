import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimit, MemoryRateCounters, type RateWindow } from "@/lib/net/rate-limit";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { rateCounters } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { databaseRateCounters } from "./rate-counters";

/**
 * Issue 16 §5 "keep the counters in the database": the SQL store counts exactly as the in-memory
 * reference does, every server on the database shares its counts, a restart keeps them, and hits at
 * the same moment never let more than the limit through. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
let handle: DatabaseHandle;
const T = 1_790_000_000_000;

beforeAll(async () => {
  handle = await openTestDatabase();
}, hangGuard(60_000));

afterAll(async () => {
  await handle?.close();
});

describe("rate counters in the database", () => {
  it("count exactly as the in-memory reference over a random run of keys, windows and times", async () => {
    const sql = databaseRateCounters(handle.db);
    const memory = new MemoryRateCounters();
    let seed = 16;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let now = T;
    const got: RateWindow[] = [];
    const expected: RateWindow[] = [];
    const gotPeeks: (RateWindow | null)[] = [];
    const expectedPeeks: (RateWindow | null)[] = [];
    for (let i = 0; i < 300; i++) {
      now += Math.floor(random() * 20_000);
      const key = `reference:${Math.floor(random() * 6)}`;
      const windowMs = key.endsWith("0") ? 5_000 : 60_000;
      got.push(await sql.hit(key, windowMs, now));
      expected.push(await memory.hit(key, windowMs, now));
      // A peek counts nothing and agrees too, on a live window, an ended one and a key never hit.
      const peekKey = `reference:${Math.floor(random() * 7)}`;
      const peekAt = now + Math.floor(random() * 70_000);
      gotPeeks.push(await sql.peek(peekKey, peekAt));
      expectedPeeks.push(await memory.peek(peekKey, peekAt));
    }
    expect(got).toEqual(expected);
    expect(gotPeeks).toEqual(expectedPeeks);
    expect(gotPeeks.filter((w) => w === null).length).toBeGreaterThan(10);
    expect(gotPeeks.filter((w) => w !== null).length).toBeGreaterThan(10);
    expect(new Set(got.map((w) => w.hits)).size).toBeGreaterThan(3);
  });

  it("two servers on one database share one count, and a restart keeps it", async () => {
    const rule = { limit: 3, windowMs: 600_000 };
    const a = databaseRateCounters(handle.db);
    const b = databaseRateCounters(handle.db);
    expect((await hitRateLimit(a, rule, "shared:ip", T)).allowed).toBe(true);
    expect((await hitRateLimit(b, rule, "shared:ip", T + 1)).allowed).toBe(true);
    expect((await hitRateLimit(a, rule, "shared:ip", T + 2)).allowed).toBe(true);
    expect(await hitRateLimit(b, rule, "shared:ip", T + 1_000)).toEqual({
      allowed: false,
      retryAfterMs: 599_000,
    });
    const restarted = databaseRateCounters(handle.db);
    expect((await hitRateLimit(restarted, rule, "shared:ip", T + 2_000)).allowed).toBe(false);
    expect((await hitRateLimit(restarted, rule, "shared:ip", T + 600_000)).allowed).toBe(true);
  });

  it("fifty hits at once let exactly the limit through, each with its own count", async () => {
    const rule = { limit: 10, windowMs: 600_000 };
    // Five "servers", ten hits each, all in flight together (PostgreSQL runs them on several connections).
    const servers = Array.from({ length: 5 }, () => databaseRateCounters(handle.db));
    const windows = await Promise.all(
      Array.from({ length: 50 }, (_, i) => servers[i % 5]!.hit("burst:site", rule.windowMs, T + i)),
    );
    expect(windows.map((w) => w.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hitRateLimit(servers[i % 5]!, rule, "burst:other", T + i)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("a key of any length is counted (a client address is whatever a header said)", async () => {
    const counters = databaseRateCounters(handle.db);
    // Random, so PostgreSQL cannot compress it under its index entry limit.
    const long = `lead-ip:metro ${randomBytes(7_500).toString("base64")}`;
    expect(await counters.hit(long, 60_000, T)).toEqual({ startedAtMs: T, hits: 1 });
    expect(await counters.hit(long, 60_000, T + 1)).toEqual({ startedAtMs: T, hits: 2 });
    expect(await counters.hit(`${long}8`, 60_000, T + 1)).toEqual({ startedAtMs: T + 1, hits: 1 });
  });

  it("ended windows are swept a batch at a time; live ones are kept", async () => {
    const counters = databaseRateCounters(handle.db);
    const later = T + 86_400_000;
    await Promise.all(Array.from({ length: 20 }, (_, i) => counters.hit(`sweep:ended:${i}`, 1_000, later)));
    await counters.hit("sweep:live", 3_600_000, later);
    const deleted = await counters.sweep(later + 2_000);
    expect(deleted).toBeGreaterThanOrEqual(20);
    const [left] = await handle.db.select({ n: count() }).from(rateCounters);
    expect(left?.n).toBeGreaterThanOrEqual(1);
    expect(await counters.hit("sweep:live", 3_600_000, later + 3_000)).toEqual({
      startedAtMs: later,
      hits: 2,
    });
    expect(await counters.hit("sweep:ended:0", 1_000, later + 3_000)).toEqual({
      startedAtMs: later + 3_000,
      hits: 1,
    });
  });
});
