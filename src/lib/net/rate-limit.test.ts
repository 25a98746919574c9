import { describe, expect, it } from "vitest";
import { hitRateLimit, MemoryRateCounters, nextWindow, peekRateLimit, rateDecision } from "./rate-limit";

const RULE = { limit: 3, windowMs: 60_000 };

describe("rate limit (issue 5: a per-IP and per-site rate limit)", () => {
  it("allows the limit per window, then says when to come back", async () => {
    const counters = new MemoryRateCounters();
    const hits = [];
    for (const t of [0, 1, 2]) hits.push((await hitRateLimit(counters, RULE, "1.2.3.4", t)).allowed);
    expect(hits).toEqual([true, true, true]);
    expect(await hitRateLimit(counters, RULE, "1.2.3.4", 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 50_000,
    });
    expect((await hitRateLimit(counters, RULE, "5.6.7.8", 10_000)).allowed).toBe(true);
    expect((await hitRateLimit(counters, RULE, "1.2.3.4", 60_000)).allowed).toBe(true);
  });

  it("issue 29 item 4: a peek says whether the next hit would be refused, and counts nothing", async () => {
    const counters = new MemoryRateCounters();
    expect(await peekRateLimit(counters, RULE, "k", 0)).toEqual({ allowed: true });
    for (const t of [0, 1]) await hitRateLimit(counters, RULE, "k", t);
    // Peeking any number of times spends nothing: the third hit is still allowed.
    for (let i = 0; i < 5; i++)
      expect(await peekRateLimit(counters, RULE, "k", 2)).toEqual({ allowed: true });
    expect((await hitRateLimit(counters, RULE, "k", 2)).allowed).toBe(true);
    expect(await peekRateLimit(counters, RULE, "k", 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 50_000,
    });
    expect(await counters.peek("k", 10_000)).toEqual({ startedAtMs: 0, hits: 3 });
    // The window over, nothing is held.
    expect(await peekRateLimit(counters, RULE, "k", 60_000)).toEqual({ allowed: true });
    expect(await counters.peek("k", 60_000)).toBeNull();
  });

  it("a window starts at its key's first hit and a new one starts once it has ended", () => {
    expect(nextWindow(undefined, 60_000, 5)).toEqual({ startedAtMs: 5, hits: 1 });
    expect(nextWindow({ startedAtMs: 5, hits: 7 }, 60_000, 60_004)).toEqual({ startedAtMs: 5, hits: 8 });
    expect(nextWindow({ startedAtMs: 5, hits: 7 }, 60_000, 60_005)).toEqual({ startedAtMs: 60_005, hits: 1 });
  });

  it("the hit that reaches the limit is allowed; the next is told when the window ends", () => {
    expect(rateDecision(RULE, { startedAtMs: 0, hits: 3 }, 30_000)).toEqual({ allowed: true });
    expect(rateDecision(RULE, { startedAtMs: 0, hits: 4 }, 30_000)).toEqual({
      allowed: false,
      retryAfterMs: 30_000,
    });
    // A window another server's clock began a moment "later" never asks for a negative wait.
    expect(rateDecision(RULE, { startedAtMs: 0, hits: 4 }, 61_000)).toEqual({
      allowed: false,
      retryAfterMs: 0,
    });
  });

  it("keeps memory bounded under a flood of distinct keys", async () => {
    const counters = new MemoryRateCounters(100);
    for (let i = 0; i < 1_000; i++) await counters.hit(`ip-${i}`, 60_000, i);
    expect(counters.size).toBeLessThanOrEqual(100);
    // The most recent key is still counted: its second hit in the window is over a limit of one.
    expect((await hitRateLimit(counters, { limit: 1, windowMs: 60_000 }, "ip-999", 1_000)).allowed).toBe(
      false,
    );
  });
});
