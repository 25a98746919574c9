import { addDays, daysBetween, localDay } from "./calendar";

/**
 * Which of a site's days the rollup job rolls at `now` (issue 33 §3, decision 0061). A day is rolled
 * again on every pass until it is final: an hour after it ended on the site's clock (events still in
 * a browser's queue or a server's buffer have long arrived by then). Final days are never rolled
 * again by the job, so their numbers stay what they were when the raw rows are purged. After a
 * downtime the job catches up oldest first, a few days a pass; days whose raw rows the retention
 * has already purged are not rolled (they would come out empty).
 */
export const FINAL_AFTER_MS = 60 * 60_000;

export type RollupPlanInput = {
  now: Date;
  timeZone: string;
  /** The last final day rolled, or null before the first pass. */
  finalThrough: string | null;
  /** The site's earliest day with anything to count (an event, a lead, a reveal), for the first pass. */
  earliest: string | null;
  /** ANALYTICS_RAW_DAYS: raw events older than this many days are purged. */
  rawDays: number;
  /** Most days rolled in one pass. */
  maxDays: number;
};

export type RollupPlan = { days: string[]; today: string };

export function rollupPlan(input: RollupPlanInput): RollupPlan {
  const today = localDay(input.now, input.timeZone);
  const oldestKept = addDays(today, -input.rawDays);
  const from = input.finalThrough ? addDays(input.finalThrough, 1) : (input.earliest ?? today);
  // Days as text sort as dates: the later of `from` and the oldest kept, and no later than today.
  const start = [from, oldestKept].sort()[1]!;
  return { days: daysBetween([start, today].sort()[0]!, today, input.maxDays), today };
}

/** Whether `day` is over and its hour of grace has passed on the site's clock. */
export function isFinalDay(day: string, now: Date, timeZone: string): boolean {
  return day < localDay(new Date(now.getTime() - FINAL_AFTER_MS), timeZone);
}

/** The new `final_through` after rolling `rolled` (oldest first): the end of its final run from the start. */
export function nextFinalThrough(
  previous: string | null,
  rolled: readonly string[],
  now: Date,
  timeZone: string,
): string | null {
  let through = previous;
  for (const day of rolled) {
    if (!isFinalDay(day, now, timeZone)) break;
    through = day;
  }
  return through;
}
