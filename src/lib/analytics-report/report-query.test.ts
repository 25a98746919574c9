import { describe, expect, it } from "vitest";
import { isCalendarDay, parseReportQuery, previousRange, rangeDays, reportQueryString } from "./report-query";

const TODAY = "2026-11-27";

describe("issue 33 items 3–4: what an analytics report is asked for", () => {
  it("by default, the 28 days ending today, the whole site, slow movers from 45 days", () => {
    expect(parseReportQuery({}, TODAY)).toEqual({
      query: { from: "2026-10-31", to: TODAY, dealership: null, slowDays: 45, car: null },
      errors: {},
    });
  });

  it("reads a range, a dealership and a threshold from a form or a URL alike", () => {
    const form = { from: "2026-11-01", to: "2026-11-15", dealership: "harbour", slow_days: "60", car: "42" };
    const url = new URLSearchParams(form);
    const expected = { from: "2026-11-01", to: "2026-11-15", dealership: "harbour", slowDays: 60, car: 42 };
    expect(parseReportQuery(form, TODAY).query).toEqual(expected);
    expect(parseReportQuery(url, TODAY).query).toEqual(expected);
    expect(parseReportQuery({ dealership: "all" }, TODAY).query.dealership).toBeNull();
  });

  it("says what is wrong beside each field, and keeps a drawable default meanwhile", () => {
    const bad = parseReportQuery(
      { from: "2026-02-30", to: "soon", slow_days: "0", dealership: "<b>", car: "1e3" },
      TODAY,
    );
    expect(bad.errors).toEqual({
      from: "Enter a date as YYYY-MM-DD, e.g. 2026-11-01.",
      to: "Enter a date as YYYY-MM-DD, e.g. 2026-11-01.",
      slow_days: "Enter a whole number of days from 1 to 365.",
      dealership: "Choose one of the dealerships listed.",
      car: "Name a car by its id, a whole number.",
    });
    expect(bad.query).toMatchObject({ from: "2026-10-31", to: TODAY });
    expect(parseReportQuery({ from: "2026-11-20", to: "2026-11-10" }, TODAY).errors.from).toBe(
      "The first day must not be after the last.",
    );
    expect(parseReportQuery({ from: "2026-12-01", to: "2026-12-05" }, TODAY).errors.from).toBe(
      "The first day must not be after today.",
    );
    expect(parseReportQuery({ from: "2025-01-01", to: TODAY }, TODAY).errors.from).toBe(
      "Choose at most 366 days.",
    );
  });

  it("the previous period is the same number of days just before", () => {
    expect(previousRange("2026-11-01", "2026-11-28")).toEqual({ from: "2026-10-04", to: "2026-10-31" });
    expect(previousRange(TODAY, TODAY)).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    expect(rangeDays("2026-02-01", "2026-03-01")).toBe(29);
  });

  it("real calendar days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-1-01")).toBe(false);
  });

  it("a query string for links and the export leaves defaults out", () => {
    const { query } = parseReportQuery({ from: "2026-11-01", to: "2026-11-07" }, TODAY);
    expect(reportQueryString(query)).toBe("from=2026-11-01&to=2026-11-07");
    expect(reportQueryString({ ...query, dealership: "harbour", slowDays: 30 }, { table: "cars" })).toBe(
      "from=2026-11-01&to=2026-11-07&dealership=harbour&slow_days=30&table=cars",
    );
  });
});
