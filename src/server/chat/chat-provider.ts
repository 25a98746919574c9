import "server-only";
import type { ChatMessage } from "@/lib/chat/chat-message";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import type { ApiIssue } from "../http/api";

/**
 * Who takes a chat bubble's messages (ARCHITECTURE rule 7 "adapters at the edge"; spec 02 §3 "a
 * messaging api token"). The route and the bubble see only these shapes, never a provider's. The
 * spec names no messaging provider, so the one adapter is `local` (local-chat-provider.ts): each
 * message becomes a lead the dealer gets through the lead outbox. A hosted messaging service slots in
 * here, taking the site's `chat.token` as its credential.
 */
export type ChatContext = {
  /** The page the message was sent from, a path of this site. */
  path: string | null;
  userAgent: string | null;
};

export type ChatSendResult =
  /** Taken; `reference` is the provider's id for it (the lead id for `local`). */
  | { kind: "accepted"; reference: string; repeat: boolean }
  /** Something in the message the provider refuses (e.g. a car that is not the site's). */
  | { kind: "invalid"; issues: ApiIssue[] }
  /** The same message key with other content: the bubble must start a new message. */
  | { kind: "conflict" };

export type ChatProvider = {
  id: string;
  send(db: Database, site: Site, message: ChatMessage, context: ChatContext): Promise<ChatSendResult>;
};
