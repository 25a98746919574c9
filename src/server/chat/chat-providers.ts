import "server-only";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import type { ChatProvider } from "./chat-provider";
import { localChatProvider } from "./local-chat-provider";

const PROVIDERS: Record<SiteConfig["chat"]["provider"], ChatProvider> = { local: localChatProvider };

/** The site's messaging provider (site config `chat.provider`). */
export function chatProviderFor(config: SiteConfig): ChatProvider {
  return PROVIDERS[config.chat.provider];
}
