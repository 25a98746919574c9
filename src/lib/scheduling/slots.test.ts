import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../locations/open-now";
import { bookingsConfigSchema } from "./scheduling-config";
import {
  bookableDays,
  checkSlot,
  hoursKnown,
  type SlotRules,
  slotRefusalMessage,
  slotRules,
  wallClockInstant,
  type YardHours,
} from "./slots";

// The demo sales yard's week: Sunday closed, weekdays 08:30–17:30, Saturday 08:30–16:00.
const WEEK: WeeklyHours[] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
];
const EVERY_DAY = (open: string, close: string): WeeklyHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open" as const, open, close }));
const RULES: SlotRules = { leadMinutes: 120, slotMinutes: 30, daysAhead: 14 };
const yard = (timeZone: string, week = WEEK, special: YardHours["special"] = []): YardHours => ({
  week,
  special,
  timeZone,
});
const BRISBANE = yard("Australia/Brisbane"); // UTC+10 all year
// Wednesday 25 November 2026, 10:00 in Brisbane.
const WED_10AM_BRISBANE = new Date("2026-11-25T00:00:00Z");
const day = (days: ReturnType<typeof bookableDays>, date: string) => days.find((d) => d.date === date);

describe("bookable slots sit inside the yard's hours for the desk (issue 34 item 2)", () => {
  it("a closed day offers nothing, and a time on it is refused as closed", () => {
    const days = bookableDays(BRISBANE, RULES, WED_10AM_BRISBANE);
    expect(day(days, "2026-11-29")).toBeUndefined(); // Sunday
    expect(days.map((d) => d.date)).not.toContain("2026-12-06");
    expect(checkSlot("2026-11-29T10:00", BRISBANE, RULES, WED_10AM_BRISBANE)).toEqual({
      ok: false,
      reason: "closed",
    });
  });

  it("slots start at opening, half an hour apart, and the last one ends by closing", () => {
    const days = bookableDays(BRISBANE, RULES, WED_10AM_BRISBANE);
    const monday = day(days, "2026-11-30")!;
    expect(monday.times[0]).toBe("08:30");
    expect(monday.times.at(-1)).toBe("17:00");
    expect(monday.times).toHaveLength(18);
    expect(day(days, "2026-11-28")!.times.at(-1)).toBe("15:30"); // Saturday closes at 16:00
    expect(checkSlot("2026-11-30T17:00", BRISBANE, RULES, WED_10AM_BRISBANE).ok).toBe(true);
    expect(checkSlot("2026-11-30T17:30", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "closed",
    });
    expect(checkSlot("2026-11-30T08:00", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "closed",
    });
    expect(checkSlot("2026-11-30T08:45", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "not-offered",
    });
  });

  it("a bookable slot comes with its instant and end: Brisbane is UTC+10", () => {
    expect(checkSlot("2026-11-30T09:00", BRISBANE, RULES, WED_10AM_BRISBANE)).toEqual({
      ok: true,
      start: new Date("2026-11-29T23:00:00Z"),
      end: new Date("2026-11-29T23:30:00Z"),
    });
  });
});

describe("the yard's notice (lead time)", () => {
  it("today's first slot is the lead time after now; sooner is refused as too soon", () => {
    const today = day(bookableDays(BRISBANE, RULES, WED_10AM_BRISBANE), "2026-11-25")!;
    expect(today.times[0]).toBe("12:00");
    expect(checkSlot("2026-11-25T11:30", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "too-soon",
    });
    // The server forgives a slow form a little of the notice: 11:30 was on screen at 9:30.
    expect(checkSlot("2026-11-25T11:30", BRISBANE, RULES, WED_10AM_BRISBANE, 30).ok).toBe(true);
    expect(checkSlot("2026-11-24T12:00", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "too-soon",
    });
  });

  it("late in the day, today drops out and tomorrow's opening is the first slot", () => {
    const days = bookableDays(BRISBANE, RULES, new Date("2026-11-25T06:00:00Z")); // 16:00
    expect(days[0]).toMatchObject({ date: "2026-11-26", times: expect.arrayContaining(["08:30"]) });
    expect(days[0]!.times[0]).toBe("08:30");
  });

  it("no notice at all offers the slot starting now", () => {
    const days = bookableDays(BRISBANE, { ...RULES, leadMinutes: 0 }, WED_10AM_BRISBANE);
    expect(days[0]!.times[0]).toBe("10:00");
  });

  it("'today' is the date on the yard's clock, not the server's", () => {
    // 06:00 Thursday in Brisbane is still Wednesday in UTC.
    const days = bookableDays(BRISBANE, RULES, new Date("2026-11-25T20:00:00Z"));
    expect(days[0]!.date).toBe("2026-11-26");
    expect(days[0]!.times[0]).toBe("08:30");
  });

  it("bookings reach `daysAhead` days, today included; later is refused as too far", () => {
    const days = bookableDays(BRISBANE, RULES, WED_10AM_BRISBANE);
    expect(days.at(-1)!.date).toBe("2026-12-08"); // today + 13
    expect(checkSlot("2026-12-09T09:00", BRISBANE, RULES, WED_10AM_BRISBANE)).toMatchObject({
      reason: "too-far",
    });
    expect(slotRefusalMessage("too-far", RULES)).toBe(
      "We take bookings up to 14 days ahead: choose one of the times shown.",
    );
  });
});

