import { LEAD_STATUS_LABELS } from "../leads/lead-status";
import type { InboxRow } from "./inbox-row";

/**
 * The inbox's CSV export (issue 31 §4): the filtered list, one lead a line, for a spreadsheet. What a
 * shopper typed is data, never a formula: a cell starting with = + - @, a tab or a carriage return
 * (which Excel, Numbers and Sheets may run as a formula, OWASP "CSV injection") is written with a
 * leading apostrophe, which the spreadsheet shows as text.
 */

/** The most leads one export writes; the page says so beside the button. */
export const CSV_EXPORT_LIMIT = 50_000;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvSafe(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export const CSV_HEADER = [
  "Received (UTC)",
  "Kind",
  "Category",
  "Subcategory",
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Car",
  "Stock number",
  "VIN",
  "Dealership",
  "Assigned to",
  "Message",
  "Lead id",
  "Link",
] as const;

/** One lead's cells, in CSV_HEADER's order, each made safe. */
export function csvCells(row: InboxRow, link: string): string[] {
  return [
    row.createdAt,
    row.kindLabel,
    row.category,
    row.subcategory,
    LEAD_STATUS_LABELS[row.status],
    row.name,
    row.email,
    row.phone,
    row.car?.name,
    row.car?.stockNumber,
    row.car?.vin,
    row.dealership,
    row.assignee,
    row.message,
    row.id,
    link,
  ].map(csvSafe);
}
