import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTradeInApply } from "@/server/trade-in/inspection-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins/{id}/apply: puts the trade-in offer toward a car of this site, filed as an
 * enquiry about that car with the trade-in in it (decision 0084).
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postTradeInApply(db, site, request, id, tradeInPostSettings(db, site));
});
