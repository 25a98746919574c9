import { z } from "zod";
import { internal, secret } from "../config/config-visibility";

/** An SMS sender id as carriers take it: up to 11 letters and digits (one letter at least), or E.164. */
export const SMS_SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\+\d{6,15}$/;

/**
 * How a site's messages go out (issue 36 item 2, decision 0077): the SMS sender id
 * shoppers see and, for a dealer with its own account, that account's credentials; the name, address
 * and reply-to of the e-mails shoppers get. Unset, a site uses the server's (the environment's
 * `SMS_PROVIDER`, `SMS_SENDER`, `ALERT_MAIL_FROM`). The whole group is internal; the credentials are
 * secret: written from the console, never shown back (decision 0042).
 */
export const messagingConfigSchema = internal(
  z
    .strictObject({
      sms_sender: z
        .string()
        .trim()
        .regex(SMS_SENDER_ID, "Up to 11 letters and digits (with a letter), or a number like +61412345678")
        .optional()
        .meta({
          label: "SMS sender",
          help: "What shoppers' phones show as the sender: up to 11 letters and digits, or your own number in +61 form. Empty: the platform's.",
        }),
      sms_provider: z.enum(["platform", "messagemedia"]).default("platform").meta({
        label: "SMS account",
        help: "platform sends through the agency's account; messagemedia through your own MessageMedia account below.",
      }),
      messagemedia_api_key: secret(
        z.string().trim().min(8, "A MessageMedia API key is at least 8 characters").max(200).meta({
          label: "MessageMedia API key",
          help: "Your own account's key (Sinch MessageMedia, Settings → API keys).",
        }),
      ).optional(),
      messagemedia_api_secret: secret(
        z.string().trim().min(8, "A MessageMedia API secret is at least 8 characters").max(200).meta({
          label: "MessageMedia API secret",
          help: "The secret shown once beside that key.",
        }),
      ).optional(),
      email_from_name: z.string().trim().min(1).max(80).optional().meta({
        label: "E-mail sender name",
        help: "The name shoppers' e-mails come from. Empty: the site's name.",
      }),
      email_from_address: z.email("An e-mail address, like hello@yourdealer.com.au").optional().meta({
        label: "E-mail sender address",
        help: "The address shoppers' e-mails come from; its domain must let the platform's mail server send for it (SPF/DKIM). Empty: the platform's.",
      }),
      email_reply_to: z.email("An e-mail address, like sales@yourdealer.com.au").optional().meta({
        label: "Reply-to address",
        help: "Where a shopper's reply to a confirmation or alert goes. Empty: the sender address.",
      }),
    })
    .prefault({})
    .refine(
      (messaging) =>
        messaging.sms_provider !== "messagemedia" ||
        (messaging.messagemedia_api_key !== undefined && messaging.messagemedia_api_secret !== undefined),
      {
        message: "Your own MessageMedia account needs its API key and secret",
        path: ["messagemedia_api_key"],
      },
    )
    .meta({
      label: "Messages",
      help: "Who shoppers' texts and e-mails come from, and your own SMS account if you have one.",
    }),
);

export type MessagingConfig = z.infer<typeof messagingConfigSchema>;
