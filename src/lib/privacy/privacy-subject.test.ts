import { describe, expect, it } from "vitest";
import {
  CONFIRM_PROBLEM,
  isSubjectPhone,
  maskedSubject,
  NEITHER_PROBLEM,
  PHONE_PROBLEM,
  phoneDigitForms,
  phoneKeyOf,
  privacyDeleteSchema,
  privacyLookupSchema,
  subjectInWords,
  subjectOfSession,
} from "./privacy-subject";

/**
 * Issue 36 item 6 (decision 0070): a privacy request names a person by phone or e-mail, typed any way
 * staff or a shopper would; every table is searched by one normal form of each.
 */
describe("a privacy request's subject", () => {
  it("reads one number however it is typed, as the leads' search column keeps it", () => {
    for (const typed of [
      "0412 345 678",
      "+61 412 345 678",
      "+61 (0)412-345-678",
      "0061412345678",
      "61412345678",
    ]) {
      expect(phoneKeyOf(typed), typed).toBe("412345678");
    }
    expect(phoneKeyOf("(02) 9630 1234")).toBe("296301234");
    expect(phoneKeyOf("not a phone")).toBeNull();
    expect(phoneKeyOf("12345")).toBeNull();
  });

  it("finds a stored phone by its digit forms and confirms it is the same number", () => {
    expect(phoneDigitForms("412345678")).toEqual([
      "0412345678",
      "61412345678",
      "610412345678",
      "0061412345678",
      "00610412345678",
      "412345678",
    ]);
    const subject = { phoneKey: "412345678", email: null };
    expect(isSubjectPhone(subject, "0412 345 678")).toBe(true);
    expect(isSubjectPhone(subject, "0412 345 679")).toBe(false);
    expect(isSubjectPhone(subject, "")).toBe(false);
  });

  it("takes a phone, an e-mail or both; says which field is wrong, and that one is needed", () => {
    expect(privacyLookupSchema.parse({ phone: "0412 345 678" })).toEqual({
      phoneKey: "412345678",
      email: null,
    });
    expect(privacyLookupSchema.parse({ email: "  Jo@Example.COM " })).toEqual({
      phoneKey: null,
      email: "jo@example.com",
    });
    expect(privacyLookupSchema.parse({ phone: "0412345678", email: "jo@example.com" })).toEqual({
      phoneKey: "412345678",
      email: "jo@example.com",
    });
    const issues = (body: unknown) =>
      privacyLookupSchema.safeParse(body).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({})).toEqual([["phone", NEITHER_PROBLEM]]);
    expect(issues({ phone: " ", email: "" })).toEqual([["phone", NEITHER_PROBLEM]]);
    expect(issues({ phone: "0412" })).toEqual([["phone", PHONE_PROBLEM]]);
    expect(issues({ email: "jo@" })?.[0]?.[0]).toBe("email");
    expect(issues({ phone: "0412345678", extra: 1 })?.[0]?.[1]).toMatch(/extra/);
  });

  it("deletes only when confirmed", () => {
    const refused = privacyDeleteSchema.safeParse({ phone: "0412345678" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirm", CONFIRM_PROBLEM],
    ]);
    expect(privacyDeleteSchema.parse({ phone: "0412345678", confirm: true })).toEqual({
      phoneKey: "412345678",
      email: null,
    });
  });

  it("a signed-in shopper is their proven mobile alone", () => {
    expect(subjectOfSession("+61412345678")).toEqual({ phoneKey: "412345678", email: null });
  });

  it("is masked for the audit log, and written out in full only for staff's page", () => {
    const subject = { phoneKey: "412345678", email: "jo.citizen@example.com" };
    expect(maskedSubject(subject)).toEqual({ phone: "•••• ••• 678", email: "j•••@example.com" });
    expect(subjectInWords(subject)).toBe("0412 345 678 or jo.citizen@example.com");
  });
});
