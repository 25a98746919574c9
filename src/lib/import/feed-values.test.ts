import { describe, expect, it } from "vitest";
import { localDateTime } from "../format/local-date-time";
import {
  feedBoolean,
  feedCarStatus,
  feedCarType,
  feedClock,
  feedDate,
  feedDecimal,
  feedEndTimestamp,
  feedKilometres,
  feedLocationType,
  feedMoney,
  feedOpenClosed,
  feedPostcode,
  feedState,
  feedText,
  feedTimestamp,
} from "./feed-values";

// Issue 15 §3 "Lenient where a dealer would be": each reader takes what a dealer's export writes and
// gives the bundle's own form, or undefined when it cannot read it (the caller then says why).

describe("money as dealers' exports write it", () => {
  it.each([
    [45990, 45990],
    ["45990", 45990],
    ["45,990", 45990],
    ["$45,990", 45990],
    [" $45,990.00 ", 45990],
    ["AUD 45,990", 45990],
    ["45990.60", 45991],
    [45990.4, 45990],
    ["-1,000", -1000],
  ])("%j reads as %j (decimals rounded to whole dollars)", (raw, dollars) => {
    expect(feedMoney(raw)).toBe(dollars);
  });

  it.each(["POA", "call us", "45.990.00", "$", "1,2,3,4"])("%j is not an amount", (raw) => {
    expect(feedMoney(raw)).toBeUndefined();
  });
});

describe("kilometres with units and separators", () => {
  it.each([
    ["12,000 km", 12000],
    ["12000km", 12000],
    ["12 000", 12000],
    ["12,000.6 kms", 12001],
    [30500, 30500],
  ])("%j reads as %j", (raw, km) => {
    expect(feedKilometres(raw)).toBe(km);
  });

  it("a mileage in miles is not read as kilometres", () => {
    expect(feedKilometres("12,000 miles")).toBeUndefined();
  });
});

describe("dates: ISO, Australian dd/mm/yyyy, and timestamps", () => {
  it.each([
    ["2027-03-31", "2027-03-31"],
    ["31/03/2027", "2027-03-31"],
    ["1/3/2027", "2027-03-01"],
    ["31-03-2027", "2027-03-31"],
    ["2027-03-31T00:00:00+10:00", "2027-03-31"],
    ["2027-03-31 10:00:00", "2027-03-31"],
  ])("%j is %j", (raw, iso) => {
    expect(feedDate(raw)).toBe(iso);
  });

  it.each(["31/02/2027", "2027-13-01", "03/31/2027", "next week"])(
    "%j is not a calendar date (no US month-first guessing)",
    (raw) => {
      expect(feedDate(raw)).toBeUndefined();
    },
  );
});

describe("yes and no, however they are spelt", () => {
  it.each([true, "true", "TRUE", "yes", "Y", "y", 1, "1", "on"])("%j is yes", (raw) => {
    expect(feedBoolean(raw)).toBe(true);
  });
  it.each([false, "false", "No", "n", "N", 0, "0", "off"])("%j is no", (raw) => {
    expect(feedBoolean(raw)).toBe(false);
  });
  it("anything else is unreadable", () => {
    expect(feedBoolean("maybe")).toBeUndefined();
  });
});

describe("car type and status in the usual spellings", () => {
  it.each([
    ["Used", "used"],
    ["USED", "used"],
    ["Pre-owned", "used"],
    ["Demo", "demo"],
    ["Demonstrator", "demo"],
    ["New", "new"],
    [" new ", "new"],
  ])("car type %j is %j", (raw, type) => {
    expect(feedCarType(raw)).toBe(type);
  });

  it.each([
    ["In Stock", "in_stock"],
    ["in-stock", "in_stock"],
    ["Available", "in_stock"],
    ["SOLD", "sold"],
    ["Coming Soon", "coming_soon"],
    ["coming-soon", "coming_soon"],
    ["In Transit", "coming_soon"],
  ])("status %j is %j", (raw, status) => {
    expect(feedCarStatus(raw)).toBe(status);
  });

  it("an unknown type or status is unreadable, not guessed", () => {
    expect(feedCarType("Boat")).toBeUndefined();
    expect(feedCarStatus("Maybe later")).toBeUndefined();
  });
});

describe("states by name or abbreviation; postcodes with their leading zero", () => {
  it.each([
    ["Queensland", "qld"],
    ["QLD", "qld"],
    ["new south wales", "nsw"],
    ["Victoria", "vic"],
    ["Western Australia", "wa"],
    ["South Australia", "sa"],
    ["Tasmania", "tas"],
    ["Northern Territory", "nt"],
    ["Australian Capital Territory", "act"],
  ])("%j is %j", (raw, state) => {
    expect(feedState(raw)).toBe(state);
  });

  it.each([
    ["800", "0800"],
    [800, "0800"],
    ["2000", "2000"],
    [4000, "4000"],
  ])("postcode %j is %j (Darwin's 0800 loses its zero in a spreadsheet)", (raw, postcode) => {
    expect(feedPostcode(raw)).toBe(postcode);
  });
});

