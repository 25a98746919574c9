import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTradeInAccept } from "@/server/trade-in/trade-in-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins/{id}/accept: the shopper accepts the offer (spec 01 §5 '3. Offer Accepted');
 * files that lead through the outbox; 200 the valuation (the same for a repeat); 409 when there is no
 * online offer to accept.
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postTradeInAccept(db, site, request, id, tradeInPostSettings(db, site));
});
