import { describe, expect, it } from "vitest";
import type { OpeningHoursEntry } from "./location";
import {
  dayHoursText,
  formatDate,
  formatTime,
  type HoursRow,
  holidayHoursList,
  openingHoursRows,
} from "./opening-hours";

const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
  weekday,
  status: "Open",
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed" });
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((d) => open(d, from, to));

/** The table as a shopper reads it: 'days: hours' per row. */
const read = (rows: HoursRow[], missing?: "closed" | "by-appointment" | "enquire") =>
  rows.map((r) => `${r.days}: ${dayHoursText(r.hours, missing)}`);

describe("opening-hours table (spec 02 §5 'Opening hours display')", () => {
  it("'Monday to Friday are grouped if identical; Saturday and Sunday are shown separately'", () => {
    const week = [closed(0), ...weekdays("08:30", "17:30"), open(6, "08:30", "12:00")];
    expect(read(openingHoursRows(week))).toEqual([
      "Mon – Fri: 8:30 am – 5:30 pm",
      "Sat: 8:30 am – 12:00 pm",
      "Sun: Closed",
    ]);
  });

  it("Saturday and Sunday stay separate even when they match the weekdays", () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => open(d, "09:00", "17:00"));
    expect(read(openingHoursRows(week))).toEqual([
      "Mon – Fri: 9:00 am – 5:00 pm",
      "Sat: 9:00 am – 5:00 pm",
      "Sun: 9:00 am – 5:00 pm",
    ]);
  });

  it("weekdays that differ are listed one row each, Monday first", () => {
    const week = [...weekdays("08:30", "17:30").slice(0, 4), open(5, "08:30", "16:00"), closed(6), closed(0)];
    expect(read(openingHoursRows(week))).toEqual([
      "Mon: 8:30 am – 5:30 pm",
      "Tue: 8:30 am – 5:30 pm",
      "Wed: 8:30 am – 5:30 pm",
      "Thu: 8:30 am – 5:30 pm",
      "Fri: 8:30 am – 4:00 pm",
      "Sat: Closed",
      "Sun: Closed",
    ]);
  });

  it("the feed's row order does not matter, and a repeated weekday keeps its first row", () => {
    const week = [
      open(6, "08:00", "12:00"),
      ...weekdays("08:00", "17:00").reverse(),
      open(6, "01:00", "02:00"),
    ];
    expect(read(openingHoursRows(week))[1]).toBe("Sat: 8:00 am – 12:00 pm");
  });

  describe("spec 02 §5 / §8 'Missing opening hours show Closed; some tenants show By appointment only or an Enquire Now link'", () => {
    it("no hours at all: every row says Closed by default", () => {
      expect(read(openingHoursRows(undefined))).toEqual(["Mon – Fri: Closed", "Sat: Closed", "Sun: Closed"]);
      expect(read(openingHoursRows([]))).toEqual(["Mon – Fri: Closed", "Sat: Closed", "Sun: Closed"]);
    });

    it("the template's variant replaces Closed for missing days only, never for a day the dealer closes", () => {
      const week = [...weekdays("08:30", "17:30"), closed(0)];
      expect(read(openingHoursRows(week), "by-appointment")).toEqual([
        "Mon – Fri: 8:30 am – 5:30 pm",
        "Sat: By appointment only",
        "Sun: Closed",
      ]);
      expect(read(openingHoursRows(week), "enquire")[1]).toBe("Sat: Enquire Now");
    });

    it("an open row with unreadable times is missing, unless the feed gave its own hours text", () => {
      const week = [
        ...weekdays("08:30", "17:30"),
        { weekday: 6, status: "Open" as const, open: "8am", close: "" },
        {
          weekday: 0,
          status: "Open" as const,
          open: null as unknown as string,
          formated_hours: "10am - 2pm",
        },
      ];
      expect(read(openingHoursRows(week))).toEqual([
        "Mon – Fri: 8:30 am – 5:30 pm",
        "Sat: Closed",
        "Sun: 10am - 2pm",
      ]);
    });
  });
});

