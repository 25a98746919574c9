import "server-only";
import { eq } from "drizzle-orm";
import { requiresTwoFactor, type StaffScope } from "@/lib/staff/roles";
import {
  pastAbsoluteLimit,
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_TOUCH_SECONDS,
} from "@/lib/staff/staff-session";
import type { Database } from "../db/client";
import { staffSessions, staffUsers } from "../db/schema";
import type { ClientFacts } from "../http/state-change";
import type { AuditActor } from "./audit";
import { staffAuth } from "./staff-auth";
import { staffAuthHeaders } from "./staff-sign-in";

/**
 * The staff member a console request's cookie names (issue 31 §2), or null: no cookie, a session
 * ended (signed out, switched off, password reset), idle past its limit, or past its absolute limit
 * (then it is ended here). Read fresh from the database on every request, so a role changed or an
 * account switched off applies at once. A session in use has its end moved on (idle expiry): the row's
 * `expiresAt`, at most every few minutes; the cookie itself lasts until the browser closes
 * (`browserSessionCookies`), so the database alone decides when a session is over.
 */

export type StaffMember = {
  scope: StaffScope;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  /** Operators and group admins must turn two-factor on before anything else (decision 0046). */
  mustEnrolTwoFactor: boolean;
  sessionId: number;
};

export async function findStaff(
  /**
   * `touch: false` reads the session without moving its idle end on: a page polling in the background
   * (the inbox's new leads) is not the member at work, and must not keep an unattended session alive.
   */
  deps: { db: Database; secret?: string; now?: () => Date; touch?: boolean },
  client: Pick<ClientFacts, "cookie" | "secure" | "address" | "userAgent">,
): Promise<StaffMember | null> {
  if (!client.cookie) return null;
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  const found = await auth.api
    .getSession({ headers: staffAuthHeaders(client), query: { disableRefresh: true } })
    .catch(() => null);
  if (!found) return null;
  const sessionId = Number(found.session.id);
  const now = deps.now?.() ?? new Date();
  if (pastAbsoluteLimit(new Date(found.session.createdAt), now)) {
    await deps.db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    return null;
  }
  const due =
    now.getTime() - new Date(found.session.updatedAt).getTime() > STAFF_SESSION_TOUCH_SECONDS * 1000;
  if (deps.touch !== false && due) {
    await deps.db
      .update(staffSessions)
      .set({ expiresAt: new Date(now.getTime() + STAFF_SESSION_IDLE_SECONDS * 1000), updatedAt: now })
      .where(eq(staffSessions.id, sessionId));
  }
  const [user] = await deps.db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, Number(found.user.id)));
  if (!user || user.disabledAt) return null;
  return {
    scope: {
      staffId: user.id,
      role: user.role,
      siteId: user.siteId,
      dealershipIds: user.dealershipIds,
      seesAllDealershipLeads: user.seesAllDealershipLeads,
    },
    name: user.name,
    email: user.email,
    twoFactorEnabled: user.twoFactorEnabled,
    mustEnrolTwoFactor: requiresTwoFactor(user.role) && !user.twoFactorEnabled,
    sessionId,
  };
}

/** The audit log's name for a staff member acting from `address`. */
export function staffActor(member: StaffMember, address: string | null): AuditActor {
  return { kind: "staff", staffId: member.scope.staffId, name: member.name, email: member.email, address };
}
