import "server-only";
import type { ChatMessage } from "@/lib/chat/chat-message";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import type { ChatContext, ChatProvider, ChatSendResult } from "./chat-provider";
import { chatProviderFor } from "./chat-providers";

/**
 * A message from the chat bubble, once the prelude has taken it (chat-endpoint.ts), to the site's
 * provider (the local one files it as a lead). `provider` is the site's unless a test brings one.
 */
export function receiveChatMessage(
  db: Database,
  site: Site,
  message: ChatMessage,
  context: ChatContext,
  provider: ChatProvider = chatProviderFor(site.config),
): Promise<ChatSendResult> {
  return provider.send(db, site, message, context);
}
