import "server-only";
import { eq, inArray } from "drizzle-orm";
import { type Env, env } from "@/env";
import type { StaffRole, StaffScope } from "@/lib/staff/roles";
import type { StaffInvite } from "@/lib/staff/staff-invite";
import type { Database } from "../db/client";
import { dealerships, sites } from "../db/schema";
import type { Mailer } from "../leads/delivery/mailer";
import type { AuditActor } from "./audit";
import { type InviteOutcome, inviteStaff } from "./staff-accounts";
import { type StaffMailStatus, sendStaffLinkMail, staffLinkUrl, staffMailStatus } from "./staff-mail";

/**
 * An invitation as the admin API (`POST /admin/api/staff`) and the CLI (`forecourt staff add`) make it:
 * the account and its 24-hour link (staff-accounts.ts), then the invitation e-mail. A failed send does
 * not undo the account: the answer says the e-mail was not sent, and still carries the link, for
 * whoever asked to pass on. Both answer the same view, so the CLI prints the same either way.
 */

export type InvitationView = {
  staff_id: number;
  email: string;
  role: StaffRole;
  /** The site's slug; null for an operator. */
  site: string | null;
  /** The one-time link to set the password. */
  link: string;
  expires_at: string;
  mail: StaffMailStatus;
  /** Why the e-mail was not sent, when it was not. */
  mail_error?: string;
};

export type InvitationOutcome =
  | { kind: "invited"; view: InvitationView }
  | Extract<InviteOutcome, { kind: "refused" }>;

export type InvitationDeps = {
  mailer: Mailer;
  /** Who asks, for the audit log: a staff member, the admin token, the command line. */
  actor: AuditActor;
  /** Whose rights the invitation is checked against; null: the command line or the admin token. */
  granter?: StaffScope | null;
  /** The inviter's name as the e-mail says it; none for the command line and the admin token. */
  invitedBy?: string | null;
  settings?: Env;
  now?: Date;
};

export async function inviteStaffByMail(
  db: Database,
  invite: StaffInvite,
  deps: InvitationDeps,
): Promise<InvitationOutcome> {
  const settings = deps.settings ?? env;
  const outcome = await inviteStaff(db, invite, deps.granter ?? null, deps.actor, deps.now);
  if (outcome.kind === "refused") return outcome;
  const link = staffLinkUrl(outcome.token, settings);
  const names = await scopeNames(db, invite);
  const sent = await sendStaffLinkMail(deps.mailer, {
    kind: "invite",
    to: invite.email,
    from: settings.CONSOLE_MAIL_FROM,
    name: invite.name,
    link,
    expiresAt: outcome.expiresAt,
    role: invite.role,
    siteName: names.site,
    dealershipNames: names.dealerships,
    invitedBy: deps.invitedBy ?? null,
  });
  return {
    kind: "invited",
    view: {
      staff_id: outcome.staffId,
      email: invite.email,
      role: invite.role,
      site: invite.site ?? null,
      link,
      expires_at: outcome.expiresAt.toISOString(),
      mail: staffMailStatus(sent),
      ...(sent.ok ? {} : { mail_error: sent.reason }),
    },
  };
}

/** The site's and the dealerships' names, as the e-mail says them (the slugs were checked already). */
async function scopeNames(
  db: Database,
  invite: StaffInvite,
): Promise<{ site: string | null; dealerships: string[] }> {
  if (!invite.site) return { site: null, dealerships: [] };
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.slug, invite.site));
  if (invite.dealerships.length === 0) return { site: site?.name ?? null, dealerships: [] };
  const rows = await db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.slug, invite.dealerships));
  const bySlug = new Map(rows.map((r) => [r.slug, r.name]));
  return {
    site: site?.name ?? null,
    dealerships: [...new Set(invite.dealerships)].map((slug) => bySlug.get(slug) ?? slug),
  };
}
