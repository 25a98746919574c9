import { describe, expect, it } from "vitest";
import {
  DEFAULT_DIGEST_HOUR,
  digestDayAt,
  localDay,
  nextDigestDay,
  siteDigestClock,
} from "./digest-schedule";

/** Issue 21 §6 "at most one digest a day per shopper", at the site's digest hour on the site's clock. */
const at = (iso: string) => new Date(iso);
const brisbane = { timeZone: "Australia/Brisbane", hour: 9 };
const perth = { timeZone: "Australia/Perth", hour: 9 };
const sydney = { timeZone: "Australia/Sydney", hour: 9 };

describe("the digest hour, on the site's clock", () => {
  it("Brisbane (UTC+10): 9 am local is 23:00 UTC the day before", () => {
    expect(digestDayAt(at("2026-11-20T22:59:00Z"), brisbane)).toBeNull();
    expect(digestDayAt(at("2026-11-20T23:00:00Z"), brisbane)).toBe("2026-11-21");
    // And all day after, until local midnight starts the next day (still before its 9 am).
    expect(digestDayAt(at("2026-11-21T13:59:00Z"), brisbane)).toBe("2026-11-21");
    expect(digestDayAt(at("2026-11-21T14:00:00Z"), brisbane)).toBeNull();
  });

  it("the same instant is 9 am in Brisbane and 7 am in Perth: Perth waits two hours", () => {
    const instant = at("2026-11-20T23:30:00Z");
    expect(digestDayAt(instant, brisbane)).toBe("2026-11-21");
    expect(digestDayAt(instant, perth)).toBeNull();
    expect(digestDayAt(at("2026-11-21T01:00:00Z"), perth)).toBe("2026-11-21");
  });

  it("Sydney keeps daylight saving: 9 am is 22:00 UTC in November, 23:00 UTC in June", () => {
    expect(digestDayAt(at("2026-11-20T21:59:00Z"), sydney)).toBeNull();
    expect(digestDayAt(at("2026-11-20T22:00:00Z"), sydney)).toBe("2026-11-21");
    expect(digestDayAt(at("2026-06-10T22:30:00Z"), sydney)).toBeNull();
    expect(digestDayAt(at("2026-06-10T23:00:00Z"), sydney)).toBe("2026-06-11");
  });

  it("on the morning the clocks skip 2 am, a 2 am digest goes at 3 am", () => {
    const twoAm = { timeZone: "Australia/Sydney", hour: 2 };
    // 4 October 2026: 01:59 AEST is followed by 03:00 AEDT.
    expect(digestDayAt(at("2026-10-03T15:59:00Z"), twoAm)).toBeNull();
    expect(digestDayAt(at("2026-10-03T16:00:00Z"), twoAm)).toBe("2026-10-04");
  });

  it("localDay reads the date on the zone's clock", () => {
    expect(localDay(at("2026-11-20T23:30:00Z"), "Australia/Brisbane")).toBe("2026-11-21");
    expect(localDay(at("2026-11-20T23:30:00Z"), "Australia/Perth")).toBe("2026-11-21");
    expect(localDay(at("2026-11-20T15:30:00Z"), "Australia/Perth")).toBe("2026-11-20");
  });
});

describe("once a day", () => {
  it("a shopper who had today's digest gets none until tomorrow's digest hour", () => {
    expect(nextDigestDay(at("2026-11-20T23:00:00Z"), brisbane, null)).toBe("2026-11-21");
    expect(nextDigestDay(at("2026-11-20T23:05:00Z"), brisbane, "2026-11-21")).toBeNull();
    expect(nextDigestDay(at("2026-11-21T13:00:00Z"), brisbane, "2026-11-21")).toBeNull();
    // Past midnight but before 9 am: still no.
    expect(nextDigestDay(at("2026-11-21T20:00:00Z"), brisbane, "2026-11-21")).toBeNull();
    expect(nextDigestDay(at("2026-11-21T23:00:00Z"), brisbane, "2026-11-21")).toBe("2026-11-22");
  });

  it("a shopper whose last digest was days ago gets one at the next digest hour", () => {
    expect(nextDigestDay(at("2026-11-20T23:00:00Z"), brisbane, "2026-11-02")).toBe("2026-11-21");
  });
});

describe("the site's digest clock", () => {
  it("its configured zone, else its locations' zone, else its default state's", () => {
    const alerts = { digest_hour: DEFAULT_DIGEST_HOUR };
    expect(siteDigestClock({ ...alerts, time_zone: "Australia/Perth" }, "qld", ["NSW"])).toEqual(perth);
    expect(siteDigestClock(alerts, "qld", ["nsw", "NSW", "vic"])).toEqual(sydney);
    expect(siteDigestClock(alerts, "wa", [null, "overseas"])).toEqual(perth);
    expect(siteDigestClock({ digest_hour: 7 }, "qld", [])).toEqual({
      timeZone: "Australia/Brisbane",
      hour: 7,
    });
  });
});
