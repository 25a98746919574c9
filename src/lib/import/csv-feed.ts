import { readCsvHeader } from "./csv-header";
import { recordOf } from "./csv-record";
import { filledRows, type Row } from "./csv-rows";
import type { ImportIssue } from "./import-issue";
import type { UnreadCar } from "./validate/car-identity";

/**
 * CSV stock feeds (issue 15 §2): the common dealer export, one car a row under a header row, read by
 * csv-parse (quoted fields with commas and line breaks, a UTF-8 byte order mark, CRLF, and `;` or tab
 * delimiters found from the header). Each row becomes a raw car record of the JSON bundle's own shape,
 * so it goes through the same lenient reader and validation as a JSON feed; `lines[i]` is the line
 * car i starts on, so every issue can name it. Pure. The column mapping is csv-columns.ts; the
 * header row is read by csv-header.ts, the rows by csv-rows.ts, each row into a record by csv-record.ts.
 */

export type CsvFeedOptions = {
  /** The dealership every car belongs to, when the feed has no dealership column (--dealership). */
  dealershipSlug?: string;
};

export type CsvFeed = {
  /** The feed as a bundle: its cars as raw records, for validateBundle / importBundle. */
  bundle: { cars: Record<string, unknown>[] };
  /** lines[i]: the line of the feed car i starts on (the header is line 1, or later after blank lines). */
  lines: number[];
  /** Rows refused before validation, and problems with the whole feed; each names its line. */
  issues: ImportIssue[];
  /** Columns not read, and columns that repeat another's field. */
  warnings: ImportIssue[];
  /** Cars named by rows that could not be read: never marked sold by --replace-stock. */
  unreadCars: UnreadCar[];
  /** False when part of the feed could not be read at all (a quote never closed): not a full feed. */
  complete: boolean;
};

/** Reads a CSV stock feed into raw car records, each with its line (issue 15 §2). */
export function readCsvFeed(text: string, options: CsvFeedOptions = {}): CsvFeed {
  const body = text.replace(/^\uFEFF/, "");
  const feed: CsvFeed = {
    bundle: { cars: [] },
    lines: [],
    issues: [],
    warnings: [],
    unreadCars: [],
    complete: true,
  };
  const feedIssue = (field: string, message: string, line?: number) =>
    feed.issues.push({ section: "bundle", index: null, field, message, ...(line ? { line } : {}) });

  let rows: Row[];
  try {
    rows = filledRows(body);
  } catch (error) {
    feedIssue("", `not readable as CSV: ${(error as Error).message}`);
    feed.complete = false;
    return feed;
  }
  const [headerRow, ...carRows] = rows;
  if (!headerRow) {
    feedIssue("header", "the feed is empty: expected a header row naming the columns, then one car a row");
    return feed;
  }
  if (!("cells" in headerRow)) {
    feedIssue(
      "header",
      "a quote opened in the header row is never closed: nothing could be read",
      headerRow.line,
    );
    feed.complete = false;
    return feed;
  }
  const dealership = options.dealershipSlug?.trim() || undefined;
  const header = readCsvHeader(headerRow.cells, headerRow.line, dealership, feed);
  if (feed.issues.length) return feed;

  const keyOf = (cells: string[]) => {
    const stocknum = header.cell(cells, "stocknum");
    const vin = header.cell(cells, "vin");
    return stocknum ? `stocknum ${stocknum}` : vin ? `vin ${vin}` : undefined;
  };
  const refuse = (line: number, cells: string[] | undefined, message: string) =>
    feed.issues.push({
      section: "cars",
      index: null,
      ...(cells && keyOf(cells) ? { key: keyOf(cells) } : {}),
      field: "row",
      line,
      message,
    });

  for (const row of carRows) {
    if (!("cells" in row)) {
      refuse(
        row.line,
        undefined,
        "a quote opened in this row is never closed, so the feed could not be read from here to its end: not a full feed, so no car is marked sold",
      );
      feed.complete = false;
      continue;
    }
    const { line, cells } = row;
    // Cells past the header's that are all blank are a trailing delimiter, not data.
    const extra = cells.slice(header.names.length);
    if (cells.length < header.names.length || extra.some((c) => c.trim() !== "")) {
      refuse(
        line,
        cells,
        `has ${cells.length} cells where the header has ${header.names.length}, so its values cannot be matched to columns (a delimiter or quote out of place?): the row was not read`,
      );
      // Best effort, for --replace-stock only: the cells before the one out of place are usually right.
      const dealer = dealership ?? header.cell(cells, "dealership_slug");
      const stocknum = header.cell(cells, "stocknum");
      const vin = header.cell(cells, "vin");
      if (dealer && (stocknum || vin))
        feed.unreadCars.push({
          dealership_slug: dealer,
          ...(stocknum ? { stocknum } : {}),
          ...(vin ? { vin } : {}),
        });
      continue;
    }
    const own = header.cell(cells, "dealership_slug");
    if (own && dealership && own.toLowerCase() !== dealership.toLowerCase()) {
      refuse(line, cells, `names dealership "${own}", but this feed is imported for "${dealership}"`);
      continue;
    }
    feed.bundle.cars.push(recordOf(header.names, header.targets, cells, { dealership, has: header.has }));
    feed.lines.push(line);
  }
  return feed;
}

/**
 * Names each car issue or warning by the line its row starts on (`line 14 (stocknum M002) price: …`),
 * and a message's reference to another car (`repeated by cars[16]`) by that car's line too.
 */
export function withCsvLines(issues: readonly ImportIssue[], lines: readonly number[]): ImportIssue[] {
  const lineOf = (index: number) => lines[index];
  return issues.map((issue) => {
    if (issue.section !== "cars" || issue.index === null || issue.line !== undefined) return issue;
    const line = lineOf(issue.index);
    if (line === undefined) return issue;
    const message = issue.message.replace(/\bcars\[(\d+)\]/g, (text, i: string) => {
      const other = lineOf(Number(i));
      return other === undefined ? text : `line ${other}`;
    });
    return { ...issue, line, message };
  });
}
