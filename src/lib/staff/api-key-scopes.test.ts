import { describe, expect, it } from "vitest";
import {
  type AdminAccess,
  API_KEY_SCOPES,
  type ApiKeyScope,
  accessMay,
  knownScopes,
  lastUsedDue,
  looksLikeApiKey,
  shownPrefix,
} from "./api-key-scopes";
import { siteSections } from "./console-nav";
import type { StaffRole } from "./roles";

const SITE = 1;
const OTHER_SITE = 2;
const KEY = `fck_${"A".repeat(20)}${"b".repeat(20)}_-9`;

const key = (scopes: ApiKeyScope[]): AdminAccess => ({
  kind: "api-key",
  keyId: 1,
  name: "CRM",
  siteId: SITE,
  siteSlug: "a",
  scopes,
});

describe("issue 31 §7: what a key may do", () => {
  it("the admin token is the operator's key: every scope on every site", () => {
    for (const scope of API_KEY_SCOPES) {
      expect(accessMay({ kind: "operator" }, scope, SITE)).toBe(true);
      expect(accessMay({ kind: "operator" }, scope, OTHER_SITE)).toBe(true);
    }
  });

  it("a site's key: only its own site, only its scopes", () => {
    const leadsOnly = key(["leads:read"]);
    expect(accessMay(leadsOnly, "leads:read", SITE)).toBe(true);
    expect(accessMay(leadsOnly, "leads:read", OTHER_SITE)).toBe(false);
    expect(accessMay(leadsOnly, "import", SITE)).toBe(false);
    expect(accessMay(leadsOnly, "reservations:write", SITE)).toBe(false);
    const everything = key([...API_KEY_SCOPES]);
    for (const scope of API_KEY_SCOPES) {
      expect(accessMay(everything, scope, SITE)).toBe(true);
      expect(accessMay(everything, scope, OTHER_SITE)).toBe(false);
    }
  });

  it("a stored scope this version does not know grants nothing", () => {
    expect(knownScopes(["leads:read", "leads:write", "stock:write"])).toEqual(["leads:read"]);
  });
});

describe("issue 31 §7: what a key looks like", () => {
  it("fck_ and 43 base64url characters; anything else is not a key", () => {
    expect(looksLikeApiKey(KEY)).toBe(true);
    expect(looksLikeApiKey(KEY.slice(0, -1))).toBe(false);
    expect(looksLikeApiKey(`${KEY}x`)).toBe(false);
    expect(looksLikeApiKey(KEY.replace("fck_", "fcK_"))).toBe(false);
    expect(looksLikeApiKey(KEY.replace("A", "+"))).toBe(false);
    expect(looksLikeApiKey("t".repeat(47))).toBe(false);
    expect(looksLikeApiKey("")).toBe(false);
  });

  it("a list shows fck_ and 8 more characters: enough to tell keys apart, far from enough to use", () => {
    expect(shownPrefix(KEY)).toBe("fck_AAAAAAAA");
  });

  it("last used is written when never written, or a minute or more after the last write", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    expect(lastUsedDue(null, now)).toBe(true);
    expect(lastUsedDue(new Date("2026-11-26T09:59:01Z"), now)).toBe(false);
    expect(lastUsedDue(new Date("2026-11-26T09:59:00Z"), now)).toBe(true);
  });
});

describe("issue 31 §7: the console's menu offers API keys to those who manage them", () => {
  const site = { id: SITE, slug: "a" };
  const sees = (role: StaffRole) =>
    siteSections(
      {
        staffId: 1,
        role,
        siteId: role === "operator" ? null : SITE,
        dealershipIds: [],
        seesAllDealershipLeads: false,
      },
      site,
    ).some((s) => s.href === "/sites/a/api-keys");
  it("group admins and operators see it; managers, sales and marketing do not", () => {
    expect(
      ["operator", "group-admin", "manager", "sales", "marketing"].map((r) => sees(r as StaffRole)),
    ).toEqual([true, true, false, false, false]);
  });
});
