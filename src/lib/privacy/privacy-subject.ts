import { z } from "zod";
import { parseAuPhone } from "../leads/au-phone";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "../leads/fields";

/**
 * Whose data a privacy request is about (issue 36 item 6, decision 0070): a phone number, an e-mail
 * address, or both, as staff type them after confirming who is asking, or the phone a signed-in
 * shopper proved with a texted code. Every table is searched by the same normal forms, so a number
 * kept as 0412 345 678 on a lead and +61412345678 on an account is the one person.
 */

/**
 * `phoneKey`: the national number's digits without the country code or the trunk 0 ("412345678"), the
 * form the leads' `search_phone` column holds (lib/inbox/inbox-search `phoneSearchKey`); `email`:
 * trimmed, lower-cased.
 */
export type PrivacySubject = { phoneKey: string | null; email: string | null };

export const PHONE_PROBLEM = "Enter an Australian phone number, e.g. 0412 345 678.";
export const EMAIL_PROBLEM = "Enter an e-mail address, e.g. name@example.com.";
export const NEITHER_PROBLEM = "Enter the shopper's phone number or e-mail address (or both).";
export const CONFIRM_PROBLEM = "Confirm the deletion: it cannot be undone.";

/** The digits the leads' phone column keeps for a number as typed; null for what is not a phone. */
export function phoneKeyOf(typed: string): string | null {
  const parsed = parseAuPhone(typed);
  if (!parsed) return null;
  return parsed.digits.replace(/^(0061|610|61|0)/, "") || null;
}

export function normalEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

/** The E.164 form of a key when it is an Australian mobile or landline (accounts and texts use it). */
export function e164OfKey(phoneKey: string): string | null {
  return /^[2378]\d{8}$|^4\d{8}$/.test(phoneKey) ? `+61${phoneKey}` : null;
}

/**
 * How a phone of `key` may be stored as typed, reduced to digits (0412…, 61412…, +61 (0)412…,
 * 0061 412…): the values the reservations' and valuations' phone-digit indexes are looked up by.
 * Each row found is confirmed with `phoneKeyOf` before it counts.
 */
export function phoneDigitForms(phoneKey: string): string[] {
  return [`0${phoneKey}`, `61${phoneKey}`, `610${phoneKey}`, `0061${phoneKey}`, `00610${phoneKey}`, phoneKey];
}

/** Whether a phone as stored is the subject's. */
export function isSubjectPhone(subject: PrivacySubject, stored: string | null | undefined): boolean {
  return Boolean(subject.phoneKey && stored && phoneKeyOf(stored) === subject.phoneKey);
}

/** Whether an e-mail as stored is the subject's. */
export function isSubjectEmail(subject: PrivacySubject, stored: string | null | undefined): boolean {
  return Boolean(subject.email && stored && normalEmail(stored) === subject.email);
}

const optionalTyped = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((text) => text?.trim() || undefined);

const lookupFields = {
  phone: optionalTyped(40).refine((text) => text === undefined || phoneKeyOf(text) !== null, PHONE_PROBLEM),
  email: optionalTyped(EMAIL_MAX_LENGTH).refine(
    (text) => text === undefined || isEmailAddress(text),
    EMAIL_PROBLEM,
  ),
};

function toSubject(input: { phone?: string | undefined; email?: string | undefined }): PrivacySubject {
  return {
    phoneKey: input.phone ? phoneKeyOf(input.phone) : null,
    email: input.email ? normalEmail(input.email) : null,
  };
}

const needsOne = (input: { phone?: string | undefined; email?: string | undefined }) =>
  Boolean(input.phone || input.email);

/** Staff's look-up and export: `{ phone?, email? }`, at least one. */
export const privacyLookupSchema = z
  .strictObject(lookupFields)
  .refine(needsOne, { path: ["phone"], message: NEITHER_PROBLEM })
  .transform(toSubject);

/** Staff's deletion: the same, and `confirm: true`. */
export const privacyDeleteSchema = z
  .strictObject({ ...lookupFields, confirm: z.literal(true, CONFIRM_PROBLEM) })
  .refine(needsOne, { path: ["phone"], message: NEITHER_PROBLEM })
  .transform(toSubject);

/** A signed-in shopper's own deletion: `{ confirm: true }` (whose data is the session's phone). */
export const ownDeleteSchema = z.strictObject({ confirm: z.literal(true, CONFIRM_PROBLEM) });

/** A signed-in shopper is their proven phone, nothing else (an e-mail they typed was never proven). */
export function subjectOfSession(e164: string): PrivacySubject {
  return { phoneKey: phoneKeyOf(e164), email: null };
}

/**
 * The subject as the audit log keeps it: enough for staff to tell requests apart, too little to find
 * the person again once their records are gone ("•••• ••• 678", "j•••@example.com").
 */
export function maskedSubject(subject: PrivacySubject): { phone?: string; email?: string } {
  const out: { phone?: string; email?: string } = {};
  if (subject.phoneKey) out.phone = `•••• ••• ${subject.phoneKey.slice(-3)}`;
  if (subject.email) {
    const at = subject.email.lastIndexOf("@");
    out.email = `${subject.email.slice(0, 1)}•••${subject.email.slice(at)}`;
  }
  return out;
}

/** How the subject reads in the console: "0412 345 678 or jo@example.com". */
export function subjectInWords(subject: PrivacySubject): string {
  const phone = subject.phoneKey ? (parseAuPhone(`0${subject.phoneKey}`)?.display ?? subject.phoneKey) : null;
  return [phone, subject.email].filter(Boolean).join(" or ");
}
