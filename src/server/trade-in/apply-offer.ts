import "server-only";
import { and, eq } from "drizzle-orm";
import { localDateTime } from "@/lib/format/local-date-time";
import { openingTimeZone } from "@/lib/locations/time-zones";
import type { Site } from "@/lib/tenancy/site";
import {
  type AppliedCar,
  appliedOfferLead,
  appliedOfferNotice,
  applyRefusal,
} from "@/lib/trade-in/apply-offer";
import { currentOffer, tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import { offerMadeAt } from "@/lib/trade-in/inspection";
import type { Database } from "../db/client";
import { tradeIns } from "../db/schema";
import type { RecordResult } from "../http/api";
import type { ConfirmPlan } from "../leads/intake/lead-confirmation";
import { submitLead } from "../leads/intake/submit-lead";
import { siteOrigin } from "../tenancy/sites";
import { tradeInPageUrl, validUntilFor } from "./trade-in-notices";
import { type TradeInView, tradeInCar, tradeInViewOf } from "./trade-ins";

/**
 * POST /api/trade-ins/{id}/apply `{ car_id }` (issue 34 item 1 "apply it to a car", decision 0084):
 * the shopper puts the offer (the dealer's, else the online one) toward a car of this site that takes
 * trade-ins. Files an enquiry about that car with the trade-in in it and its confirmation, then turns
 * the trade-in toward the car. Once per car: the same car again answers the same.
 */
export async function applyTradeInToCar(
  db: Database,
  site: Site,
  id: string,
  carRef: string | number,
  context: { path: string | null; userAgent: string | null },
  now: Date,
): Promise<RecordResult<TradeInView>> {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, id), eq(tradeIns.siteId, site.id)));
  if (!row) return { kind: "not-found" };
  const offer = currentOffer(row.valuation, row.dealerOffer);
  // The last valid day as the offer's e-mail gave it, on the site's home clock (decision 0084).
  const timeZone = openingTimeZone(site.config.default_state);
  const refusal = applyRefusal({
    status: row.status,
    offer,
    hasContact: row.contact !== null,
    validUntil: validUntilFor(site, offerMadeAt(row, now), null),
    today: localDateTime(now, timeZone).slice(0, 10),
  });
  const { vehicle, condition } = row.steps;
  if (refusal || offer === null || !row.contact || !row.valuation || !vehicle || !condition) {
    return { kind: "conflict", reason: refusal ?? "Please finish your valuation first." };
  }
  const found = await tradeInCar(db, site, carRef);
  if (!found) {
    return {
      kind: "invalid",
      issues: [{ key: "car_id", message: "car_id: That car isn't on this site, or takes no trade-in." }],
    };
  }
  const car: AppliedCar = {
    id: found.id,
    title: found.name,
    price: found.price,
    url: `${siteOrigin(site)}/cars/${found.slug}`,
  };
  const contact = row.contact;
  const confirm: ConfirmPlan = {
    kind: "custom",
    about: { type: "trade-in", id: row.id, event: `apply:${car.id}` },
    content: (ctx) =>
      appliedOfferNotice(
        {
          firstName: contact.name,
          dealerName: ctx.dealerName,
          vehicle: tradeInVehicleTitle(vehicle),
          yard: ctx.yard,
          towards: { title: car.title, url: car.url },
          searchUrl: `${ctx.siteUrl}/search`,
          valuationUrl: tradeInPageUrl(site, row.id),
          validUntil: validUntilFor(site, offerMadeAt(row, now), ctx.yardState),
        },
        car,
        offer,
      ),
  };
  const lead = await submitLead(
    db,
    site,
    appliedOfferLead({
      tradeInId: row.id,
      car,
      steps: { vehicle, condition },
      contact,
      valuation: row.valuation,
      offer,
      path: context.path,
      userAgent: context.userAgent,
    }),
    now,
    confirm,
  );
  if (lead.kind === "invalid") return { kind: "invalid", issues: lead.issues };
  if (lead.kind !== "created" && lead.kind !== "replayed") {
    return { kind: "conflict", reason: "We couldn't send your offer just now. Please try again." };
  }
  const [updated] = await db
    .update(tradeIns)
    .set({ carId: car.id, updatedAt: now })
    .where(eq(tradeIns.id, row.id))
    .returning();
  return { kind: "ok", view: tradeInViewOf(updated!) };
}
