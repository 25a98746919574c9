import { describe, expect, it } from "vitest";
import { checkStaffPassword } from "./password-policy";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules";

const person = { email: "jo.citizen@harbourtoyota.com.au", name: "Jo Citizen" };

describe("issue 31 §2: breached and short staff passwords are refused", () => {
  it("refuses a password shorter than 12 characters, and says how long it must be", () => {
    expect(checkStaffPassword("Tr0ub4dor&3", person)).toEqual({
      ok: false,
      message: "Use at least 12 characters.",
    });
    expect(PASSWORD_MIN).toBe(12);
  });

  it("refuses a password found in breaches, whatever its case", () => {
    for (const leaked of ["password1234", "PASSWORD1234", "qwertyuiop123"]) {
      const verdict = checkStaffPassword(leaked, person);
      expect(verdict.ok, leaked).toBe(false);
    }
    const verdict = checkStaffPassword("1234567890123", person);
    expect(verdict).toMatchObject({ ok: false });
  });

  it("refuses a password made of the person's own name or e-mail", () => {
    expect(checkStaffPassword("jocitizen2026", person).ok).toBe(false);
    expect(checkStaffPassword("harbourtoyota1", person).ok).toBe(false);
  });

  it("accepts a long passphrase, and refuses one past 128 characters", () => {
    expect(checkStaffPassword("correct horse battery staple wagon", person)).toEqual({ ok: true });
    expect(checkStaffPassword("a".repeat(PASSWORD_MAX + 1), person)).toEqual({
      ok: false,
      message: "Use at most 128 characters.",
    });
  });
});
