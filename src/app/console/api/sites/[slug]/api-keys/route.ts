import { getDatabase } from "@/server/db/database";
import { postConsoleApiKey } from "@/server/staff/console-api-keys-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/api-keys `{ name, scopes }`: make a key for the site, shown once (issue 31 §7). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return postConsoleApiKey({ db: await getDatabase() }, (await params).slug, request);
}
