import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import { TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import {
  type Footprint,
  leaveFootprint,
  privacyBundle,
  type Shopper,
} from "../../../test/privacy-test-setup";
import { type DatabaseHandle, queryRows } from "../db/client";
import {
  analyticsEvents,
  auditLog,
  leads,
  privacyPurges,
  purchaseJourneys,
  reservations,
  shopperNotices,
  tradeIns,
} from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { runRetentionPass } from "./retention-job";
import { claimSitePurge } from "./retention-purge";

/**
 * Issue 36 item 6 "Done when: the purge deletes what is past retention" (decision 0070): on a site
 * keeping leads 30 days, journeys 7 and events 7, Alice's records of 40 days ago lose her details (her
 * journey and old events go), Bob's of yesterday are kept whole; leads still count; a reservation still
 * holding its car waits. Once a day per site however many servers ask; a second run does nothing.
 */
let handle: DatabaseHandle;
let site: Site;
const now = new Date(TEST_NOW);
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const lines: string[] = [];
const pass = (at = now) =>
  runRetentionPass({ db: handle.db, rawDays: 90, now: () => at, log: (l) => lines.push(l) });

const ALICE: Shopper = {
  first: "Alice",
  email: "alice.r@example.com",
  mobile: "0412 000 501",
  e164: "+61412000501",
};
const BOB: Shopper = {
  first: "Bob",
  email: "bob.r@example.com",
  mobile: "0412 000 502",
  e164: "+61412000502",
};
let alice: Footprint;
let bob: Footprint;
let carol: Footprint;

const event = (day: string) => ({
  siteId: site.id,
  day,
  at: new Date(`${day}T03:00:00Z`),
  event: 0,
  page: "home",
  device: "desktop",
});

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, privacyBundle("privacy-r", "dealer-pr"), { now });
  await handle.db.execute(
    sql`update sites set config = config || '{"retention":{"leads_days":30,"journeys_days":7,"events_days":7}}'::jsonb where slug = 'privacy-r'`,
  );
  site = (await readSite(handle.db, "privacy-r"))!;
  alice = await leaveFootprint(handle.db, site, ALICE, "privacy-r-A", daysAgo(40));
  bob = await leaveFootprint(handle.db, site, BOB, "privacy-r-B", daysAgo(1));
  // Carol's old reservation still holds its car (an extended hold): it waits until it is over.
  carol = await leaveFootprint(
    handle.db,
    site,
    { first: "Carol", email: "carol.r@example.com", mobile: "0412 000 503", e164: "+61412000503" },
    "privacy-r-C",
    daysAgo(40),
  );
  // Their records all date from then (the reservation's and valuation's own leads keep the wall clock).
  const old = [...alice.leadIds, ...carol.leadIds];
  await handle.db
    .update(leads)
    .set({ createdAt: daysAgo(40) })
    .where(inArray(leads.id, old));
  // Alice's hold ended long ago (the worker would have expired it).
  await handle.db
    .update(reservations)
    .set({ status: "expired" })
    .where(eq(reservations.id, alice.reservationId));
  await handle.db
    .insert(analyticsEvents)
    .values([event(daysAgo(10).toISOString().slice(0, 10)), event(daysAgo(1).toISOString().slice(0, 10))]);
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

const leadRows = (ids: string[]) => handle.db.select().from(leads).where(inArray(leads.id, ids));

