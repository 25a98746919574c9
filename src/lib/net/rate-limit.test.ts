import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("rate limit (issue 5: a per-IP and per-site rate limit)", () => {
  it("allows the limit per window, then says when to come back", () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((t) => limiter.hit("1.2.3.4", t).allowed)).toEqual([true, true, true]);
    expect(limiter.hit("1.2.3.4", 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.hit("5.6.7.8", 10_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", 60_000).allowed).toBe(true);
  });

  it("keeps memory bounded under a flood of distinct keys", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, 100);
    for (let i = 0; i < 1_000; i++) limiter.hit(`ip-${i}`, i);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
    expect(limiter.hit("ip-999", 1_000).allowed).toBe(false);
  });
});
