import { getDatabase } from "@/server/db/database";
import { postConsoleTradeInAction } from "@/server/trade-in/console-trade-in-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/trade-ins/{id} `{ action, … }`: confirm the offer, or revise it with a note. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postConsoleTradeInAction({ db: await getDatabase() }, slug, id, request);
}
