import { getDatabase } from "@/server/db/database";
import { postConsoleStaffAction } from "@/server/staff/console-staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/staff/{id} `{ action }`: switch an account off or on, or send a new link. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string; id: string }> },
): Promise<Response> {
  const { slug, id } = await params;
  return postConsoleStaffAction({ db: await getDatabase() }, slug, id, request);
}
