import { parse } from "csv-parse/sync";

/**
 * A CSV feed's rows, read by csv-parse (quoted fields with commas and line breaks, a UTF-8 byte order
 * mark, CRLF, and `;` or tab delimiters found from the header), each with the line it starts on.
 */

/** The delimiter the header row uses most, outside quotes: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const header = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== "") ?? "";
  const bare = header.replace(/"(?:[^"]|"")*"/g, "");
  const counts = [",", ";", "\t"].map((d) => [d, bare.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

const lineBreaks = (raw: string) => (raw.match(/\r\n|\r|\n/g) ?? []).length;

export type Row = { line: number; cells: string[] } | { line: number; unclosedQuote: true };

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

/**
 * The feed's rows that hold anything, with the line each starts on; a row whose quote is never closed
 * stands for the rest of the text. Throws when csv-parse cannot read the text at all.
 */
export function filledRows(text: string): Row[] {
  const blank = (row: Row) => "cells" in row && row.cells.every((c) => c.trim() === "");
  return rowsOf(text, delimiterOf(text)).filter((row) => !blank(row));
}
