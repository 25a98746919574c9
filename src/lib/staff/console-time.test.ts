import { describe, expect, it } from "vitest";
import { consoleTime } from "./console-time";

describe("decision 0046: the console's times are Sydney's, with the zone named", () => {
  it("shows summer time as AEDT and winter as AEST", () => {
    expect(consoleTime(new Date("2026-11-25T22:15:00Z"))).toBe("26 Nov 2026, 9:15 am AEDT");
    expect(consoleTime(new Date("2026-06-01T00:00:00Z"))).toBe("1 June 2026, 10:00 am AEST");
  });
});
