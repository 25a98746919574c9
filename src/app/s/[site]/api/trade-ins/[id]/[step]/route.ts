import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { putTradeInStep } from "@/server/trade-in/trade-in-endpoint";

export const dynamic = "force-dynamic";

/**
 * PUT /api/trade-ins/{id}/{vehicle | condition} with the step's JSON: 200 the valuation; 400 a reason
 * per field; 404 an unknown valuation or step; 409 once valued.
 */
export const PUT = withSite<{ site: string; id: string; step: string }>(async (request, site, { id, step }) =>
  putTradeInStep(await getDatabase(), site, request, id, step),
);
