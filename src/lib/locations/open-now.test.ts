import { describe, expect, it } from "vitest";
import { utcOffsets } from "@/lib/format/local-date-time";
import { callNowShown, isOpenAt, localTime, type WeeklyHours } from "./open-now";

// The demo sales yard's week: Sunday closed, weekdays 08:30–17:30, Saturday 08:30–16:00.
const WEEK: WeeklyHours[] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
];
const PERTH_ZONE = "Australia/Perth"; // UTC+8, no daylight saving
const SYDNEY_ZONE = "Australia/Sydney"; // UTC+11 in November (daylight saving)
// The locations' clocks as the server writes them into the page: their offsets over November 2026.
const clock = (zone: string) =>
  utcOffsets(zone, new Date("2026-11-01T00:00:00Z"), new Date("2026-12-01T00:00:00Z"));
const PERTH = clock(PERTH_ZONE);
const SYDNEY = clock(SYDNEY_ZONE);
// Wednesday 25 November 2026 at the given UTC time.
const wedUtc = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00Z`);

describe("Call Now only while the dealership is open (spec 02 §4 'Sticky mobile footer')", () => {
  it("open during the day's hours, closed outside them; the closing minute is closed", () => {
    expect(isOpenAt(WEEK, [], wedUtc("04:00"), PERTH)).toBe(true); // 12:00 Perth
    expect(isOpenAt(WEEK, [], wedUtc("00:30"), PERTH)).toBe(true); // 08:30 Perth, opening minute
    expect(isOpenAt(WEEK, [], wedUtc("09:30"), PERTH)).toBe(false); // 17:30 Perth, closing minute
    expect(isOpenAt(WEEK, [], wedUtc("10:00"), PERTH)).toBe(false); // 18:00 Perth
  });

  it("the same moment can be open in Sydney and closed in Perth: the location's zone decides", () => {
    const moment = wedUtc("00:00"); // 08:00 in Perth, 11:00 in Sydney
    expect(isOpenAt(WEEK, [], moment, PERTH)).toBe(false);
    expect(isOpenAt(WEEK, [], moment, SYDNEY)).toBe(true);
  });

  it("a closed weekday is closed all day", () => {
    expect(isOpenAt(WEEK, [], new Date("2026-11-29T04:00:00Z"), PERTH)).toBe(false); // Sunday noon
  });

  it("a special day decides before the weekly row: a public holiday closes, special hours open", () => {
    const holiday = [{ date: "2026-11-25", status: "Closed" as const }];
    expect(isOpenAt(WEEK, holiday, wedUtc("04:00"), PERTH)).toBe(false);
    const sundayOpening = [{ date: "2026-11-29", status: "Open" as const, start: "10:00", end: "14:00" }];
    expect(isOpenAt(WEEK, sundayOpening, new Date("2026-11-29T04:00:00Z"), PERTH)).toBe(true); // 12:00
    expect(isOpenAt(WEEK, sundayOpening, new Date("2026-11-29T07:00:00Z"), PERTH)).toBe(false); // 15:00
    // An open special day without hours falls back to the weekly row.
    expect(isOpenAt(WEEK, [{ date: "2026-11-25", status: "Open" }], wedUtc("04:00"), PERTH)).toBe(true);
    // Another date's special hours do not apply today.
    expect(isOpenAt(WEEK, [{ date: "2026-11-26", status: "Closed" }], wedUtc("04:00"), PERTH)).toBe(true);
  });

  it("hours past midnight: a close at or before the open runs into the next morning, not this one", () => {
    const late: WeeklyHours[] = [
      { weekday: 3, status: "Open", open: "22:00", close: "02:00" },
      { weekday: 4, status: "Closed" },
    ];
    expect(isOpenAt(late, [], wedUtc("15:00"), PERTH)).toBe(true); // 23:00 Wednesday
    expect(isOpenAt(late, [], wedUtc("04:00"), PERTH)).toBe(false); // 12:00 Wednesday
    // 01:00 Wednesday is the tail of Tuesday night (Tuesday has no hours), before Wednesday's open.
    expect(isOpenAt(late, [], new Date("2026-11-24T17:00:00Z"), PERTH)).toBe(false);
    // 01:00 Thursday is still Wednesday night, although Thursday is closed; 03:00 is not.
    expect(isOpenAt(late, [], new Date("2026-11-25T17:00:00Z"), PERTH)).toBe(true);
    expect(isOpenAt(late, [], new Date("2026-11-25T19:00:00Z"), PERTH)).toBe(false);
    // A holiday on Wednesday cancels Wednesday night too.
    const holiday = [{ date: "2026-11-25", status: "Closed" as const }];
    expect(isOpenAt(late, holiday, new Date("2026-11-25T17:00:00Z"), PERTH)).toBe(false);
  });

  it("a closing time of 24:00 is midnight; minutes past 59 are not a time", () => {
    const allDay: WeeklyHours[] = [{ weekday: 3, status: "Open", open: "00:00", close: "24:00" }];
    expect(isOpenAt(allDay, [], wedUtc("15:30"), PERTH)).toBe(true); // 23:30
    expect(
      isOpenAt([{ weekday: 3, status: "Open", open: "08:75", close: "17:30" }], [], wedUtc("04:00"), PERTH),
    ).toBeNull();
    expect(
      isOpenAt([{ weekday: 3, status: "Open", open: "08:30", close: "24:30" }], [], wedUtc("04:00"), PERTH),
    ).toBeNull();
  });

  it("unknown when the page's clock does not reach now (a page cached past its offsets)", () => {
    expect(isOpenAt(WEEK, [], new Date("2026-12-02T04:00:00Z"), PERTH)).toBeNull();
    expect(isOpenAt(WEEK, [], new Date("2026-10-30T04:00:00Z"), PERTH)).toBeNull();
    expect(localTime(new Date("2026-12-02T04:00:00Z"), PERTH)).toBeNull();
  });

  it("unknown when the hours do not say: no row for today, or times that are not HH:MM", () => {
    expect(isOpenAt([], [], wedUtc("04:00"), PERTH)).toBeNull();
    expect(
      isOpenAt([{ weekday: 3, status: "Open", open: "9am", close: "5pm" }], [], wedUtc("04:00"), PERTH),
    ).toBeNull();
    expect(isOpenAt([{ weekday: 3, status: "Open" }], [], wedUtc("04:00"), PERTH)).toBeNull();
  });
});

describe("Call Now in the sticky footer (spec 02 §4, decision 0013)", () => {
  it("shows while open, hides while closed, and shows when the hours do not say", () => {
    expect(callNowShown(true)).toBe(true);
    expect(callNowShown(false)).toBe(false);
    expect(callNowShown(null)).toBe(true);
  });
});

describe("the location's local time", () => {
  it("local time: date, weekday (0 Sunday) and minute of the day in that zone", () => {
    expect(localTime(new Date("2026-11-28T20:15:00Z"), SYDNEY)).toEqual({
      date: "2026-11-29",
      weekday: 0,
      minute: 7 * 60 + 15,
    });
  });
});
