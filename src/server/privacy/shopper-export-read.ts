import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { PrivacySubject } from "@/lib/privacy/privacy-subject";
import { EXPORT_FORMAT, NOT_INCLUDED, type ShopperDataExport } from "@/lib/privacy/shopper-export";
import type { Executor } from "../db/client";
import {
  alertDigests,
  alertEvents,
  authSessions,
  cars,
  dealerships,
  leadNotes,
  leads,
  priceAlertSettings,
  purchaseJourneys,
  reservationEvents,
  reservations,
  savedSearches,
  shopperNotices,
  tradeIns,
  users,
  watchlistEntries,
} from "../db/schema";
import type { SubjectRecords } from "./subject-records";

/**
 * A person's records on one site as the export file holds them (issue 36 item 6, APP 12; decision
 * 0070): every column that says something about them, under plain names, with the cars by name. Read
 * from the ids `findSubjectRecords` found, so nothing of another person or site can come in.
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function readShopperExport(
  db: Executor,
  site: { slug: string; name: string },
  subject: PrivacySubject,
  records: SubjectRecords,
  now: Date,
): Promise<ShopperDataExport> {
  return {
    format: EXPORT_FORMAT,
    site: { slug: site.slug, name: site.name },
    exported_at: now.toISOString(),
    found_by: {
      ...(subject.phoneKey ? { phone: subject.phoneKey } : {}),
      ...(subject.email ? { email: subject.email } : {}),
    },
    accounts: await accountRows(db, records.userIds),
    leads: await leadRows(db, records.leadIds),
    reservations: await reservationRows(db, records.reservationIds),
    trade_ins: await tradeInRows(db, records.tradeInIds),
    purchase_journeys: await journeyRows(db, records.journeyIds),
    messages: [...(await noticeRows(db, records.noticeIds)), ...(await digestRows(db, records.userIds))],
    not_included: [...NOT_INCLUDED],
  };
}

async function accountRows(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const accounts = await db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));
  return Promise.all(
    accounts.map(async (user) => {
      const [saved, searches, alerts, events, sessions] = await Promise.all([
        db
          .select({ carId: watchlistEntries.carId, car: cars.name, at: watchlistEntries.createdAt })
          .from(watchlistEntries)
          .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
          .where(eq(watchlistEntries.userId, user.id))
          .orderBy(asc(watchlistEntries.id)),
        db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.userId, user.id))
          .orderBy(asc(savedSearches.id)),
        db.select().from(priceAlertSettings).where(eq(priceAlertSettings.userId, user.id)),
        db
          .select({
            kind: alertEvents.kind,
            car: cars.name,
            oldPrice: alertEvents.oldPrice,
            newPrice: alertEvents.newPrice,
            at: alertEvents.createdAt,
          })
          .from(alertEvents)
          .innerJoin(cars, eq(cars.id, alertEvents.carId))
          .where(eq(alertEvents.userId, user.id))
          .orderBy(asc(alertEvents.id)),
        db
          .select({
            createdAt: authSessions.createdAt,
            expiresAt: authSessions.expiresAt,
            ipAddress: authSessions.ipAddress,
            userAgent: authSessions.userAgent,
          })
          .from(authSessions)
          .where(eq(authSessions.userId, user.id))
          .orderBy(asc(authSessions.id)),
      ]);
      return {
        phone: user.phone,
        name: user.name || null,
        email: user.contactEmail,
        created_at: iso(user.createdAt),
        updated_at: iso(user.updatedAt),
        price_alerts: alerts[0] ? { alerts_on: alerts[0].alertsOn, channel: alerts[0].channel } : null,
        saved_cars: saved.map((s) => ({ car_id: s.carId, car: s.car, saved_at: iso(s.at) })),
        saved_searches: searches.map((s) => ({
          search: s.query,
          alerts: s.alertsOn ? s.channel : "off",
          created_at: iso(s.createdAt),
        })),
        alert_events: events.map((e) => ({
          kind: e.kind,
          car: e.car,
          old_price: e.oldPrice,
          new_price: e.newPrice,
          at: iso(e.at),
        })),
        sessions: sessions.map((s) => ({
          signed_in_at: iso(s.createdAt),
          expires_at: iso(s.expiresAt),
          address: s.ipAddress,
          browser: s.userAgent,
        })),
      };
    }),
  );
}

async function leadRows(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ lead: leads, dealership: dealerships.name, car: cars.name })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(inArray(leads.id, ids))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const notes = await db
    .select()
    .from(leadNotes)
    .where(inArray(leadNotes.leadId, ids))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return rows.map(({ lead, dealership, car }) => ({
    id: lead.id,
    created_at: iso(lead.createdAt),
    kind: lead.category,
    subcategory: lead.subcategory,
    source: lead.source,
    dealership,
    car,
    status: lead.status,
    status_reason: lead.statusReason,
    page: lead.url,
    browser: lead.userAgent,
    form: lead.fields,
    sent_to_dealer: lead.delivery,
    dealer_notes: notes
      .filter((n) => n.leadId === lead.id)
      .map((n) => ({ by: n.author, note: n.body, at: iso(n.createdAt) })),
  }));
}

async function reservationRows(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ r: reservations, car: cars.name })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(inArray(reservations.id, ids))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
  const events = await db
    .select()
    .from(reservationEvents)
    .where(inArray(reservationEvents.reservationId, ids))
    .orderBy(asc(reservationEvents.id));
  return rows.map(({ r, car }) => ({
    id: r.id,
    reference: r.reference,
    created_at: iso(r.createdAt),
    car,
    status: r.status,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone: r.phone,
    postcode: r.postcode,
    deposit_cents: r.amountCents,
    currency: r.currency,
    card: r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
    held_at: iso(r.heldAt),
    hold_ends_at: iso(r.expiresAt),
    captured_at: iso(r.capturedAt),
    refunded_at: iso(r.refundedAt),
    released_at: iso(r.releasedAt),
    history: events
      .filter((e) => e.reservationId === r.id)
      .map((e) => ({ from: e.fromStatus, to: e.toStatus, why: e.reason, at: iso(e.at) })),
  }));
}

async function tradeInRows(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(tradeIns)
    .where(inArray(tradeIns.id, ids))
    .orderBy(asc(tradeIns.createdAt), asc(tradeIns.id));
  return rows.map((t) => ({
    id: t.id,
    created_at: iso(t.createdAt),
    status: t.status,
    your_car: t.steps,
    contact: t.contact,
    valuation: t.valuation,
    dealer_offer: t.dealerOffer,
    valued_at: iso(t.valuedAt),
    accepted_at: iso(t.acceptedAt),
  }));
}

async function journeyRows(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ j: purchaseJourneys, car: cars.name })
    .from(purchaseJourneys)
    .innerJoin(cars, eq(cars.id, purchaseJourneys.carId))
    .where(inArray(purchaseJourneys.id, ids))
    .orderBy(asc(purchaseJourneys.createdAt), asc(purchaseJourneys.id));
  return rows.map(({ j, car }) => ({
    id: j.id,
    created_at: iso(j.createdAt),
    updated_at: iso(j.updatedAt),
    car,
    status: j.status,
    answers: j.steps,
    reservation_id: j.reservationId,
    submitted_at: iso(j.submittedAt),
  }));
}

async function noticeRows(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(shopperNotices)
    .where(inArray(shopperNotices.id, ids))
    .orderBy(asc(shopperNotices.createdAt), asc(shopperNotices.id));
  return rows.map((n) => ({
    kind: "notice",
    about: `${n.subjectType} ${n.subjectId}`,
    channel: n.channel,
    to: n.target,
    subject: n.message.subject,
    text: n.channel === "sms" ? n.message.sms : n.message.text,
    status: n.status,
    created_at: iso(n.createdAt),
    sent_at: iso(n.deliveredAt),
  }));
}

async function digestRows(db: Executor, userIds: number[]) {
  if (!userIds.length) return [];
  const rows = await db
    .select()
    .from(alertDigests)
    .where(inArray(alertDigests.userId, userIds))
    .orderBy(asc(alertDigests.createdAt), asc(alertDigests.id));
  return rows.map((d) => ({
    kind: "alert digest",
    channel: d.channel,
    to: d.target,
    message: d.message,
    day: d.localDate,
    status: d.status,
    created_at: iso(d.createdAt),
    sent_at: iso(d.deliveredAt),
  }));
}
