import { z } from "zod";
import { carId, email, firstName, formToken, honeypot, idempotencyKey, phone } from "../leads/fields";
import { optionalText, requiredText } from "../leads/input-rules";
import {
  CHAT_DEPARTMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatDepartment,
  type ChatMode,
  chatDepartments,
} from "./chat-options";

/**
 * A shopper's message from the chat bubble, as POST /api/chat/messages takes it (server-side only: the
 * bubble's browser code checks with HTML attributes and shows the server's reasons). The name, e-mail
 * and phone follow the lead forms' field rules (lib/leads/fields); a reply needs one way back, so an
 * e-mail address or a phone number is required. The guard's plumbing (render stamp, idempotency key,
 * honeypot) is the lead forms' too (decision 0010).
 */
export const CONTACT_NEEDED_MESSAGE = "Please give an email address or a phone number so we can reply.";

export function chatMessageSchema(mode: ChatMode) {
  const departments = chatDepartments(mode);
  return z
    .strictObject({
      department: z
        .enum(CHAT_DEPARTMENTS, { error: `department must be one of ${departments.join(", ")}` })
        .default("Sales")
        .refine((d: ChatDepartment) => departments.includes(d), {
          message: `This site's chat takes ${departments.join(", ")} messages`,
        }),
      name: firstName,
      email: optionalText(email),
      phone: optionalText(phone),
      message: requiredText("Please type your message.").max(
        CHAT_MESSAGE_MAX_LENGTH,
        `Please keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
      ),
      car_id: carId,
      path: z
        .string()
        .max(500)
        .regex(/^\/(?!\/)/, "path must be a path of this site, starting with /")
        .optional(),
      form_token: formToken,
      idempotency_key: idempotencyKey,
      website: honeypot,
    })
    .refine((value) => Boolean(value.email || value.phone), {
      path: ["email"],
      message: CONTACT_NEEDED_MESSAGE,
    });
}

export type ChatMessage = z.output<ReturnType<typeof chatMessageSchema>>;
