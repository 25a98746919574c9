import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AnalyticsReport, type CarRow, emptyTotals } from "@/lib/analytics-report/report";
import { AnalyticsFilters } from "./analytics-filters";
import { AnalyticsOverview } from "./analytics-overview";
import { AnalyticsStock } from "./analytics-stock";
import { changeWords } from "./metric-cards";

/** Issue 33 item 3: the analytics dashboard, drawn on the server as a dealer (and a screen reader) reads it. */

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, element));

const times = { leads: 4, answered: 3, medianMinutes: 42, p90Minutes: 190, withinHour: 2 };
const car = (id: number, over: Partial<CarRow> = {}): CarRow => ({
  carId: id,
  slug: `car-${id}`,
  title: `2019 Toyota Hilux ${id}`,
  stocknum: `S${id}`,
  dealership: "Harbour Toyota",
  inStock: true,
  daysInStock: 12,
  views: 40,
  phoneReveals: 2,
  leads: 4,
  viewsPerLead: 10,
  ...over,
});
const report: AnalyticsReport = {
  site: "harbour",
  timeZone: "Australia/Sydney",
  from: "2026-11-01",
  to: "2026-11-28",
  previous: { from: "2026-10-04", to: "2026-10-31" },
  dealership: null,
  totals: {
    ...emptyTotals(),
    visitors: 1200,
    carViews: 800,
    leads: 12,
    funnelSearched: 100,
    funnelViewed: 50,
    funnelEnquired: 5,
  },
  previousTotals: { ...emptyTotals(), visitors: 1000, carViews: 900, leads: 0 },
  daily: [{ day: "2026-11-01", visitors: 40, carViews: 30, searches: 20, leads: 1 }],
  leadsByKind: [{ key: "test-drive", label: "Test drive", leads: 7, previous: 3 }],
  leadsBySource: [],
  sources: [
    { source: "google", medium: "cpc", campaign: "spring", visitors: 300, carViews: 200, enquiries: 4 },
  ],
  topSearches: [{ query: "hilux", searches: 30, zeroResults: 0 }],
  zeroResultSearches: [],
  responseTimes: times,
  previousResponseTimes: { ...times, medianMinutes: 60 },
  topCars: [car(1)],
  slowMovers: [car(2, { daysInStock: 70, views: 1, leads: 0, viewsPerLead: null })],
  car: null,
  slowMoverRule: { days: 45, maxViews: 19 },
};
const csv = (table: string) => `/admin/api/sites/harbour/analytics?table=${table}`;

describe("issue 33 item 3: the analytics dashboard", () => {
  it("headline numbers say the change against the previous period in words, not only in colour", () => {
    const html = render(h(AnalyticsOverview, { report, previousLabel: "the period before", csv }));
    expect(html).toContain("Visitors");
    expect(html).toContain("1,200");
    expect(html).toContain("up 20%");
    expect(html).toContain("(1,000 the period before)");
    expect(html).toContain("down 11%");
    expect(changeWords(12, 0)).toBe("new this period");
    expect(changeWords(0, 0)).toBe("none either period");
  });

  it("every chart is a figure named by its caption, its picture hidden from screen readers and its table beside it", () => {
    const html = render(h(AnalyticsOverview, { report, previousLabel: "the period before", csv }));
    const figures = html.match(/<figure\b[^>]*>/g) ?? [];
    expect(figures.length).toBeGreaterThanOrEqual(4);
    for (const figure of figures) expect(figure).toMatch(/aria-labelledby="[\w-]+-title"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<caption class="sr-only">From search to lead</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*>Then enquired<\/th><td[^>]*>5<\/td><td[^>]*>5%<\/td>/);
    expect(html).toContain(`href="/admin/api/sites/harbour/analytics?table=daily"`);
  });

  it("response times read as a person says them; a faster median is good news", () => {
    const html = render(h(AnalyticsOverview, { report, previousLabel: "the period before", csv }));
    expect(html).toContain("Median first response");
    expect(html).toContain("42 min");
    expect(html).toContain("90% answered within 3 h 10 min.");
    expect(html).toMatch(/text-success[^>]*>down 30%/);
    expect(html).toContain("2 of 4");
  });

  it("cars: days in stock, views, leads, views per lead; a car links to its stock page only when the member may open it", () => {
    const linked = render(
      h(AnalyticsStock, { report, csv, carHref: (c: CarRow) => `/sites/harbour/stock/${c.slug}` }),
    );
    expect(linked).toContain('href="/sites/harbour/stock/car-1"');
    expect(linked).toContain("Slow movers");
    expect(linked).toContain("In stock 45 days or more, with 19 views or fewer");
    expect(linked).toMatch(/2019 Toyota Hilux 2.*70.*–/s);
    const plain = render(h(AnalyticsStock, { report, csv, carHref: () => null }));
    expect(plain).not.toContain("/stock/car-1");
    expect(plain).toContain("2019 Toyota Hilux 1");
  });

  it("empty periods say so instead of drawing an empty table", () => {
    const empty = { ...report, topCars: [], slowMovers: [], sources: [], topSearches: [], leadsByKind: [] };
    const html = render(h(AnalyticsStock, { report: empty, csv, carHref: () => null }));
    expect(html).toContain("No car page views in this period.");
    expect(html).toContain("No slow movers");
  });

  it("the filters: labelled dates, a dealership choice, and the reason beside a field that cannot be read", () => {
    const html = render(
      h(AnalyticsFilters, {
        action: "/sites/harbour/analytics",
        values: { from: "2026-13-01", to: "2026-11-28", dealership: "", slow_days: "45" },
        errors: { from: "Enter a date as YYYY-MM-DD, e.g. 2026-11-01." },
        dealerships: [{ slug: "harbour-toyota", name: "Harbour Toyota" }],
        wholeSite: true,
      }),
    );
    expect(html).toContain('<label for="analytics-from"');
    expect(html).toMatch(
      /id="analytics-from"[^>]*aria-invalid="true"[^>]*aria-describedby="analytics-from-error"/,
    );
    expect(html).toContain('id="analytics-from-error"');
    expect(html).toContain(">The whole site</option>");
    expect(html).toContain('method="get"');
    const manager = render(
      h(AnalyticsFilters, {
        action: "/sites/harbour/analytics",
        values: { from: "2026-11-01", to: "2026-11-28", dealership: "harbour-toyota", slow_days: "45" },
        errors: {},
        dealerships: [{ slug: "harbour-toyota", name: "Harbour Toyota" }],
        wholeSite: false,
      }),
    );
    expect(manager).not.toContain("analytics-dealership");
  });
});
