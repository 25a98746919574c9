import type { RetentionConfig } from "./retention-config";

/**
 * The retention purge's rules (decision 0070), pure: where each kind's cut falls, what a purge run
 * reports, and how a period reads on the privacy policy page.
 */

const DAY_MS = 86_400_000;

export type RetentionCutoffs = { leads: Date; journeys: Date; events: Date };

/**
 * Each kind's cut for `now`: a record made (a journey last touched) before it is past retention.
 * Analytics events are kept the shorter of the site's period and the server's ANALYTICS_RAW_DAYS
 * (the analytics job already purges past that one).
 */
export function retentionCutoffs(retention: RetentionConfig, now: Date, rawDays?: number): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    leads: before(retention.leads_days),
    journeys: before(retention.journeys_days),
    events: before(effectiveEventDays(retention, rawDays)),
  };
}

/** How long raw analytics events are really kept on a site. */
export function effectiveEventDays(retention: RetentionConfig, rawDays?: number): number {
  return rawDays === undefined ? retention.events_days : Math.min(retention.events_days, rawDays);
}

/** What one site's purge did, by kind. */
export type PurgeCounts = {
  /** Leads whose personal details were taken out. */
  leads: number;
  reservations: number;
  tradeIns: number;
  /** Messages to shoppers (confirmations, notices) deleted. */
  messages: number;
  journeys: number;
  events: number;
};

export const NO_PURGE: PurgeCounts = {
  leads: 0,
  reservations: 0,
  tradeIns: 0,
  messages: 0,
  journeys: 0,
  events: 0,
};

export function addCounts(a: PurgeCounts, b: PurgeCounts): PurgeCounts {
  return {
    leads: a.leads + b.leads,
    reservations: a.reservations + b.reservations,
    tradeIns: a.tradeIns + b.tradeIns,
    messages: a.messages + b.messages,
    journeys: a.journeys + b.journeys,
    events: a.events + b.events,
  };
}

export function purgedAnything(counts: PurgeCounts): boolean {
  return Object.values(counts).some((n) => n > 0);
}

/** One log line's worth: `3 leads, 1 reservation, 120 events` (only what moved). */
export function describePurge(counts: PurgeCounts): string {
  const words: [keyof PurgeCounts, string, string][] = [
    ["leads", "lead", "leads"],
    ["reservations", "reservation", "reservations"],
    ["tradeIns", "trade-in valuation", "trade-in valuations"],
    ["messages", "message", "messages"],
    ["journeys", "purchase journey", "purchase journeys"],
    ["events", "analytics event", "analytics events"],
  ];
  const parts = words
    .filter(([key]) => counts[key] > 0)
    .map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/**
 * A period as the privacy policy says it: whole years ("2 years"), else whole months of 30 days
 * ("6 months"), else days ("90 days").
 */
export function periodInWords(days: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days % 365 === 0) return plural(days / 365, "year");
  if (days % 30 === 0 && days >= 60) return plural(days / 30, "month");
  return plural(days, "day");
}
