import { getDatabase } from "@/server/db/database";
import { postSiteLifecycle } from "@/server/sites/console-sites-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/lifecycle: archive, unarchive or delete the site (operators; issue 32 §6). */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return postSiteLifecycle({ db: await getDatabase() }, (await params).slug, request);
}
