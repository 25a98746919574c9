import type { RecordCard } from "@/components/console/record-cards";
import {
  FEED_OUTCOME_LABELS,
  FEED_SOURCE_LABELS,
  type FeedOutcome,
  type FeedSource,
  reportTotals,
} from "@/lib/import/feed-history";
import { consoleTime } from "@/lib/staff/console-time";
import type { FeedImportRow } from "@/server/import/feed-history";

/** The feed history's rows shaped for the console (issue 32 §1): times on the console's clock. */

const sourceWords = (source: string) => FEED_SOURCE_LABELS[source as FeedSource] ?? source;
const outcomeWords = (outcome: string) => FEED_OUTCOME_LABELS[outcome as FeedOutcome] ?? outcome;

export function feedTitle(row: FeedImportRow): string {
  return `${row.fileName ?? `${row.format.toUpperCase()} feed`} · ${consoleTime(row.finishedAt ?? row.startedAt)}`;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function feedFacts(row: FeedImportRow): { label: string; value: string }[] {
  const totals = reportTotals(row.report);
  const from = { label: "From", value: `${sourceWords(row.source)}, ${row.actor}` };
  if (row.outcome === "running") {
    return [
      from,
      { label: "Format", value: row.format.toUpperCase() },
      {
        label: "Records",
        value: "No report yet: the import is still running, or its server stopped before it finished.",
      },
      { label: "Started", value: consoleTime(row.startedAt) },
    ];
  }
  return [
    from,
    { label: "Format", value: `${row.format.toUpperCase()}, ${sizeText(row.bytes)}` },
    {
      label: "Records",
      value: `${totals.written} written, ${totals.refused} refused, ${totals.warnings} warnings`,
    },
    ...(totals.markedSold ? [{ label: "Marked sold", value: String(totals.markedSold) }] : []),
    { label: "Started", value: consoleTime(row.startedAt) },
  ];
}

export function feedCards(rows: readonly FeedImportRow[], slug: string): RecordCard[] {
  return rows.map((row) => ({
    id: String(row.id),
    href: `/sites/${slug}/feeds/${row.id}`,
    title: feedTitle(row),
    status: outcomeWords(row.outcome),
    facts: feedFacts(row),
  }));
}
