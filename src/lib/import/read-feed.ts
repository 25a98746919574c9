import { readCsvFeed } from "./csv-feed";
import type { ImportIssue } from "./import-issue";
import { nestsDeeperThan, tooDeepMessage } from "./json-depth";
import type { UnreadCar } from "./validate/car-identity";

/**
 * A feed as it arrives, JSON bundle or CSV stock export, read into the raw bundle importBundle takes
 * (issue 15 §2). The CLI and the import endpoint both start here. Pure.
 */

export type FeedFormat = "json" | "csv";

export type ReadFeedOptions = {
  /** A CSV feed's dealership when it has no dealership column (`--dealership <slug>`). */
  dealershipSlug?: string;
};

export type ReadFeed = {
  /** The raw bundle for validateBundle / importBundle; undefined when the feed could not be read at all. */
  raw: unknown;
  /** For a CSV feed, lines[i] is the line car i starts on: pass the import's issues through withCsvLines. */
  lines?: number[];
  /** Problems with the whole feed, and CSV rows refused before validation (each names its line). */
  issues: ImportIssue[];
  /** CSV columns not read. */
  warnings: ImportIssue[];
  /** Cars named by CSV rows that could not be read: pass to importBundle's `unreadCars`. */
  unreadCars: UnreadCar[];
  /** False when part of the feed could not be read: it must not be used to mark missing cars sold. */
  complete: boolean;
};

/**
 * Which format a feed is in: a `.csv` or `.tsv` name or a CSV content type says CSV, a `.json` name or a
 * JSON content type says JSON; otherwise (feed.txt, text/plain) the content decides: JSON starts with
 * `{` or `[` after spaces and a byte order mark, anything else is read as CSV.
 */
export function feedFormatOf(fileNameOrContentType: string, firstBytes: string): FeedFormat {
  return feedFormatByName(fileNameOrContentType) ?? (/^[\uFEFF\s]*[{[]/.test(firstBytes) ? "json" : "csv");
}

/**
 * What a file name or content type alone says of a feed's format, or null when it says nothing: the
 * inbox and the import endpoint, which read no content first, take only what this names.
 */
export function feedFormatByName(fileNameOrContentType: string): FeedFormat | null {
  const name = fileNameOrContentType.trim().toLowerCase();
  if (/\.(csv|tsv)$/.test(name) || /^(text|application)\/(csv|tab-separated-values)\b/.test(name))
    return "csv";
  if (/\.json$/.test(name) || /^application\/([\w.+-]*\+)?json\b/.test(name)) return "json";
  return null;
}

/**
 * Reads a feed's text in its format. A CSV feed's cars belong to `dealershipSlug` when given (a row
 * naming another dealership is refused), else to the dealership its column names; a JSON bundle names
 * its own, and `dealershipSlug` does not apply to it.
 */
export function readFeed(text: string, format: FeedFormat, options: ReadFeedOptions = {}): ReadFeed {
  if (format === "csv") {
    const csv = readCsvFeed(text, options);
    return {
      raw: csv.bundle,
      lines: csv.lines,
      issues: csv.issues,
      warnings: csv.warnings,
      unreadCars: csv.unreadCars,
      complete: csv.complete,
    };
  }
  try {
    const raw: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
    // A nesting bomb would overflow the validators' stack (issue 29 item 4): refused whole.
    if (nestsDeeperThan(raw)) {
      return {
        raw: undefined,
        issues: [{ section: "bundle", index: null, field: "", message: tooDeepMessage() }],
        warnings: [],
        unreadCars: [],
        complete: false,
      };
    }
    return {
      raw,
      issues: [],
      warnings: [],
      unreadCars: [],
      complete: true,
    };
  } catch (error) {
    return {
      raw: undefined,
      issues: [
        { section: "bundle", index: null, field: "", message: `not valid JSON: ${(error as Error).message}` },
      ],
      warnings: [],
      unreadCars: [],
      complete: false,
    };
  }
}
