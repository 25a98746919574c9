import "server-only";
import { createHmac } from "node:crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/staff/password-rules";
import {
  STAFF_COOKIE_PREFIX,
  STAFF_SESSION_IDLE_SECONDS,
  STAFF_SESSION_TOUCH_SECONDS,
} from "@/lib/staff/staff-session";
import { authSecret } from "../accounts/auth";
import type { Database } from "../db/client";
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "../db/schema";

/**
 * Staff sign-in on better-auth (issue 31 §2, decision 0046), an instance of its own beside the
 * shoppers' (server/accounts/auth.ts): its own tables (schema/staff.ts), its own key (derived from the
 * one secret under another label, so no shopper's cookie verifies here), its own cookie prefix, and
 * its cookies set only on the console's host. E-mail and password with the two-factor plugin's TOTP.
 * As for shoppers, its HTTP router is never mounted: the console's routes (server/staff/sign-in.ts)
 * check Origin and the database-held limits, then call its API in-process; sign-up is off (accounts
 * are made by invitation, server/staff/staff-accounts.ts).
 */

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** The staff instances' key: the one secret, under a label no site key uses. */
export function staffKey(secret: string): string {
  return createHmac("sha256", secret).update("forecourt-staff-auth").digest("base64url");
}

export function createStaffAuth(options: { db: Database; key: string; secure: boolean }) {
  const { db, key, secure } = options;
  return betterAuth({
    appName: "Forecourt console",
    baseURL: `${secure ? "https" : "http"}://console.forecourt.invalid`,
    secret: key,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    telemetry: { enabled: false },
    // Ours is in front of every call, in the database (server/staff/sign-in.ts).
    rateLimit: { enabled: false },
    logger: { level: "error" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      // A new password ends every other session (a reset is often why it is set).
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      // Ours (schema/staff.ts), set by the invitation; better-auth never makes a staff user (sign-up is off)
      // but checks that it knows every column it could not fill.
      additionalFields: {
        role: { type: "string", required: true, input: false },
        siteId: { type: "number", required: false, input: false },
        dealershipIds: { type: "number[]", required: false, input: false },
        seesAllDealershipLeads: { type: "boolean", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      // Idle expiry: a session unused for this long is over; each use moves its end.
      expiresIn: STAFF_SESSION_IDLE_SECONDS,
      updateAge: STAFF_SESSION_TOUCH_SECONDS,
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: secure,
      database: { generateId: "serial" },
      ipAddress: { ipAddressHeaders: ["x-forecourt-auth-client"] },
    },
    plugins: [
      twoFactor({
        issuer: "Forecourt",
        // A remembered device would let a stolen password in without the second factor.
        trustDeviceMaxAge: 1,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

type PerDatabase = { key: Promise<string>; bySecure: Map<boolean, StaffAuth> };
const instances = new WeakMap<Database, PerDatabase>();

/** The staff instance for this scheme, made once per database and scheme. */
export async function staffAuth(db: Database, secure: boolean, secret?: string): Promise<StaffAuth> {
  let perDb = instances.get(db);
  if (!perDb) {
    const keyPromise = (secret ? Promise.resolve(secret) : authSecret(db)).then(staffKey);
    perDb = { key: keyPromise, bySecure: new Map() };
    keyPromise.catch(() => instances.delete(db));
    instances.set(db, perDb);
  }
  const cached = perDb.bySecure.get(secure);
  if (cached) return cached;
  const auth = createStaffAuth({ db, key: await perDb.key, secure });
  const again = perDb.bySecure.get(secure);
  if (again) return again;
  perDb.bySecure.set(secure, auth);
  return auth;
}
