import { getDatabase } from "@/server/db/database";
import { postConsoleApiKeyAction } from "@/server/staff/console-api-keys-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/api-keys/{id} `{ action: "revoke" }`: the key opens nothing from now on. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postConsoleApiKeyAction({ db: await getDatabase() }, slug, id, request);
}
