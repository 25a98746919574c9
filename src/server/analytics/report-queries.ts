import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { daysBetween } from "@/lib/analytics/calendar";
import {
  type DayPoint,
  emptyTotals,
  type ResponseTimes,
  type SearchRow,
  type SourceRow,
  TOTAL_KEYS,
  type Totals,
} from "@/lib/analytics-report/report";
import { IN_STOCK_STATUSES } from "@/lib/stock/availability";
import { type Executor, queryRows } from "../db/client";

/**
 * The report's queries over the daily rollups (decision 0061's tables; issue 33 items 3 and 4,
 * decision 0067). Each reads one site's days by its (site, day) key, the dealership's table or index
 * when one is chosen; none reads the raw event log, so a dashboard costs the same at 10 million
 * events as at 10 thousand. Leads' response times read `leads` by its (site, created_at) index.
 */

/** What a report is about: a site, perhaps one dealership, a range of the site's days. */
export type ReportScope = { siteId: number; dealershipId: number | null; from: string; to: string };

const INT = (column: string) => sql.raw(`coalesce(sum(${column}), 0)::int`);

const TOTAL_COLUMNS: Record<keyof Totals, string> = {
  visitors: "visitors",
  pageViews: "page_views",
  searches: "searches",
  zeroResultSearches: "zero_result_searches",
  carViews: "car_views",
  phoneReveals: "phone_reveals",
  callClicks: "call_clicks",
  saves: "saves",
  enquiries: "enquiries",
  leads: "leads",
  funnelSearched: "funnel_searched",
  funnelViewed: "funnel_viewed",
  funnelEnquired: "funnel_enquired",
};

/** The site's or the dealership's day rows over the range. */
function dayTable(s: ReportScope): SQL {
  return s.dealershipId === null
    ? sql`analytics_site_days where site_id = ${s.siteId}`
    : sql`analytics_dealership_days where site_id = ${s.siteId} and dealership_id = ${s.dealershipId}`;
}

const inRange = (s: ReportScope) => sql`day between ${s.from}::date and ${s.to}::date`;

