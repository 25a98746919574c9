import "server-only";
import { createHmac } from "node:crypto";

/**
 * Sign-in codes are stored hashed (issue 21 §1). better-auth's phone-number plugin stores the code it
 * sent and compares the one it is given with it; we give it, both times, the code's HMAC under the
 * site's key, bound to the phone key, so the table holds only hashes and comparing two hashes is the
 * same check. A 6-digit code has a million values: the HMAC's key, not the hash alone, is what keeps a
 * copy of the table from giving codes away (with AUTH_SECRET set outside the database, a database dump
 * holds no key at all), and the 5-minute expiry bounds what any leak is worth.
 */
const PREFIX = "h1.";

export function otpHash(siteKey: string, phoneKey: string, code: string): string {
  return `${PREFIX}${createHmac("sha256", siteKey).update(`otp:${phoneKey}:${code}`).digest("base64url")}`;
}

/** Whether a stored value is already a hash (better-auth writes one back after each wrong check). */
export function isCodeHash(value: string): boolean {
  return /^h1\.[A-Za-z0-9_-]{43}$/.test(value);
}
