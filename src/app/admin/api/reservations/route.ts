import { handleReservationList } from "@/server/checkout/reservation-admin-request";

export const dynamic = "force-dynamic";

/** A site's reservations for the dealer; see server/checkout/reservation-admin-request.ts. */
export async function GET(request: Request) {
  return handleReservationList(request);
}
