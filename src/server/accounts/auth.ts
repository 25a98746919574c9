import "server-only";
import { createHmac } from "node:crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { env as processEnv } from "@/env";
import { parsePhoneKey, placeholderEmail } from "@/lib/accounts/phone-key";
import { AUTH_COOKIE_PREFIX } from "@/lib/accounts/session-cookie";
import {
  CODE_LENGTH,
  CODE_MAX_CHECKS,
  CODE_TTL_SECONDS,
  SESSION_DAYS,
  SESSION_REFRESH_SECONDS,
} from "@/lib/accounts/sign-in-rules";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { authAccounts, authSessions, authVerifications, users } from "../db/schema";
import { sharedSecret } from "../net/app-secrets";
import type { SmsSender } from "../sms/sms-sender";
import { isCodeHash, otpHash } from "./otp-hashing";

/**
 * Sign-in on better-auth (issue 21 §1, decision 0036): its phone-number plugin makes, sends, checks
 * and spends the one-time codes and makes the session; its Drizzle adapter keeps users, sessions and
 * codes in our tables (schema/accounts.ts) through the app's own Drizzle client, on PGlite and on
 * node-postgres alike. Its HTTP router is never mounted: our route handlers (server/accounts/sign-in.ts)
 * validate, check Origin and rate-limit in the database, then call its API in-process. So none of its
 * other endpoints (password sign-in, update-user …) is reachable, and its in-memory rate limiter is off
 * (ours is shared by every server).
 *
 * One better-auth instance per site and scheme:
 *  - per site, because each site signs its cookies with its own key (derived from the one secret), so a
 *    session cookie from site A does not verify on site B; users are per site through their phone key;
 *  - per scheme, because better-auth fixes the cookie's `Secure` flag (and `__Secure-` name) per
 *    instance: over https the cookie is Secure, over http (a laptop) it cannot be.
 */

const SECRET_NAME = "auth-secret";

export type AuthDependencies = {
  db: Database;
  sms: SmsSender;
  /** AUTH_SECRET when set; else the database's shared one. */
  secret?: string;
};

/** What an instance reads at each send: the site (its name goes in the text) and the sender. */
type SiteHolder = { site: Site; sms: SmsSender };

export type SiteAuth = ReturnType<typeof createSiteAuth>;

/** The one secret every site's key is derived from: AUTH_SECRET, else kept in `app_secrets`. */
export async function authSecret(db: Database, configured = processEnv.AUTH_SECRET): Promise<string> {
  return configured ?? sharedSecret(db, SECRET_NAME);
}

/** A site's own key: its cookies are signed, and its codes hashed, with it. */
export function siteKey(secret: string, siteId: number): string {
  return createHmac("sha256", secret).update(`forecourt-site-auth:${siteId}`).digest("base64url");
}

/**
 * A better-auth instance for one site and scheme. The site and sender are read from `holder` at each
 * send, so a renamed site's next code says the new name without a new instance.
 */
