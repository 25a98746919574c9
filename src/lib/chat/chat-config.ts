import { z } from "zod";
import { secret } from "../config/config-visibility";
import { CHAT_MODES, CHAT_PROVIDERS } from "./chat-options";

/**
 * The chat bubble's slice of the site config (spec 02 §2 "Other", §3 "a messaging api token", §9
 * "Chat options follow mode"; decision 0043): shown when `features.chat` is on and a token is set. The
 * provider takes the messages; `local` files each one as a lead for the dealer (server/chat). The token
 * is the site's account with the provider; it never reaches a browser (decision 0042).
 */
export const chatConfigSchema = z
  .strictObject({
    provider: z.enum(CHAT_PROVIDERS).default("local").meta({
      label: "Chat provider",
      help: "Who takes the messages; local files each one as a lead (spec 02 §2 Other).",
    }),
    token: secret(
      z.string().trim().min(8, "A messaging token is at least 8 characters").max(500).meta({
        label: "Messaging token",
        help: "The site's account with the chat provider (spec 02 §3 site config: a messaging api token).",
      }),
    ).optional(),
    mode: z.enum(CHAT_MODES).default("sales").meta({
      label: "Chat departments",
      help: "sales offers sales chat only; all adds service and parts (spec 02 §9 Chat options follow mode).",
    }),
  })
  .prefault({})
  .meta({ label: "Chat", help: "The chat bubble, shown when the chat switch is on and a token is set." });

export type ChatConfig = z.infer<typeof chatConfigSchema>;
