import { describe, expect, it } from "vitest";
import { readSuccessToken, SUCCESS_TOKEN_TTL_MS, signSuccessToken } from "./success-token";

/**
 * Issue 34 item 1: the success page names the car and the yard "without putting personal data in the
 * URL": the lead's random id with a signature over the site and an expiry, good for an hour.
 */
const SECRET = "s3cret";
const LEAD = "0f8fad5b-d9cb-469f-a165-70867728950e";
const NOW = 1_800_000_000_000;

describe("issue 34 item 1: the success page's signed link", () => {
  const token = signSuccessToken(SECRET, "metro", LEAD, NOW);

  it("holds the lead's id and an expiry, nothing about the shopper", () => {
    expect(token).toMatch(/^0f8fad5b-d9cb-469f-a165-70867728950e\.\d+\.[\w-]{43}$/);
    expect(readSuccessToken(SECRET, token, "metro", NOW + 1_000)).toBe(LEAD);
  });

  it("is refused after an hour, on another site, under another key, or altered", () => {
    expect(readSuccessToken(SECRET, token, "metro", NOW + SUCCESS_TOKEN_TTL_MS)).toBeNull();
    expect(readSuccessToken(SECRET, token, "harbour", NOW)).toBeNull();
    expect(readSuccessToken("other", token, "metro", NOW)).toBeNull();
    const other = token.replace(LEAD, "1f8fad5b-d9cb-469f-a165-70867728950e");
    expect(readSuccessToken(SECRET, other, "metro", NOW)).toBeNull();
    const longer = token.replace(/\.(\d+)\./, (_m, n: string) => `.${Number(n) + 3_600_000}.`);
    expect(readSuccessToken(SECRET, longer, "metro", NOW)).toBeNull();
    for (const junk of [null, "", "x", `${token}x`, "a@b.com"]) {
      expect(readSuccessToken(SECRET, junk, "metro", NOW)).toBeNull();
    }
  });
});
