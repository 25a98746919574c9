import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { adminToken, bearerMatches } from "./admin-token";

describe("the admin API's bearer token (issue 15 §1)", () => {
  it("is ADMIN_TOKEN when set, else generated once into DATA_DIR/admin-token, owner-only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "forecourt-token-"));
    const fromEnv = adminToken(parseEnv({ DATA_DIR: dir, ADMIN_TOKEN: "t".repeat(32) }));
    expect(fromEnv).toEqual({ token: "t".repeat(32), created: false });

    const first = adminToken(parseEnv({ DATA_DIR: dir }));
    expect(first.created).toBe(true);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(path.join(dir, "admin-token"), "utf8")).toBe(first.token);
    expect(statSync(path.join(dir, "admin-token")).mode & 0o077).toBe(0);
    // The next start (or the CLI) reads the same token and does not print it again.
    expect(adminToken(parseEnv({ DATA_DIR: dir }))).toMatchObject({ token: first.token, created: false });
  });

  it("accepts only `Bearer <token>`", () => {
    const token = "s3cret-token-of-enough-length";
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [null, "", "Bearer", "Bearer ", `Bearer ${token}x`, `Basic ${token}`, token]) {
      expect(bearerMatches(header, token)).toBe(false);
    }
  });

  it("rejects ADMIN_TOKEN shorter than 24 characters as a start-up error", () => {
    expect(() => parseEnv({ ADMIN_TOKEN: "short" })).toThrow(/ADMIN_TOKEN must be at least 24 characters/);
  });
});
