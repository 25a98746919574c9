import "server-only";
import { CHAT_LEAD_CATEGORY } from "@/lib/chat/chat-options";
import { systemLead } from "@/lib/leads/system-lead";
import { submitLead } from "../leads/intake/submit-lead";
import type { ChatProvider } from "./chat-provider";

/**
 * The local messaging provider: each message is filed as a lead ('Instant Message', with the
 * department as its subcategory) through the lead engine, so it is stored before the shopper is told
 * it was sent and reaches the dealer by every route the site's leads take (e-mail, ADF, webhook),
 * with retries. The dealer replies by the e-mail or phone the shopper gave.
 */
export const localChatProvider: ChatProvider = {
  id: "local",
  async send(db, site, message, context) {
    const lead = systemLead({
      category: CHAT_LEAD_CATEGORY,
      subcategory: `${message.department} chat`,
      carId: message.car_id ?? null,
      customer: {
        firstName: message.name,
        email: message.email ?? null,
        phone: message.phone ?? null,
        preferredContactMethod: message.phone ? "Phone" : "Email",
      },
      message: message.message,
      extra: { "Chat department": message.department },
      fields: {
        department: message.department,
        name: message.name,
        ...(message.email ? { email: message.email } : {}),
        ...(message.phone ? { phone: message.phone } : {}),
        message: message.message,
        ...(message.car_id ? { car_id: message.car_id } : {}),
      },
      leadAttributes: { form: "chat" },
      path: context.path,
      userAgent: context.userAgent,
      idempotencyKey: message.idempotency_key,
    });
    // The shopper's confirmation of their message (issue 34), to the e-mail or mobile they gave.
    const result = await submitLead(db, site, lead, new Date(), { kind: "received" });
    switch (result.kind) {
      case "created":
        return { kind: "accepted", reference: result.id, repeat: false };
      case "replayed":
        return { kind: "accepted", reference: result.id, repeat: true };
      case "conflict":
        return { kind: "conflict" };
      case "invalid":
        return { kind: "invalid", issues: result.issues };
    }
  },
};
