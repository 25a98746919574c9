import { describe, expect, it } from "vitest";
import type { FeedImportRow } from "@/server/import/feed-history";
import { feedCards, feedFacts } from "./feed-views";

/** Issue 32 §1: the feed history's entries as the console lists them (decision 0052). */

const row = (overrides: Partial<FeedImportRow> = {}): FeedImportRow => ({
  id: 5,
  source: "console",
  actor: "Max <max@a.example>",
  format: "csv",
  fileName: "dubbo.csv",
  bytes: 2048,
  outcome: "imported",
  error: null,
  report: {
    counts: { cars: { inserted: 1, updated: 2, failed: 1 } },
    markedSold: 0,
    issues: [],
    warnings: [],
  },
  startedAt: new Date("2026-11-20T12:00:00Z"),
  finishedAt: new Date("2026-11-20T12:00:05Z"),
  dealershipIds: [1],
  ...overrides,
});

describe("the feed history's entries", () => {
  it("a finished import: who sent it, its size and what it wrote, linked to its report", () => {
    const [card] = feedCards([row()], "harbour");
    expect(card).toMatchObject({ href: "/sites/harbour/feeds/5", status: "Imported" });
    expect(card?.facts).toEqual(
      expect.arrayContaining([
        { label: "From", value: "Console upload, Max <max@a.example>" },
        { label: "Format", value: "CSV, 2 KB" },
        { label: "Records", value: "3 written, 1 refused, 0 warnings" },
      ]),
    );
  });

  it("an import begun and not finished says it has no report yet, not that it wrote nothing", () => {
    const running = row({ outcome: "running", report: null, finishedAt: null, bytes: 0 });
    expect(feedCards([running], "harbour")[0]?.status).toBe("Not finished");
    const facts = feedFacts(running);
    expect(facts.find((f) => f.label === "Records")?.value).toMatch(
      /^No report yet: the import is still running/,
    );
    expect(facts.find((f) => f.label === "Format")?.value).toBe("CSV");
  });
});
