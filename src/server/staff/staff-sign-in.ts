import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { hitRateLimit, peekRateLimit, type RateCounters } from "@/lib/net/rate-limit";
import {
  FAILED_SIGN_INS_PER_ACCOUNT,
  FAILED_SIGN_INS_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "@/lib/staff/staff-session";
import type { Database } from "../db/client";
import { staffSessions, staffUsers } from "../db/schema";
import type { ClientFacts } from "../http/state-change";
import { staffAuth } from "./staff-auth";

/**
 * Staff sign-in (issue 31 §2): an e-mail and password, then, for an account with two-factor on, a
 * code from the authenticator app (or a backup code). In front of better-auth: failed attempts are
 * counted in the database per account and per client address; past the limit the account is locked
 * for the window and no password is even checked, right or wrong (so 1,000 guesses find nothing).
 * Every refusal of a password reads the same whether or not the e-mail has an account.
 */

export type StaffSignInDeps = { db: Database; counters: RateCounters; secret?: string; now?: () => Date };

export type PasswordOutcome =
  | { kind: "signed-in"; setCookies: string[] }
  | { kind: "two-factor"; setCookies: string[] }
  | { kind: "refused"; message: string }
  | { kind: "locked"; retryAfterSeconds: number; message: string };

export type CodeOutcome =
  | { kind: "signed-in"; setCookies: string[] }
  | { kind: "refused"; message: string; restart: boolean }
  | { kind: "locked"; retryAfterSeconds: number; message: string };

export const WRONG_PASSWORD = "That e-mail and password do not match an account.";
export const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";
export const CODE_SESSION_OVER =
  "This sign-in has expired or was tried too often. Start again with your password.";

/** The request's headers as better-auth should see them: its cookies, and the client we vouch for. */
export function staffAuthHeaders(client: Pick<ClientFacts, "cookie" | "userAgent" | "address">): Headers {
  const headers = new Headers();
  if (client.cookie) headers.set("cookie", client.cookie);
  if (client.userAgent) headers.set("user-agent", client.userAgent.slice(0, 400));
  if (client.address !== "unknown") headers.set("x-forecourt-auth-client", client.address);
  return headers;
}

const accountKey = (email: string) =>
  `staff-signin-account:${createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 22)}`;
const addressKey = (address: string) => `staff-signin-address:${address}`;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const lockedMessage = (ms: number) =>
  `Too many failed sign-ins. This account is locked for ${minutes(ms)} minute${minutes(ms) === 1 ? "" : "s"}; try again then, or reset your password.`;

async function lock(deps: StaffSignInDeps, email: string, address: string) {
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const rules = [
    { key: accountKey(email), limit: FAILED_SIGN_INS_PER_ACCOUNT },
    { key: addressKey(address), limit: FAILED_SIGN_INS_PER_ADDRESS },
  ];
  for (const rule of rules) {
    const decision = await peekRateLimit(
      deps.counters,
      { limit: rule.limit, windowMs: SIGN_IN_WINDOW_MS },
      rule.key,
      nowMs,
    );
    if (!decision.allowed) {
      return {
        kind: "locked",
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
        message: lockedMessage(decision.retryAfterMs),
      } as const;
    }
  }
  return null;
}

async function countFailure(deps: StaffSignInDeps, email: string, address: string): Promise<void> {
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  await hitRateLimit(
    deps.counters,
    { limit: FAILED_SIGN_INS_PER_ACCOUNT, windowMs: SIGN_IN_WINDOW_MS },
    accountKey(email),
    nowMs,
  );
  await hitRateLimit(
    deps.counters,
    { limit: FAILED_SIGN_INS_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS },
    addressKey(address),
    nowMs,
  );
}

function errorCode(error: unknown): string | null {
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (typeof body?.code === "string") return body.code;
  }
  return null;
}

/**
 * The cookies better-auth sets, as the console sends them: the session's cookie without Max-Age or
 * Expires, so it lasts until the browser closes and the session row's idle expiry alone decides when it
 * is over (server/staff/current-staff.ts moves it on use). A cookie being deleted keeps its Max-Age=0.
 */
export function browserSessionCookies(setCookies: string[]): string[] {
  return setCookies.map((cookie) => {
    if (/;\s*max-age=0\b/i.test(cookie) || !/\.session_token=/.test(cookie.split(";")[0] ?? ""))
      return cookie;
    return cookie
      .split(";")
      .filter((part) => !/^\s*(max-age|expires)=/i.test(part))
      .join(";");
  });
}

/** Checks the e-mail and password; on success a session, or the second step's cookie. */
export async function signInWithPassword(
  deps: StaffSignInDeps,
  input: { email: string; password: string },
  client: ClientFacts,
): Promise<PasswordOutcome> {
  const email = input.email.trim().toLowerCase();
  const locked = await lock(deps, email, client.address);
  if (locked) return locked;
  const [account] = await deps.db
    .select({ id: staffUsers.id, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (account?.disabledAt) {
    await countFailure(deps, email, client.address);
    return { kind: "refused", message: WRONG_PASSWORD };
  }
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  try {
    const result = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: staffAuthHeaders(client),
      returnHeaders: true,
    });
    const body = result.response as { twoFactorRedirect?: boolean };
    const setCookies = browserSessionCookies(result.headers.getSetCookie());
    return body.twoFactorRedirect ? { kind: "two-factor", setCookies } : { kind: "signed-in", setCookies };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD" || code === "INVALID_EMAIL") {
      await countFailure(deps, email, client.address);
      return { kind: "refused", message: WRONG_PASSWORD };
    }
    throw error;
  }
}

/**
 * The second step: a code from the authenticator app, or one of the backup codes (10 characters),
 * checked against the sign-in the first step began (its cookie). Wrong codes count toward the
 * account's lock as wrong passwords do; better-auth also ends the step after 5 wrong codes.
 */
export async function signInWithCode(
  deps: StaffSignInDeps,
  input: { code: string; email: string },
  client: ClientFacts,
): Promise<CodeOutcome> {
  const email = input.email.trim().toLowerCase();
  const locked = await lock(deps, email, client.address);
  if (locked) return locked;
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  const code = input.code.replace(/\s+/g, "");
  const headers = staffAuthHeaders(client);
  try {
    const result = /^\d{6}$/.test(code)
      ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    return { kind: "signed-in", setCookies: browserSessionCookies(result.headers.getSetCookie()) };
  } catch (error) {
    const reason = errorCode(error);
    if (
      reason === "INVALID_CODE" ||
      reason === "INVALID_BACKUP_CODE" ||
      reason === "INVALID_TWO_FACTOR_AUTHENTICATION"
    ) {
      await countFailure(deps, email, client.address);
      return { kind: "refused", message: WRONG_CODE, restart: false };
    }
    if (reason) {
      await countFailure(deps, email, client.address);
      return { kind: "refused", message: CODE_SESSION_OVER, restart: true };
    }
    throw error;
  }
}

/** Signs out: the session's row is deleted and the browser told to forget the cookie. */
export async function signOutStaff(
  deps: Pick<StaffSignInDeps, "db" | "secret">,
  client: ClientFacts,
): Promise<string[]> {
  const auth = await staffAuth(deps.db, client.secure, deps.secret);
  const result = await auth.api
    .signOut({ headers: staffAuthHeaders(client), returnHeaders: true })
    .catch(() => null);
  return result?.headers.getSetCookie() ?? [];
}

/** Ends every session of an account (switched off, role changed): its next request is signed out. */
export async function endStaffSessions(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, staffId));
}
