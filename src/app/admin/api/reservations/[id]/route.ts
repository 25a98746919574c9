import { handleDealerAction, handleReservationDetail } from "@/server/checkout/reservation-admin-request";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** One reservation and its steps; see server/checkout/reservation-admin-request.ts. */
export async function GET(request: Request, { params }: Context) {
  return handleReservationDetail(request, (await params).id);
}

/** The dealer settles a reservation; see server/checkout/reservation-admin-request.ts and README "Reserving a car online". */
export async function POST(request: Request, { params }: Context) {
  return handleDealerAction(request, (await params).id);
}
