import "server-only";
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { addDays, localDay } from "@/lib/analytics/calendar";
import {
  addCounts,
  effectiveEventDays,
  NO_PURGE,
  type PurgeCounts,
  purgedAnything,
  retentionCutoffs,
} from "@/lib/privacy/retention";
import type { Site } from "@/lib/tenancy/site";
import { purgeRawEvents } from "../analytics/rollup-job";
import { analyticsTimeZone } from "../analytics/site-clock";
import { type Database, type Executor, queryRows } from "../db/client";
import { leads, purchaseJourneys, reservations, tradeIns } from "../db/schema";
import { recordAudit } from "../staff/audit";
import {
  anonymiseLeads,
  anonymiseReservations,
  anonymiseTradeIns,
  deleteJourneys,
  deleteNotices,
} from "./anonymise-records";

/**
 * The retention purge of one site (issue 36 item 6, decision 0070): what is older than the site's
 * `retention` periods loses the person (leads, and with them the shopper's details on reservations,
 * valuations and the messages sent them) or goes (purchase journeys, raw analytics events). Batches of
 * BATCH rows a transaction, at most MAX_BATCHES a kind a pass; what is left goes on the next pass. A
 * reservation still holding a car, or a journey whose reservation does, is left until it is over.
 * Idempotent: each query picks only what is not yet done, so a second run changes nothing.
 */
export const BATCH = 500;
const MAX_BATCHES = 20;
/** The purge's name in the audit log. */
export const PURGE_ACTOR = { kind: "system", name: "Retention purge", address: null } as const;
const ACTIVE = ["pending", "held"] as const;

export type SitePurge = { counts: PurgeCounts; finished: boolean };

/** Runs `batch` until it answers fewer than BATCH rows or the pass's budget is spent. */
async function drain(batch: () => Promise<number>): Promise<{ count: number; finished: boolean }> {
  let count = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const done = await batch();
    count += done;
    if (done < BATCH) return { count, finished: true };
  }
  return { count, finished: false };
}

export async function purgeSite(db: Database, site: Site, now: Date, rawDays?: number): Promise<SitePurge> {
  const cut = retentionCutoffs(site.config.retention, now, rawDays);
  const inTx = (work: (tx: Executor) => Promise<number>) => () => db.transaction(work);
  const kinds = {
    leads: await drain(
      inTx(async (tx) => {
        const ids = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.siteId, site.id), lt(leads.createdAt, cut.leads), isNull(leads.anonymisedAt)))
          .orderBy(asc(leads.createdAt))
          .limit(BATCH);
        return anonymiseLeads(
          tx,
          ids.map((r) => r.id),
          now,
        );
      }),
    ),
    journeys: await drain(
      inTx(async (tx) => {
        const holding = tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.siteId, site.id), inArray(reservations.status, [...ACTIVE])));
        const ids = await tx
          .select({ id: purchaseJourneys.id })
          .from(purchaseJourneys)
          .where(
            and(
              eq(purchaseJourneys.siteId, site.id),
              lt(purchaseJourneys.updatedAt, cut.journeys),
              or(isNull(purchaseJourneys.reservationId), notInArray(purchaseJourneys.reservationId, holding)),
            ),
          )
          .limit(BATCH);
        return deleteJourneys(
          tx,
          ids.map((r) => r.id),
        );
      }),
    ),
    reservations: await drain(
      inTx(async (tx) => {
        const ids = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(
            and(
              eq(reservations.siteId, site.id),
              lt(reservations.createdAt, cut.leads),
              isNull(reservations.anonymisedAt),
              notInArray(reservations.status, [...ACTIVE]),
            ),
          )
          .limit(BATCH);
        return anonymiseReservations(
          tx,
          ids.map((r) => r.id),
          now,
        );
      }),
    ),
    tradeIns: await drain(
      inTx(async (tx) => {
        const ids = await tx
          .select({ id: tradeIns.id })
          .from(tradeIns)
          .where(
            and(
              eq(tradeIns.siteId, site.id),
              lt(tradeIns.createdAt, cut.leads),
              isNull(tradeIns.anonymisedAt),
            ),
          )
          .limit(BATCH);
        return anonymiseTradeIns(
          tx,
          ids.map((r) => r.id),
          now,
        );
      }),
    ),
    // After the three above: a message about a record that lost its person goes with it, sent or not.
    messages: await drain(
      inTx(async (tx) => {
        const ids = await queryRows<{ id: number }>(
          tx,
          sql`select n.id from shopper_notices n where n.site_id = ${site.id} and (
                (n.created_at < ${cut.leads.toISOString()}::timestamptz and n.status <> 'pending')
                or (n.subject_type = 'lead' and exists (select 1 from leads l
                      where l.id::text = n.subject_id and l.anonymised_at is not null))
                or (n.subject_type = 'reservation' and exists (select 1 from reservations r
                      where r.id = n.subject_id and r.anonymised_at is not null))
                or (n.subject_type = 'trade-in' and exists (select 1 from trade_ins t
                      where t.id = n.subject_id and t.anonymised_at is not null)))
              limit ${BATCH}`,
        );
        return deleteNotices(
          tx,
          ids.map((r) => Number(r.id)),
        );
      }),
    ),
  };
  // Raw events by the site's own days, as the analytics job purges them (it keeps ANALYTICS_RAW_DAYS).
  const zone = await analyticsTimeZone(db, site, now.getTime());
  const eventDays = effectiveEventDays(site.config.retention, rawDays);
  const events = await purgeRawEvents(db, site.id, addDays(localDay(now, zone), -eventDays));
  const counts: PurgeCounts = {
    leads: kinds.leads.count,
    reservations: kinds.reservations.count,
    tradeIns: kinds.tradeIns.count,
    messages: kinds.messages.count,
    journeys: kinds.journeys.count,
    events,
  };
  return { counts, finished: Object.values(kinds).every((k) => k.finished) };
}

