import { parse } from "csv-parse/sync";
import { feedDecimal, feedMoney } from "./feed-values";
import type { ImportIssue } from "./import-issue";
import type { UnreadCar } from "./validate/car-identity";

/**
 * CSV stock feeds (issue 15 §2): the common dealer export, one car a row under a header row, read by
 * csv-parse (quoted fields with commas and line breaks, a UTF-8 byte order mark, CRLF, and `;` or tab
 * delimiters found from the header). Each row becomes a raw car record of the JSON bundle's own shape,
 * so it goes through the same lenient reader and validation as a JSON feed; `lines[i]` is the line
 * car i starts on, so every issue can name it. Pure.
 */

export type CsvColumn = {
  /** The car field the column fills: the bundle's field name, or group.field inside a group. */
  field: string;
  /**
   * Header names read as this field besides its own name. Headers are compared ignoring case, spaces
   * and punctuation: "Stock No", "stock_no" and "STOCK-NO" are the same header.
   */
  headers: readonly string[];
  /** A cell holding several values: photo URLs, or items such as features. */
  list?: "urls" | "items";
  /** Also fills this field when the feed has no column of its own for it. */
  alsoFills?: string;
  /** Read inside a group, which the record's field readers do not reach: as dollars or as a number. */
  value?: "money" | "number";
  /** A note for the documentation (docs/csv-feeds.md). */
  note?: string;
};

