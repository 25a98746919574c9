import { getJourney } from "@/server/checkout/purchase-journey-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/purchase-journeys/{id}: the journey. The id is the secret; another site's id is a 404. */
export const GET = withSite<{ site: string; id: string }>(async (_request, site, { id }) =>
  getJourney(await getDatabase(), site, id),
);
