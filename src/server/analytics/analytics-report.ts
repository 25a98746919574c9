import "server-only";
import { dayRange, localDay } from "@/lib/analytics/calendar";
import {
  type AnalyticsReport,
  type CarRow,
  daysInStock,
  isSlowMover,
  leadsByKind,
  leadsBySource,
  slowMoverMaxViews,
  viewsPerLead,
} from "@/lib/analytics-report/report";
import { previousRange, type ReportQuery, rangeDays } from "@/lib/analytics-report/report-query";
import { isInStockStatus } from "@/lib/stock/availability";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import {
  type CarCounts,
  type ReportScope,
  readCar,
  readCarLeads,
  readDaily,
  readLeadCounts,
  readResponseTimes,
  readSearches,
  readSlowMovers,
  readSources,
  readTopCars,
  readTotals,
} from "./report-queries";
import { analyticsTimeZone } from "./site-clock";

/**
 * A site's analytics report over a range of its days (issue 33 items 3 and 4, decision 0067): the
 * range and the same number of days before it, for the whole site or one of its dealerships, from the
 * daily rollups. The console's dashboard draws it, its CSV export writes it, and
 * `GET /admin/api/sites/{slug}/analytics` answers it.
 */

export const TOP_CARS = 25;
export const SLOW_MOVERS = 25;
export const TOP_SEARCHES = 20;
export const TOP_SOURCES = 15;

/** Today on the site's analytics clock: what a range defaults to. */
export async function reportToday(db: Database, site: Site, now = new Date()): Promise<string> {
  return localDay(now, await analyticsTimeZone(db, site, now.getTime()));
}

/** The dealership a query names, if the site has it; undefined when it names one the site lacks. */
export function reportDealership(site: Site, slug: string | null) {
  if (slug === null) return null;
  return site.dealerships.find((d) => d.slug === slug);
}

export async function readAnalyticsReport(
  db: Database,
  site: Site,
  query: ReportQuery,
  now = new Date(),
): Promise<AnalyticsReport | { error: "dealership" | "car" }> {
  const dealership = reportDealership(site, query.dealership);
  if (dealership === undefined) return { error: "dealership" };
  const timeZone = await analyticsTimeZone(db, site, now.getTime());
  const previous = previousRange(query.from, query.to);
  const scope: ReportScope = {
    siteId: site.id,
    dealershipId: dealership?.id ?? null,
    from: query.from,
    to: query.to,
  };
  const before: ReportScope = { ...scope, ...previous };
  const instants = (s: ReportScope) => ({
    start: dayRange(s.from, timeZone).start,
    end: dayRange(s.to, timeZone).end,
  });
  const rule = { days: query.slowDays, maxViews: slowMoverMaxViews(rangeDays(query.from, query.to)) };
  const arrivedBefore = new Date(now.getTime() - rule.days * 86_400_000);
  const dealershipIds = dealership ? [dealership.id] : site.dealershipIds;
  // One after another: on PGlite the statements share one connection anyway, and on PostgreSQL the
  // report is a dozen index reads of small tables.
  const totals = await readTotals(db, scope);
  const previousTotals = await readTotals(db, before);
  const daily = await readDaily(db, scope);
  const leads = await readLeadCounts(db, scope);
  const previousLeads = await readLeadCounts(db, before);
  const sources = await readSources(db, scope, TOP_SOURCES);
  const topSearches = await readSearches(db, scope, TOP_SEARCHES, false);
  const zeroResultSearches = await readSearches(db, scope, TOP_SEARCHES, true);
  const responseTimes = await readResponseTimes(db, scope, instants(scope).start, instants(scope).end);
  const previousResponseTimes = await readResponseTimes(
    db,
    before,
    instants(before).start,
    instants(before).end,
  );
  const topCars = await readTopCars(db, scope, TOP_CARS);
  const slow = await readSlowMovers(db, scope, dealershipIds, arrivedBefore, rule.maxViews, SLOW_MOVERS);
  const dealershipName = (id: number) => site.dealerships.find((d) => d.id === id)?.name ?? "";
  const car = (row: CarCounts) => carRow(row, dealershipName(row.dealershipId), now);
  let focus: AnalyticsReport["car"] = null;
  if (query.car !== null) {
    const one = await readCar(db, scope, dealershipIds, query.car);
    if (!one) return { error: "car" };
    const { start, end } = instants(scope);
    const carLeads = await readCarLeads(db, scope, query.car, start, end);
    const previousCarLeads = await readCarLeads(
      db,
      before,
      query.car,
      instants(before).start,
      instants(before).end,
    );
    focus = { ...car(one), leadsByKind: leadsByKind(carLeads, previousCarLeads) };
  }
  return {
    site: site.slug,
    timeZone,
    from: query.from,
    to: query.to,
    previous,
    dealership: dealership ? { slug: dealership.slug, name: dealership.name } : null,
    totals,
    previousTotals,
    daily,
    leadsByKind: leadsByKind(leads.byCategory, previousLeads.byCategory),
    leadsBySource: leadsBySource(leads.bySource, previousLeads.bySource),
    sources,
    topSearches,
    zeroResultSearches,
    responseTimes,
    previousResponseTimes,
    topCars: topCars.map(car),
    slowMovers: slow.map(car).filter((c) => isSlowMover(c, rule)),
    car: focus,
    slowMoverRule: rule,
  };
}

function carRow(row: CarCounts, dealership: string, now: Date): CarRow {
  const soldAt = row.soldAt === null ? null : new Date(row.soldAt);
  return {
    carId: row.carId,
    slug: row.slug,
    title: [row.year, row.make, row.model, row.badge].filter(Boolean).join(" "),
    stocknum: row.stocknum,
    dealership,
    inStock: isInStockStatus(row.status),
    daysInStock: daysInStock(new Date(row.createdAt), soldAt, now),
    views: row.views,
    phoneReveals: row.phoneReveals,
    leads: row.leads,
    viewsPerLead: viewsPerLead(row.views, row.leads),
  };
}
