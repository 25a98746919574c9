/**
 * The chat bubble's rules (spec 02 §2 "Other: a sticky call-to-action bar and a chat bubble exist",
 * §3 site config "a messaging api token", §4 "Button variants", §9 "Chat options follow mode").
 * Zod-free: the bubble's browser code and the site config schema both read these.
 */

/** Who takes the messages (server/chat/providers): `local` files each as a lead for the dealer. */
export const CHAT_PROVIDERS = ["local"] as const;
export type ChatProviderId = (typeof CHAT_PROVIDERS)[number];

/** Spec 02 §9 "Chat for service and parts is disabled outside certain modes". */
export const CHAT_MODES = ["sales", "all"] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const CHAT_DEPARTMENTS = ["Sales", "Service", "Parts"] as const;
export type ChatDepartment = (typeof CHAT_DEPARTMENTS)[number];

/** The lead category a chat message is filed under; the department is its subcategory. */
export const CHAT_LEAD_CATEGORY = "Instant Message";
/** Spec 02 §4: the vehicle page's button when chat replaces Enquire. */
export const INSTANT_MESSAGE_LABEL = "Instant Message";

/** The lead forms' first-name limit (lib/leads/fields), for the bubble's input. */
export const CHAT_NAME_MAX_LENGTH = 50;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export type ChatSettings = {
  features: { chat: boolean };
  chat: { token?: string | undefined; mode: ChatMode };
};

/**
 * Spec 02 §2 / the brief: the bubble shows when the site's `features.chat` is on and a messaging token
 * is configured; either alone shows nothing.
 */
export function chatAvailable(config: ChatSettings): boolean {
  return config.features.chat && Boolean(config.chat.token?.trim());
}

/** Spec 02 §9 "Chat options follow mode": sales only, or sales, service and parts in `all` mode. */
export function chatDepartments(mode: ChatMode): ChatDepartment[] {
  return mode === "all" ? [...CHAT_DEPARTMENTS] : ["Sales"];
}

/**
 * Spec 02 §4 "Button variants: the chat (Instant Message) option replaces Enquire when checkout is
 * enabled and a chat token is present": the car offers checkout (reserve or buy online) and the site
 * has chat.
 */
export function instantMessageReplacesEnquire(checkoutOffered: boolean, config: ChatSettings): boolean {
  return checkoutOffered && chatAvailable(config);
}

/** The event the page's Instant Message buttons send the bubble: open, about this car. */
export const OPEN_CHAT_EVENT = "forecourt:open-chat";
export type OpenChatDetail = { carId?: number; carName?: string };
