import type { LeadStatus } from "../leads/lead-status";
import type { LeadKindKey } from "./lead-kinds";

/**
 * One lead as the inbox lists it (issue 31 §4), plain data so the same row is drawn on the server's
 * page, sent by the polling endpoint as JSON, and written to the CSV export.
 */
export type InboxRow = {
  id: string;
  /** ISO 8601; the page shows it on the console's clock (consoleTime). */
  createdAt: string;
  /** This row's place in the list, for the next page's and the polling's cursors. */
  cursor: string;
  kind: LeadKindKey;
  kindLabel: string;
  /** The accepted trade-in offer: drawn with a badge. */
  standout: boolean;
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The car as it was when the lead arrived. */
  car: { name: string; stockNumber: string | null; vin: string | null } | null;
  dealership: string | null;
  status: LeadStatus;
  assignee: string | null;
  message: string | null;
};

/** The lead's page in the console, under the site (issue 31 §4). */
export function leadHref(slug: string, id: string): string {
  return `/sites/${slug}/leads/${id}`;
}
