import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SiteLocation } from "@/lib/locations/location";
import { bookableLocations } from "@/lib/scheduling/booking-desk";
import { yardSlots } from "@/lib/scheduling/slot-words";
import { bookableDays, checkSlot, slotRefusalMessage, slotRules } from "@/lib/scheduling/slots";
import type { Site } from "@/lib/tenancy/site";
import { currentOffer, tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import {
  type InspectionRequest,
  type InspectionYard,
  inspectionLead,
  inspectionNotice,
  inspectionRefusal,
  offerMadeAt,
  type TradeInInspection,
} from "@/lib/trade-in/inspection";
import type { Database } from "../db/client";
import { tradeIns } from "../db/schema";
import type { RecordResult } from "../http/api";
import type { ConfirmPlan } from "../leads/intake/lead-confirmation";
import { submitLead } from "../leads/intake/submit-lead";
import { NOTICE_GRACE_MINUTES } from "../leads/intake/test-drive-slot";
import { listSiteLocations } from "../locations/queries";
import { bookingYards } from "../scheduling/booking-yards";
import { tradeInPageUrl, validUntilFor } from "./trade-in-notices";
import { type TradeInView, tradeInViewOf } from "./trade-ins";

/**
 * The trade-in inspection's booking (issue 34 item 2, decision 0084): the yards a shopper may book
 * at with their times (the car-buying, else sales, desk's hours on its clock, less notice and
 * holidays: lib/scheduling), and the booking itself, checked on the server whatever the browser
 * showed, filed as a lead with its confirmation (both carrying the slot and its .ics), then kept on
 * the trade-in before the shopper is told it is booked.
 */

export const NO_ONLINE_TIMES =
  "This yard takes no inspection bookings online just now: please call it to arrange a time.";

/** The yards an inspection may be booked at, each with its bookable times (null: hours unknown). */
export async function inspectionYards(
  db: Database,
  site: Site,
  now: Date,
  siteLocations?: readonly SiteLocation[],
): Promise<InspectionYard[]> {
  const all = siteLocations ?? (await listSiteLocations(db, site));
  const offered = bookableLocations(all);
  const rules = slotRules(site.config.bookings);
  const yards = await bookingYards(db, site, offered, "trade-in-inspection", now, all);
  return offered.map((location) => {
    const yard = yards.get(location.id) ?? null;
    return {
      id: location.id,
      name: location.name,
      slots: yard ? yardSlots(bookableDays(yard, rules, now), yard.timeZone) : null,
    };
  });
}

export type InspectionContext = { path: string | null; userAgent: string | null };

const refusedAt = (key: keyof InspectionRequest, message: string): RecordResult<TradeInView> => ({
  kind: "invalid",
  issues: [{ key, message: `${key}: ${message}` }],
});

/**
 * POST /api/trade-ins/{id}/inspection: books the inspection in one of the chosen yard's slots. A
 * closed, too-soon or unoffered time is refused at `inspection_at` with the reason and nothing is
 * stored; the same time again answers the booking as it stands; a new time is a new booking.
 */
export async function bookInspection(
  db: Database,
  site: Site,
  id: string,
  request: InspectionRequest,
  context: InspectionContext,
  now: Date,
): Promise<RecordResult<TradeInView>> {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, id), eq(tradeIns.siteId, site.id)));
  if (!row) return { kind: "not-found" };
  const refusal = inspectionRefusal({
    status: row.status,
    valuation: row.valuation,
    hasContact: row.contact !== null,
  });
  const { vehicle, condition } = row.steps;
  if (refusal || !row.contact || !row.valuation || !vehicle || !condition) {
    return { kind: "conflict", reason: refusal ?? "Please finish your valuation first." };
  }
  const booked = row.inspection;
  if (
    booked?.status === "booked" &&
    booked.slot.local === request.inspection_at &&
    booked.location.id === request.location_id
  ) {
    return { kind: "ok", view: tradeInViewOf(row) };
  }
  const locations = await listSiteLocations(db, site);
  const yards = await inspectionYards(db, site, now, locations);
  const yardOffered = yards.find((yard) => yard.id === request.location_id);
  if (!yardOffered) return refusedAt("location_id", "Please choose a location.");
  const location = locations.find((l) => l.id === request.location_id)!;
  const yard = (await bookingYards(db, site, [location], "trade-in-inspection", now, locations)).get(
    location.id,
  );
  if (!yard) return refusedAt("inspection_at", NO_ONLINE_TIMES);
  const rules = slotRules(site.config.bookings);
  const check = checkSlot(request.inspection_at, yard, rules, now, NOTICE_GRACE_MINUTES);
  if (!check.ok) return refusedAt("inspection_at", slotRefusalMessage(check.reason, rules));

  const count = (booked?.count ?? 0) + 1;
  const slot = {
    uid: `trade-in-inspection-${row.id}-${count}@forecourt.local`,
    local: request.inspection_at,
    timeZone: yard.timeZone,
    start: check.start.toISOString(),
    end: check.end.toISOString(),
  };
  const offer = currentOffer(row.valuation, row.dealerOffer);
  const carTitle = tradeInVehicleTitle(vehicle);
  const confirm: ConfirmPlan = {
    kind: "custom",
    about: { type: "trade-in", id: row.id, event: `inspection:${count}` },
    content: (ctx) =>
      inspectionNotice(
        {
          firstName: row.contact!.name,
          dealerName: ctx.dealerName,
          vehicle: carTitle,
          yard: ctx.yard,
          towards: ctx.car ? { title: ctx.car.title, url: ctx.car.url } : null,
          searchUrl: `${ctx.siteUrl}/search`,
          valuationUrl: tradeInPageUrl(site, row.id),
          validUntil:
            offer === null ? null : validUntilFor(site, offerMadeAt(row, now), location.address.state),
        },
        { slot, offer, at: now },
      ),
  };
  const lead = await submitLead(
    db,
    site,
    inspectionLead({
      tradeInId: row.id,
      carId: row.carId,
      locationId: location.id,
      steps: { vehicle, condition },
      contact: row.contact,
      valuation: row.valuation,
      offer,
      slot,
      count,
      path: context.path,
      userAgent: context.userAgent,
    }),
    now,
    confirm,
  );
  if (lead.kind === "invalid") return { kind: "invalid", issues: lead.issues };
  if (lead.kind !== "created" && lead.kind !== "replayed") {
    return { kind: "conflict", reason: "We couldn't book that time just now. Please try again." };
  }
  const inspection: TradeInInspection = {
    status: "booked",
    slot,
    location: { id: location.id, name: location.name },
    bookedAt: now.toISOString(),
    leadId: lead.id,
    count,
  };
  // Only over the booking this request read: a booking made meanwhile is not overwritten.
  const [updated] = await db
    .update(tradeIns)
    .set({ inspection, updatedAt: now })
    .where(
      and(
        eq(tradeIns.id, row.id),
        booked
          ? sql`(${tradeIns.inspection} ->> 'count')::int = ${booked.count}`
          : sql`${tradeIns.inspection} is null`,
      ),
    )
    .returning();
  if (!updated) {
    return { kind: "conflict", reason: "Your booking was changed meanwhile: reload to see it now." };
  }
  return { kind: "ok", view: tradeInViewOf(updated) };
}
