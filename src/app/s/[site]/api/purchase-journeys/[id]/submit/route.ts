import { journeyPostSettings, postJourneySubmit } from "@/server/checkout/purchase-journey-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/purchase-journeys/{id}/submit: files one 'Online Purchase' lead through the outbox and
 * marks the journey submitted (a repeat answers the same); 409 until every step is done and the
 * reservation still holds the car.
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postJourneySubmit(db, site, request, id, journeyPostSettings(db));
});
