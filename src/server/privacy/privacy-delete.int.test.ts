import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "@/lib/analytics/calendar";
import type { PrivacySubject } from "@/lib/privacy/privacy-subject";
import { holdsNothing } from "@/lib/privacy/shopper-export";
import type { Site } from "@/lib/tenancy/site";
import { TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import {
  type Footprint,
  leaveFootprint,
  privacyBundle,
  type Shopper,
} from "../../../test/privacy-test-setup";
import { rollUpDay } from "../analytics/rollup-day";
import { analyticsTimeZone } from "../analytics/site-clock";
import { type DatabaseHandle, queryRows } from "../db/client";
import {
  analyticsLeadDays,
  auditLog,
  leadNotes,
  leads,
  purchaseJourneys,
  reservations,
  savedSearches,
  shopperNotices,
  tradeIns,
  users,
  watchlistEntries,
} from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import type { AuditActor } from "../staff/audit";
import { readSite } from "../tenancy/sites";
import { deleteShopperData, exportShopperData } from "./privacy-requests";

/**
 * Issue 36 item 6 "Done when: deletion removes them and keeps the dealer's anonymised counts"
 * (Australian Privacy Principle 13, decision 0070): Alice's deletion takes her account (and what it
 * saved), journeys and messages away, and her name, e-mail and phone out of every lead, reservation
 * and valuation; the leads by kind and source, the analytics' lead rollups and the reservation's money
 * are what they were; Bob's data and her own on another site are untouched; a second request finds
 * nothing left to do.
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const now = new Date(TEST_NOW);
const actor: AuditActor = { kind: "admin-token", address: null };

const ALICE: Shopper = {
  first: "Alice",
  email: "alice.d@example.com",
  mobile: "0412 000 401",
  e164: "+61412000401",
};
const BOB: Shopper = {
  first: "Bob",
  email: "bob.d@example.com",
  mobile: "0412 000 402",
  e164: "+61412000402",
};
const aliceSubject: PrivacySubject = { phoneKey: "412000401", email: null };
const bobSubject: PrivacySubject = { phoneKey: "412000402", email: null };
let alice: Footprint;

type Counts = { category: string; source: string; n: number }[];
const leadCounts = () =>
  queryRows<{ category: string; source: string; n: number }>(
    handle.db,
    sql`select category, source, count(*)::int as n from leads where site_id = ${site.id}
        group by category, source order by category, source`,
  );
const rollupRows = async () => {
  const zone = await analyticsTimeZone(handle.db, site, now.getTime());
  await rollUpDay(handle.db, site.id, localDay(now, zone), zone);
  return handle.db
    .select({
      category: analyticsLeadDays.category,
      source: analyticsLeadDays.source,
      leads: analyticsLeadDays.leads,
    })
    .from(analyticsLeadDays)
    .where(eq(analyticsLeadDays.siteId, site.id))
    .orderBy(analyticsLeadDays.category, analyticsLeadDays.source, analyticsLeadDays.dealershipId);
};
const withoutTime = ({ exported_at: _at, ...rest }: Awaited<ReturnType<typeof exportShopperData>>) => rest;

let countsBefore: Counts;
let rollupBefore: Awaited<ReturnType<typeof rollupRows>>;
let bobBefore: ReturnType<typeof withoutTime>;
let elsewhereBefore: ReturnType<typeof withoutTime>;
let reservationBefore: typeof reservations.$inferSelect;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, privacyBundle("privacy-d", "dealer-pd"), { now });
  await importBundle(handle.db, privacyBundle("privacy-e", "dealer-pe"), { now });
  site = (await readSite(handle.db, "privacy-d"))!;
  other = (await readSite(handle.db, "privacy-e"))!;
  alice = await leaveFootprint(handle.db, site, ALICE, "privacy-d-A", now);
  await leaveFootprint(handle.db, site, BOB, "privacy-d-B", now);
  await leaveFootprint(handle.db, other, ALICE, "privacy-e-A", now);
  countsBefore = await leadCounts();
  rollupBefore = await rollupRows();
  bobBefore = withoutTime(await exportShopperData(handle.db, site, bobSubject, actor, now));
  elsewhereBefore = withoutTime(await exportShopperData(handle.db, other, aliceSubject, actor, now));
  const held = await handle.db.select().from(reservations).where(eq(reservations.id, alice.reservationId));
  reservationBefore = held[0]!;
}, hangGuard(180_000));

afterAll(async () => {
  await handle?.close();
});

describe("issue 36 item 6: deleting a shopper's data (APP 13)", () => {
  it("deletes Alice's account, journey and messages, and takes her out of her leads, reservation and valuation", async () => {
    const counts = await deleteShopperData(handle.db, site, aliceSubject, actor, now);
    expect(counts).toEqual({
      purchase_journeys: 1,
      messages: expect.any(Number),
      leads: 5,
      reservations: 1,
      trade_ins: 1,
      account: 1,
    });
    expect(counts.messages).toBeGreaterThanOrEqual(5);
    // Nothing of her is found again, by her phone or by her e-mail.
    expect(holdsNothing(await exportShopperData(handle.db, site, aliceSubject, actor, now))).toBe(true);
    const byEmail = await exportShopperData(
      handle.db,
      site,
      { phoneKey: null, email: ALICE.email },
      actor,
      now,
    );
    expect(holdsNothing(byEmail)).toBe(true);
  });

  it("leaves no trace of her name, e-mail or phone in any row that stays", async () => {
    const rows = {
      leads: await handle.db.select().from(leads).where(inArray(leads.id, alice.leadIds)),
      reservations: await handle.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, alice.reservationId)),
      tradeIns: await handle.db.select().from(tradeIns).where(eq(tradeIns.id, alice.tradeInId)),
      notices: await handle.db.select().from(shopperNotices).where(eq(shopperNotices.siteId, site.id)),
      audit: await handle.db.select().from(auditLog).where(eq(auditLog.siteId, site.id)),
    };
    expect(rows.leads).toHaveLength(5);
    const text = JSON.stringify(rows).toLowerCase();
    for (const trace of ["alice", "412000401", "0412 000 401", "prv9xz"])
      expect(text, trace).not.toContain(trace);
    for (const lead of rows.leads) {
      expect(lead.anonymisedAt).toEqual(now);
      expect(lead).toMatchObject({
        fields: {},
        searchName: null,
        searchEmail: null,
        searchPhone: null,
        url: null,
      });
    }
    expect(await handle.db.select().from(leadNotes).where(inArray(leadNotes.leadId, alice.leadIds))).toEqual(
      [],
    );
    // The note's audit entry keeps who and when, not what it said.
    const note = rows.audit.find((e) => e.action === "lead.note" && alice.leadIds.includes(e.targetId));
    expect(note?.after).toEqual({ note: "(deleted)" });
  });

  it("keeps the reservation's money: amount, processor reference, status and dates", async () => {
    const [after] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, alice.reservationId));
    expect(after).toMatchObject({
      amountCents: reservationBefore.amountCents,
      currency: reservationBefore.currency,
      paymentProvider: reservationBefore.paymentProvider,
      paymentRef: reservationBefore.paymentRef,
      status: reservationBefore.status,
      reference: reservationBefore.reference,
      heldAt: reservationBefore.heldAt,
      firstName: "",
      email: "",
      phone: "",
      cardLast4: null,
    });
    const [valuation] = await handle.db.select().from(tradeIns).where(eq(tradeIns.id, alice.tradeInId));
    expect(valuation?.contact).toBeNull();
    expect(valuation?.valuation).toMatchObject({ offer: 20_000 });
    expect(valuation?.steps.vehicle).toMatchObject({ make: "Honda", model: "Jazz" });
  });

  it("keeps the dealer's counts: leads by kind and source, and the analytics' lead rollups", async () => {
    expect(await leadCounts()).toEqual(countsBefore);
    expect(await rollupRows()).toEqual(rollupBefore);
  });

  it("takes her account whole: sessions, saved cars, searches; her journey is gone", async () => {
    expect(await handle.db.select().from(users).where(eq(users.id, alice.userId))).toEqual([]);
    expect(
      await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.userId, alice.userId)),
    ).toEqual([]);
    expect(
      await handle.db.select().from(savedSearches).where(eq(savedSearches.userId, alice.userId)),
    ).toEqual([]);
    expect(
      await handle.db.select().from(purchaseJourneys).where(eq(purchaseJourneys.id, alice.journeyId)),
    ).toEqual([]);
  });

  it("leaves Bob's data, and hers on another site, exactly as they were", async () => {
    expect(withoutTime(await exportShopperData(handle.db, site, bobSubject, actor, now))).toEqual(bobBefore);
    expect(withoutTime(await exportShopperData(handle.db, other, aliceSubject, actor, now))).toEqual(
      elsewhereBefore,
    );
  });

  it("a second request finds nothing more to do; each is audit-logged with her details masked", async () => {
    const again = await deleteShopperData(handle.db, site, aliceSubject, actor, now);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, "privacy.delete")));
    expect(entries).toHaveLength(2);
    expect(entries[0]?.after).toMatchObject({ phone: "•••• ••• 401", leads: 5, account: 1 });
  });
});
