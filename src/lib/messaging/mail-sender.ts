import type { MessagingConfig } from "./messaging-config";

/** A display name safe inside a quoted From: no quotes, backslashes or line breaks, one space apart. */
export function mailDisplayName(name: string): string {
  return (
    name
      .replace(/["\\\r\n]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "Forecourt"
  );
}

export type MailSender = { from: string; replyTo?: string };

/**
 * Who a shopper's e-mail comes from (issue 36 item 2, decision 0077): the site's own sender name and
 * address when it set them, else the site's name at the platform's address; replies go to the site's
 * reply-to when set (else to the sender, by mail's own rule).
 */
export function shopperMailSender(
  siteName: string,
  messaging: Pick<MessagingConfig, "email_from_name" | "email_from_address" | "email_reply_to">,
  platformAddress: string,
): MailSender {
  const name = mailDisplayName(messaging.email_from_name ?? siteName);
  const address = messaging.email_from_address ?? platformAddress;
  return {
    from: `"${name}" <${address}>`,
    ...(messaging.email_reply_to ? { replyTo: messaging.email_reply_to } : {}),
  };
}
