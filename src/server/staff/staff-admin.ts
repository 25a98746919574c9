import "server-only";
import { and, eq } from "drizzle-orm";
import type { StaffRole } from "@/lib/staff/roles";
import type { Database } from "../db/client";
import { staffSessions, staffUsers } from "../db/schema";
import { type AuditActor, recordAudit } from "./audit";
import { issueStaffLink } from "./staff-links";

/**
 * What a group admin (or an operator) does to a site's existing staff accounts (issue 31 §2): switch
 * one off (its sessions end at once; sign-in is refused) or back on, and send a new one-time link to
 * set a password (a forgotten password, an invitation that lapsed). Each is audit-logged with the
 * account's state before and after. A member cannot switch themself off.
 */

export type StaffChangeOutcome =
  | { kind: "done"; email: string; name?: string; role?: StaffRole; token?: string; expiresAt?: Date }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

async function siteAccount(db: Database, siteId: number, staffId: number) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.siteId, siteId)));
  return row ?? null;
}

export async function setStaffDisabled(
  db: Database,
  input: { siteId: number; staffId: number; disabled: boolean; actingStaffId: number | null },
  actor: AuditActor,
  now = new Date(),
): Promise<StaffChangeOutcome> {
  const account = await siteAccount(db, input.siteId, input.staffId);
  if (!account) return { kind: "not-found" };
  if (input.disabled && input.actingStaffId === account.id) {
    return { kind: "refused", message: "You cannot switch off your own account." };
  }
  if (Boolean(account.disabledAt) === input.disabled) return { kind: "done", email: account.email };
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ disabledAt: input.disabled ? now : null, updatedAt: now })
      .where(eq(staffUsers.id, account.id));
    if (input.disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, account.id));
    await recordAudit(tx, actor, {
      siteId: input.siteId,
      action: input.disabled ? "staff.disable" : "staff.enable",
      targetType: "staff",
      targetId: account.id,
      before: { disabled: !input.disabled },
      after: { disabled: input.disabled },
    });
  });
  return { kind: "done", email: account.email };
}

/** A new one-time link to set a password: one hour for an account that has signed in, else a day. */
export async function sendNewStaffLink(
  db: Database,
  input: { siteId: number; staffId: number; kind: "invite" | "reset" },
  actor: AuditActor,
  now = new Date(),
): Promise<StaffChangeOutcome> {
  const account = await siteAccount(db, input.siteId, input.staffId);
  if (!account) return { kind: "not-found" };
  if (account.disabledAt) return { kind: "refused", message: "Switch the account back on first." };
  return db.transaction(async (tx) => {
    const link = await issueStaffLink(tx, account.id, input.kind, now);
    await recordAudit(tx, actor, {
      siteId: input.siteId,
      action: input.kind === "invite" ? "staff.reinvite" : "staff.password-link",
      targetType: "staff",
      targetId: account.id,
    });
    return {
      kind: "done",
      email: account.email,
      name: account.name,
      role: account.role,
      token: link.token,
      expiresAt: link.expiresAt,
    } as const;
  });
}
