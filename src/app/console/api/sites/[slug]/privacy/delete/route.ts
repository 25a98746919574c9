import { getDatabase } from "@/server/db/database";
import { postPrivacyDelete } from "@/server/privacy/console-privacy-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/sites/{slug}/privacy/delete: a shopper's privacy request (issue 36 item 6); see server/privacy/console-privacy-endpoint.ts. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return postPrivacyDelete({ db: await getDatabase() }, (await params).slug, request);
}
