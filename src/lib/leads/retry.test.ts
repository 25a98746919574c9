import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, nextDeliveryState, retryDelayMs } from "./retry";

const NOW = new Date("2026-11-23T00:00:00Z");

describe("outbox retry (ARCHITECTURE: delivery runs from an outbox with retries)", () => {
  it("backs off from 30 s, doubling, capped at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1_000)).toBe(3_600_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it("keeps trying for about nine hours in all", () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total / 3_600_000).toBeGreaterThan(9);
    expect(total / 3_600_000).toBeLessThan(10);
  });

  it("a success is delivered whatever the attempt count", () => {
    expect(nextDeliveryState({ ok: true }, MAX_DELIVERY_ATTEMPTS, NOW)).toEqual({ status: "delivered" });
  });

  it("a retryable failure is due again after the backoff, with its reason kept", () => {
    expect(nextDeliveryState({ ok: false, retryable: true, reason: "HTTP 503" }, 2, NOW)).toEqual({
      status: "pending",
      retryAt: new Date(NOW.getTime() + 60_000),
      lastError: "HTTP 503",
    });
  });

  it("a permanent failure is dead at once; a retryable one when the attempts run out", () => {
    expect(nextDeliveryState({ ok: false, retryable: false, reason: "HTTP 404" }, 1, NOW)).toEqual({
      status: "dead",
      lastError: "HTTP 404",
    });
    expect(
      nextDeliveryState({ ok: false, retryable: true, reason: "HTTP 503" }, MAX_DELIVERY_ATTEMPTS, NOW),
    ).toEqual({ status: "dead", lastError: `HTTP 503 (gave up after ${MAX_DELIVERY_ATTEMPTS} attempts)` });
  });
});
