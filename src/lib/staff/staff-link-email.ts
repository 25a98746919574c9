import { EMAIL_FONT, emailDocument } from "../text/email-html";
import { oneLine } from "../text/one-line";
import { escapeHtml } from "../text/xml-escape";
import { type LinkKind, linkLifetime } from "./link-hours";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "./roles";

/**
 * The two e-mails the console sends a staff member (issue 31 §2), each with its one-time link: the
 * invitation (set a password, 24 hours) and the password reset (1 hour). Each says whom it is for, who
 * invited them and to what (the role and its site in words), when the link stops working, and what to
 * do if it was not expected; as plain text and as a simple HTML page. Names are typed by people, so
 * they are escaped in the HTML and kept to one line in the subject and the text.
 */

export type StaffLinkEmailKind = LinkKind;

export type StaffLinkEmailInput = {
  kind: StaffLinkEmailKind;
  /** The staff member's name; may be empty. */
  name: string;
  /** The whole link: the console's origin and `/set-password?token=…`. */
  link: string;
  expiresAt: Date;
  role: StaffRole;
  /** The site's name; none for an operator. */
  siteName?: string | null;
  /** Managers and sales: the names of the dealerships assigned. */
  dealershipNames?: readonly string[];
  /** Who sent the invitation (a staff member's name); none when it came from the command line. */
  invitedBy?: string | null;
  /** The clock the expiry is shown on; Sydney's by default. */
  timeZone?: string;
};

export type StaffLinkEmail = { subject: string; text: string; html: string };

export const STAFF_EMAIL_SUBJECTS: Record<StaffLinkEmailKind, string> = {
  invite: "You're invited to the Forecourt console",
  reset: "Reset your Forecourt console password",
};

const DEFAULT_TIME_ZONE = "Australia/Sydney";

/** "Tuesday 24 November 2026 at 1:00 pm AEDT": the day, the time and the zone, so nobody has to guess. */
export function formatLinkExpiry(expiresAt: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(expiresAt);
}

/** Who a role makes someone, as a sentence says it. */
const ROLE_NOUNS: Record<StaffRole, string> = {
  operator: "an operator",
  "group-admin": "a group admin",
  manager: "a manager",
  sales: "a sales person",
  marketing: "a marketer",
};

/** "a manager at Harbour Toyota (dealerships: Parramatta, Penrith)", "an operator (every site)". */
export function describeStaffRole(
  input: Pick<StaffLinkEmailInput, "role" | "siteName" | "dealershipNames">,
): string {
  const noun = ROLE_NOUNS[input.role];
  if (input.role === "operator") return `${noun} (every site)`;
  const site = input.siteName ? ` at ${oneLine(input.siteName)}` : "";
  const dealerships = (input.dealershipNames ?? []).map((name) => oneLine(name)).filter(Boolean);
  const which = dealerships.length
    ? ` (${dealerships.length === 1 ? "dealership" : "dealerships"}: ${dealerships.join(", ")})`
    : "";
  return `${noun}${site}${which}`;
}

/** "The Manager role covers the dealerships assigned: leads, reservations, …". */
function roleCovers(role: StaffRole): string {
  const description = ROLE_DESCRIPTIONS[role];
  return `The ${ROLE_LABELS[role]} role covers ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
}

type Paragraphs = {
  greeting: string;
  lead: string;
  action: string;
  button: string;
  expiry: string;
  notYou: string;
};

function paragraphs(input: StaffLinkEmailInput): Paragraphs {
  const name = oneLine(input.name);
  const expiry = `The link works once, for ${linkLifetime(input.kind)}: it expires on ${formatLinkExpiry(input.expiresAt, input.timeZone)}.`;
  if (input.kind === "invite") {
    const who = input.invitedBy ? oneLine(input.invitedBy) : "";
    return {
      greeting: name ? `Hello ${name},` : "Hello,",
      lead: `${who ? `${who} has invited you` : "You have been invited"} to the Forecourt dealer console as ${describeStaffRole(input)}. ${roleCovers(input.role)}`,
      action: "To accept, open this link and choose a password:",
      button: "Set my password",
      expiry: `${expiry} If it has expired, ask whoever invited you for a new one.`,
      notYou:
        "If you were not expecting this invitation, ignore this e-mail: no one can use the account until a password is set.",
    };
  }
  return {
    greeting: name ? `Hello ${name},` : "Hello,",
    lead: "Someone asked to reset the password of your Forecourt console account.",
    action: "To choose a new password, open this link:",
    button: "Choose a new password",
    expiry: `${expiry} Setting a new password signs you out everywhere.`,
    notYou: "If it was not you, ignore this e-mail: your password stays as it is.",
  };
}

export function renderStaffLinkEmail(input: StaffLinkEmailInput): StaffLinkEmail {
  const subject = STAFF_EMAIL_SUBJECTS[input.kind];
  const p = paragraphs(input);
  const text = [p.greeting, "", p.lead, "", p.action, "", input.link, "", p.expiry, "", p.notYou, ""].join(
    "\n",
  );
  return { subject, text, html: renderHtml(subject, input.link, p) };
}

function renderHtml(subject: string, link: string, p: Paragraphs): string {
  const para = (text: string, style = "") => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const href = escapeHtml(link);
  return emailDocument(
    subject,
    `<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;${EMAIL_FONT}font-size:20px;line-height:1.3;color:#18181b;">${escapeHtml(subject)}</h1>
${para(p.greeting)}
${para(p.lead)}
${para(p.action)}
<p style="margin:0 0 16px;"><a href="${href}" style="display:inline-block;padding:10px 16px;background-color:#18181b;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(p.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all;">Or copy this address into your browser: <a href="${href}" style="color:#1d4ed8;">${href}</a></p>
${para(p.expiry)}
${para(p.notYou, "font-size:13px;color:#52525b;")}
</td></tr>`,
  );
}
