import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  formTokenKey,
  MIN_FILL_MS,
  signFormToken,
} from "./form-token";

const SECRET = "form-secret-for-tests";
const T = 1_790_000_000_000;

describe("signed render timestamp (issue 5: minimum fill time against a signed render timestamp)", () => {
  it("accepts a form sent back after the minimum fill time and within its two hours", () => {
    const token = signFormToken(SECRET, "metro", T);
    expect(checkFormToken(SECRET, token, "metro", T + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(SECRET, token, "metro", T + FORM_TOKEN_MAX_AGE_MS - 1)).toBe("ok");
  });

  it("a form sent back sooner than a person could fill it is too fast", () => {
    expect(checkFormToken(SECRET, signFormToken(SECRET, "metro", T), "metro", T + 500)).toBe("too-fast");
  });

  it("issue 16 §5: a form older than two hours has expired (a reload gives a fresh one)", () => {
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(2 * 3_600_000);
    const token = signFormToken(SECRET, "metro", T);
    expect(checkFormToken(SECRET, token, "metro", T + FORM_TOKEN_MAX_AGE_MS)).toBe("expired");
    expect(checkFormToken(SECRET, token, "metro", T + 7 * 86_400_000)).toBe("expired");
  });

  it("each form's token is its own, even two rendered in the same millisecond", () => {
    const a = signFormToken(SECRET, "metro", T);
    const b = signFormToken(SECRET, "metro", T);
    expect(a).not.toBe(b);
    expect(formTokenKey(a)).not.toBe(formTokenKey(b));
    expect(formTokenKey(a)).not.toContain(a.split(".")[2]);
  });

  it("a token issued before nonces existed still verifies until it expires", () => {
    const old = `${T}.${createHmac("sha256", SECRET).update(`lead-form\nmetro\n${T}`).digest("base64url")}`;
    expect(checkFormToken(SECRET, old, "metro", T + 60_000)).toBe("ok");
    expect(checkFormToken(SECRET, old, "other-site", T + 60_000)).toBe("invalid");
  });

  it("refuses a forged time or nonce, another site's stamp, another secret, a future stamp and junk", () => {
    const token = signFormToken(SECRET, "metro", T);
    const [, nonce, sig] = token.split(".");
    expect(checkFormToken(SECRET, `${T - 60_000}.${nonce}.${sig}`, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, `${T}.${"A".repeat(16)}.${sig}`, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, `${T}.${sig}`, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, token, "other-site", T + 10_000)).toBe("invalid");
    expect(checkFormToken("another-secret", token, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, signFormToken(SECRET, "metro", T + 3_600_000), "metro", T)).toBe("invalid");
    // A forged stamp is refused as not issued here, never as merely expired.
    const ancient = signFormToken("another-secret", "metro", T - 86_400_000);
    expect(checkFormToken(SECRET, ancient, "metro", T)).toBe("invalid");
    for (const junk of [undefined, null, "", "abc", `${T}.`, `${T}.${"x".repeat(43)}`]) {
      expect(checkFormToken(SECRET, junk, "metro", T + 10_000)).toBe("invalid");
    }
  });
});
