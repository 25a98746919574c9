import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "../locations/open-now";
import { holdEndInHours } from "./hold-end";
import type { YardHours } from "./slots";

// The demo sales yard's week: Sunday closed, weekdays 08:30–17:30, Saturday 08:30–16:00.
const WEEK: WeeklyHours[] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
];
const SYDNEY: YardHours = { week: WEEK, special: [], timeZone: "Australia/Sydney" }; // UTC+11 in December

describe("a hold ends while the yard is open (issue 34 item 2)", () => {
  it("an end inside opening hours stays where it is", () => {
    const end = new Date("2026-12-02T01:00:00Z"); // Wednesday 12:00 AEDT
    expect(holdEndInHours(end, SYDNEY)).toEqual({ at: end, moved: false });
  });

  it("an end at 4:27 am moves to that morning's opening, 8:30", () => {
    const end = new Date("2026-12-01T17:27:00Z"); // Wednesday 4:27 AEDT
    expect(holdEndInHours(end, SYDNEY)).toEqual({ at: new Date("2026-12-01T21:30:00Z"), moved: true });
  });

  it("an end after closing moves to the next day's opening", () => {
    const end = new Date("2026-12-02T08:00:00Z"); // Wednesday 19:00 AEDT
    expect(holdEndInHours(end, SYDNEY).at).toEqual(new Date("2026-12-02T21:30:00Z")); // Thursday 8:30
  });

  it("a Sunday end, the yard closed all day, moves to Monday's opening", () => {
    const end = new Date("2026-12-06T03:00:00Z"); // Sunday 14:00 AEDT
    expect(holdEndInHours(end, SYDNEY).at).toEqual(new Date("2026-12-06T21:30:00Z")); // Monday 8:30
  });

  it("holidays count: Christmas and Boxing Day closed, Sunday too, so a Christmas Eve night end runs to Monday the 28th", () => {
    const special = [
      { date: "2026-12-25", status: "Closed" as const },
      { date: "2026-12-26", status: "Closed" as const },
    ];
    const end = new Date("2026-12-24T10:00:00Z"); // Thursday 24th, 21:00 AEDT
    expect(holdEndInHours(end, { ...SYDNEY, special }).at).toEqual(new Date("2026-12-27T21:30:00Z"));
  });

  it("the closing minute is closed: an end at 17:30 moves to the next opening", () => {
    const end = new Date("2026-12-02T06:30:00Z"); // Wednesday 17:30 AEDT
    expect(holdEndInHours(end, SYDNEY)).toMatchObject({ moved: true });
  });

  it("on the yard's clock: 8:00 am in Perth is open for nobody there yet, 8:30 is", () => {
    const perth: YardHours = { ...SYDNEY, timeZone: "Australia/Perth" }; // UTC+8
    const end = new Date("2026-12-02T00:00:00Z"); // Wednesday 8:00 AWST, 11:00 in Sydney
    expect(holdEndInHours(end, perth).at).toEqual(new Date("2026-12-02T00:30:00Z"));
    expect(holdEndInHours(end, SYDNEY).moved).toBe(false);
  });

  it("unknown hours keep the plain end", () => {
    const end = new Date("2026-12-06T03:00:00Z");
    expect(holdEndInHours(end, null)).toEqual({ at: end, moved: false });
    expect(holdEndInHours(end, { week: [], special: [], timeZone: "Australia/Sydney" }).moved).toBe(false);
  });

  it("a yard closed every day for three weeks keeps the plain end", () => {
    const closed: YardHours = { ...SYDNEY, week: WEEK.map((w) => ({ ...w, status: "Closed" as const })) };
    const end = new Date("2026-12-06T03:00:00Z");
    expect(holdEndInHours(end, closed)).toEqual({ at: end, moved: false });
  });
});
