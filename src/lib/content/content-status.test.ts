import { describe, expect, it } from "vitest";
import { readContentForm } from "./content-kinds";
import {
  changedFields,
  instantToLocal,
  itemStatus,
  localToInstant,
  pickFields,
  versionWords,
  windowStatus,
} from "./content-status";

/** Issue 32 item 2 (decision 0053): content's status at a moment, a version's changes, the site's clock. */

const NOW = new Date("2026-11-27T00:00:00Z");

describe("an item's status at a moment", () => {
  it("is scheduled before its start, published inside its window, expired from its end", () => {
    expect(windowStatus({ start: "2026-11-28T00:00:00Z", end: null }, NOW)).toBe("scheduled");
    expect(windowStatus({ start: "2026-11-27T00:00:00Z", end: null }, NOW)).toBe("published");
    expect(windowStatus({ start: null, end: "2026-11-27T00:00:01Z" }, NOW)).toBe("published");
    expect(windowStatus({ start: null, end: "2026-11-27T00:00:00Z" }, NOW)).toBe("expired");
    expect(windowStatus({ start: null, end: null }, NOW)).toBe("published");
  });

  it("follows the live row, noting a newer draft; without one it is a draft or unpublished", () => {
    const live = { start: null, end: null };
    expect(itemStatus({ state: "draft" }, live, NOW)).toEqual({ status: "published", pendingDraft: true });
    expect(itemStatus({ state: "published" }, live, NOW)).toEqual({
      status: "published",
      pendingDraft: false,
    });
    expect(itemStatus({ state: "draft" }, null, NOW)).toEqual({ status: "draft", pendingDraft: false });
    expect(itemStatus({ state: "unpublished" }, null, NOW)).toEqual({
      status: "unpublished",
      pendingDraft: false,
    });
    expect(itemStatus(null, { start: new Date("2027-01-01"), end: null }, NOW).status).toBe("scheduled");
  });
});

describe("what a version changed", () => {
  it("lists the fields that differ, and every field with a value for the first version", () => {
    expect(changedFields({ name: "A", category: null }, { name: "B", category: null })).toEqual(["name"]);
    expect(changedFields({ name: "A", body: "x" }, { name: "A" })).toEqual(["body"]);
    expect(changedFields(null, { name: "A", category: null, body: "" })).toEqual(["name"]);
    expect(changedFields({ name: "A" }, { name: "A" })).toEqual([]);
  });

  it("picks only the named fields for the audit log", () => {
    expect(pickFields({ name: "A", body: "long" }, ["name", "gone"])).toEqual({ name: "A", gone: null });
    expect(pickFields(null, ["name"])).toBeNull();
  });

  it("words a version for its history", () => {
    expect(versionWords({ state: "published", source: "console", rollbackOf: null })).toBe("published");
    expect(versionWords({ state: "draft", source: "rollback", rollbackOf: 2 })).toBe(
      "rolled back to version 2 (draft)",
    );
    expect(versionWords({ state: "published", source: "import", rollbackOf: null })).toBe(
      "imported (published)",
    );
    expect(versionWords({ state: "unpublished", source: "console", rollbackOf: null })).toBe(
      "taken off the site",
    );
  });
});

describe("the site's clock", () => {
  it("reads a datetime-local value in the site's zone, summer time included, and back", () => {
    expect(localToInstant("2026-12-01T09:00", "Australia/Sydney")?.toISOString()).toBe(
      "2026-11-30T22:00:00.000Z",
    );
    expect(localToInstant("2026-12-01T09:00", "Australia/Brisbane")?.toISOString()).toBe(
      "2026-11-30T23:00:00.000Z",
    );
    expect(localToInstant("2026-06-01T09:00", "Australia/Sydney")?.toISOString()).toBe(
      "2026-05-31T23:00:00.000Z",
    );
    expect(instantToLocal("2026-11-30T22:00:00.000Z", "Australia/Sydney")).toBe("2026-12-01T09:00");
    expect(instantToLocal(null, "Australia/Sydney")).toBe("");
  });

  it("refuses what is not a date", () => {
    for (const bad of [
      "2026-02-31T09:00",
      "2026-13-01T09:00",
      "tomorrow",
      "2026-12-01 09:00",
      "2026-12-01T24:00",
    ]) {
      expect(localToInstant(bad, "Australia/Sydney")).toBeNull();
    }
  });
});

describe("the editor's form read into a version", () => {
  const options = { timeZone: "Australia/Sydney", categories: ["news", "vehicle-reviews"] };

  it("trims, empties to null and turns dates into instants", () => {
    const read = readContentForm(
      "offers",
      { name: " Deal ", startsAt: "2026-12-01T09:00", category: "" },
      options,
    );
    expect(read).toEqual({
      ok: true,
      data: expect.objectContaining({
        name: "Deal",
        category: null,
        startsAt: "2026-11-30T22:00:00.000Z",
        expiresAt: null,
      }),
    });
  });

  it("answers each field's problem under its key", () => {
    const read = readContentForm(
      "blog",
      {
        title: "",
        category: "gossip",
        imageUrl: "javascript:alert(1)",
        publishedAt: "soon",
        summary: "x".repeat(1001),
      },
      options,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.fromEntries(read.issues.map((i) => [i.key, i.message]))).toEqual({
      title: "Give it a title.",
      category: "One of this site's categories: news, vehicle-reviews.",
      imageUrl: "An address starting with https://.",
      publishedAt: "A date and time, like 2026-12-01 09:00.",
      summary: "At most 1000 characters.",
    });
  });

  it("wants an expiry after the start", () => {
    const read = readContentForm(
      "pages",
      { title: "T", publishedFrom: "2026-12-02T09:00", publishedUntil: "2026-12-02T09:00" },
      options,
    );
    expect(read).toEqual({
      ok: false,
      issues: [{ key: "publishedUntil", message: "Must be after the start." }],
    });
  });
});