describe("text: control characters removed, blanks mean absent", () => {
  it("a NUL or other control character is removed; tabs and line breaks stay", () => {
    expect(feedText("One owner\u0000, full\u0007 history\n\tlogbooks")).toBe(
      "One owner, full history\n\tlogbooks",
    );
  });

  it.each(["", "   ", "\u0000"])("%j is absent", (raw) => {
    expect(feedText(raw)).toBeUndefined();
  });
});

describe("timestamps: with an offset as given, without one on the dealership's clock", () => {
  it.each([
    ["2026-11-20T10:00:00+10:00", "2026-11-20T00:00:00.000Z"],
    ["2026-11-20T00:00:00Z", "2026-11-20T00:00:00.000Z"],
    ["2026-11-20 10:00:00", "2026-11-20T02:00:00.000Z"],
    ["2026-11-20T10:00", "2026-11-20T02:00:00.000Z"],
    ["20/11/2026 10:00", "2026-11-20T02:00:00.000Z"],
    ["20/11/2026", "2026-11-19T16:00:00.000Z"],
  ])("%j from a Perth yard is %j", (raw, iso) => {
    expect(feedTimestamp(raw, "Australia/Perth")).toBe(iso);
  });

  it.each(["2026-11-20 25:00", "yesterday", "2026-02-30 10:00"])("%j is unreadable", (raw) => {
    expect(feedTimestamp(raw, "Australia/Perth")).toBeUndefined();
  });
});

describe("a local time names the right moment all year, daylight saving included", () => {
  it("Sydney is UTC+11 in summer and +10 in winter; Brisbane keeps +10", () => {
    expect(feedTimestamp("2026-11-20 10:00", "Australia/Sydney")).toBe("2026-11-19T23:00:00.000Z");
    expect(feedTimestamp("2026-06-20 10:00", "Australia/Sydney")).toBe("2026-06-20T00:00:00.000Z");
    expect(feedTimestamp("2026-11-20 10:00", "Australia/Brisbane")).toBe("2026-11-20T00:00:00.000Z");
  });

  it("round-trips with the wall clock at every hour of a year in Adelaide (half-hour zone, daylight saving)", () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const wall = localDateTime(new Date(t), "Australia/Adelaide");
      const back = feedTimestamp(wall.replace("T", " "), "Australia/Adelaide")!;
      expect(localDateTime(new Date(back), "Australia/Adelaide")).toBe(wall);
    }
  });
});

describe("issue 15 §3: locations' and offers' values as dealers write them", () => {
  it.each([
    ["8:30", "08:30"],
    ["08:30:00", "08:30"],
    ["8:30am", "08:30"],
    ["5:30 PM", "17:30"],
    ["12:00pm", "12:00"],
    ["12:15 a.m.", "00:15"],
    ["17.30", "17:30"],
  ])("opening time %j is %j", (raw, clock) => {
    expect(feedClock(raw)).toBe(clock);
  });

  it.each(["half eight", "25:00", "13:00pm", "8:75", "8:30m"])("opening time %j is unreadable", (raw) => {
    expect(feedClock(raw)).toBeUndefined();
  });

  it("opening status and location type in any case", () => {
    expect([feedOpenClosed("open"), feedOpenClosed("CLOSED"), feedOpenClosed("shut")]).toEqual([
      "Open",
      "Closed",
      undefined,
    ]);
    expect([feedLocationType("Sales"), feedLocationType("Car Buying"), feedLocationType("Showroom")]).toEqual(
      ["sales", "car-buying", undefined],
    );
  });

  it("coordinates and rates as text; anything else is unreadable", () => {
    expect([feedDecimal("-32.2488"), feedDecimal("6.99%"), feedDecimal(148.6), feedDecimal("N/A")]).toEqual([
      -32.2488,
      6.99,
      148.6,
      undefined,
    ]);
  });

  it("an offer ending on a date runs to the end of that day on the site's clock; a time is kept", () => {
    expect(feedEndTimestamp("31/12/2026", "Australia/Perth")).toBe("2026-12-31T16:00:00.000Z");
    expect(feedEndTimestamp("2026-12-31", "Australia/Perth")).toBe("2026-12-31T16:00:00.000Z");
    expect(feedEndTimestamp("31/12/2026 17:00", "Australia/Perth")).toBe("2026-12-31T09:00:00.000Z");
    expect(feedEndTimestamp("2026-12-31T17:00:00+08:00", "Australia/Perth")).toBe("2026-12-31T09:00:00.000Z");
    expect(feedEndTimestamp("soon", "Australia/Perth")).toBeUndefined();
  });
});

describe("issue 16 item 2: a feed value that names what every object inherits is not read as a known one", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("%s", (raw) => {
    expect(feedCarType(raw)).toBeUndefined();
    expect(feedCarStatus(raw)).toBeUndefined();
    expect(feedState(raw)).toBeUndefined();
    expect(feedLocationType(raw)).toBeUndefined();
  });
});

describe("issue 16 item 2: a JSON feed's lone UTF-16 surrogate, which PostgreSQL refuses in jsonb", () => {
  it("is kept as U+FFFD, with the rest of the text", () => {
    expect(feedText("Sunroof \uD800 and tow bar \uDC00")).toBe("Sunroof \uFFFD and tow bar \uFFFD");
    expect(feedText("🚗 ok")).toBe("🚗 ok");
  });
});
