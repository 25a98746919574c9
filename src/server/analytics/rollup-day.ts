import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { dayRange } from "@/lib/analytics/calendar";
import { ENQUIRY_EVENT_IDS, PAGE_VIEW_EVENT } from "@/lib/analytics/collection";
import type { Database, Executor } from "../db/client";
import {
  analyticsCarDays,
  analyticsDealershipDays,
  analyticsEventDays,
  analyticsLeadDays,
  analyticsPageDays,
  analyticsSearchDays,
  analyticsSiteDays,
  analyticsSourceDays,
} from "../db/schema";

/**
 * One site's day rolled up from its raw events, phone reveals and leads (issue 33 §3, decision 0061):
 * the day's rows in every rollup table are deleted and made again in one transaction, so rolling a
 * day twice gives the same numbers, and a reader sees the old day or the new one, never half. Servers
 * sharing a database take turns per site (a transaction-scoped advisory lock). Each statement reads
 * the site's day through `analytics_events_site_day`, and the leads and reveals by their
 * (site, created_at) indexes over the day's instants on the site's clock.
 */
export const ROLLUP_TABLES = [
  analyticsSiteDays,
  analyticsDealershipDays,
  analyticsCarDays,
  analyticsLeadDays,
  analyticsSourceDays,
  analyticsSearchDays,
  analyticsPageDays,
  analyticsEventDays,
] as const;

/** The advisory lock's first key; the second is the site's id. */
const ROLLUP_LOCK = 0x33_0061;

export type RollupDay = { siteId: number; day: string; start: Date; end: Date };
type Day = RollupDay;

const ENQUIRY = sql.raw(ENQUIRY_EVENT_IDS.join(", "));
const VIEW = sql.raw(String(PAGE_VIEW_EVENT));

