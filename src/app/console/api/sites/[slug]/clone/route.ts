import { getDatabase } from "@/server/db/database";
import { postCloneSite } from "@/server/sites/console-sites-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/clone: a copy of the site under a new slug (operators; issue 32 §6). */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return postCloneSite({ db: await getDatabase() }, (await params).slug, request);
}
