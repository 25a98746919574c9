import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { getTradeIn } from "@/server/trade-in/trade-in-endpoint";

export const dynamic = "force-dynamic";

/** GET /api/trade-ins/{id}: the valuation (never the shopper's details). Another site's id is a 404. */
export const GET = withSite<{ site: string; id: string }>(async (_request, site, { id }) =>
  getTradeIn(await getDatabase(), site, id),
);