describe("issue 36 item 6: the retention purge", () => {
  it("takes the person out of what is past the site's periods, and keeps the rest", async () => {
    const countBefore = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from leads where site_id = ${site.id}`,
    );
    const report = await pass();
    expect(report.sites).toBeGreaterThanOrEqual(1);
    expect(report.counts).toMatchObject({ leads: 10, reservations: 1, tradeIns: 2, journeys: 1, events: 1 });
    expect(report.counts.messages).toBeGreaterThan(0);

    for (const lead of await leadRows([...alice.leadIds, ...carol.leadIds])) {
      expect(lead.anonymisedAt).toEqual(now);
      expect(lead.searchPhone).toBeNull();
    }
    for (const lead of await leadRows(bob.leadIds)) {
      expect(lead.anonymisedAt).toBeNull();
      expect(lead.searchPhone).toBe("412000502");
    }
    // Leads are still counted.
    expect(
      await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from leads where site_id = ${site.id}`,
      ),
    ).toEqual(countBefore);

    const [aliceHold] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, alice.reservationId));
    expect(aliceHold).toMatchObject({ email: "", phone: "", amountCents: 20_000 });
    const [carolHold] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, carol.reservationId));
    expect(carolHold).toMatchObject({ email: "carol.r@example.com", status: "held" });
    const [bobHold] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, bob.reservationId));
    expect(bobHold?.email).toBe(BOB.email);

    const [aliceValuation] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, alice.tradeInId));
    expect(aliceValuation?.contact).toBeNull();
    const [bobValuation] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, bob.tradeInId));
    expect(bobValuation?.contact).toMatchObject({ email: BOB.email });

    // Alice's journey is gone; Carol's waits with her hold; Bob's is recent.
    const journeys = await handle.db.select({ id: purchaseJourneys.id }).from(purchaseJourneys);
    expect(journeys.map((j) => j.id).sort()).toEqual([bob.journeyId, carol.journeyId].sort());

    const notices = await handle.db.select().from(shopperNotices).where(eq(shopperNotices.siteId, site.id));
    expect(notices.some((n) => n.target === ALICE.email)).toBe(false);
    expect(notices.some((n) => n.target === BOB.email)).toBe(true);

    const events = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.siteId, site.id));
    expect(events.map((e) => e.day)).toEqual([daysAgo(1).toISOString().slice(0, 10)]);
  });

  it("is logged, and audit-logged for the dealer with the periods it applied", async () => {
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[privacy\] privacy-r: past retention, took out 10 leads, 1 reservation, 2 trade-in valuations, \d+ messages, 1 purchase journey, 1 analytics event$/,
      ),
    ]);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, "privacy.purge")));
    expect(entry).toMatchObject({ actor: "Retention purge", targetType: "site" });
    expect(entry?.after).toMatchObject({ leads_days: 30, journeys_days: 7, events_days: 7, leads: 10 });
  });

  it("runs once a day per site: a second pass that day, on this server or another, does nothing", async () => {
    const again = await pass(new Date(now.getTime() + 60_000));
    expect(again.sites).toBe(0);
    const [row] = await handle.db.select().from(privacyPurges).where(eq(privacyPurges.siteId, site.id));
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.report).toMatchObject({ leads: 10, journeys: 1 });
  });

  it("two servers asking at once: only one claims the site's day", async () => {
    const tomorrow = new Date(now.getTime() + DAY);
    const day = tomorrow.toISOString().slice(0, 10);
    const claims = await Promise.all([
      claimSitePurge(handle.db, site.id, day, tomorrow),
      claimSitePurge(handle.db, site.id, day, tomorrow),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A claim left unfinished (its server died) is taken again once its lease has lapsed.
    expect(await claimSitePurge(handle.db, site.id, day, new Date(tomorrow.getTime() + 60_000))).toBe(false);
    expect(await claimSitePurge(handle.db, site.id, day, new Date(tomorrow.getTime() + 16 * 60_000))).toBe(
      true,
    );
  });

  it("the next day finds nothing more past retention: idempotent, and no audit entry", async () => {
    lines.length = 0;
    const next = await pass(new Date(now.getTime() + 2 * DAY));
    expect(next.sites).toBeGreaterThanOrEqual(1);
    expect(next.counts).toEqual({
      leads: 0,
      reservations: 0,
      tradeIns: 0,
      messages: 0,
      journeys: 0,
      events: 0,
    });
    expect(lines).toEqual([]);
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, "privacy.purge")));
    expect(entries).toHaveLength(1);
  });
});
