import { getDatabase } from "@/server/db/database";
import { getInboxExport } from "@/server/inbox/inbox-endpoints";

export const dynamic = "force-dynamic";

/** GET /api/sites/{slug}/leads/export?<filters>: the filtered inbox as a CSV attachment, audit-logged. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return getInboxExport({ db: await getDatabase() }, (await params).slug, request);
}
