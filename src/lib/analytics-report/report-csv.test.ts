import { describe, expect, it } from "vitest";
import { type AnalyticsReport, emptyTotals } from "./report";
import { REPORT_TABLES, reportFileName, reportTableRows } from "./report-csv";

const responseTimes = { leads: 0, answered: 0, medianMinutes: null, p90Minutes: null, withinHour: 0 };
const car = {
  carId: 7,
  slug: "2019-toyota-hilux-7",
  title: "2019 Toyota Hilux SR5",
  stocknum: "H123",
  dealership: "Harbour Toyota",
  inStock: true,
  daysInStock: 61,
  views: 3,
  phoneReveals: 0,
  leads: 0,
  viewsPerLead: null,
};
const report: AnalyticsReport = {
  site: "harbour",
  timeZone: "Australia/Sydney",
  from: "2026-11-01",
  to: "2026-11-02",
  previous: { from: "2026-10-30", to: "2026-10-31" },
  dealership: null,
  totals: emptyTotals(),
  previousTotals: emptyTotals(),
  daily: [
    { day: "2026-11-01", visitors: 10, carViews: 4, searches: 3, leads: 1 },
    { day: "2026-11-02", visitors: 0, carViews: 0, searches: 0, leads: 0 },
  ],
  leadsByKind: [{ key: "test-drive", label: "Test drive", leads: 1, previous: 2 }],
  leadsBySource: [],
  sources: [],
  topSearches: [
    { query: "", searches: 4, zeroResults: 1 },
    { query: "=hyperlink(1)", searches: 1, zeroResults: 1 },
  ],
  zeroResultSearches: [],
  responseTimes,
  previousResponseTimes: responseTimes,
  topCars: [],
  slowMovers: [car],
  car: null,
  slowMoverRule: { days: 45, maxViews: 1 },
};

describe("issue 33 item 3: the dashboard's tables as CSV", () => {
  it("every table has a header row, then one row per line the page shows, numbers unformatted", () => {
    for (const table of REPORT_TABLES) expect(reportTableRows(report, table)[0]!.length).toBeGreaterThan(1);
    expect(reportTableRows(report, "daily")).toEqual([
      ["Day", "Visitors", "Car page views", "Searches", "Leads"],
      ["2026-11-01", 10, 4, 3, 1],
      ["2026-11-02", 0, 0, 0, 0],
    ]);
    expect(reportTableRows(report, "leads-by-kind")).toEqual([
      ["Kind", "Leads 2026-11-01 to 2026-11-02", "Leads 2026-10-30 to 2026-10-31"],
      ["Test drive", 1, 2],
    ]);
    expect(reportTableRows(report, "searches")[1]).toEqual(["(filters only)", 4, 1]);
    // What a shopper typed is text in a spreadsheet, never a formula.
    expect(reportTableRows(report, "searches")[2]).toEqual(["'=hyperlink(1)", 1, 1]);
    expect(reportTableRows(report, "slow-movers")[1]).toEqual([
      7,
      "2019 Toyota Hilux SR5",
      "H123",
      "Harbour Toyota",
      "yes",
      61,
      3,
      0,
      0,
      null,
    ]);
  });

  it("the file is named by site, dealership, table and range", () => {
    expect(reportFileName(report, "daily")).toBe("analytics-harbour-daily-2026-11-01-to-2026-11-02.csv");
    expect(reportFileName({ ...report, dealership: { slug: "north", name: "North" } }, "top-cars")).toBe(
      "analytics-harbour-north-top-cars-2026-11-01-to-2026-11-02.csv",
    );
  });
});
