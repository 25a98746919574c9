import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import { consoleOrigin, type Env, env } from "@/env";
import { renderStaffLinkEmail, type StaffLinkEmailInput } from "@/lib/staff/staff-link-email";
import { createMailer, type Mailer, type MailOutcome } from "../leads/delivery/mailer";
import { staffLinkPath } from "./staff-links";

/**
 * Sending the console's e-mails to staff (issue 31 §2): an invitation or a password reset, each
 * carrying its one-time link, from CONSOLE_MAIL_FROM through the same mailer as lead e-mails: SMTP_URL,
 * or without it an .eml file in DATA_DIR/mail. A send is tried once; a failure is the caller's to say
 * (the account stays made, and whoever asked is given the link to pass on).
 */

/** The link as the e-mail (and the CLI) gives it: the console's origin and `/set-password?token=…`. */
export function staffLinkUrl(token: string, settings: Env = env): string {
  return `${consoleOrigin(settings)}${staffLinkPath(token)}`;
}

/** The mailer a process sends staff e-mails with: SMTP_URL's relay, else the spool in DATA_DIR/mail. */
export function staffMailer(settings: Env = env): Mailer {
  return createMailer({ smtpUrl: settings.SMTP_URL, spoolDir: path.join(settings.DATA_DIR, "mail") });
}

export type StaffLinkMail = StaffLinkEmailInput & {
  /** The staff member's e-mail address. */
  to: string;
  /** The sender; CONSOLE_MAIL_FROM by default. */
  from?: string;
};

/**
 * One message per link: the Message-ID is made from a hash of the link (never the token itself), so a
 * second send of the same link is the same message to the receiver and overwrites its own spool file.
 */
export function staffLinkMessageId(kind: StaffLinkEmailInput["kind"], link: string): string {
  const digest = createHash("sha256").update(link).digest("hex").slice(0, 32);
  return `<staff-${kind}-${digest}@forecourt.local>`;
}

/** Sends the invitation or the reset e-mail; never throws (the mailer's outcome says how it went). */
export async function sendStaffLinkMail(mailer: Mailer, mail: StaffLinkMail): Promise<MailOutcome> {
  const { to, from = env.CONSOLE_MAIL_FROM, ...content } = mail;
  const email = renderStaffLinkEmail(content);
  return mailer.send({
    messageId: staffLinkMessageId(mail.kind, mail.link),
    from,
    to: [to],
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { "X-Forecourt-Staff-Mail": mail.kind },
  });
}

/** What became of the e-mail, as the admin API and the CLI say it. */
export type StaffMailStatus = "sent" | "spooled" | "not-sent";

export function staffMailStatus(outcome: MailOutcome): StaffMailStatus {
  if (!outcome.ok) return "not-sent";
  return outcome.transport === "smtp" ? "sent" : "spooled";
}
