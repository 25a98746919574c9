import "server-only";
import { withCsvLines } from "@/lib/import/csv-feed";
import { type FeedFormat, readFeed } from "@/lib/import/read-feed";
import type { Database } from "../db/client";
import { type ImportOptions, type ImportReport, importBundle } from "./import-bundle";

export type ImportFeedOptions = Omit<ImportOptions, "unreadCars"> & {
  format: FeedFormat;
  /** A CSV feed's dealership when it has no dealership column (`--dealership <slug>`). */
  dealershipSlug?: string;
};

/**
 * Imports a feed's text, JSON bundle or CSV stock export (issue 15 §2): reads it (lib/import/read-feed),
 * imports it (importBundle), and reports in the feed's own terms: a CSV feed's issues and warnings
 * name their line, and its rows refused before validation are listed first and counted as failed.
 * A feed that could not be read to its end marks no car sold, whatever `replaceStock` says.
 */
export async function importFeed(
  db: Database,
  text: string,
  options: ImportFeedOptions,
): Promise<ImportReport> {
  const { format, dealershipSlug, ...importOptions } = options;
  const feed = readFeed(text, format, { dealershipSlug });
  const report = await importBundle(db, feed.raw ?? {}, {
    ...importOptions,
    replaceStock: importOptions.replaceStock && feed.complete,
    unreadCars: feed.unreadCars,
  });
  const lines = feed.lines;
  report.issues = [...feed.issues, ...(lines ? withCsvLines(report.issues, lines) : report.issues)];
  report.warnings = [...feed.warnings, ...(lines ? withCsvLines(report.warnings, lines) : report.warnings)];
  report.counts.cars.failed += feed.issues.filter((i) => i.section === "cars").length;
  if (importOptions.replaceStock && !feed.complete && feed.raw !== undefined) {
    report.issues.push({
      section: "bundle",
      index: null,
      field: "",
      message:
        "the feed could not be read to its end, so it was not treated as complete: no car was marked sold",
    });
  }
  return report;
}
