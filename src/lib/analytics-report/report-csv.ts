import { csvSafe } from "../inbox/inbox-csv";
import type { AnalyticsReport, CarRow } from "./report";

/**
 * The dashboard's tables as CSV (issue 33 item 3: "CSV export"): one file per table, the same columns
 * the page shows, numbers unformatted so a spreadsheet can sum them; text a shopper typed (a search,
 * a campaign) never runs as a formula (lib/inbox/inbox-csv `csvSafe`). Pure: the route writes the
 * rows with csv-stringify.
 */
export const REPORT_TABLES = [
  "daily",
  "leads-by-kind",
  "leads-by-source",
  "sources",
  "searches",
  "zero-result-searches",
  "top-cars",
  "slow-movers",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export function isReportTable(value: string): value is ReportTable {
  return (REPORT_TABLES as readonly string[]).includes(value);
}

type Cell = string | number | null;

const CAR_HEADER = [
  "Car ID",
  "Car",
  "Stock number",
  "Dealership",
  "In stock",
  "Days in stock",
  "Views",
  "Phone reveals",
  "Leads",
  "Views per lead",
];
const carCells = (c: CarRow): Cell[] => [
  c.carId,
  c.title,
  c.stocknum,
  c.dealership,
  c.inStock ? "yes" : "no",
  c.daysInStock,
  c.views,
  c.phoneReveals,
  c.leads,
  c.viewsPerLead,
];

export function reportTableRows(r: AnalyticsReport, table: ReportTable): Cell[][] {
  return tableRows(r, table).map((row) =>
    row.map((cell) => (typeof cell === "string" ? csvSafe(cell) : cell)),
  );
}

function tableRows(r: AnalyticsReport, table: ReportTable): Cell[][] {
  switch (table) {
    case "daily":
      return [
        ["Day", "Visitors", "Car page views", "Searches", "Leads"],
        ...r.daily.map((d) => [d.day, d.visitors, d.carViews, d.searches, d.leads]),
      ];
    case "leads-by-kind":
    case "leads-by-source": {
      const rows = table === "leads-by-kind" ? r.leadsByKind : r.leadsBySource;
      const what = table === "leads-by-kind" ? "Kind" : "Source";
      return [
        [what, `Leads ${r.from} to ${r.to}`, `Leads ${r.previous.from} to ${r.previous.to}`],
        ...rows.map((l) => [l.label, l.leads, l.previous]),
      ];
    }
    case "sources":
      return [
        ["Source", "Medium", "Campaign", "Visitors", "Car page views", "Enquiries"],
        ...r.sources.map((s) => [s.source, s.medium, s.campaign, s.visitors, s.carViews, s.enquiries]),
      ];
    case "searches":
    case "zero-result-searches": {
      const rows = table === "searches" ? r.topSearches : r.zeroResultSearches;
      return [
        ["Search", "Searches", "Found nothing"],
        ...rows.map((s) => [s.query || "(filters only)", s.searches, s.zeroResults]),
      ];
    }
    case "top-cars":
      return [CAR_HEADER, ...r.topCars.map(carCells)];
    case "slow-movers":
      return [CAR_HEADER, ...r.slowMovers.map(carCells)];
  }
}

/** The file's name: the site, the table, the range (and the dealership). */
export function reportFileName(r: AnalyticsReport, table: ReportTable): string {
  const who = r.dealership ? `${r.site}-${r.dealership.slug}` : r.site;
  return `analytics-${who}-${table}-${r.from}-to-${r.to}.csv`;
}
