/**
 * The sign-in rules (issue 21 §1), one place for the server, its tests and the page's copy. No zod
 * here: the sign-in page's own script reads these numbers.
 */

/** "6-digit codes from a CSPRNG". */
export const CODE_LENGTH = 6;
/** "5-minute expiry". */
export const CODE_TTL_SECONDS = 5 * 60;
/** "at most 3 checks per code". */
export const CODE_MAX_CHECKS = 3;
/** "resend cooldown 30 s". */
export const RESEND_COOLDOWN_SECONDS = 30;

export const HOUR_MS = 60 * 60 * 1000;
/** "at most 5 codes per phone per hour". */
export const CODES_PER_PHONE_PER_HOUR = 5;
/**
 * Checks per phone per hour: every code's three, and no more. Once they are spent the phone is locked
 * until its hour ends: no check is made for it, right or wrong, and no new code is sent.
 */
export const CHECKS_PER_PHONE_PER_HOUR = CODES_PER_PHONE_PER_HOUR * CODE_MAX_CHECKS;
/**
 * "per-IP caps": codes one client address may ask for on a site in an hour (a family or an office
 * behind one address signs in a few phones; a script walking numbers is stopped at this many).
 */
export const CODES_PER_IP_PER_HOUR = 20;
/** Checks one client address may make on a site in an hour. */
export const CHECKS_PER_IP_PER_HOUR = 60;
/**
 * Codes a whole site may send in an hour: a ceiling on what texts cost a dealer if many addresses
 * together ask for codes to numbers that are not theirs (SMS pumping).
 */
export const CODES_PER_SITE_PER_HOUR = 500;

/** How long a session lasts without being used; each use within it extends it (better-auth's updateAge). */
export const SESSION_DAYS = 30;
/** A session is extended at most once a day. */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

/** The field messages the sign-in page shows. */
export const SIGN_IN_MESSAGES = {
  phoneRequired: "Please enter your mobile number.",
  phoneInvalid: "Please enter an Australian mobile number, e.g. 0412 345 678.",
  phoneNotMobile: "We text you a code, so please enter a mobile number (it starts with 04).",
  codeRequired: "Please enter the 6-digit code we sent you.",
  codeInvalid: "The code is the 6 digits in the text message we sent you.",
  codeWrong: "That code isn't right. Check the text message and try again.",
  codeExpired: "That code has expired. Please send a new one.",
  codeSpent: "That code can't be used any more. Please send a new one.",
  smsFailed: "We couldn't send a text message just now. Please try again in a minute.",
} as const;

/** "Please wait 25 seconds …" / "… 12 minutes …": a wait in the shopper's words. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