/** The purge's audit entry, when it did anything: which periods, and how much it took out. */
export async function recordPurge(db: Database, site: Site, counts: PurgeCounts): Promise<void> {
  if (!purgedAnything(counts)) return;
  await recordAudit(db, PURGE_ACTOR, {
    siteId: site.id,
    action: "privacy.purge",
    targetType: "site",
    targetId: site.id,
    after: { ...site.config.retention, ...counts },
  });
}

// ---------------------------------------------------------------------------------------------------
// Once a day per site, across servers

const LEASE_MS = 15 * 60_000;

/**
 * Claims the site's purge for `day` (UTC): true when this server is to run it now. A new day always
 * claims; the same day only while unfinished and its last claim's lease has lapsed (a server died, or
 * a pass ran out of budget and let go). Two servers asking at once: the row's lock makes one wait,
 * and it then sees the other's lease and gets false.
 */
export async function claimSitePurge(db: Database, siteId: number, day: string, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const rows = await queryRows<{ site_id: number }>(
    db,
    sql`insert into privacy_purges as p (site_id, day, claimed_until, finished_at, report)
        values (${siteId}, ${day}::date, ${lease.toISOString()}::timestamptz, null, '{}'::jsonb)
        on conflict (site_id) do update set
          claimed_until = excluded.claimed_until,
          finished_at = null,
          report = case when p.day < excluded.day then '{}'::jsonb else p.report end,
          day = excluded.day
        where p.day < excluded.day
           or (p.day = excluded.day and p.finished_at is null and p.claimed_until < ${now.toISOString()}::timestamptz)
        returning site_id`,
  );
  return rows.length > 0;
}

/** Ends this server's claim: the day's counts so far; finished, or let go for the next pass. */
export async function releaseSitePurge(
  db: Database,
  siteId: number,
  counts: PurgeCounts,
  finished: boolean,
  now: Date,
): Promise<void> {
  const [row] = await queryRows<{ report: PurgeCounts }>(
    db,
    sql`select report from privacy_purges where site_id = ${siteId}`,
  );
  const report = addCounts({ ...NO_PURGE, ...(row?.report ?? {}) }, counts);
  await db.execute(sql`update privacy_purges set
      report = ${JSON.stringify(report)}::jsonb,
      finished_at = ${finished ? now.toISOString() : null}::timestamptz,
      claimed_until = ${now.toISOString()}::timestamptz
    where site_id = ${siteId}`);
}
