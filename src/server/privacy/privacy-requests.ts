import "server-only";
import { inArray } from "drizzle-orm";
import { maskedSubject, type PrivacySubject } from "@/lib/privacy/privacy-subject";
import { type DeletionCounts, exportSummary, type ShopperDataExport } from "@/lib/privacy/shopper-export";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { type AuditActor, recordAudit } from "../staff/audit";
import {
  anonymiseLeads,
  anonymiseReservations,
  anonymiseTradeIns,
  deleteJourneys,
  deleteNotices,
} from "./anonymise-records";
import { readShopperExport } from "./shopper-export-read";
import { findSubjectRecords } from "./subject-records";

/**
 * A shopper's privacy requests on one site (issue 36 item 6; Australian Privacy Principles 12 and 13;
 * decision 0070): their data as one file, and its deletion. Asked by staff who may `privacy.manage`
 * (after confirming who is asking), the operator's token, or the shopper themself, signed in with the
 * mobile a texted code proved. Each is audit-logged with who asked and what was found, never with the
 * person's details (the phone and e-mail masked).
 */

type PrivacySite = { id: number; slug: string; name: string };

/** Everything the site holds about them, and an audit entry saying it was handed out. */
export async function exportShopperData(
  db: Database,
  site: PrivacySite,
  subject: PrivacySubject,
  actor: AuditActor,
  now: Date,
): Promise<ShopperDataExport> {
  return db.transaction(async (tx) => {
    const records = await findSubjectRecords(tx, site.id, subject);
    const data = await readShopperExport(tx, site, subject, records, now);
    await recordAudit(tx, actor, {
      siteId: site.id,
      action: "privacy.export",
      targetType: "shopper",
      targetId: auditTarget(subject),
      after: { ...maskedSubject(subject), ...summaryCounts(data) },
    });
    return data;
  });
}

/** What the site holds about them, read for the console's page (no audit entry: nothing leaves). */
export async function previewShopperData(
  db: Database,
  site: PrivacySite,
  subject: PrivacySubject,
  now: Date,
): Promise<ShopperDataExport> {
  const records = await findSubjectRecords(db, site.id, subject);
  return readShopperExport(db, site, subject, records, now);
}

/**
 * Deletes them (APP 13, and the shopper's own request): in one transaction, their accounts go whole
 * (sessions, saved cars and searches, alerts and digests with them), journeys and messages to them are
 * deleted, and leads, reservations and valuations keep the dealer's counts and money without the
 * person. A second request finds nothing more to do and says so.
 */
export async function deleteShopperData(
  db: Database,
  site: PrivacySite,
  subject: PrivacySubject,
  actor: AuditActor,
  now: Date,
): Promise<DeletionCounts> {
  return db.transaction(async (tx) => {
    const records = await findSubjectRecords(tx, site.id, subject);
    const counts: DeletionCounts = {
      // Journeys first: they refer to the reservations and leads.
      purchase_journeys: await deleteJourneys(tx, records.journeyIds),
      messages: await deleteNotices(tx, records.noticeIds),
      leads: await anonymiseLeads(tx, records.leadIds, now),
      reservations: await anonymiseReservations(tx, records.reservationIds, now),
      trade_ins: await anonymiseTradeIns(tx, records.tradeInIds, now),
      account: records.userIds.length
        ? (await tx.delete(users).where(inArray(users.id, records.userIds)).returning({ id: users.id }))
            .length
        : 0,
    };
    await recordAudit(tx, actor, {
      siteId: site.id,
      action: "privacy.delete",
      targetType: "shopper",
      targetId: auditTarget(subject),
      after: { ...maskedSubject(subject), ...counts },
    });
    return counts;
  });
}

function auditTarget(subject: PrivacySubject): string {
  const masked = maskedSubject(subject);
  return [masked.phone, masked.email].filter(Boolean).join(" / ");
}

function summaryCounts(data: ShopperDataExport): Record<string, number> {
  return Object.fromEntries(exportSummary(data).map((row) => [row.key, row.count]));
}
