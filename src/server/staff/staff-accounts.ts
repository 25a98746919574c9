import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { mayGrant, type StaffScope } from "@/lib/staff/roles";
import type { StaffInvite } from "@/lib/staff/staff-invite";
import type { Database } from "../db/client";
import { dealerships, siteDealerships, sites, staffUsers } from "../db/schema";
import { type AuditActor, recordAudit } from "./audit";
import { issueStaffLink } from "./staff-links";

/**
 * Making staff accounts (issue 31 §2): an invitation names the role and scope; the account is made at
 * once with no password, and a one-time link (24 hours) lets its owner set one. Who may invite whom is
 * lib/staff/roles `mayGrant`; the command line acts as an operator.
 */

export type InviteOutcome =
  | { kind: "invited"; staffId: number; token: string; expiresAt: Date }
  | { kind: "refused"; status: 400 | 404 | 409; field: string; message: string };

/** The site and dealership ids an invitation names, or why they are not there. */
async function resolveScope(
  db: Database,
  invite: StaffInvite,
): Promise<
  { ok: true; siteId: number | null; dealershipIds: number[] } | Extract<InviteOutcome, { kind: "refused" }>
> {
  if (!invite.site) return { ok: true, siteId: null, dealershipIds: [] };
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, invite.site));
  if (!site)
    return { kind: "refused", status: 404, field: "site", message: `There is no site "${invite.site}".` };
  if (invite.dealerships.length === 0) return { ok: true, siteId: site.id, dealershipIds: [] };
  const found = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .where(and(eq(siteDealerships.siteId, site.id), inArray(dealerships.slug, invite.dealerships)));
  const missing = invite.dealerships.filter((slug) => !found.some((d) => d.slug === slug));
  if (missing.length > 0) {
    return {
      kind: "refused",
      status: 400,
      field: "dealerships",
      message: `Not a dealership of ${invite.site}: ${missing.join(", ")}.`,
    };
  }
  return { ok: true, siteId: site.id, dealershipIds: found.map((d) => d.id).sort((a, b) => a - b) };
}

/**
 * Invites a staff member on behalf of `granter` (null: the command line or the admin token, which act
 * as an operator). The account, its link and the audit entry are stored together; an e-mail already in
 * use is refused.
 */
export async function inviteStaff(
  db: Database,
  invite: StaffInvite,
  granter: StaffScope | null,
  actor: AuditActor,
  now = new Date(),
): Promise<InviteOutcome> {
  const scope = await resolveScope(db, invite);
  if (!("ok" in scope)) return scope;
  if (granter && !mayGrant(granter, invite.role, scope.siteId)) {
    // Another site's invitation reads as a site that is not there.
    if (scope.siteId !== null && granter.siteId !== scope.siteId && granter.role !== "operator") {
      return { kind: "refused", status: 404, field: "site", message: `There is no site "${invite.site}".` };
    }
    return { kind: "refused", status: 400, field: "role", message: "You may not give this role." };
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffUsers)
      .values({
        email: invite.email,
        name: invite.name,
        role: invite.role,
        siteId: scope.siteId,
        dealershipIds: scope.dealershipIds,
        seesAllDealershipLeads: invite.sees_all_dealership_leads,
      })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning({ id: staffUsers.id });
    const staffId = inserted[0]?.id;
    if (!staffId) {
      return {
        kind: "refused",
        status: 409,
        field: "email",
        message: "Someone already has an account with this e-mail.",
      } as const;
    }
    const link = await issueStaffLink(tx, staffId, "invite", now);
    await recordAudit(tx, actor, {
      siteId: scope.siteId,
      action: "staff.invite",
      targetType: "staff",
      targetId: staffId,
      after: {
        email: invite.email,
        name: invite.name,
        role: invite.role,
        dealershipIds: scope.dealershipIds,
        seesAllDealershipLeads: invite.sees_all_dealership_leads,
      },
    });
    return { kind: "invited", staffId, token: link.token, expiresAt: link.expiresAt } as const;
  });
}