/** Every car field a CSV feed can fill, and the header names read as each (docs/csv-feeds.md). */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    field: "dealership_slug",
    headers: ["Dealership", "Dealer", "Dealer ID", "Dealership ID", "Dealer Code"],
    note: "the dealership's slug; may instead be given for the whole feed when importing",
  },
  {
    field: "location_slug",
    headers: ["Location", "Location ID", "Yard", "Branch"],
    note: "a location's slug within the dealership; an unknown one imports the car without a location",
  },
  { field: "stocknum", headers: ["Stock No", "Stock Number", "Stock #", "Stock", "Stock ID", "Stock Code"] },
  { field: "vin", headers: ["VIN Number", "Chassis", "Chassis No", "Chassis Number"] },
  { field: "slug", headers: ["URL Slug"], note: "only for a new car; a car keeps its URL" },
  { field: "nvic", headers: [] },
  { field: "name", headers: ["Vehicle Name", "Display Name"] },
  { field: "carsales_title", headers: ["Title", "Heading", "Ad Title"] },
  { field: "make", headers: ["Manufacturer", "Brand"] },
  { field: "model", headers: ["Model Name"] },
  { field: "badge", headers: ["Variant", "Trim", "Grade"] },
  { field: "series", headers: [] },
  { field: "year", headers: ["Model Year", "Build Year", "Yr"] },
  { field: "colour", headers: ["Color", "Exterior Colour", "Exterior Color", "Ext Colour", "Paint"] },
  { field: "interior_colour", headers: ["Interior Color", "Interior", "Trim Colour", "Trim Color"] },
  { field: "car_type", headers: ["Condition", "New/Used", "Stock Type", "Vehicle Condition"] },
  { field: "status", headers: ["Stock Status", "Availability"] },
  { field: "tag", headers: ["Label"] },
  { field: "reserved", headers: ["On Hold", "Hold"] },
  { field: "certified", headers: ["Certified Pre-Owned", "CPO"] },
  {
    field: "show_on_dealer_website",
    headers: ["Show On Website", "On Website", "Publish", "Published", "Online"],
  },
  {
    field: "price",
    headers: [
      "Sale Price",
      "Drive Away Price",
      "Driveaway Price",
      "Drive Away",
      "Selling Price",
      "Retail Price",
      "Advertised Price",
      "Asking Price",
    ],
  },
  { field: "before_price", headers: ["Was Price", "Was", "Original Price"] },
  { field: "offer_price", headers: ["Special Price", "Offer"] },
  { field: "subscription_price", headers: ["Subscription"] },
  { field: "weekly_price", headers: ["Weekly", "Weekly Repayment", "Weekly Payment", "Per Week"] },
  { field: "price_type", headers: ["Price Qualifier", "Price Label"] },
  { field: "preorder", headers: [] },
  {
    field: "km",
    headers: ["Kms", "KM", "Kilometres", "Kilometers", "Odometer", "Odometer (km)", "Odo", "Mileage"],
    note: "kilometres; a value in miles is not read",
  },
  { field: "build_date", headers: ["Build", "Built"] },
  { field: "compliance_date", headers: ["Compliance", "Complied"] },
  { field: "rego_expiry", headers: ["Registration Expiry", "Rego Due", "Rego Exp", "Rego Expires"] },
  {
    field: "regplate",
    headers: [
      "Rego",
      "Registration",
      "Registration Number",
      "Rego Number",
      "Plate",
      "Number Plate",
      "Rego Plate",
    ],
  },
  { field: "seats", headers: ["Seating", "Seating Capacity", "Seat Count"] },
  { field: "doors", headers: ["Door Count"] },
  { field: "drive", headers: ["Drive Type", "Drivetrain", "Driveline", "Drive Train"] },
  { field: "engine_size", headers: ["Engine", "Engine Capacity", "Engine CC"] },
  { field: "simple_body", headers: [] },
  { field: "simple_fuel", headers: [] },
  { field: "simple_transmission", headers: [] },
  {
    field: "trans",
    headers: ["Transmission", "Transmission Type", "Gearbox"],
    alsoFills: "simple_transmission",
    note: "also the search filter's transmission (simple_transmission) when the feed has no column for it",
  },
  { field: "gearnum", headers: ["Gears", "Number Of Gears", "Gear Count"] },
  {
    field: "fuel",
    headers: ["Fuel Type"],
    alsoFills: "simple_fuel",
    note: "also the search filter's fuel (simple_fuel) when the feed has no column for it",
  },
  { field: "body", headers: ["Body Type", "Body Style"] },
  { field: "bodyconfiguration", headers: [] },
  { field: "manufacturer_body", headers: [] },
  {
    field: "dealercomments",
    headers: ["Comments", "Description", "Dealer Comments", "Seller Comments", "Ad Description"],
  },
  { field: "city", headers: ["Suburb"] },
  { field: "state", headers: [] },
  { field: "private_suburb", headers: [] },
  { field: "private_postcode", headers: ["Postcode"] },
  { field: "item_type", headers: [] },
  { field: "categories", headers: ["Category"], list: "items" },
  { field: "filtered_features", headers: ["Features", "Key Features"], list: "items" },
  { field: "standardEquipment", headers: ["Standard Equipment", "Equipment"], list: "items" },
  { field: "file", headers: ["Brochure"] },
  {
    field: "primary_image_url",
    headers: ["Primary Image", "Main Image", "Main Photo", "Image URL", "Image", "Photo"],
    note: "without it the first photo is the main one",
  },
  {
    field: "images",
    headers: ["Photos", "Images", "Image URLs", "Photo URLs", "Pictures", "Gallery"],
    list: "urls",
    note: 'also numbered columns, "Image 1", "Photo 2", …, in column order',
  },
  {
    field: "autograb_data.average_market_price",
    headers: ["Market Price", "Average Market Price"],
    value: "money",
  },
  {
    field: "autograb_data.state_average_market_price",
    headers: ["State Market Price", "State Average Market Price"],
    value: "money",
  },
  { field: "youxQuote.weeklyRepaymentAmount", headers: ["Weekly Repayment Amount"], value: "money" },
  { field: "youxQuote.advertisedRate", headers: ["Advertised Rate"], value: "number" },
  { field: "youxQuote.comparisonRate", headers: ["Comparison Rate"], value: "number" },
  { field: "reserve_deposit", headers: ["Deposit"] },
  { field: "checkout_enabled", headers: ["Checkout"] },
  { field: "trade_in_enabled", headers: ["Trade In", "Trade-ins"] },
  {
    field: "created_at",
    headers: ["Date Added", "Listed", "Listed At", "Date Listed", "Stock Date", "In Stock Date"],
  },
  { field: "sold_at", headers: ["Sold Date", "Date Sold"] },
];

/**
 * Groups of free keys: a column headed `specifications.<name>` or `variant.<name>` fills that key,
 * named as written ("specifications.Power" is specifications.Power).
 */
export const CSV_KEYED_GROUPS = ["specifications", "variant"] as const;

/** Columns a feed cannot do without: without one of them every car would be refused. */
export const CSV_REQUIRED_FIELDS = ["make", "model", "year", "car_type"] as const;

