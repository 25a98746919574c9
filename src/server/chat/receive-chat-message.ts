import "server-only";
import { and, eq } from "drizzle-orm";
import { chatMessageSchema } from "@/lib/chat/chat-message";
import { chatAvailable } from "@/lib/chat/chat-options";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { jsonError, parseJsonBody } from "../http/api";
import { guardOrigin, type LeadGuard, leadGuard } from "../leads/intake/lead-guard";
import type { ChatProvider } from "./chat-provider";
import { chatProviderFor } from "./chat-providers";

export type ChatPostResult =
  | { kind: "accepted"; reference: string; repeat: boolean }
  /** A bot (honeypot, or sent faster than a person types): answered as taken; nothing was kept. */
  | { kind: "bot" }
  | { kind: "refused"; response: Response };

/**
 * A message from the chat bubble, from request to provider: the same Origin check, render stamp,
 * honeypot and rate limits as a lead form (decision 0010: one guard for every form a shopper sends),
 * the message's own rules, then the site's provider. A site without chat (`features.chat` off or no
 * token) has no chat endpoint: 404.
 */
export async function receiveChatMessage(
  db: Database,
  site: Site,
  request: Request,
  options: { guard?: LeadGuard; provider?: ChatProvider } = {},
): Promise<ChatPostResult> {
  if (!chatAvailable(site.config))
    return { kind: "refused", response: jsonError(404, "This site has no chat") };
  const refused = guardOrigin(request);
  if (refused) return { kind: "refused", response: refused };

  const parsed = await parseJsonBody(request, chatMessageSchema(site.config.chat.mode));
  if (!parsed.ok) return { kind: "refused", response: parsed.response };
  const message = parsed.data;

  const guard = options.guard ?? (await leadGuard(db));
  const verdict = await guard.check(request, site.slug, message, {
    isRepeat: () => messageFiled(db, site, message.idempotency_key),
  });
  if (verdict.kind === "refuse") return { kind: "refused", response: verdict.response };
  if (verdict.kind === "bot") return { kind: "bot" };

  const provider = options.provider ?? chatProviderFor(site.config);
  const result = await provider.send(db, site, message, {
    path: message.path ?? null,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
  });
  switch (result.kind) {
    case "accepted":
      return result;
    case "invalid":
      return { kind: "refused", response: jsonError(400, "Please fix the following errors:", result.issues) };
    case "conflict":
      return {
        kind: "refused",
        response: jsonError(409, "This message was already sent with different words. Please send it again."),
      };
  }
}

/** Whether the site holds a message (a lead) under this key: a retry, not a new message to count. */
async function messageFiled(db: Database, site: Site, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row !== undefined;
}
