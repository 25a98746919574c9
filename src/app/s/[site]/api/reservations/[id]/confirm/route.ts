import { postReservationConfirm } from "@/server/checkout/reservation-confirm-endpoint";
import { reservationPostSettings } from "@/server/checkout/reservation-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/reservations/{id}/confirm `{}`: after the shopper's bank's check (3-D Secure), the
 * reservation as it stands now (server/checkout/reservation-confirm-endpoint.ts).
 */
export const POST = withSite<{ site: string; id: string }>(async (request, site, { id }) => {
  const db = await getDatabase();
  return postReservationConfirm(db, site, request, id, reservationPostSettings(db));
});
