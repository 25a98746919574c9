import { putJourneyStep } from "@/server/checkout/purchase-journey-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * PUT /api/purchase-journeys/{id}/{step} (reserve | payment | trade-in | delivery) with the step's
 * JSON: 200 the journey; 400 a reason per field; 404 an unknown journey or step; 409 once submitted.
 */
export const PUT = withSite<{ site: string; id: string; step: string }>(async (request, site, { id, step }) =>
  putJourneyStep(await getDatabase(), site, request, id, step),
);