describe("holidays and special hours come before the week", () => {
  it("a public holiday closes the day; special hours replace the week's", () => {
    const special = [
      { date: "2026-12-01", status: "Closed" as const },
      { date: "2026-11-29", status: "Open" as const, start: "10:00", end: "14:00" },
    ];
    const days = bookableDays(yard("Australia/Brisbane", WEEK, special), RULES, WED_10AM_BRISBANE);
    expect(day(days, "2026-12-01")).toBeUndefined();
    expect(day(days, "2026-11-29")!.times).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
    ]);
    expect(
      checkSlot("2026-12-01T10:00", yard("Australia/Brisbane", WEEK, special), RULES, WED_10AM_BRISBANE),
    ).toMatchObject({ reason: "closed" });
  });
});

describe("each yard's own clock, daylight saving included", () => {
  const SYDNEY_24H = yard("Australia/Sydney", EVERY_DAY("00:00", "24:00"));

  it("Sydney's spring-forward day skips 2:00 and 2:30 and maps the rest to AEDT (UTC+11)", () => {
    const now = new Date("2026-10-02T00:00:00Z");
    const sunday = day(bookableDays(SYDNEY_24H, RULES, now), "2026-10-04")!;
    expect(sunday.times).not.toContain("02:00");
    expect(sunday.times).not.toContain("02:30");
    expect(sunday.times).toContain("03:00");
    expect(sunday.times).toHaveLength(46);
    expect(checkSlot("2026-10-04T02:30", SYDNEY_24H, RULES, now)).toMatchObject({ reason: "closed" });
    expect(checkSlot("2026-10-04T09:00", SYDNEY_24H, RULES, now)).toMatchObject({
      start: new Date("2026-10-03T22:00:00Z"),
    });
    // The day before is still AEST (UTC+10).
    expect(checkSlot("2026-10-03T09:00", SYDNEY_24H, RULES, now)).toMatchObject({
      start: new Date("2026-10-02T23:00:00Z"),
    });
  });

  it("the notice counts real time across the change: two hours after 1:00 AEST is 4:00 AEDT", () => {
    const now = new Date("2026-10-03T15:00:00Z"); // Sunday 4 October 01:00 AEST
    const sunday = day(bookableDays(SYDNEY_24H, RULES, now), "2026-10-04")!;
    expect(sunday.times[0]).toBe("04:00");
  });

  it("Sydney's fall-back day offers each wall-clock time once, 2:00 on its second (AEST) pass", () => {
    const now = new Date("2026-04-02T00:00:00Z");
    const sunday = day(bookableDays(SYDNEY_24H, RULES, now), "2026-04-05")!;
    expect(sunday.times).toHaveLength(48);
    expect(checkSlot("2026-04-05T01:30", SYDNEY_24H, RULES, now)).toMatchObject({
      start: new Date("2026-04-04T14:30:00Z"),
    });
    expect(checkSlot("2026-04-05T09:00", SYDNEY_24H, RULES, now)).toMatchObject({
      start: new Date("2026-04-04T23:00:00Z"),
    });
  });

  it("Brisbane keeps UTC+10 on Sydney's change day", () => {
    const now = new Date("2026-10-02T00:00:00Z");
    const brisbane = yard("Australia/Brisbane", EVERY_DAY("00:00", "24:00"));
    expect(day(bookableDays(brisbane, RULES, now), "2026-10-04")!.times).toHaveLength(48);
    expect(checkSlot("2026-10-04T09:00", brisbane, RULES, now)).toMatchObject({
      start: new Date("2026-10-03T23:00:00Z"),
    });
  });

  it("Adelaide's half-hour offset: 9:00 ACDT is 22:30 UTC, 9:00 ACST is 23:30 UTC", () => {
    const adelaide = yard("Australia/Adelaide");
    expect(checkSlot("2026-11-30T09:00", adelaide, RULES, WED_10AM_BRISBANE)).toEqual({
      ok: true,
      start: new Date("2026-11-29T22:30:00Z"),
      end: new Date("2026-11-29T23:00:00Z"),
    });
    const winter = new Date("2026-06-01T00:00:00Z");
    expect(checkSlot("2026-06-02T09:00", adelaide, RULES, winter)).toMatchObject({
      start: new Date("2026-06-01T23:30:00Z"),
    });
    // 10:00 in Brisbane is 10:30 in Adelaide: two hours' notice makes 12:30 the first slot there.
    expect(day(bookableDays(adelaide, RULES, WED_10AM_BRISBANE), "2026-11-25")!.times[0]).toBe("12:30");
  });

  it("a wall-clock time the zone skips has no instant", () => {
    expect(wallClockInstant("2026-10-04", 150, "Australia/Sydney")).toBeNull();
    expect(wallClockInstant("2026-10-04", 150, "Australia/Brisbane")).toEqual(
      new Date("2026-10-03T16:30:00Z"),
    );
  });
});

describe("hours that do not say", () => {
  it("a yard with no readable weekly row is unknown; a closed row is known", () => {
    expect(hoursKnown([])).toBe(false);
    expect(hoursKnown([{ weekday: 1, status: "Open", open: "9ish", close: "late" }])).toBe(false);
    expect(hoursKnown([{ weekday: 0, status: "Closed" }])).toBe(true);
    expect(hoursKnown(WEEK)).toBe(true);
  });

  it("a weekday without a row offers nothing", () => {
    const days = bookableDays(yard("Australia/Brisbane", WEEK.slice(0, 3)), RULES, WED_10AM_BRISBANE);
    expect(days.map((d) => d.date)).toEqual(["2026-11-30", "2026-12-01", "2026-12-07", "2026-12-08"]);
  });
});

describe("the site's settings", () => {
  it("default to two hours' notice, half-hour slots and a fortnight ahead", () => {
    expect(slotRules(bookingsConfigSchema.parse(undefined))).toEqual(RULES);
  });

  it("the closed time's words are the issue's", () => {
    expect(slotRefusalMessage("closed", RULES)).toBe(
      "The yard is closed then: choose one of the times shown.",
    );
  });
});
