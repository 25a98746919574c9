import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postTradeInInspection } from "@/server/trade-in/inspection-endpoint";
import { tradeInPostSettings } from "@/server/trade-in/trade-in-settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/trade-ins/{id}/inspection: books the trade-in's inspection in one of the yard's slots
 * (issue 34 item 2, decision 0084); a closed time is a 400 at `inspection_at`.
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postTradeInInspection(db, site, request, id, tradeInPostSettings(db, site));
});