export function createSiteAuth(options: { db: Database; holder: SiteHolder; key: string; secure: boolean }) {
  const { db, holder, key, secure } = options;
  const siteId = holder.site.id;
  return betterAuth({
    appName: "Forecourt",
    // Only used for the cookies' defaults and trusted origins; the cookie carries no Domain, so it goes
    // back to the host that set it and no other.
    baseURL: `${secure ? "https" : "http"}://site-${siteId}.forecourt.invalid`,
    secret: key,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    telemetry: { enabled: false },
    // Ours is in front of every call, in the database (server/accounts/sign-in.ts).
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: false },
    logger: { level: "error" },
    user: {
      additionalFields: {
        siteId: { type: "number", required: false, input: false },
        phone: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request asks the database, so a session ended on the server is over at once.
      cookieCache: { enabled: false },
    },
    // better-auth hashes each code's identifier (the phone key) before storing it: the table lists no
    // phone numbers. The code itself is hashed by the hook below.
    verification: { storeIdentifier: "hashed" },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      database: { generateId: "serial" },
      // The only address better-auth sees is the one our route passes, the front's vouched-for client.
      ipAddress: { ipAddressHeaders: ["x-forecourt-auth-client"] },
    },
    databaseHooks: {
      user: {
        create: {
          // Users are per site: the phone key says which site and phone; a key for another site
          // (impossible through our routes) is refused rather than filed under this one.
          async before(user) {
            const parsed = parsePhoneKey(String(user.phoneNumber ?? ""));
            if (!parsed || parsed.siteId !== siteId) return false;
            return { data: { ...user, siteId: parsed.siteId, phone: parsed.phone } };
          },
        },
      },
      verification: {
        create: {
          // "stored hashed": better-auth stores `<code>:<checks>`; the code becomes its HMAC under the
          // site's key and the phone key before it reaches the table. A row it writes back after a
          // wrong check already holds the hash.
          async before(verification, context) {
            const [code, checks] = String(verification.value).split(":");
            if (code && isCodeHash(code)) return;
            const phone = (context?.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
            if (!code || typeof phone !== "string" || !parsePhoneKey(phone)) return false;
            return { data: { ...verification, value: `${otpHash(key, phone, code)}:${checks ?? "0"}` } };
          },
        },
      },
    },
    plugins: [
      phoneNumber({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_MAX_CHECKS,
        // Only our own keys (`<site id>:<E.164>` of this site) get this far; anything else is refused.
        phoneNumberValidator: (value) => parsePhoneKey(value)?.siteId === siteId,
        // "the same answer whether or not the number has an account": a code goes to any mobile, and
        // the first correct one makes the account.
        signUpOnVerification: {
          getTempEmail: (value) => {
            const parsed = parsePhoneKey(value);
            if (!parsed) throw new Error("not a phone key");
            return placeholderEmail(parsed.siteId, parsed.phone);
          },
          getTempName: () => "",
        },
        async sendOTP({ phoneNumber: value, code }) {
          const parsed = parsePhoneKey(value);
          if (!parsed) throw new Error("not a phone key");
          const outcome = await holder.sms.send({
            to: parsed.phone,
            body: signInText(holder.site.name, code),
            site: holder.site.slug,
            purpose: "sign-in-code",
            expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
          });
          if (!outcome.ok) throw new SmsNotSentError(outcome.reason);
        },
      }),
    ],
  });
}

/** The text a shopper gets. The code leads, so a phone's notification shows it. */
export function signInText(siteName: string, code: string): string {
  return `${code} is your ${siteName} sign-in code. It expires in ${CODE_TTL_SECONDS / 60} minutes. Don't share it with anyone.`;
}

export class SmsNotSentError extends Error {
  constructor(readonly reason: string) {
    super(`SMS not sent: ${reason}`);
    this.name = "SmsNotSentError";
  }
}

type Cached = { auth: SiteAuth; holder: SiteHolder };
type PerDatabase = { secret: Promise<string>; bySite: Map<string, Cached> };
const instances = new WeakMap<Database, PerDatabase>();

function perDatabase(deps: AuthDependencies): PerDatabase {
  let found = instances.get(deps.db);
  if (!found) {
    const secret = deps.secret ? Promise.resolve(deps.secret) : authSecret(deps.db);
    found = { secret, bySite: new Map() };
    // A failed read of the secret is not kept: the next request tries again.
    secret.catch(() => instances.delete(deps.db));
    instances.set(deps.db, found);
  }
  return found;
}

/**
 * The site's better-auth instance for this scheme, made once per database, site and scheme. Each
 * call refreshes the site and sender it sends with.
 */
export async function siteAuth(deps: AuthDependencies, site: Site, secure: boolean): Promise<SiteAuth> {
  const perDb = perDatabase(deps);
  const cacheKey = `${site.id}:${secure ? "https" : "http"}`;
  const cached = perDb.bySite.get(cacheKey);
  if (cached) {
    cached.holder.site = site;
    cached.holder.sms = deps.sms;
    return cached.auth;
  }
  const key = siteKey(await perDb.secret, site.id);
  const again = perDb.bySite.get(cacheKey);
  if (again) return again.auth;
  const holder = { site, sms: deps.sms };
  const auth = createSiteAuth({ db: deps.db, holder, key, secure });
  perDb.bySite.set(cacheKey, { auth, holder });
  return auth;
}

/** The site's key, for hashing a code the shopper typed the way the hook hashed the one sent. */
export async function siteKeyFor(deps: AuthDependencies, site: Site): Promise<string> {
  return siteKey(await perDatabase(deps).secret, site.id);
}