export async function readTotals(db: Executor, s: ReportScope): Promise<Totals> {
  const columns = sql.join(
    TOTAL_KEYS.map((key) => sql`${INT(TOTAL_COLUMNS[key])} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const [row] = await queryRows<Totals>(db, sql`select ${columns} from ${dayTable(s)} and ${inRange(s)}`);
  return row ?? emptyTotals();
}

/** One point per day of the range, a day with no row counting zero. */
export async function readDaily(db: Executor, s: ReportScope): Promise<DayPoint[]> {
  const rows = await queryRows<DayPoint>(
    db,
    sql`select day::text as day, visitors, car_views as "carViews", searches, leads
        from ${dayTable(s)} and ${inRange(s)} order by day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(s.from, s.to).map(
    (day) => byDay.get(day) ?? { day, visitors: 0, carViews: 0, searches: 0, leads: 0 },
  );
}

/** Leads stored over the range, by category and by source. */
export async function readLeadCounts(
  db: Executor,
  s: ReportScope,
): Promise<{
  byCategory: { category: string; leads: number }[];
  bySource: { source: string; leads: number }[];
}> {
  const where = sql`site_id = ${s.siteId} and ${inRange(s)}${
    s.dealershipId === null ? sql`` : sql` and dealership_id = ${s.dealershipId}`
  }`;
  const [byCategory, bySource] = await Promise.all([
    queryRows<{ category: string; leads: number }>(
      db,
      sql`select category, ${INT("leads")} as leads from analytics_lead_days where ${where} group by category`,
    ),
    queryRows<{ source: string; leads: number }>(
      db,
      sql`select source, ${INT("leads")} as leads from analytics_lead_days where ${where} group by source`,
    ),
  ]);
  return { byCategory, bySource };
}

/** Traffic by the visit's first touch, most visitors first (the whole site's: a visit is not a dealership's). */
export async function readSources(db: Executor, s: ReportScope, limit: number): Promise<SourceRow[]> {
  return queryRows<SourceRow>(
    db,
    sql`select source, medium, campaign, ${INT("visitors")} as visitors, ${INT("car_views")} as "carViews",
          ${INT("enquiries")} as enquiries
        from analytics_source_days where site_id = ${s.siteId} and ${inRange(s)}
        group by source, medium, campaign
        order by visitors desc, "carViews" desc, source limit ${limit}`,
  );
}

/** The most frequent searches, or (`zeroOnly`) those that found nothing most often. */
export async function readSearches(
  db: Executor,
  s: ReportScope,
  limit: number,
  zeroOnly: boolean,
): Promise<SearchRow[]> {
  const order = zeroOnly ? sql`"zeroResults" desc, searches desc` : sql`searches desc, "zeroResults" desc`;
  return queryRows<SearchRow>(
    db,
    sql`select query, ${INT("searches")} as searches, ${INT("zero_results")} as "zeroResults"
        from analytics_search_days where site_id = ${s.siteId} and ${inRange(s)}
        group by query ${zeroOnly ? sql`having sum(zero_results) > 0` : sql``}
        order by ${order}, query limit ${limit}`,
  );
}

/**
 * How fast the range's leads were first answered (a status change or a note: `first_response_at`):
 * leads that arrived between `start` and `end` (the range's instants on the site's clock).
 */
export async function readResponseTimes(
  db: Executor,
  s: ReportScope,
  start: Date,
  end: Date,
): Promise<ResponseTimes> {
  const [row] = await queryRows<{
    leads: number;
    answered: number;
    median: number | string | null;
    p90: number | string | null;
    within: number;
  }>(
    db,
    sql`with l as (
          select extract(epoch from (first_response_at - created_at)) / 60 as minutes
          from leads where site_id = ${s.siteId}
            and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
            ${s.dealershipId === null ? sql`` : sql`and dealership_id = ${s.dealershipId}`})
        select count(*)::int as leads, count(minutes)::int as answered,
          percentile_cont(0.5) within group (order by minutes) as median,
          percentile_cont(0.9) within group (order by minutes) as p90,
          count(*) filter (where minutes <= 60)::int as within
        from l`,
  );
  const minutes = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Number(v);
  return {
    leads: row?.leads ?? 0,
    answered: row?.answered ?? 0,
    medianMinutes: minutes(row?.median),
    p90Minutes: minutes(row?.p90),
    withinHour: row?.within ?? 0,
  };
}

export type CarCounts = {
  carId: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  stocknum: string | null;
  dealershipId: number;
  status: string;
  createdAt: Date | string;
  soldAt: Date | string | null;
  views: number;
  phoneReveals: number;
  leads: number;
};

const CAR_COLUMNS = sql`c.id as "carId", c.slug, c.year, c.make, c.model, c.badge, c.stocknum,
  c.dealership_id as "dealershipId", c.status, c.created_at as "createdAt", c.sold_at as "soldAt",
  coalesce(a.views, 0)::int as views, coalesce(a.reveals, 0)::int as "phoneReveals",
  coalesce(a.leads, 0)::int as leads`;

/** Each car's (or one car's) views, reveals and leads over the range (only cars with a row in it). */
function carTotals(s: ReportScope, carId?: number): SQL {
  return sql`select car_id, sum(views) as views, sum(phone_reveals) as reveals, sum(leads) as leads
    from analytics_car_days where site_id = ${s.siteId} and ${inRange(s)}
    ${s.dealershipId === null ? sql`` : sql`and dealership_id = ${s.dealershipId}`}
    ${carId === undefined ? sql`` : sql`and car_id = ${carId}`}
    group by car_id`;
}

/** The range's most viewed cars (then most leads), with their stock facts. */
export async function readTopCars(db: Executor, s: ReportScope, limit: number): Promise<CarCounts[]> {
  return queryRows<CarCounts>(
    db,
    sql`select ${CAR_COLUMNS} from (${carTotals(s)}) a join cars c on c.id = a.car_id
        order by a.views desc, a.leads desc, c.id limit ${limit}`,
  );
}

/**
 * The scope's cars in stock since before `arrivedBefore` with at most `maxViews` views over the
 * range (a car with no row has none), fewest views first, then longest in stock.
 */
export async function readSlowMovers(
  db: Executor,
  s: ReportScope,
  dealershipIds: readonly number[],
  arrivedBefore: Date,
  maxViews: number,
  limit: number,
): Promise<CarCounts[]> {
  if (!dealershipIds.length) return [];
  const statuses = sql.join(
    IN_STOCK_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return queryRows<CarCounts>(
    db,
    sql`select ${CAR_COLUMNS} from cars c left join (${carTotals(s)}) a on a.car_id = c.id
        where c.dealership_id in (${sql.join(
          dealershipIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and c.status in (${statuses}) and c.created_at <= ${arrivedBefore.toISOString()}::timestamptz
          and coalesce(a.views, 0) <= ${maxViews}
        order by coalesce(a.views, 0), c.created_at, c.id limit ${limit}`,
  );
}

/** One car of the scope's dealerships with its counts over the range (none: zeros); null if not theirs. */
export async function readCar(
  db: Executor,
  s: ReportScope,
  dealershipIds: readonly number[],
  carId: number,
): Promise<CarCounts | null> {
  if (!dealershipIds.length) return null;
  const [row] = await queryRows<CarCounts>(
    db,
    sql`select ${CAR_COLUMNS} from cars c
        left join (${carTotals({ ...s, dealershipId: null }, carId)}) a on a.car_id = c.id
        where c.id = ${carId} and c.dealership_id in (${sql.join(
          dealershipIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return row ?? null;
}

/** One car's leads stored between `start` and `end`, by category (from `leads`: no rollup is per car and kind). */
export async function readCarLeads(
  db: Executor,
  s: ReportScope,
  carId: number,
  start: Date,
  end: Date,
): Promise<{ category: string; leads: number }[]> {
  return queryRows(
    db,
    sql`select category, count(*)::int as leads from leads
        where site_id = ${s.siteId} and car_id = ${carId}
          and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        group by category`,
  );
}
