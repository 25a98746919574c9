import { describe, expect, it } from "vitest";
import type { HiddenPath } from "../config/config-visibility";
import { mergePatch } from "../import/merge-patch";
import {
  configChanges,
  inversePatch,
  maskSecrets,
  patchFromChanges,
  SECRET_MASK,
  withoutEmptiedGroups,
  withoutUntouchedSecrets,
} from "./config-patch";
import { touchesListing } from "./listing-keys";

const HIDDEN: HiddenPath[] = [
  { path: ["leads"], visibility: "internal" },
  { path: ["leads", "webhook", "secret"], visibility: "secret" },
  { path: ["chat", "token"], visibility: "secret" },
];

describe("issue 32 §3: a change names only what changes (JSON Merge Patch, RFC 7396)", () => {
  it("a patch is built from the changed fields alone; null removes an override", () => {
    expect(
      patchFromChanges([
        { path: ["contact", "phone"], value: "02 9000 0000" },
        { path: ["theme", "primary"], value: "#112233" },
        { path: ["copy", "whats_included"], value: null },
      ]),
    ).toEqual({
      contact: { phone: "02 9000 0000" },
      theme: { primary: "#112233" },
      copy: { whats_included: null },
    });
  });

  it("merged over stored overrides, a phone change leaves every other key byte-identical", () => {
    const stored = {
      contact: { phone: "02 1111 1111", email: "a@b.example", address: { city: "Sydney" } },
      theme: { primary: "#000000" },
      navigation: { hidden: ["blog", "careers"] },
    };
    const merged = mergePatch(
      stored,
      patchFromChanges([{ path: ["contact", "phone"], value: "02 9000 0000" }]),
    );
    expect(JSON.stringify(merged)).toBe(
      JSON.stringify({ ...stored, contact: { ...stored.contact, phone: "02 9000 0000" } }),
    );
  });

  it("secrets are masked in answers; a mask sent back leaves the secret as it is; null clears it", () => {
    const config = {
      chat: { provider: "x", token: "tok-123" },
      leads: { webhook: { url: "https://h", secret: "s3" } },
    };
    const masked = maskSecrets(config, HIDDEN);
    expect(JSON.stringify(masked)).not.toContain("tok-123");
    expect(JSON.stringify(masked)).not.toContain('s3"');
    expect(masked.chat.token).toBe(SECRET_MASK);
    expect(config.chat.token).toBe("tok-123");
    expect(maskSecrets({ chat: {} }, HIDDEN)).toEqual({ chat: {} });
    expect(withoutUntouchedSecrets(masked, HIDDEN)).toEqual({
      chat: { provider: "x" },
      leads: { webhook: { url: "https://h" } },
    });
    expect(withoutUntouchedSecrets({ chat: { token: null } }, HIDDEN)).toEqual({ chat: { token: null } });
  });

  it("a revision's changes list each changed key before and after, a secret only masked", () => {
    const before = { contact: { phone: "1" }, chat: { token: "old" } };
    const after = { contact: { phone: "2" }, chat: { token: "new" }, theme: { primary: "#fff" } };
    expect(configChanges(before, after, HIDDEN)).toEqual([
      { path: "chat.token", before: SECRET_MASK, after: SECRET_MASK },
      { path: "contact.phone", before: "1", after: "2" },
      { path: "theme.primary", before: undefined, after: "#fff" },
    ]);
  });

  it("a rollback puts changed keys back (absent ones removed) and never restores a secret", () => {
    const changes = configChanges(
      { contact: { phone: "1" }, chat: { token: "old" } },
      { contact: { phone: "2" }, chat: { token: "new" }, theme: { primary: "#fff" } },
      HIDDEN,
    );
    expect(inversePatch(changes)).toEqual({
      patch: { contact: { phone: "1" }, theme: { primary: null } },
      secretsSkipped: ["chat.token"],
    });
  });

  it("a change to a listing group moves the listing version; a phone number does not", () => {
    expect(touchesListing(["contact.phone", "theme.primary"])).toBe(false);
    expect(touchesListing(["search.filters"])).toBe(true);
  });
});

describe("issue 32 §3: an undo leaves no empty group behind", () => {
  it("a group emptied by removals goes; one sent empty, or untouched, stays", () => {
    const stored = { contact: { phone: "1" }, theme: { primary: "#fff" }, copy: {} };
    const patch = { theme: { primary: null } };
    expect(withoutEmptiedGroups(mergePatch(stored, patch) as Record<string, unknown>, patch)).toEqual({
      contact: { phone: "1" },
      copy: {},
    });
    const keep = { contact: { email: null } };
    expect(withoutEmptiedGroups(mergePatch(stored, keep) as Record<string, unknown>, keep)).toEqual(stored);
  });
});
