import { getDatabase } from "@/server/db/database";
import { postConsoleInvite } from "@/server/staff/console-staff-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/staff: invite a staff member to the site (issue 31 §2). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  return postConsoleInvite({ db: await getDatabase() }, (await params).slug, request);
}
