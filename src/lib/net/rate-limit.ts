/**
 * Rate limits without a third party (issue 5 "a per-IP and per-site rate limit", issue 16 §5): a
 * fixed window per key that starts at the key's first hit and lasts `windowMs`; within it, `limit`
 * hits are allowed and the rest are told when the window ends. The counts live in a `RateCounters`
 * store: the database's (server/net/rate-counters.ts), shared by every server on it and kept across
 * restarts, or `MemoryRateCounters` here, the reference the database's is tested against.
 */
export type RateLimit = { limit: number; windowMs: number };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A key's current window: when it began, and the hits counted in it (this one included). */
export type RateWindow = { startedAtMs: number; hits: number };

/** Counts one hit for a key, atomically: two servers counting at once never both see the same count. */
export interface RateCounters {
  hit(key: string, windowMs: number, nowMs: number): Promise<RateWindow>;
  /** The key's window if it has not ended, counting nothing; null when there is none. */
  peek(key: string, nowMs: number): Promise<RateWindow | null>;
}

/**
 * The window after one more hit: the same window with one more, or a new one when there was none or
 * it has ended. The database's upsert states this same rule in SQL.
 */
export function nextWindow(current: RateWindow | undefined, windowMs: number, nowMs: number): RateWindow {
  if (!current || nowMs >= current.startedAtMs + windowMs) return { startedAtMs: nowMs, hits: 1 };
  return { startedAtMs: current.startedAtMs, hits: current.hits + 1 };
}

/** Whether the hit that made `window` is within the limit, and if not, how long until it ends. */
export function rateDecision(rule: RateLimit, window: RateWindow, nowMs: number): RateDecision {
  if (window.hits <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(0, window.startedAtMs + rule.windowMs - nowMs) };
}

/** Counts one hit for `key` in `counters` and decides it. */
export async function hitRateLimit(
  counters: RateCounters,
  rule: RateLimit,
  key: string,
  nowMs: number,
): Promise<RateDecision> {
  return rateDecision(rule, await counters.hit(key, rule.windowMs, nowMs), nowMs);
}

/**
 * Whether the next hit of `key` would be refused, without counting one: its window is live and its
 * limit spent. For a limit that guards another one (issue 29 item 4: a phone whose checks are spent is
 * locked, so it is sent no code either).
 */
export async function peekRateLimit(
  counters: RateCounters,
  rule: RateLimit,
  key: string,
  nowMs: number,
): Promise<RateDecision> {
  const window = await counters.peek(key, nowMs);
  if (!window) return { allowed: true };
  return rateDecision(rule, { startedAtMs: window.startedAtMs, hits: window.hits + 1 }, nowMs);
}

/**
 * Counts in this process's memory: for unit tests, and the reference for the database's store.
 * Memory is bounded: ended windows are dropped when the map is full, then the oldest keys.
 */
export class MemoryRateCounters implements RateCounters {
  private readonly windows = new Map<string, RateWindow & { endsAtMs: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<RateWindow> {
    const current = this.windows.get(key);
    if (!current && this.windows.size >= this.maxKeys) this.sweep(nowMs);
    const next = nextWindow(current, windowMs, nowMs);
    // Delete and set again: the map's order stays least recently hit first.
    this.windows.delete(key);
    this.windows.set(key, { ...next, endsAtMs: next.startedAtMs + windowMs });
    return next;
  }

  async peek(key: string, nowMs: number): Promise<RateWindow | null> {
    const current = this.windows.get(key);
    if (!current || nowMs >= current.endsAtMs) return null;
    return { startedAtMs: current.startedAtMs, hits: current.hits };
  }

  /** Keys held (for the memory bound's test). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (nowMs >= window.endsAtMs) this.windows.delete(key);
    }
    // Still full of live windows: forget the least recently hit rather than grow without bound.
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
