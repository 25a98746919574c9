import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { sites } from "./tenancy";

/**
 * First-party analytics (issue 33, decision 0061): what shoppers did on a site, counted without a
 * cookie and without storing who they are. No table here has a column for a client address; a
 * visitor is a daily-rotating salted hash (analytics_salts), or nothing under Do Not Track / GPC.
 *
 * `analytics_events` is the raw log, kept ANALYTICS_RAW_DAYS and written in batches off the request
 * path (server/analytics/event-buffer.ts); the `analytics_*_days` tables are its daily rollups per
 * site-local day (server/analytics/rollup-day.ts), which the dashboard reads instead of raw rows.
 */

const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
/** The site's own calendar day (its clock: server/analytics/site-clock.ts), as `YYYY-MM-DD`. */
const day = () => date("day", { mode: "string" }).notNull();
const counter = (name: string) => integer(name).notNull().default(0);

/**
 * One event: a page view (`event` 0) or one of the spec's ids (01 §7, 02 §7: 4, 9, 14 …). An append-only
 * log with no primary key (nothing refers to a row; the retention purge deletes by site and day), so
 * each insert maintains one index. `car_id`/`dealership_id` are set only for a car of the site's own
 * dealerships (checked when written). `visitor`, `source`, `medium` and `campaign` are null for a
 * browser that sends Do Not Track or Global Privacy Control.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    siteId: siteId(),
    day: day(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
    event: smallint("event").notNull(),
    /** lib/analytics/page-kind: home, search, car, offer, finance … */
    page: text("page").notNull(),
    carId: integer("car_id"),
    dealershipId: integer("dealership_id"),
    /** The first 8 bytes of sha256(day's salt, site, address, user agent), as a signed integer. */
    visitor: bigint("visitor", { mode: "bigint" }),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    /** phone, tablet or desktop (lib/analytics/device-class). */
    device: text("device").notNull(),
    /** Event 49's normalised search text ("" for a search by filters only), on a search's first page. */
    query: text("query"),
    /** Event 49's result count. */
    results: integer("results"),
  },
  (t) => [index("analytics_events_site_day").on(t.siteId, t.day)],
);

/**
 * The salt of one site's local day: made by the first event of the day, deleted once the day has
 * ended on the site's clock, so a past day's visitor hashes cannot be made again (decision 0061).
 */
export const analyticsSalts = pgTable(
  "analytics_salts",
  {
    siteId: siteId(),
    day: day(),
    salt: text("salt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/** How far each site's rollups are final: days up to `final_through` are never rolled again by the job. */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  finalThrough: date("final_through", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The day's counts, for the whole site (`analytics_site_days`) or one dealership's cars
 * (`analytics_dealership_days`). Visitors are distinct within the day and scope only: a range's
 * visitors are the sum of its days (hashes rotate daily). The funnel counts visitors, in order within
 * the day: searched; then opened a car page (in a dealership row: one of its cars); then sent an
 * enquiry (in a dealership row: about one of its cars). A dealership row's `funnel_searched` is the
 * site's (a search is not a dealership's).
 */
const dayMetrics = () => ({
  visitors: counter("visitors"),
  pageViews: counter("page_views"),
  carViews: counter("car_views"),
  searches: counter("searches"),
  zeroResultSearches: counter("zero_result_searches"),
  phoneReveals: counter("phone_reveals"),
  callClicks: counter("call_clicks"),
  saves: counter("saves"),
  /** Enquiry events sent by the site's forms (9, 14, 15, 17, 18, 19, 48). */
  enquiries: counter("enquiries"),
  /** Leads stored (the `leads` table): the number to report. */
  leads: counter("leads"),
  funnelSearched: counter("funnel_searched"),
  funnelViewed: counter("funnel_viewed"),
  funnelEnquired: counter("funnel_enquired"),
});

export const analyticsSiteDays = pgTable(
  "analytics_site_days",
  { siteId: siteId(), day: day(), ...dayMetrics() },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

export const analyticsDealershipDays = pgTable(
  "analytics_dealership_days",
  { siteId: siteId(), day: day(), dealershipId: integer("dealership_id").notNull(), ...dayMetrics() },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.dealershipId] })],
);

/** One car's day: its page views and visitors, calls, saves, enquiry events, phone reveals and leads. */
export const analyticsCarDays = pgTable(
  "analytics_car_days",
  {
    siteId: siteId(),
    day: day(),
    carId: integer("car_id").notNull(),
    dealershipId: integer("dealership_id"),
    views: counter("views"),
    visitors: counter("visitors"),
    callClicks: counter("call_clicks"),
    saves: counter("saves"),
    enquiries: counter("enquiries"),
    phoneReveals: counter("phone_reveals"),
    leads: counter("leads"),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.carId] }),
    /** A dealership's cars over a range (the dashboard's per-dealership top cars). */
    index("analytics_car_days_dealership").on(t.siteId, t.dealershipId, t.day),
    /** One car's history (its views and leads since it arrived). */
    index("analytics_car_days_car").on(t.siteId, t.carId, t.day),
  ],
);

/** Leads stored that day by dealership (null: none named), kind (`category`) and `source`. */
export const analyticsLeadDays = pgTable(
  "analytics_lead_days",
  {
    siteId: siteId(),
    day: day(),
    dealershipId: integer("dealership_id"),
    category: text("category").notNull(),
    source: text("source").notNull(),
    leads: counter("leads"),
  },
  (t) => [unique().on(t.siteId, t.day, t.dealershipId, t.category, t.source).nullsNotDistinct()],
);

/**
 * Traffic by the visit's first touch: `source` (utm_source, else the referring host, else
 * "(direct)"; "(private)" for Do Not Track / GPC browsers), `medium` and `campaign` ("" for none).
 */
export const analyticsSourceDays = pgTable(
  "analytics_source_days",
  {
    siteId: siteId(),
    day: day(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    visitors: counter("visitors"),
    pageViews: counter("page_views"),
    carViews: counter("car_views"),
    enquiries: counter("enquiries"),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.source, t.medium, t.campaign] })],
);

/** Searches by normalised text ("" for filters only): how many, and how many found nothing. */
export const analyticsSearchDays = pgTable(
  "analytics_search_days",
  {
    siteId: siteId(),
    day: day(),
    query: text("query").notNull(),
    searches: counter("searches"),
    zeroResults: counter("zero_results"),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.query] })],
);

/** Page views by page kind and device class. */
export const analyticsPageDays = pgTable(
  "analytics_page_days",
  {
    siteId: siteId(),
    day: day(),
    page: text("page").notNull(),
    device: text("device").notNull(),
    views: counter("views"),
    visitors: counter("visitors"),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.page, t.device] })],
);

/** Every event id's count (0: page views), for the spec's events no other rollup names. */
export const analyticsEventDays = pgTable(
  "analytics_event_days",
  {
    siteId: siteId(),
    day: day(),
    event: smallint("event").notNull(),
    events: counter("events"),
    visitors: counter("visitors"),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.event] })],
);
