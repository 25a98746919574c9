import { randomUUID } from "node:crypto";
import { getDatabase } from "@/server/db/database";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { receiveLeadPost } from "@/server/leads/intake/receive-lead-post";

export const dynamic = "force-dynamic";

/**
 * POST /api/leads: every lead form posts here (issue 5 "one submit path"). The answer is 201 with
 * `lead_id` once the lead and its deliveries are committed (200 for a repeat of the same form), 400
 * with a reason per field, 403 for a cross-site post, 409 for a reused form key with other content,
 * 413 for a body over 16 KB, and 429 when too many come from one place.
 */
export const POST = withSite(async (request, site) => {
  const result = await receiveLeadPost(await getDatabase(), site, request);
  switch (result.kind) {
    case "created":
      return created(result.id);
    // A bot is answered as if its lead were taken, so it learns nothing; nothing is stored.
    case "bot":
      return created(randomUUID());
    case "replayed":
      return Response.json({ lead_id: result.id }, { status: 200, headers: { "cache-control": "no-store" } });
    case "conflict":
      return jsonError(
        409,
        "This form was already sent with different details. Please reload the page and try again.",
      );
    case "invalid":
      return jsonError(400, "Please fix the following errors:", result.issues);
    case "refused":
      return result.response;
  }
});

function created(id: string): Response {
  return Response.json({ lead_id: id }, { status: 201, headers: { "cache-control": "no-store" } });
}
