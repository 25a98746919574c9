import { postChatMessage } from "@/server/chat/chat-endpoint";
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
export const POST = withSite(async (request, site) => postChatMessage(await getDatabase(), site, request));
