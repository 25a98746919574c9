import { postConsoleCarOverride } from "@/server/car-overrides/console-stock-endpoint";
import { getDatabase } from "@/server/db/database";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/stock/{car} `{ hidden?, featured?, special?, dealerComments?, tag? }`: staff changes over the feed. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; car: string }> },
): Promise<Response> {
  const { slug, car } = await params;
  return postConsoleCarOverride({ db: await getDatabase() }, slug, car, request);
}
