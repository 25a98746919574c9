import { describe, expect, it } from "vitest";
import { instantOf, localDateTime } from "./local-date-time";

describe("localDateTime (spec 01 §5 test drive times, spec 02 §4 open now: the place's wall clock)", () => {
  it("follows the zone's daylight saving", () => {
    expect(localDateTime(new Date("2025-01-01T00:00:00Z"), "Australia/Sydney")).toBe("2025-01-01T11:00");
    expect(localDateTime(new Date("2025-07-01T00:00:00Z"), "Australia/Sydney")).toBe("2025-07-01T10:00");
    expect(localDateTime(new Date("2025-01-01T00:00:00Z"), "Australia/Perth")).toBe("2025-01-01T08:00");
  });
  it("writes midnight as 00, not 24", () => {
    expect(localDateTime(new Date("2025-01-01T13:00:00Z"), "Australia/Sydney")).toBe("2025-01-02T00:00");
  });
});

describe("instantOf: a wall-clock time in a place's zone (issue 15: feeds write local times)", () => {
  it("Brisbane keeps UTC+10 all year; Sydney is UTC+11 in summer and +10 in winter", () => {
    expect(instantOf("2026-11-20T10:00:00", "Australia/Brisbane").toISOString()).toBe(
      "2026-11-20T00:00:00.000Z",
    );
    expect(instantOf("2026-11-20T10:00", "Australia/Sydney").toISOString()).toBe("2026-11-19T23:00:00.000Z");
    expect(instantOf("2026-06-20T10:00:00", "Australia/Sydney").toISOString()).toBe(
      "2026-06-20T00:00:00.000Z",
    );
    expect(instantOf("2026-11-20T10:00:00", "Australia/Perth").toISOString()).toBe(
      "2026-11-20T02:00:00.000Z",
    );
  });

  it("round-trips with localDateTime at every hour of a year in Adelaide (half-hour zone, daylight saving)", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const wall = localDateTime(new Date(t), "Australia/Adelaide");
      const back = instantOf(wall, "Australia/Adelaide").getTime();
      // The repeated hour when daylight saving ends maps to its first occurrence.
      expect(localDateTime(new Date(back), "Australia/Adelaide")).toBe(wall);
    }
  });
});
