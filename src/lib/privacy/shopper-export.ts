/**
 * The one file a shopper's data leaves in (issue 36 item 6, Australian Privacy Principle 12; decision
 * 0070): every record a site holds about one person, by kind, as JSON. Pure and zod-free: the console's
 * summary and the shopper's page read the same counts.
 */

export const EXPORT_FORMAT = "forecourt.shopper-data.v1";

type Row = Record<string, unknown>;

export type ShopperAccountExport = Row & {
  saved_cars: Row[];
  saved_searches: Row[];
  alert_events: Row[];
  sessions: Row[];
};

export type ShopperDataExport = {
  format: typeof EXPORT_FORMAT;
  site: { slug: string; name: string };
  exported_at: string;
  /** What the records were found by, as the site compares them (the phone's national digits). */
  found_by: { phone?: string; email?: string };
  /** The signed-in account for this phone (or e-mail) on this site, with what it saved. */
  accounts: ShopperAccountExport[];
  /** Enquiries, test drives, chat messages, trade-in and purchase leads, with the dealer's notes. */
  leads: Row[];
  reservations: Row[];
  trade_ins: Row[];
  purchase_journeys: Row[];
  /** What the site sent them: confirmations, notices and alert digests. */
  messages: Row[];
  /** What the site keeps that is not in the file, and why. */
  not_included: string[];
};

export const NOT_INCLUDED: readonly string[] = [
  "Analytics: pages viewed and searches are counted without a cookie or an address, so nothing there can be tied to you (decision 0061).",
  "Sign-in codes: kept only as a keyed hash for 5 minutes; limits on codes are counted for at most an hour.",
  "What the dealer's own systems (CRM, e-mail) received from the site: ask the dealer for those.",
];

export type ExportSectionKey =
  | "account"
  | "saved_cars"
  | "saved_searches"
  | "leads"
  | "reservations"
  | "trade_ins"
  | "purchase_journeys"
  | "messages";

export const EXPORT_SECTION_LABELS: Record<ExportSectionKey, string> = {
  account: "Signed-in account",
  saved_cars: "Saved cars",
  saved_searches: "Saved searches",
  leads: "Enquiries, test drives, chat and other leads",
  reservations: "Reservations",
  trade_ins: "Trade-in valuations",
  purchase_journeys: "Online purchase journeys",
  messages: "Messages sent to them",
};

export type ExportSummaryRow = { key: ExportSectionKey; label: string; count: number };

/** How many records of each kind the file holds, in the order the console lists them. */
export function exportSummary(data: ShopperDataExport): ExportSummaryRow[] {
  const counts: Record<ExportSectionKey, number> = {
    account: data.accounts.length,
    saved_cars: data.accounts.reduce((n, a) => n + a.saved_cars.length, 0),
    saved_searches: data.accounts.reduce((n, a) => n + a.saved_searches.length, 0),
    leads: data.leads.length,
    reservations: data.reservations.length,
    trade_ins: data.trade_ins.length,
    purchase_journeys: data.purchase_journeys.length,
    messages: data.messages.length,
  };
  return (Object.keys(EXPORT_SECTION_LABELS) as ExportSectionKey[]).map((key) => ({
    key,
    label: EXPORT_SECTION_LABELS[key],
    count: counts[key],
  }));
}

/** Whether the site holds nothing about them. */
export function holdsNothing(data: ShopperDataExport): boolean {
  return exportSummary(data).every((row) => row.count === 0);
}

/** `harbour-toyota-my-data-2026-12-01.json` (the day in UTC). */
export function exportFileName(siteSlug: string, at: Date): string {
  return `${siteSlug}-my-data-${at.toISOString().slice(0, 10)}.json`;
}

/** What a deletion did, by kind (the answer, the audit entry and the shopper's page read it). */
export type DeletionCounts = {
  account: number;
  leads: number;
  reservations: number;
  trade_ins: number;
  purchase_journeys: number;
  messages: number;
};

export function deletedAnything(counts: DeletionCounts): boolean {
  return Object.values(counts).some((n) => n > 0);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a deletion did, in words, one line a kind that moved (the console's and the shopper's answer). */
export function deletionLines(counts: DeletionCounts): string[] {
  const lines: string[] = [];
  if (counts.account) lines.push("The signed-in account, with its saved cars, searches and alerts: deleted.");
  if (counts.leads)
    lines.push(
      `${plural(counts.leads, "lead", "leads")}: name, e-mail, phone and message deleted; still counted.`,
    );
  if (counts.reservations)
    lines.push(
      `${plural(counts.reservations, "reservation", "reservations")}: the person’s details deleted; the deposit’s record kept.`,
    );
  if (counts.trade_ins)
    lines.push(
      `${plural(counts.trade_ins, "trade-in valuation", "trade-in valuations")}: contact, rego and VIN deleted.`,
    );
  if (counts.purchase_journeys)
    lines.push(
      `${plural(counts.purchase_journeys, "online purchase journey", "online purchase journeys")}: deleted.`,
    );
  if (counts.messages) lines.push(`${plural(counts.messages, "message", "messages")} sent to them: deleted.`);
  return lines;
}

/** What deleting does, said before it is done. */
export const DELETION_EXPLAINED =
  "The account (with its saved cars, searches and alerts), online purchase journeys and messages are deleted. Leads, reservations and trade-in valuations stay for the dealer’s counts and books, without the name, e-mail, phone, postcode, message, rego or card digits. This cannot be undone.";
