import { stripBidiControls } from "@/lib/text/bidi";
import type { CliIo } from "./cli-io";

/** Text helpers every `forecourt` command prints with. */

const SYDNEY_MINUTE = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/**
 * "2026-11-23 12:00 AEDT": sortable, and one clock (Sydney's) for a whole list, so rows from yards in
 * different zones still read in order. The dealer e-mail shows each yard's own clock (formatReceivedAt).
 */
export function formatMinute(date: Date): string {
  const part = Object.fromEntries(SYDNEY_MINUTE.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/**
 * Shopper-typed text (and a remote server's error text) goes to an operator's terminal, where a
 * control character can start an escape sequence that rewrites the screen; show those as U+FFFD.
 * Bidirectional controls, which could make a name read as something else, are dropped (issue 29).
 */
export function printable(text: string, { multiline = false } = {}): string {
  let out = "";
  for (const ch of stripBidiControls(text)) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\r") continue;
    if (ch === "\n") out += multiline ? "\n" : " ";
    else if (ch === "\t") out += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += "\uFFFD";
    else out += ch;
  }
  return out;
}

export function printTable(io: CliIo, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...(r[i] ?? "")].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell + " ".repeat(widths[i]! - [...cell].length)))
      .join("  ");
  io.out(line(header));
  for (const row of rows) io.out(line(row));
}