describe("opening-hours table (spec 02 §5 'Opening hours display'): the coming week's dated days", () => {
  describe("special hours override the weekly table on their dates (spec 02 §3 'Special hours entry')", () => {
    const week = [closed(0), ...weekdays("08:30", "17:30"), open(6, "08:30", "12:00")];

    it("a closed public holiday in the coming week splits the weekday row and carries its date", () => {
      // Monday 2025-12-22; Thursday 25 and Friday 26 December are holidays.
      const rows = openingHoursRows(week, {
        today: "2025-12-22",
        special: [
          { date: "2025-12-25", status: "Closed" },
          { date: "2025-12-26", status: "Closed" },
          { date: "2025-12-24", status: "Open", start: "08:30", end: "12:00" },
        ],
      });
      expect(read(rows)).toEqual([
        "Mon: 8:30 am – 5:30 pm",
        "Tue: 8:30 am – 5:30 pm",
        "Wed 24 Dec: 8:30 am – 12:00 pm",
        "Thu 25 Dec: Closed",
        "Fri 26 Dec: Closed",
        "Sat: 8:30 am – 12:00 pm",
        "Sun: Closed",
      ]);
      expect(rows[3]?.date).toBe("2025-12-25");
    });

    it("special days more than six days out, or already past, leave the week as it is", () => {
      const rows = openingHoursRows(week, {
        today: "2025-12-22",
        special: [
          { date: "2025-12-29", status: "Closed" },
          { date: "2025-12-21", status: "Closed" },
        ],
      });
      expect(read(rows)[0]).toBe("Mon – Fri: 8:30 am – 5:30 pm");
      expect(read(rows)[2]).toBe("Sun: Closed");
    });

    it("a special Sunday (today is Saturday) replaces Sunday's row", () => {
      const rows = openingHoursRows(week, {
        today: "2025-12-27",
        special: [{ date: "2025-12-28", status: "Open", start: "10:00", end: "14:00" }],
      });
      expect(read(rows)[2]).toBe("Sun 28 Dec: 10:00 am – 2:00 pm");
    });
  });

  it("spec 02 §4 'Service Saturdays by appointment': the coming Saturday, when it is one, reads by appointment under its date", () => {
    const week = [...weekdays("07:30", "17:30"), closed(6), closed(0)];
    // Monday 22 June 2026: Saturday 27 June is a service Saturday.
    const rows = openingHoursRows(week, {
      today: "2026-06-22",
      serviceSaturdays: ["2026-06-27", "2026-07-11"],
    });
    expect(read(rows)).toEqual([
      "Mon – Fri: 7:30 am – 5:30 pm",
      "Sat 27 Jun: By appointment only",
      "Sun: Closed",
    ]);
    // Monday 29 June: Saturday 4 July is not one; it stays closed.
    expect(read(openingHoursRows(week, { today: "2026-06-29", serviceSaturdays: ["2026-07-11"] }))[1]).toBe(
      "Sat: Closed",
    );
    // A Saturday the desk trades on anyway keeps its hours.
    const openSaturday = [...weekdays("07:30", "17:30"), open(6, "08:00", "12:00")];
    expect(
      read(openingHoursRows(openSaturday, { today: "2026-06-22", serviceSaturdays: ["2026-06-27"] }))[1],
    ).toBe("Sat: 8:00 am – 12:00 pm");
  });

  it("spec 02 §3 Special hours: a day the feed marks Open without readable times is open, never 'Closed'", () => {
    const week = [...weekdays("08:30", "17:30"), closed(6), closed(0)];
    // Thursday 26 November 2026, times the feed wrote as text: the weekday's hours hold.
    const rows = openingHoursRows(week, {
      today: "2026-11-24",
      special: [{ date: "2026-11-26", status: "Open", start: "9am", end: null }],
    });
    expect(read(rows)[3]).toBe("Thu 26 Nov: 8:30 am – 5:30 pm");
    // A Sunday (closed weekly) opened specially, times unreadable: 'Open'.
    const sunday = openingHoursRows(week, {
      today: "2026-11-24",
      special: [{ date: "2026-11-29", status: "Open", start: "", end: "" }],
    });
    expect(read(sunday)[2]).toBe("Sun 29 Nov: Open");
    expect(
      holidayHoursList([{ date: "2026-11-26", status: "Open", start: "9am" }], "2026-11-24", week).map((h) =>
        dayHoursText(h.hours),
      ),
    ).toEqual(["8:30 am – 5:30 pm"]);
  });
});

describe("holiday-hours list (spec 02 §2 Location details page 'A holiday-hours button is shown when special hours exist')", () => {
  it("lists the special days from today on, soonest first, one per date", () => {
    const list = holidayHoursList(
      [
        { date: "2026-01-26", status: "Closed" },
        { date: "2025-12-24", status: "Open", start: "08:30", end: "12:00" },
        { date: "2025-12-20", status: "Closed" },
        { date: "2025-12-24", status: "Closed" },
        { date: "not a date", status: "Closed" },
      ],
      "2025-12-22",
    );
    expect(list.map((h) => `${h.label}: ${dayHoursText(h.hours)}`)).toEqual([
      "Wednesday 24 December 2025: 8:30 am – 12:00 pm",
      "Monday 26 January 2026: Closed",
    ]);
  });

  it("no special days, or only past ones, is an empty list (no button)", () => {
    expect(holidayHoursList([], "2025-12-22")).toEqual([]);
    expect(holidayHoursList([{ date: "2025-01-01", status: "Closed" }], "2025-12-22")).toEqual([]);
  });
});

describe("times and dates as Australians read them", () => {
  it.each([
    ["08:30", "8:30 am"],
    ["12:00", "12:00 pm"],
    ["17:05", "5:05 pm"],
    ["00:00", "12:00 am"],
    ["24:00", "12:00 am"],
  ])("%s → %s", (time, text) => expect(formatTime(time)).toBe(text));

  it("long and short dates", () => {
    expect(formatDate("2025-06-14")).toBe("Saturday 14 June 2025");
    expect(formatDate("2025-06-14", "short")).toBe("Sat 14 Jun");
  });
});
