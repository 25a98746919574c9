import { postReservation, reservationPostSettings } from "@/server/checkout/reservation-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/reservations (issue 18): `{ car_id, first_name, last_name, email, phone, postcode,
 * payment_token }` with an `Idempotency-Key` header. 201 `{ reservation_id, status: "held",
 * expires_at }` when the car is held for 48 hours; 200 with the same for a repeat of the key; 400 with
 * a reason per field; 402 when the card is declined; 404 for a car not on this site; 409 when the car
 * is held or cannot be reserved; 403/413/415/429 as /api/leads.
 */
export const POST = withSite(async (request, site) => {
  const db = await getDatabase();
  return postReservation(db, site, request, reservationPostSettings(db));
});
