import { handleDealerAction } from "@/server/checkout/dealer-action-request";

export const dynamic = "force-dynamic";

/** The dealer settles a reservation; see server/checkout/dealer-action-request.ts and README "Reserving a car online". */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleDealerAction(request, (await params).id);
}
