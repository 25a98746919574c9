import "server-only";
import { randomUUID } from "node:crypto";
import type { SiteLocation } from "@/lib/locations/location";
import type { BookedSlot } from "@/lib/scheduling/booked-slot";
import { checkSlot, slotRefusalMessage, slotRules } from "@/lib/scheduling/slots";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import type { ApiIssue } from "../../http/api";
import { bookingYard } from "../../scheduling/booking-yards";
import { leadFiled } from "./lead-filed";

/**
 * A test drive's time is one of its yard's bookable slots (issue 34 item 2: "a closed time is refused
 * with a clear message"): checked on the server against the sales desk's hours, holidays and clock,
 * whatever the browser showed, before anything is stored. A shopper gets half an hour's grace on the
 * notice (the form listed the time when the page was drawn). A yard whose hours do not say, or a lead
 * with no yard, keeps the time as asked; a form already filed is not checked again (its repeat is the
 * same lead, whenever it comes).
 */
export const NOTICE_GRACE_MINUTES = 30;

export type TestDriveSlotResult = { ok: true; slot: BookedSlot | null } | { ok: false; issue: ApiIssue };

export async function testDriveSlot(
  db: Database,
  site: Site,
  booking: { testDriveAt: string | null; location: SiteLocation | null; idempotencyKey: string | null },
  now: Date,
): Promise<TestDriveSlotResult> {
  const { testDriveAt, location, idempotencyKey } = booking;
  if (!testDriveAt || !location) return { ok: true, slot: null };
  if (idempotencyKey && (await leadFiled(db, site, idempotencyKey))) return { ok: true, slot: null };
  const yard = await bookingYard(db, site, location, "test-drive", now);
  if (!yard) return { ok: true, slot: null };
  const rules = slotRules(site.config.bookings);
  const check = checkSlot(testDriveAt, yard, rules, now, NOTICE_GRACE_MINUTES);
  if (!check.ok) {
    return {
      ok: false,
      issue: { key: "test_drive_at", message: `test_drive_at: ${slotRefusalMessage(check.reason, rules)}` },
    };
  }
  return {
    ok: true,
    slot: {
      uid: `test-drive-${idempotencyKey ?? randomUUID()}@forecourt.local`,
      local: testDriveAt,
      timeZone: yard.timeZone,
      start: check.start.toISOString(),
      end: check.end.toISOString(),
    },
  };
}
