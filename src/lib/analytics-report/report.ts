import { leadKindOf } from "../inbox/lead-kinds";

/**
 * The analytics report a dealer reads (issue 33 items 3 and 4, decision 0067): counts over a range of
 * the site's days for the whole site or one dealership, each beside the same number of days before
 * it. Built by server/analytics/analytics-report.ts from the daily rollups (decision 0061), never from
 * raw events; the console draws it and the admin API answers it. The rules here are pure.
 */

/** The day counts a range sums (a range's visitors are the sum of its days: hashes rotate daily). */
export type Totals = {
  visitors: number;
  pageViews: number;
  searches: number;
  zeroResultSearches: number;
  carViews: number;
  phoneReveals: number;
  callClicks: number;
  saves: number;
  /** Enquiry events sent by the site's forms (a blocked beacon loses one; a lead is never lost). */
  enquiries: number;
  /** Leads stored: the number to report. */
  leads: number;
  funnelSearched: number;
  funnelViewed: number;
  funnelEnquired: number;
};

export const TOTAL_KEYS = [
  "visitors",
  "pageViews",
  "searches",
  "zeroResultSearches",
  "carViews",
  "phoneReveals",
  "callClicks",
  "saves",
  "enquiries",
  "leads",
  "funnelSearched",
  "funnelViewed",
  "funnelEnquired",
] as const satisfies readonly (keyof Totals)[];

export function emptyTotals(): Totals {
  return Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0])) as Totals;
}

export type DayPoint = { day: string; visitors: number; carViews: number; searches: number; leads: number };

export type LeadCount = { key: string; label: string; leads: number; previous: number };

export type SourceRow = {
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  carViews: number;
  enquiries: number;
};

export type SearchRow = { query: string; searches: number; zeroResults: number };

export type CarRow = {
  carId: number;
  slug: string;
  title: string;
  stocknum: string | null;
  dealership: string;
  inStock: boolean;
  daysInStock: number;
  views: number;
  phoneReveals: number;
  leads: number;
  /** Views per lead over the range; null with no lead. */
  viewsPerLead: number | null;
};

/** How fast staff answered the range's leads: the first status change or note after arrival. */
export type ResponseTimes = {
  leads: number;
  answered: number;
  /** Minutes, median and 90th percentile, of the answered leads; null with none answered. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Answered within an hour of arrival. */
  withinHour: number;
};

export type AnalyticsReport = {
  site: string;
  timeZone: string;
  from: string;
  to: string;
  previous: { from: string; to: string };
  dealership: { slug: string; name: string } | null;
  totals: Totals;
  previousTotals: Totals;
  daily: DayPoint[];
  leadsByKind: LeadCount[];
  leadsBySource: LeadCount[];
  sources: SourceRow[];
  topSearches: SearchRow[];
  zeroResultSearches: SearchRow[];
  responseTimes: ResponseTimes;
  previousResponseTimes: ResponseTimes;
  topCars: CarRow[];
  slowMovers: CarRow[];
  /** The car the query named, with its leads by kind; null when none was named. */
  car: (CarRow & { leadsByKind: LeadCount[] }) | null;
  /** The slow movers' rule, in words, with its numbers. */
  slowMoverRule: { days: number; maxViews: number };
};

/** Lead counts by their stored category, as the inbox's kinds (lib/inbox/lead-kinds), most first. */
export function leadsByKind(
  current: readonly { category: string; leads: number }[],
  previous: readonly { category: string; leads: number }[],
): LeadCount[] {
  const rows = new Map<string, LeadCount>();
  const add = (category: string, leads: number, field: "leads" | "previous") => {
    const kind = leadKindOf(category, null);
    const row = rows.get(kind.key) ?? { key: kind.key, label: kind.label, leads: 0, previous: 0 };
    row[field] += leads;
    rows.set(kind.key, row);
  };
  for (const r of current) add(r.category, r.leads, "leads");
  for (const r of previous) add(r.category, r.leads, "previous");
  return sortCounts([...rows.values()]);
}

/** Lead counts by the lead's `source` (Website, a portal, a CRM's name), most first. */
export function leadsBySource(
  current: readonly { source: string; leads: number }[],
  previous: readonly { source: string; leads: number }[],
): LeadCount[] {
  const rows = new Map<string, LeadCount>();
  for (const [list, field] of [
    [current, "leads"],
    [previous, "previous"],
  ] as const) {
    for (const r of list) {
      const row = rows.get(r.source) ?? { key: r.source, label: r.source, leads: 0, previous: 0 };
      row[field] += r.leads;
      rows.set(r.source, row);
    }
  }
  return sortCounts([...rows.values()]);
}

function sortCounts(rows: LeadCount[]): LeadCount[] {
  return rows
    .filter((r) => r.leads > 0 || r.previous > 0)
    .sort((a, b) => b.leads - a.leads || b.previous - a.previous || a.label.localeCompare(b.label));
}

/**
 * The change from the previous period as a whole percentage, or null when there is nothing to
 * compare with (the previous period had none): "new" rather than an infinite rise.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** `part` of `whole` as a percentage with one decimal, or null with no whole. */
export function share(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Views per lead, one decimal; null with no lead (a car with views and no lead is the point). */
export function viewsPerLead(views: number, leads: number): number | null {
  return leads > 0 ? Math.round((views / leads) * 10) / 10 : null;
}

/** Whole days a car has been in stock: since it arrived, until it sold (or now). */
export function daysInStock(arrived: Date, soldAt: Date | null, now: Date): number {
  const end = soldAt && soldAt < now ? soldAt : now;
  return Math.max(0, Math.floor((end.getTime() - arrived.getTime()) / 86_400_000));
}

/** Views a car may have in the range and still be a slow mover: fewer than 5 a week, at least 1. */
export const SLOW_VIEWS_PER_WEEK = 5;

export function slowMoverMaxViews(rangeDays: number): number {
  return Math.max(1, Math.ceil((rangeDays / 7) * SLOW_VIEWS_PER_WEEK) - 1);
}

/** Whether a car is a slow mover: in stock at least `days` days, and at most `maxViews` views in the range. */
export function isSlowMover(
  car: Pick<CarRow, "inStock" | "daysInStock" | "views">,
  rule: { days: number; maxViews: number },
) {
  return car.inStock && car.daysInStock >= rule.days && car.views <= rule.maxViews;
}

/** Minutes as a person reads a response time: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "–";
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}`;
  const hours = Math.floor(m / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
