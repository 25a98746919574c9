import { getDatabase } from "@/server/db/database";
import { postSettingsGroup } from "@/server/settings/console-settings-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/settings/{group} `{ patch, dealership?, mode }`: save or preview a settings form (issue 32 §3). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; group: string }> },
): Promise<Response> {
  const { slug, group } = await params;
  return postSettingsGroup({ db: await getDatabase() }, slug, group, request);
}
