import { reservationStatus } from "@/server/checkout/reserve-car";
import { getDatabase } from "@/server/db/database";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * GET /api/reservations/{id}: the reservation's status. The id is random and unguessable, and is
 * the secret: whoever holds it may read the status (nothing else: no name, no contact details).
 */
export const GET = withSite<{ site: string; id: string }>(async (_request, site, { id }) => {
  if (!/^res_[\w-]{10,64}$/.test(id)) return jsonError(404, "No such reservation.");
  const view = await reservationStatus(await getDatabase(), site, id);
  if (!view) return jsonError(404, "No such reservation.");
  return Response.json(view, { headers: { "cache-control": "no-store" } });
});
