import type { CsvTarget } from "./csv-header";
import { feedDecimal, feedMoney } from "./feed-values";

/**
 * A CSV row as a raw car record of the JSON bundle's own shape: each read column's cell put in its
 * field (a group's field inside the group), lists split, and a group's money and numbers read.
 */
export function recordOf(
  header: string[],
  targets: (CsvTarget | undefined)[],
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
