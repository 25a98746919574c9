import { postConsoleStockBulk } from "@/server/car-overrides/console-stock-endpoint";
import { getDatabase } from "@/server/db/database";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/stock/bulk `{ action, car_ids, tag? }`: hide, unhide, feature, unfeature or tag a selection. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  return postConsoleStockBulk({ db: await getDatabase() }, slug, request);
}
