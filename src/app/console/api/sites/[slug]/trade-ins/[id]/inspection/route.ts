import { getDatabase } from "@/server/db/database";
import { postConsoleInspectionCancel } from "@/server/trade-in/console-trade-in-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/trade-ins/{id}/inspection `{ action: "cancel-inspection", … }` (decision 0084). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postConsoleInspectionCancel({ db: await getDatabase() }, slug, id, request);
}
