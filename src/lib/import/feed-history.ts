import type { ImportIssue } from "./import-issue";

/**
 * The feed history (issue 32 §1, decision 0052): every import — admin API, command line, inbox,
 * console upload — is kept with who sent it and its report. Pure: what a stored report holds, how
 * an import's outcome reads, and the numbers the history's list shows.
 */

export const FEED_SOURCES = ["admin-api", "cli", "inbox", "console"] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

export const FEED_SOURCE_LABELS: Record<FeedSource, string> = {
  "admin-api": "Admin API",
  cli: "Command line",
  inbox: "Inbox folder",
  console: "Console upload",
};

/**
 * How the console names the import that last wrote a car (the stock list's "Source"): where it came
 * from and, when it had one, its file's name: `Console upload, dubbo.csv`, `Admin API`.
 */
export function feedSourceLabel(feed: { source: string; fileName: string | null }): string {
  const from = FEED_SOURCE_LABELS[feed.source as FeedSource] ?? feed.source;
  return feed.fileName ? `${from}, ${feed.fileName}` : from;
}

/** `running`: begun and not finished (still importing, or its server stopped before the end). */
export type FeedOutcome = "running" | "imported" | "refused" | "failed";

export const FEED_OUTCOME_LABELS: Record<FeedOutcome, string> = {
  running: "Not finished",
  imported: "Imported",
  refused: "Refused",
  failed: "Could not be read",
};

type Counts = { inserted: number; updated: number; failed: number };

/** An import's report as stored (the shape of server/import's ImportReport, read back from JSON). */
export type StoredImportReport = {
  site?: { slug: string; created: boolean };
  counts: Record<string, Counts>;
  markedSold: number;
  issues: ImportIssue[];
  warnings: ImportIssue[];
  config?: { replaced: boolean; site?: string[]; dealerships: Record<string, string[]> };
  refused?: { site: string | null; reason: string };
  /** The dealerships the feed named (its records' and its cars'). */
  dealerships?: string[];
  feed?: { format: string; bytes: number; ms: number; waitedMs: number };
};

/** How an import that ran to its end turned out: refused whole, or imported (perhaps with issues). */
export function reportOutcome(report: StoredImportReport): "imported" | "refused" {
  return report.refused ? "refused" : "imported";
}

/** The list's summary of one report: records written, refused, warned about, cars marked sold. */
export function reportTotals(report: StoredImportReport | null): {
  written: number;
  refused: number;
  warnings: number;
  markedSold: number;
} {
  if (!report) return { written: 0, refused: 0, warnings: 0, markedSold: 0 };
  let written = 0;
  let refused = 0;
  for (const c of Object.values(report.counts ?? {})) {
    written += c.inserted + c.updated;
    refused += c.failed;
  }
  return { written, refused, warnings: report.warnings?.length ?? 0, markedSold: report.markedSold ?? 0 };
}

/** The sections of a report that did something, in the report's order, for its page's table. */
export function reportSections(report: StoredImportReport): { section: string; counts: Counts }[] {
  return Object.entries(report.counts ?? {})
    .filter(([, c]) => c.inserted + c.updated + c.failed > 0)
    .map(([section, counts]) => ({ section: section.replace(/_/g, " "), counts }));
}
