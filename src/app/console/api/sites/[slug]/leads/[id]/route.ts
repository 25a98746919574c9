import { getDatabase } from "@/server/db/database";
import { postConsoleLeadAction } from "@/server/staff/console-lead-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/leads/{id} `{ action: "status" | "assign" | "note" | "retry", … }`: one change to a lead. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postConsoleLeadAction({ db: await getDatabase() }, slug, id, request);
}
