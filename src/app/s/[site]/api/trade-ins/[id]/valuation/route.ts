import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTradeInValuation } from "@/server/trade-in/trade-in-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins/{id}/valuation with the shopper's details and the lead forms' `form_token`:
 * values the car and files its lead; 200 the valuation (an estimate, or why it is valued in person);
 * 400 per field; 409 a step not yet answered; 429 too many.
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postTradeInValuation(db, site, request, id, tradeInPostSettings(db, site));
});
