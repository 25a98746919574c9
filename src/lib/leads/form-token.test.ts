import { describe, expect, it } from "vitest";
import { checkFormToken, MIN_FILL_MS, signFormToken } from "./form-token";

const SECRET = "form-secret-for-tests";
const T = 1_790_000_000_000;

describe("signed render timestamp (issue 5: minimum fill time against a signed render timestamp)", () => {
  it("accepts a form sent back after the minimum fill time, however much later", () => {
    const token = signFormToken(SECRET, "metro", T);
    expect(checkFormToken(SECRET, token, "metro", T + MIN_FILL_MS)).toBe("ok");
    expect(checkFormToken(SECRET, token, "metro", T + 7 * 86_400_000)).toBe("ok");
  });

  it("a form sent back sooner than a person could fill it is too fast", () => {
    expect(checkFormToken(SECRET, signFormToken(SECRET, "metro", T), "metro", T + 500)).toBe("too-fast");
  });

  it("refuses a forged time, another site's stamp, another secret, a future stamp and junk", () => {
    const token = signFormToken(SECRET, "metro", T);
    const [, sig] = token.split(".");
    expect(checkFormToken(SECRET, `${T - 60_000}.${sig}`, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, token, "other-site", T + 10_000)).toBe("invalid");
    expect(checkFormToken("another-secret", token, "metro", T + 10_000)).toBe("invalid");
    expect(checkFormToken(SECRET, signFormToken(SECRET, "metro", T + 3_600_000), "metro", T)).toBe("invalid");
    for (const junk of [undefined, null, "", "abc", `${T}.`, `${T}.${"x".repeat(43)}`]) {
      expect(checkFormToken(SECRET, junk, "metro", T + 10_000)).toBe("invalid");
    }
  });
});
