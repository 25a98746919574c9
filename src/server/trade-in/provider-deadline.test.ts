import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEST_ANSWERS } from "@/lib/trade-in/adjustments";
import { testTradeInVehicle } from "../../../test/trade-in-vehicle";
import { DEFAULT_PROVIDER_TIMEOUT_MS, withLookupDeadline, withValuationDeadline } from "./provider-deadline";
import type { ValuationProvider } from "./valuation-provider";
import type { VehicleLookupProvider } from "./vehicle-lookup";

/** Issue 20 "Bad input": a provider that fails or times out never becomes an error page. */
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const query = { rego: "ABC123", state: "NSW" as const };
const live = () => new AbortController().signal;

/** A lookup that answers only when its signal is aborted, or never when `deaf`. */
function hanging(deaf = false): VehicleLookupProvider & { seen: AbortSignal[] } {
  const seen: AbortSignal[] = [];
  return {
    name: "hanging",
    seen,
    lookup: (_q, { signal }) => {
      seen.push(signal);
      return new Promise((resolve) => {
        if (!deaf)
          signal.addEventListener("abort", () => resolve({ kind: "unavailable", reason: "aborted" }));
      });
    },
  };
}

describe("withLookupDeadline", () => {
  it("passes an answer through untouched, under the provider's own name", async () => {
    const found = {
      kind: "found" as const,
      vehicle: {
        make: "Kia",
        model: "Rio",
        year: 2020,
        badge: null,
        body: null,
        fuel: null,
        transmission: null,
        vin: null,
        colour: null,
      },
    };
    const provider: VehicleLookupProvider = { name: "quick", lookup: async () => found };
    const bounded = withLookupDeadline(provider, 1000);
    expect(bounded.name).toBe("quick");
    expect(await bounded.lookup(query, { signal: live() })).toBe(found);
    expect(warn).not.toHaveBeenCalled();
  });

  it("is unavailable at the deadline, and aborts the provider's signal", async () => {
    vi.useFakeTimers();
    const provider = hanging(true);
    const answer = withLookupDeadline(provider, 5000).lookup(query, { signal: live() });
    await vi.advanceTimersByTimeAsync(4999);
    expect(provider.seen[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ kind: "unavailable", reason: "no answer within 5000 ms" });
    expect(provider.seen[0]!.aborted).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      '[trade-in] rego lookup "hanging" unavailable: no answer within 5000 ms',
    );
  });

  it("waits 5 seconds unless told otherwise", async () => {
    expect(DEFAULT_PROVIDER_TIMEOUT_MS).toBe(5000);
    vi.useFakeTimers();
    const answer = withLookupDeadline(hanging(true)).lookup(query, { signal: live() });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await answer).toMatchObject({ kind: "unavailable", reason: "no answer within 5000 ms" });
  });

  it("a throw is unavailable, with its message, and never reaches the caller", async () => {
    const broken: VehicleLookupProvider = {
      name: "broken",
      lookup: async () => {
        throw new Error("connection reset");
      },
    };
    expect(await withLookupDeadline(broken, 1000).lookup(query, { signal: live() })).toEqual({
      kind: "unavailable",
      reason: "failed: connection reset",
    });
    expect(warn).toHaveBeenCalledWith(
      '[trade-in] rego lookup "broken" unavailable: failed: connection reset',
    );
  });

  it("the caller's abort reaches the provider and answers unavailable at once", async () => {
    const provider = hanging(true);
    const controller = new AbortController();
    const answer = withLookupDeadline(provider, 60_000).lookup(query, { signal: controller.signal });
    controller.abort();
    expect(await answer).toEqual({ kind: "unavailable", reason: "cancelled by the caller" });
    expect(provider.seen[0]!.aborted).toBe(true);
    const before = withLookupDeadline(provider, 60_000);
    expect(await before.lookup(query, { signal: controller.signal })).toMatchObject({ kind: "unavailable" });
    // Already cancelled: the provider is not asked at all.
    expect(provider.seen).toHaveLength(1);
  });

  it("logs the provider's own unavailable answers too, and nothing about the shopper", async () => {
    const provider: VehicleLookupProvider = {
      name: "autograb",
      lookup: async () => ({ kind: "unavailable", reason: "AutoGrab answered HTTP 429" }),
    };
    await withLookupDeadline(provider, 1000).lookup(query, { signal: live() });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).not.toContain("ABC123");
  });
});

describe("withValuationDeadline", () => {
  const request = {
    site: { id: 1, slug: "s" },
    vehicle: testTradeInVehicle(),
    answers: BEST_ANSWERS,
    now: new Date(),
  };

  it("bounds a valuation the same way: slow is unavailable, a throw is unavailable", async () => {
    vi.useFakeTimers();
    const slow: ValuationProvider = { name: "local", value: () => new Promise(() => {}) };
    const answer = withValuationDeadline(slow, 200).value(request, { signal: live() });
    await vi.advanceTimersByTimeAsync(200);
    expect(await answer).toEqual({ kind: "unavailable", reason: "no answer within 200 ms" });
    vi.useRealTimers();

    const broken: ValuationProvider = {
      name: "local",
      value: async () => {
        throw new Error('relation "cars" does not exist');
      },
    };
    expect(await withValuationDeadline(broken, 200).value(request, { signal: live() })).toMatchObject({
      kind: "unavailable",
      reason: expect.stringMatching(/relation "cars"/),
    });
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[trade-in\] valuation "local" unavailable: /),
    );
  });
});
