import { describe, expect, it } from "vitest";
import { localDateTime } from "./local-date-time";

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
