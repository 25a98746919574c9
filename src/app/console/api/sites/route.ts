import { getDatabase } from "@/server/db/database";
import { postNewSite } from "@/server/sites/console-sites-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites: preview or create a site from the guided form (operators; issue 32 §6). */
export async function POST(request: Request): Promise<Response> {
  return postNewSite({ db: await getDatabase() }, request);
}
