/**
 * A fixed-window counter per key (an IP address, a site), in memory: issue 5's "per-IP and per-site
 * rate limit" without a third party. One process holds the counts, which is what the embedded
 * default runs; several servers behind a balancer each allow the limit, which bounds abuse all the
 * same. Memory is bounded: windows that have ended are dropped as new keys arrive.
 */
export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly rule: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one event for `key` and says whether it is within the limit. */
  hit(key: string, nowMs: number): RateDecision {
    let window = this.windows.get(key);
    if (!window || nowMs - window.startedAt >= this.rule.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(nowMs);
      window = { startedAt: nowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: window.startedAt + this.rule.windowMs - nowMs };
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (nowMs - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
    // Still full of live windows: forget the oldest rather than grow without bound.
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
