import { describe, expect, it } from "vitest";
import { safeRedirect, sameSitePath } from "./safe-redirect";

/**
 * Issue 21 §2 "redirects only to same-site paths (an open redirect is a test failure)". The corpus is
 * the open-redirect payloads that work somewhere: scheme-relative and backslash hosts, schemes, the
 * characters browsers strip, encodings, dot segments that normalise to `//host`, user-info tricks.
 */
const REFUSED = [
  // Other sites, spelled every way a browser reads as one.
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "https://evil.com",
  "http://evil.com",
  "HTTPS://evil.com",
  "https:evil.com",
  "//evil.com/%2F..",
  "//evil%2Ecom",
  "https://forecourt.invalid@evil.com",
  "//user:pass@evil.com",
  "evil.com",
  "www.evil.com",
  "@evil.com",
  ".evil.com",
  "./evil",
  "../evil",
  // Schemes that run or show something.
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "javascript://%0aalert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:a@evil.com",
  // Characters browsers drop or rewrite: `/\t/evil.com` would become `//evil.com`.
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/\r/evil.com",
  "/ /evil.com",
  " /account",
  "/account\r\nSet-Cookie: x=1",
  "/account\nLocation: https://evil.com",
  "/%0d%0a\r\nLocation: //evil.com",
  "/\u0000/evil.com",
  "/\u2028/evil.com",
  "/\u00a0/evil.com",
  // Backslashes anywhere.
  "/path\\..\\..\\evil.com",
  "/a\\b",
  // Dot segments that normalise to a scheme-relative URL.
  "/.//evil.com",
  "/a/..//evil.com",
  "/./..//evil.com",
  "/%2e//evil.com",
  "/%2e%2e//evil.com",
  // Not a string, empty, absurdly long.
  "",
  null,
  undefined,
  42,
  ["/account"],
  `/${"a".repeat(2000)}`,
];

const KEPT: [string, string][] = [
  ["/", "/"],
  ["/cars/2022-toyota-hilux-sr5-ouc1001/checkout", "/cars/2022-toyota-hilux-sr5-ouc1001/checkout"],
  ["/search?make=Toyota&model=HiLux", "/search?make=Toyota&model=HiLux"],
  ["/finance#finance-form", "/finance#finance-form"],
  ["/watchlist", "/watchlist"],
  // Encoded slashes stay encoded: a path on this site, never a host.
  ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ["/%5Cevil.com", "/%5Cevil.com"],
  // Dot segments resolve inside the site.
  ["/a/../finance", "/finance"],
  ["/cars/./x", "/cars/x"],
  // A query that names another site is only a value.
  ["/search?next=https://evil.com", "/search?next=https://evil.com"],
];

describe("issue 21 §2: sign-in redirects only to same-site paths", () => {
  it.each(REFUSED.map((value) => [JSON.stringify(value), value]))("refuses %s", (_label, value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(safeRedirect(value)).toBe("/");
    expect(safeRedirect(value, "/cars/x")).toBe("/cars/x");
  });

  it.each(KEPT)("keeps %s as %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it("whatever it returns is a path a browser resolves on this site", () => {
    for (const value of [...REFUSED, ...KEPT.map(([v]) => v)]) {
      const target = safeRedirect(value, "/");
      const resolved = new URL(target, "https://dealer.example.com/sign-in");
      expect(resolved.origin, String(value)).toBe("https://dealer.example.com");
    }
  });
});
