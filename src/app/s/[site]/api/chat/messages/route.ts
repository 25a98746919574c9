import { randomUUID } from "node:crypto";
import { receiveChatMessage } from "@/server/chat/receive-chat-message";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/chat/messages: the chat bubble's messages (spec 02 §2 "chat bubble"). 201 with
 * `message_id` once the site's messaging provider has it (the local provider: the lead is committed),
 * 200 for a repeat of the same message, 400 with a reason per field, 403 cross-site, 404 when the site
 * has no chat, 409 for a reused key with other words, 413 over 16 KB, 429 too many. It takes the
 * render stamp and key of GET /api/leads/form, like every form.
 */
export const POST = withSite(async (request, site) => {
  const result = await receiveChatMessage(await getDatabase(), site, request);
  switch (result.kind) {
    case "accepted":
      return answer(result.reference, result.repeat ? 200 : 201);
    case "bot":
      return answer(randomUUID(), 201);
    case "refused":
      return result.response;
  }
});

function answer(id: string, status: number): Response {
  return Response.json({ message_id: id }, { status, headers: { "cache-control": "no-store" } });
}
