import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

/** Issue 21 §6 "an unsubscribe link that works without signing in (a signed, unguessable token)". */
const KEY = "site-key-for-tests";

describe("unsubscribe tokens", () => {
  it("name what they stop, and read back on the site that made them", () => {
    for (const subject of [
      { kind: "search", savedSearchId: 42 },
      { kind: "price-drops", userId: 7 },
      { kind: "all", userId: 7 },
    ] as const) {
      const token = unsubscribeToken(KEY, 3, subject);
      expect(token).toMatch(/^[spa]\d+\.[A-Za-z0-9_-]{22}$/);
      expect(readUnsubscribeToken(KEY, 3, token)).toEqual(subject);
    }
  });

  it("are nothing on another site, under another key, or with any character changed", () => {
    const token = unsubscribeToken(KEY, 3, { kind: "search", savedSearchId: 42 });
    expect(readUnsubscribeToken(KEY, 4, token)).toBeNull();
    expect(readUnsubscribeToken("another-key", 3, token)).toBeNull();
    // Another search's id with this MAC, another kind, a changed MAC.
    expect(readUnsubscribeToken(KEY, 3, token.replace("s42.", "s43."))).toBeNull();
    expect(readUnsubscribeToken(KEY, 3, token.replace("s42.", "a42."))).toBeNull();
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(readUnsubscribeToken(KEY, 3, `${token.slice(0, -1)}${last}`)).toBeNull();
  });

  it("refuse what is not a token at all", () => {
    for (const junk of [
      "",
      "s42",
      "s0.aaaaaaaaaaaaaaaaaaaaaa",
      "s042.aaaaaaaaaaaaaaaaaaaaaa",
      "x1.aaaaaaaaaaaaaaaaaaaaaa",
      "s99999999999.aaaaaaaaaaaaaaaaaaaaaa",
    ]) {
      expect(readUnsubscribeToken(KEY, 3, junk), junk).toBeNull();
    }
  });

  it("the link lands on /pages/unsubscribe", () => {
    expect(unsubscribeUrl("https://dealer.example", "s42.abc")).toBe(
      "https://dealer.example/pages/unsubscribe?token=s42.abc",
    );
  });
});
