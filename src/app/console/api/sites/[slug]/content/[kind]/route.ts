import { getDatabase } from "@/server/db/database";
import { postConsoleContentChange } from "@/server/staff/console-content-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/content/{kind} `{ action: "save" | "publish" | "unpublish" | "rollback", … }`. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; kind: string }> },
): Promise<Response> {
  const { slug, kind } = await params;
  return postConsoleContentChange({ db: await getDatabase() }, slug, kind, request);
}