/** A header compared the way a dealer means it: case, spaces and punctuation aside. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9#]/g, "");
}

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

type Target = { column: CsvColumn } | { group: string; key: string };

/** The column a header names, if any. */
function targetOf(header: string): Target | undefined {
  const keyed = KEYED.exec(header);
  if (keyed)
    return { group: keyed[1]!.toLowerCase() === "variant" ? "variant" : "specifications", key: keyed[2]! };
  const key = normaliseHeader(header);
  const column = BY_HEADER.get(key) ?? (NUMBERED_PHOTO.test(key) ? IMAGES : undefined);
  return column && { column };
}

/** Several URLs in one cell: split on "|" when the cell uses it, else on spaces, ";" or a comma before a URL. */
function splitUrls(cell: string): string[] {
  const parts = cell.includes("|") ? cell.split("|") : cell.split(/[\s;]+|,\s*(?=https?:\/\/|\/)/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Several items in one cell: split on "|", else ";", else line breaks, else commas. */
function splitItems(cell: string): string[] {
  const separator = cell.includes("|")
    ? "|"
    : cell.includes(";")
      ? ";"
      : /[\r\n]/.test(cell)
        ? /\r?\n|\r/
        : ",";
  return cell
    .split(separator)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The delimiter the header row uses most, outside quotes: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== "") ?? "";
  const bare = header.replace(/"(?:[^"]|"")*"/g, "");
  const counts = [",", ";", "\t"].map((d) => [d, bare.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

const lineBreaks = (raw: string) => (raw.match(/\r\n|\r|\n/g) ?? []).length;

type Row = { line: number; cells: string[] } | { line: number; unclosedQuote: true };

/** Rows with the line each starts on; csv-parse's own line count is off for CRLF inside quotes. */
function rowsOf(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let line = 1;
  parse(text, {
    bom: true,
    delimiter,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    // With `raw`, csv-parse hands on_record { record, raw } (its typings say the cells alone).
    on_record: (record, context) => {
      const cells = Array.isArray(record) ? record : (record as unknown as { record: string[] }).record;
      rows.push({ line, cells });
      line += lineBreaks(context.raw ?? "");
      return null;
    },
    // With relax_quotes, only a quote that is never closed fails a record: the rest of the text.
    on_skip: (_error, raw) => {
      rows.push({ line, unclosedQuote: true });
      line += lineBreaks(raw ?? "");
      return undefined;
    },
  });
  return rows;
}

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

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");
const headerNames = (field: string) => [
  field,
  ...(CSV_COLUMNS.find((c) => c.field === field)?.headers ?? []),
];

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
    rows = rowsOf(body, delimiterOf(body));
  } catch (error) {
    feedIssue("", `not readable as CSV: ${(error as Error).message}`);
    feed.complete = false;
    return feed;
  }
  const blank = (row: Row) => "cells" in row && row.cells.every((c) => c.trim() === "");
  const filled = rows.filter((row) => !blank(row));
  const [headerRow, ...carRows] = filled;
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
  const header = headerRow.cells.map((h) => h.trim());

  // Which column fills which field: a column named exactly as the field wins, else the leftmost.
  const targets: (Target | undefined)[] = header.map(targetOf);
  const unknown = header.filter((h, i) => h !== "" && !targets[i]);
  if (unknown.length) {
    feed.warnings.push({
      section: "bundle",
      index: null,
      field: "header",
      line: headerRow.line,
      message: `columns not read (no car field by these names): ${quoted(unknown)}; docs/csv-feeds.md lists the names read`,
    });
  }
  const chosen = new Map<string, number>();
  header.forEach((h, i) => {
    const target = targets[i];
    if (!target || !("column" in target) || target.column.list) return;
    const field = target.column.field;
    const before = chosen.get(field);
    if (before === undefined) chosen.set(field, i);
    else if (
      normaliseHeader(h) === normaliseHeader(field) &&
      normaliseHeader(header[before]!) !== normaliseHeader(field)
    )
      chosen.set(field, i);
  });
  header.forEach((h, i) => {
    const target = targets[i];
    if (!target || !("column" in target) || target.column.list) return;
    const used = chosen.get(target.column.field)!;
    if (used === i) return;
    feed.warnings.push({
      section: "bundle",
      index: null,
      field: "header",
      line: headerRow.line,
      message: `columns "${header[used]}" and "${h}" both read as ${target.column.field}: "${header[used]}" is used`,
    });
    targets[i] = undefined;
  });
  const has = (field: string) =>
    chosen.has(field) || targets.some((t) => t && "column" in t && t.column.field === field);

  const missing = CSV_REQUIRED_FIELDS.filter((field) => !has(field));
  for (const field of missing) {
    feedIssue(
      "header",
      `no ${field} column, so no car could be imported: add a column headed ${quoted(headerNames(field))}`,
      headerRow.line,
    );
  }
  if (!has("stocknum") && !has("vin")) {
    feedIssue(
      "header",
      `no stock number or VIN column, so no car could be updated by a later feed: add a column headed ${quoted(headerNames("stocknum"))} or ${quoted(headerNames("vin"))}`,
      headerRow.line,
    );
  }
  const dealership = options.dealershipSlug?.trim() || undefined;
  if (!has("dealership_slug") && !dealership) {
    feedIssue(
      "dealership_slug",
      `the feed does not say whose cars these are: add a column headed ${quoted(headerNames("dealership_slug"))} with the dealership's slug, or name the dealership when importing (forecourt import feed.csv --dealership <slug>)`,
      headerRow.line,
    );
  }
  if (feed.issues.length) return feed;

  const indexOf = (field: string) => chosen.get(field);
  const cellOf = (cells: string[], field: string) => {
    const i = indexOf(field);
    const cell = i === undefined ? undefined : cells[i]?.trim();
    return cell ? cell : undefined;
  };
  const keyOf = (cells: string[]) => {
    const stocknum = cellOf(cells, "stocknum");
    const vin = cellOf(cells, "vin");
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
    const extra = cells.slice(header.length);
    if (cells.length < header.length || extra.some((c) => c.trim() !== "")) {
      refuse(
        line,
        cells,
        `has ${cells.length} cells where the header has ${header.length}, so its values cannot be matched to columns (a delimiter or quote out of place?): the row was not read`,
      );
      // Best effort, for --replace-stock only: the cells before the one out of place are usually right.
      const dealer = dealership ?? cellOf(cells, "dealership_slug");
      const stocknum = cellOf(cells, "stocknum");
      const vin = cellOf(cells, "vin");
      if (dealer && (stocknum || vin))
        feed.unreadCars.push({
          dealership_slug: dealer,
          ...(stocknum ? { stocknum } : {}),
          ...(vin ? { vin } : {}),
        });
      continue;
    }
    const own = cellOf(cells, "dealership_slug");
    if (own && dealership && own.toLowerCase() !== dealership.toLowerCase()) {
      refuse(line, cells, `names dealership "${own}", but this feed is imported for "${dealership}"`);
      continue;
    }
    feed.bundle.cars.push(recordOf(header, targets, cells, { dealership, has }));
    feed.lines.push(line);
  }
  return feed;
}

function recordOf(
  header: string[],
  targets: (Target | undefined)[],
  cells: string[],
  context: { dealership: string | undefined; has: (field: string) => boolean },
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  const put = (field: string, value: unknown) => {
    const dot = field.indexOf(".");
    if (dot < 0) {
      record[field] = value;
      return;
    }
    const group = field.slice(0, dot);
    const inner = (record[group] ?? {}) as Record<string, unknown>;
    inner[field.slice(dot + 1)] = value;
    record[group] = inner;
  };
  header.forEach((_, i) => {
    const target = targets[i];
    // A spreadsheet on Windows writes a line break inside a cell as CRLF: one line break is "\n".
    const cell = (cells[i] ?? "").replace(/\r\n?/g, "\n");
    if (!target || cell.trim() === "") return;
    if ("group" in target) {
      put(`${target.group}.${target.key}`, cell.trim());
      return;
    }
    const { column } = target;
    if (column.list) {
      const items = column.list === "urls" ? splitUrls(cell) : splitItems(cell);
      record[column.field] = [...((record[column.field] as string[] | undefined) ?? []), ...items];
      return;
    }
    const value =
      column.value === "money"
        ? (feedMoney(cell) ?? cell)
        : column.value === "number"
          ? (feedDecimal(cell) ?? cell)
          : cell;
    put(column.field, value);
    if (column.alsoFills && !context.has(column.alsoFills)) put(column.alsoFills, value);
  });
  // A row naming another dealership was refused: the one the feed is imported for is every row's.
  if (context.dealership) record.dealership_slug = context.dealership;
  return record;
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
