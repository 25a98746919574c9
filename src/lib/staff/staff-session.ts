/**
 * The console's session rules (issue 31 §2 "sessions that expire when idle and are revoked at
 * sign-out"; OWASP ASVS V3.3): a session ends after 8 hours without use, and in any case 7 days after
 * sign-in; the cookie's name never collides with a shopper's (`forecourt.session_token` on the sites), and it is
 * set only on the console's host.
 */

export const STAFF_COOKIE_PREFIX = "forecourt-staff";
/** Idle limit: a session unused this long is over. */
export const STAFF_SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** How often a session's end is moved on use (each move is one write). */
export const STAFF_SESSION_TOUCH_SECONDS = 5 * 60;
/** Absolute limit from sign-in, whatever the use. */
export const STAFF_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;

/** Whether a session made at `createdAt` has passed its absolute limit at `now`. */
export function pastAbsoluteLimit(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > STAFF_SESSION_MAX_SECONDS * 1000;
}

/** Failed sign-ins allowed per account in the window before the account is locked for the window. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
/** Failed sign-ins allowed per client address in the window (across accounts). */
export const FAILED_SIGN_INS_PER_ADDRESS = 50;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