export async function rollUpDay(db: Database, siteId: number, day: string, timeZone: string): Promise<void> {
  const { start, end } = dayRange(day, timeZone);
  const d: Day = { siteId, day, start, end };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}::int, ${siteId}::int)`);
    for (const table of ROLLUP_TABLES) {
      await tx.delete(table).where(and(eq(table.siteId, siteId), eq(table.day, day)));
    }
    for (const statement of Object.values(ROLLUP_STATEMENTS)) await tx.execute(statement(d));
  });
}

/** The statements that fill a day's rollups, in order (exported for the benchmark's per-statement timing). */
export const ROLLUP_STATEMENTS: Record<string, (d: RollupDay) => SQL> = {
  siteDay: (d) => siteDay(d),
  dealershipDays: (d) => dealershipDays(d),
  carDays: (d) => carDays(d),
  leadDays: (d) => leadDays(d),
  sourceDays: (d) => sourceDays(d),
  searchDays: (d) => searchDays(d),
  pageDays: (d) => pageDays(d),
  eventDays: (d) => eventDays(d),
};

/**
 * The day's raw events (`ev`), and the funnel's steps by visitor, in order within the day: `fs` marks
 * each of a visitor's events with their first search (`s0`); `fc` with their first car page at or
 * after it (`c1`), per visitor (`by`: "visitor") or per visitor and dealership. Window functions over
 * one sort, never a join of the day's events with themselves: the plan cannot turn quadratic when the
 * planner's statistics of a fresh table are missing (PGlite runs no autovacuum).
 */
function withEvents(d: Day, by: SQL, extra: SQL = sql``): SQL {
  return sql`with ev as (
      select visitor, at, event, page, car_id, dealership_id, results, query
      from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date),
    fs as (
      select visitor, at, event, page, dealership_id, min(at) filter (where event = 49) over (partition by visitor) s0
      from ev where visitor is not null),
    fc as (
      select visitor, at, event, dealership_id,
        min(at) filter (where event = ${VIEW} and page = 'car' and at >= s0) over (partition by ${by}) c1
      from fs where s0 is not null)
    ${extra}`;
}

const inDay = (d: Day) =>
  sql`site_id = ${d.siteId} and created_at >= ${d.start.toISOString()}::timestamptz and created_at < ${d.end.toISOString()}::timestamptz`;

function siteDay(d: Day): SQL {
  return sql`${withEvents(
    d,
    sql`visitor`,
    sql`, f as (
      select count(distinct visitor) searched, count(distinct visitor) filter (where c1 is not null) viewed,
        count(distinct visitor) filter (where event in (${ENQUIRY}) and at >= c1) enquired
      from fc)`,
  )}
    insert into analytics_site_days (site_id, day, visitors, page_views, car_views, searches, zero_result_searches,
      phone_reveals, call_clicks, saves, enquiries, leads, funnel_searched, funnel_viewed, funnel_enquired)
    select ${d.siteId}, ${d.day}::date, a.visitors, a.page_views, a.car_views, a.searches, a.zero_results,
      (select count(*) from phone_reveals where ${inDay(d)}),
      a.call_clicks, a.saves, a.enquiries,
      (select count(*) from leads where ${inDay(d)}),
      f.searched, f.viewed, f.enquired
    from (select count(distinct visitor) visitors,
            count(*) filter (where event = ${VIEW}) page_views,
            count(*) filter (where event = ${VIEW} and page = 'car') car_views,
            count(*) filter (where event = 49 and query is not null) searches,
            count(*) filter (where event = 49 and query is not null and results = 0) zero_results,
            count(*) filter (where event = 25) call_clicks,
            count(*) filter (where event = 39) saves,
            count(*) filter (where event in (${ENQUIRY})) enquiries
          from ev) a, f`;
}

function dealershipDays(d: Day): SQL {
  return sql`${withEvents(
    d,
    sql`visitor, dealership_id`,
    sql`, searched as (select count(distinct visitor) n from fs where s0 is not null),
    fd as (
      select dealership_id, count(distinct visitor) filter (where c1 is not null) viewed,
        count(distinct visitor) filter (where event in (${ENQUIRY}) and at >= c1) enquired
      from fc where dealership_id is not null group by dealership_id),
    agg as (
      select dealership_id, count(distinct visitor) visitors,
        count(*) filter (where event = ${VIEW}) page_views,
        count(*) filter (where event = ${VIEW} and page = 'car') car_views,
        count(*) filter (where event = 25) call_clicks,
        count(*) filter (where event = 39) saves,
        count(*) filter (where event in (${ENQUIRY})) enquiries
      from ev where dealership_id is not null group by dealership_id),
    rv as (select dealership_id, count(*) n from phone_reveals where ${inDay(d)} group by dealership_id),
    ld as (select dealership_id, count(*) n from leads where ${inDay(d)} and dealership_id is not null group by dealership_id),
    ids as (select dealership_id from agg union select dealership_id from rv union select dealership_id from ld)`,
  )}
    insert into analytics_dealership_days (site_id, day, dealership_id, visitors, page_views, car_views, searches,
      zero_result_searches, phone_reveals, call_clicks, saves, enquiries, leads, funnel_searched, funnel_viewed, funnel_enquired)
    select ${d.siteId}, ${d.day}::date, ids.dealership_id, coalesce(agg.visitors, 0), coalesce(agg.page_views, 0),
      coalesce(agg.car_views, 0), 0, 0, coalesce(rv.n, 0), coalesce(agg.call_clicks, 0), coalesce(agg.saves, 0),
      coalesce(agg.enquiries, 0), coalesce(ld.n, 0), (select n from searched), coalesce(fd.viewed, 0),
      coalesce(fd.enquired, 0)
    from ids
      left join agg on agg.dealership_id = ids.dealership_id
      left join rv on rv.dealership_id = ids.dealership_id
      left join ld on ld.dealership_id = ids.dealership_id
      left join fd on fd.dealership_id = ids.dealership_id`;
}

function carDays(d: Day): SQL {
  return sql`insert into analytics_car_days (site_id, day, car_id, dealership_id, views, visitors, call_clicks, saves,
      enquiries, phone_reveals, leads)
    select ${d.siteId}, ${d.day}::date, car_id, max(dealership_id), sum(views), sum(visitors), sum(call_clicks),
      sum(saves), sum(enquiries), sum(reveals), sum(leads)
    from (
      select car_id, dealership_id,
        count(*) filter (where event = ${VIEW}) views,
        count(distinct visitor) filter (where event = ${VIEW}) visitors,
        count(*) filter (where event = 25) call_clicks,
        count(*) filter (where event = 39) saves,
        count(*) filter (where event in (${ENQUIRY})) enquiries,
        0 reveals, 0 leads
      from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date and car_id is not null
      group by car_id, dealership_id
      union all
      select car_id, dealership_id, 0, 0, 0, 0, 0, count(*), 0 from phone_reveals where ${inDay(d)}
      group by car_id, dealership_id
      union all
      select car_id, dealership_id, 0, 0, 0, 0, 0, 0, count(*) from leads where ${inDay(d)} and car_id is not null
      group by car_id, dealership_id
    ) x
    group by car_id`;
}

function leadDays(d: Day): SQL {
  return sql`insert into analytics_lead_days (site_id, day, dealership_id, category, source, leads)
    select ${d.siteId}, ${d.day}::date, dealership_id, category, source, count(*)
    from leads where ${inDay(d)} group by dealership_id, category, source`;
}

/** Under Do Not Track / GPC no source was kept: that traffic is "(private)". */
function sourceDays(d: Day): SQL {
  return sql`insert into analytics_source_days (site_id, day, source, medium, campaign, visitors, page_views,
      car_views, enquiries)
    select ${d.siteId}, ${d.day}::date, coalesce(source, '(private)'), coalesce(medium, '(none)'),
      coalesce(campaign, ''), count(distinct visitor),
      count(*) filter (where event = ${VIEW}),
      count(*) filter (where event = ${VIEW} and page = 'car'),
      count(*) filter (where event in (${ENQUIRY}))
    from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date
    group by 3, 4, 5`;
}

/** A search is counted on its first results page, where the page sends its text ("" for filters only). */
function searchDays(d: Day): SQL {
  return sql`insert into analytics_search_days (site_id, day, query, searches, zero_results)
    select ${d.siteId}, ${d.day}::date, query, count(*), count(*) filter (where results = 0)
    from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date and event = 49 and query is not null
    group by query`;
}

function pageDays(d: Day): SQL {
  return sql`insert into analytics_page_days (site_id, day, page, device, views, visitors)
    select ${d.siteId}, ${d.day}::date, page, device, count(*), count(distinct visitor)
    from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date and event = ${VIEW}
    group by page, device`;
}

function eventDays(d: Day): SQL {
  return sql`insert into analytics_event_days (site_id, day, event, events, visitors)
    select ${d.siteId}, ${d.day}::date, event, count(*), count(distinct visitor)
    from analytics_events where site_id = ${d.siteId} and day = ${d.day}::date
    group by event`;
}

/** The site's earliest day with anything to count, on its clock (the first pass starts there). */
export async function earliestDay(db: Executor, siteId: number, timeZone: string): Promise<string | null> {
  const { rows } = (await db.execute(sql`
    select least(
      (select min(day) from analytics_events where site_id = ${siteId}),
      (select (min(created_at) at time zone ${timeZone})::date from leads where site_id = ${siteId}),
      (select (min(created_at) at time zone ${timeZone})::date from phone_reveals where site_id = ${siteId})
    )::text as day`)) as unknown as { rows: { day: string | null }[] };
  return rows[0]?.day ?? null;
}
