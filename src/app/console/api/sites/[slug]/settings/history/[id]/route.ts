import { getDatabase } from "@/server/db/database";
import { postSettingsRollback } from "@/server/settings/console-settings-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/settings/history/{id} `{ action: "rollback" }`: undo a settings change as a new revision (issue 32 §3). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postSettingsRollback({ db: await getDatabase() }, slug, id, request);
}
