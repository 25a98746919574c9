import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { LINK_HOURS, type LinkKind } from "@/lib/staff/link-hours";
import { checkStaffPassword } from "@/lib/staff/password-policy";
import type { Database, Executor } from "../db/client";
import { staffAccounts, staffLinks, staffSessions, staffUsers } from "../db/schema";
import { type AuditActor, recordAudit } from "./audit";

/**
 * One-time links (issue 31 §2): an invitation (or the CLI's first sign-in link) to set a password,
 * a password reset (their lifetimes: lib/staff/link-hours). The token is 32 random bytes, sent once;
 * only its SHA-256 is stored, and using it stamps the row, so a link works once and a leaked table
 * opens nothing.
 */

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Makes a link for `staffId`; earlier unused links of the same kind stop working. */
export async function issueStaffLink(db: Executor, staffId: number, kind: LinkKind, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(staffLinks)
    .set({ usedAt: now })
    .where(and(eq(staffLinks.staffId, staffId), eq(staffLinks.kind, kind), isNull(staffLinks.usedAt)));
  const expiresAt = new Date(now.getTime() + LINK_HOURS[kind] * 60 * 60 * 1000);
  await db.insert(staffLinks).values({ staffId, kind, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The path a link opens on the console's host. */
export function staffLinkPath(token: string): string {
  return `/set-password?token=${encodeURIComponent(token)}`;
}

export type LinkLookup =
  | { ok: true; staffId: number; kind: LinkKind; email: string; name: string }
  | { ok: false; message: string };

const SPENT = "This link has been used or has expired. Ask for a new one.";

/** Whom a still-good link is for, without using it (the set-password page shows the e-mail). */
export async function readStaffLink(db: Executor, token: string, now = new Date()): Promise<LinkLookup> {
  const [row] = await db
    .select({
      staffId: staffLinks.staffId,
      kind: staffLinks.kind,
      email: staffUsers.email,
      name: staffUsers.name,
    })
    .from(staffLinks)
    .innerJoin(staffUsers, eq(staffUsers.id, staffLinks.staffId))
    .where(
      and(
        eq(staffLinks.tokenHash, hashToken(token)),
        isNull(staffLinks.usedAt),
        gt(staffLinks.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1);
  return row ? { ok: true, ...row } : { ok: false, message: SPENT };
}

export type SetPasswordOutcome =
  | { kind: "set"; staffId: number; email: string }
  | { kind: "refused"; field: "token" | "password"; message: string };

/**
 * Sets the password a link is for: the link is spent, the password judged (lib/staff/password-policy),
 * stored as better-auth's hash on the credential row, and every session of the account ended, all in
 * one transaction with its audit entry. A second use of the same link is refused.
 */
export async function setPasswordWithLink(
  db: Database,
  input: { token: string; password: string; address: string | null },
  now = new Date(),
): Promise<SetPasswordOutcome> {
  const link = await readStaffLink(db, input.token, now);
  if (!link.ok) return { kind: "refused", field: "token", message: link.message };
  const verdict = checkStaffPassword(input.password, link);
  if (!verdict.ok) return { kind: "refused", field: "password", message: verdict.message };
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffLinks)
      .set({ usedAt: now })
      .where(and(eq(staffLinks.tokenHash, hashToken(input.token)), isNull(staffLinks.usedAt)))
      .returning({ id: staffLinks.id });
    if (spent.length === 0) return { kind: "refused", field: "token", message: SPENT } as const;
    const [credential] = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.userId, link.staffId), eq(staffAccounts.providerId, "credential")));
    if (credential) {
      await tx
        .update(staffAccounts)
        .set({ password: hash, updatedAt: now })
        .where(eq(staffAccounts.id, credential.id));
    } else {
      await tx.insert(staffAccounts).values({
        userId: link.staffId,
        accountId: String(link.staffId),
        providerId: "credential",
        password: hash,
      });
    }
    await tx
      .update(staffUsers)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(staffUsers.id, link.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, link.staffId));
    const [user] = await tx
      .select({ siteId: staffUsers.siteId })
      .from(staffUsers)
      .where(eq(staffUsers.id, link.staffId));
    const actor: AuditActor = {
      kind: "staff",
      staffId: link.staffId,
      name: link.name,
      email: link.email,
      address: input.address,
    };
    await recordAudit(tx, actor, {
      siteId: user?.siteId ?? null,
      action: link.kind === "invite" ? "staff.accept-invitation" : "staff.reset-password",
      targetType: "staff",
      targetId: link.staffId,
    });
    return { kind: "set", staffId: link.staffId, email: link.email } as const;
  });
}
