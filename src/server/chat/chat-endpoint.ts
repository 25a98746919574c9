import "server-only";
import { randomUUID } from "node:crypto";
import { chatMessageSchema } from "@/lib/chat/chat-message";
import { chatAvailable } from "@/lib/chat/chat-options";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { fixFields, jsonError } from "../http/api";
import { receiveStateChange } from "../http/state-change";
import { leadFiled } from "../leads/intake/lead-filed";
import { type LeadGuard, leadGuard, verdictAnswer } from "../leads/intake/lead-guard";
import type { ChatProvider, ChatSendResult } from "./chat-provider";
import { receiveChatMessage } from "./receive-chat-message";

/**
 * POST /api/chat/messages, from request to answer: the same Origin check, render stamp, honeypot and
 * rate limits as a lead form (decision 0010: one guard for every form a shopper sends), through the
 * state-change prelude, then the message's provider. A site without chat (`features.chat` off or no
 * token) has no chat endpoint: 404, before anything else is looked at.
 */
export async function postChatMessage(
  db: Database,
  site: Site,
  request: Request,
  options: { guard?: LeadGuard; provider?: ChatProvider } = {},
): Promise<Response> {
  if (!chatAvailable(site.config)) return jsonError(404, "This site has no chat");
  const change = await receiveStateChange(request, {
    body: { schema: chatMessageSchema(site.config.chat.mode) },
    limits: async (message, { request }) => {
      const guard = options.guard ?? (await leadGuard(db));
      const verdict = await guard.check(request, site.slug, message, {
        isRepeat: () => leadFiled(db, site, message.idempotency_key),
      });
      // A bot (honeypot, or sent faster than a person types) is answered as taken; nothing is kept.
      return verdictAnswer(verdict, () => answer(randomUUID(), 201));
    },
  });
  if (!change.ok) return change.response;
  const message = change.input;
  const context = { path: message.path ?? null, userAgent: change.client.userAgent };
  return chatResponse(await receiveChatMessage(db, site, message, context, options.provider));
}

/**
 * 201 with `message_id` once the provider has it, 200 for a repeat of the same message, 400 with a
 * reason per field, 409 for a reused key with other words.
 */
export function chatResponse(result: ChatSendResult): Response {
  switch (result.kind) {
    case "accepted":
      return answer(result.reference, result.repeat ? 200 : 201);
    case "invalid":
      return fixFields(result.issues);
    case "conflict":
      return jsonError(409, "This message was already sent with different words. Please send it again.");
  }
}

function answer(id: string, status: number): Response {
  return Response.json({ message_id: id }, { status, headers: { "cache-control": "no-store" } });
}
