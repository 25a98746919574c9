import { getDatabase } from "@/server/db/database";
import { getInboxUpdates } from "@/server/inbox/inbox-endpoints";

export const dynamic = "force-dynamic";

/** GET /api/sites/{slug}/leads/updates?since=…&<filters>: the view's leads since a moment (the inbox polls). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return getInboxUpdates({ db: await getDatabase() }, (await params).slug, request);
}
