import {
  CSV_COLUMNS,
  CSV_KEYED_GROUPS,
  CSV_REQUIRED_FIELDS,
  type CsvColumn,
  normaliseHeader,
} from "./csv-columns";
import type { ImportIssue } from "./import-issue";

/**
 * A CSV feed's header row: which column fills which car field (csv-columns.ts), with a warning for
 * each column not read or repeating another's field, and an issue for each column a feed cannot do
 * without (then no car is read).
 */

const BY_HEADER = new Map<string, CsvColumn>();
for (const column of CSV_COLUMNS) BY_HEADER.set(normaliseHeader(column.field), column);
for (const column of CSV_COLUMNS) {
  for (const header of column.headers) {
    const key = normaliseHeader(header);
    if (!BY_HEADER.has(key)) BY_HEADER.set(key, column);
  }
}
const IMAGES = CSV_COLUMNS.find((c) => c.field === "images")!;
const NUMBERED_PHOTO = /^(?:image|photo|picture|pic|img)(?:url)?\d+(?:url)?$/;
const KEYED = new RegExp(`^\\s*(${CSV_KEYED_GROUPS.join("|")})\\s*\\.\\s*(.+?)\\s*$`, "i");

export type CsvTarget = { column: CsvColumn } | { group: string; key: string };

/** The column a header names, if any. */
function targetOf(header: string): CsvTarget | undefined {
  const keyed = KEYED.exec(header);
  if (keyed)
    return { group: keyed[1]!.toLowerCase() === "variant" ? "variant" : "specifications", key: keyed[2]! };
  const key = normaliseHeader(header);
  const column = BY_HEADER.get(key) ?? (NUMBERED_PHOTO.test(key) ? IMAGES : undefined);
  return column && { column };
}

export type CsvHeader = {
  /** The header's names, trimmed, one a column. */
  names: string[];
  /** What each column fills; undefined for a column not read. */
  targets: (CsvTarget | undefined)[];
  /** Whether some column fills the field. */
  has: (field: string) => boolean;
  /** A row's trimmed cell of the column chosen for the field; undefined when blank or absent. */
  cell: (cells: string[], field: string) => string | undefined;
};

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");
const headerNames = (field: string) => [
  field,
  ...(CSV_COLUMNS.find((c) => c.field === field)?.headers ?? []),
];

/**
 * Reads the header row (its `cells`, on `line`): issues and warnings go to `feed`. `dealership` is the
 * one the feed is imported for, if named when importing.
 */
export function readCsvHeader(
  cells: string[],
  line: number,
  dealership: string | undefined,
  feed: { issues: ImportIssue[]; warnings: ImportIssue[] },
): CsvHeader {
  const names = cells.map((h) => h.trim());
  const headerWarning = (message: string) =>
    feed.warnings.push({ section: "bundle", index: null, field: "header", line, message });

  // Which column fills which field: a column named exactly as the field wins, else the leftmost.
  const targets: (CsvTarget | undefined)[] = names.map(targetOf);
  const unknown = names.filter((h, i) => h !== "" && !targets[i]);
  if (unknown.length) {
    headerWarning(
      `columns not read (no car field by these names): ${quoted(unknown)}; docs/csv-feeds.md lists the names read`,
    );
  }
  const chosen = new Map<string, number>();
  names.forEach((h, i) => {
    const target = targets[i];
    if (!target || !("column" in target) || target.column.list) return;
    const field = target.column.field;
    const before = chosen.get(field);
    if (before === undefined) chosen.set(field, i);
    else if (
      normaliseHeader(h) === normaliseHeader(field) &&
      normaliseHeader(names[before]!) !== normaliseHeader(field)
    )
      chosen.set(field, i);
  });
  names.forEach((h, i) => {
    const target = targets[i];
    if (!target || !("column" in target) || target.column.list) return;
    const used = chosen.get(target.column.field)!;
    if (used === i) return;
    headerWarning(
      `columns "${names[used]}" and "${h}" both read as ${target.column.field}: "${names[used]}" is used`,
    );
    targets[i] = undefined;
  });
  const has = (field: string) =>
    chosen.has(field) || targets.some((t) => t && "column" in t && t.column.field === field);
  feed.issues.push(...missingColumns(has, dealership, line));
  const cell = (cells: string[], field: string) => {
    const i = chosen.get(field);
    const value = i === undefined ? undefined : cells[i]?.trim();
    return value ? value : undefined;
  };
  return { names, targets, has, cell };
}

/** The columns a feed cannot do without that it lacks, as issues: without them no car is read. */
function missingColumns(
  has: (field: string) => boolean,
  dealership: string | undefined,
  line: number,
): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const headerIssue = (field: string, message: string) =>
    issues.push({ section: "bundle", index: null, field, message, line });
  for (const field of CSV_REQUIRED_FIELDS.filter((field) => !has(field))) {
    headerIssue(
      "header",
      `no ${field} column, so no car could be imported: add a column headed ${quoted(headerNames(field))}`,
    );
  }
  if (!has("stocknum") && !has("vin")) {
    headerIssue(
      "header",
      `no stock number or VIN column, so no car could be updated by a later feed: add a column headed ${quoted(headerNames("stocknum"))} or ${quoted(headerNames("vin"))}`,
    );
  }
  if (!has("dealership_slug") && !dealership) {
    headerIssue(
      "dealership_slug",
      `the feed does not say whose cars these are: add a column headed ${quoted(headerNames("dealership_slug"))} with the dealership's slug, or name the dealership when importing (forecourt import feed.csv --dealership <slug>)`,
    );
  }
  return issues;
}
