import "server-only";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  e164OfKey,
  isSubjectEmail,
  isSubjectPhone,
  type PrivacySubject,
  phoneDigitForms,
} from "@/lib/privacy/privacy-subject";
import type { Executor } from "../db/client";
import { leads, purchaseJourneys, reservations, shopperNotices, tradeIns, users } from "../db/schema";
import { phoneDigits } from "../db/schema/phone-digits";

/**
 * Which of one site's records are one person's (issue 36 item 6, decision 0070), by the phone and
 * e-mail of a privacy request: their accounts, leads, reservations, trade-in valuations, purchase
 * journeys and the messages sent to them. Every look is the site's alone (`site_id`), so another
 * site's records, even of the same person, are never read. Phones are compared by their national
 * digits however they were typed; each reservation and valuation the index finds is confirmed.
 */

export type SubjectRecords = {
  userIds: number[];
  leadIds: string[];
  reservationIds: string[];
  tradeInIds: string[];
  journeyIds: string[];
  noticeIds: number[];
};

const none = sql`false`;
const anyOf = (...conditions: (SQL | null)[]): SQL =>
  (conditions.some(Boolean) ? or(...conditions.filter((c): c is SQL => c !== null)) : none) as SQL;

function byPhoneAndEmail(subject: PrivacySubject, phone: SQL, email: SQL): SQL {
  return anyOf(
    subject.phoneKey ? inArray(phoneDigits(phone), phoneDigitForms(subject.phoneKey)) : null,
    subject.email ? sql`lower(btrim(${email})) = ${subject.email}` : null,
  );
}

export async function findSubjectRecords(
  db: Executor,
  siteId: number,
  subject: PrivacySubject,
): Promise<SubjectRecords> {
  const e164 = subject.phoneKey ? e164OfKey(subject.phoneKey) : null;
  const accountRows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        anyOf(
          e164 ? eq(users.phone, e164) : null,
          subject.email ? sql`lower(btrim(${users.contactEmail})) = ${subject.email}` : null,
        ),
      ),
    );
  const leadRows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.siteId, siteId),
        anyOf(
          subject.phoneKey ? eq(leads.searchPhone, subject.phoneKey) : null,
          subject.email ? eq(leads.searchEmail, subject.email) : null,
        ),
      ),
    );
  const leadIds = leadRows.map((r) => r.id);
  const reservationRows = await db
    .select({
      id: reservations.id,
      phone: reservations.phone,
      email: reservations.email,
      leadId: reservations.leadId,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.siteId, siteId),
        anyOf(
          byPhoneAndEmail(subject, sql`${reservations.phone}`, sql`${reservations.email}`),
          leadIds.length ? inArray(reservations.leadId, leadIds) : null,
        ),
      ),
    );
  const contactPhone = sql`(${tradeIns.contact} ->> 'phone')`;
  const contactEmail = sql`(${tradeIns.contact} ->> 'email')`;
  const tradeInRows = await db
    .select({
      id: tradeIns.id,
      contact: tradeIns.contact,
      valuationLeadId: tradeIns.valuationLeadId,
      acceptedLeadId: tradeIns.acceptedLeadId,
    })
    .from(tradeIns)
    .where(
      and(
        eq(tradeIns.siteId, siteId),
        anyOf(
          byPhoneAndEmail(subject, contactPhone, contactEmail),
          leadIds.length ? inArray(tradeIns.valuationLeadId, leadIds) : null,
          leadIds.length ? inArray(tradeIns.acceptedLeadId, leadIds) : null,
        ),
      ),
    );
  // A row the phone's digits found is confirmed as the same number; one tied to their lead is theirs.
  const theirLead = (id: string | null) => id !== null && leadIds.includes(id);
  const reservationIds = reservationRows
    .filter(
      (r) => isSubjectPhone(subject, r.phone) || isSubjectEmail(subject, r.email) || theirLead(r.leadId),
    )
    .map((r) => r.id);
  const tradeInIds = tradeInRows
    .filter(
      (r) =>
        isSubjectPhone(subject, r.contact?.phone) ||
        isSubjectEmail(subject, r.contact?.email) ||
        theirLead(r.valuationLeadId) ||
        theirLead(r.acceptedLeadId),
    )
    .map((r) => r.id);
  const journeyRows = await db
    .select({ id: purchaseJourneys.id })
    .from(purchaseJourneys)
    .where(
      and(
        eq(purchaseJourneys.siteId, siteId),
        anyOf(
          reservationIds.length ? inArray(purchaseJourneys.reservationId, reservationIds) : null,
          leadIds.length ? inArray(purchaseJourneys.leadId, leadIds) : null,
        ),
      ),
    );
  const noticeRows = await db
    .select({ id: shopperNotices.id })
    .from(shopperNotices)
    .where(
      and(
        eq(shopperNotices.siteId, siteId),
        anyOf(
          e164 ? eq(shopperNotices.target, e164) : null,
          subject.email ? sql`lower(btrim(${shopperNotices.target})) = ${subject.email}` : null,
          subjectIn("lead", leadIds),
          subjectIn("reservation", reservationIds),
          subjectIn("trade-in", tradeInIds),
        ),
      ),
    );
  return {
    userIds: accountRows.map((r) => r.id),
    leadIds,
    reservationIds,
    tradeInIds,
    journeyIds: journeyRows.map((r) => r.id),
    noticeIds: noticeRows.map((r) => r.id),
  };
}

function subjectIn(type: string, ids: string[]): SQL | null {
  return ids.length
    ? (and(eq(shopperNotices.subjectType, type), inArray(shopperNotices.subjectId, ids)) as SQL)
    : null;
}

export function countRecords(records: SubjectRecords): number {
  return Object.values(records).reduce((n, ids) => n + ids.length, 0);
}
