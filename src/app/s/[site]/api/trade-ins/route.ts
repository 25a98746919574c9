import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTradeInStart } from "@/server/trade-in/trade-in-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins `{ car_id?, vehicle }` (decision 0034): 201 `{ id, car_id, status, steps,
 * next_step, valuation, lead_id }`, the id being the shopper's link back; 400 per `vehicle.` field;
 * 404 a car not on this site or without trade-in; 403/413/415/429 as /api/leads.
 */
export const POST = withSite(async (request, site) => {
  const db = await getDatabase();
  return postTradeInStart(db, site, request, tradeInPostSettings(db, site));
});
