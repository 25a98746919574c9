import { journeyPostSettings, postJourneyStart } from "@/server/checkout/purchase-journey-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/purchase-journeys `{ car_id }` (the car's slug or id; decision 0028): 201 `{ id, car_id,
 * status, steps, next_step, complete, reservation, lead_id }`; 404 for a car not on this site; 409 when
 * the car cannot be bought online; 400/403/413/415/429 as /api/reservations.
 */
export const POST = withSite(async (request, site) => {
  const db = await getDatabase();
  return postJourneyStart(db, site, request, journeyPostSettings(db));
});
