import { describe, expect, it } from "vitest";

import { localDateTime, utcOffsets } from "./local-date-time";
import { wallClock } from "./utc-offsets";

// Spec 02 §4 "Sticky mobile footer ... checked in the Perth time zone": the browser reads a location's
// wall clock from offsets the server wrote into the page (decision 0013), and must agree with Intl.
const ZONES = [
  "Australia/Perth",
  "Australia/Darwin",
  "Australia/Brisbane",
  "Australia/Adelaide",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Hobart",
  "Pacific/Auckland",
];

describe("utcOffsets: a zone's UTC offsets over a window, to the minute", () => {
  it("one offset for a zone without daylight saving", () => {
    const from = new Date("2026-09-01T00:00:00Z");
    expect(utcOffsets("Australia/Perth", from, new Date("2027-05-01T00:00:00Z"))).toEqual({
      until: Date.parse("2027-05-01T00:00:00Z"),
      changes: [{ at: from.getTime(), minutes: 480 }],
    });
  });

  it("Sydney's daylight saving starts 02:00 AEST on the first Sunday of October and ends 03:00 AEDT in April", () => {
    const sydney = utcOffsets(
      "Australia/Sydney",
      new Date("2026-09-01T00:00:00Z"),
      new Date("2027-05-01T00:00:00Z"),
    );
    expect(sydney.changes).toEqual([
      { at: Date.parse("2026-09-01T00:00:00Z"), minutes: 600 },
      { at: Date.parse("2026-10-03T16:00:00Z"), minutes: 660 }, // Sunday 4 October 2026, 02:00 AEST
      { at: Date.parse("2027-04-03T16:00:00Z"), minutes: 600 }, // Sunday 4 April 2027, 03:00 AEDT
    ]);
  });

  it("half-hour zones: Adelaide moves from +9:30 to +10:30", () => {
    const adelaide = utcOffsets(
      "Australia/Adelaide",
      new Date("2026-09-01T00:00:00Z"),
      new Date("2026-11-01T00:00:00Z"),
    );
    expect(adelaide.changes.map((c) => c.minutes)).toEqual([570, 630]);
    expect(adelaide.changes[1]!.at).toBe(Date.parse("2026-10-03T16:30:00Z"));
  });
});

describe("wallClock: the place's local time from the offsets, without Intl", () => {
  it("agrees with Intl in every zone, at 2,000 moments across two daylight-saving changes", () => {
    const from = new Date("2026-09-20T00:00:00Z");
    const until = new Date("2027-04-20T00:00:00Z");
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const zone of ZONES) {
      const offsets = utcOffsets(zone, from, until);
      const moments = [
        ...offsets.changes.flatMap((c) => [c.at - 60_000, c.at, c.at + 60_000]),
        ...Array.from({ length: 250 }, () => from.getTime() + random() * (until.getTime() - from.getTime())),
      ].filter((at) => at >= from.getTime() && at < until.getTime());
      for (const at of moments) {
        expect(wallClock(new Date(at), offsets), `${zone} ${new Date(at).toISOString()}`).toBe(
          localDateTime(new Date(at), zone),
        );
      }
    }
  });

  it("is null outside the window: before it starts, and from its end on", () => {
    const offsets = utcOffsets(
      "Australia/Perth",
      new Date("2026-11-01T00:00:00Z"),
      new Date("2026-11-16T00:00:00Z"),
    );
    expect(wallClock(new Date("2026-10-31T23:59:00Z"), offsets)).toBeNull();
    expect(wallClock(new Date("2026-11-16T00:00:00Z"), offsets)).toBeNull();
    expect(wallClock(new Date("2026-11-15T23:59:00Z"), offsets)).toBe("2026-11-16T07:59");
    expect(wallClock(new Date(0), { until: 1, changes: [] })).toBeNull();
  });
});
