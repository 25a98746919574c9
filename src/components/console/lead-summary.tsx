import { acceptedOfferHeadline } from "@/lib/leads/accepted-offer";
import type { LeadPage } from "@/lib/leads/lead-page";
import { firstResponseSeconds, LEAD_STATUS_LABELS } from "@/lib/leads/lead-status";
import { formatWait } from "@/lib/leads/lead-view";
import { consoleTime } from "@/lib/staff/console-time";

/**
 * The top of a lead's console page (issue 31 §4): the accepted trade-in offer when it is one (it must
 * not be read as another valuation), then what the lead is, where it stands, whose it is, and how
 * long the dealer took to answer it (or has been keeping the shopper waiting).
 */

export function AcceptedOfferBanner({ lead }: { lead: Pick<LeadPage, "acceptedOffer"> }) {
  if (!lead.acceptedOffer) return null;
  return (
    <div className="mb-6 rounded-xl border-4 border-success bg-background p-4" data-testid="accepted-offer">
      <p className="text-lg font-bold">{acceptedOfferHeadline(lead.acceptedOffer)}</p>
      <p className="text-sm">
        The shopper accepted the online offer, subject to inspection: the car is coming in. Book the
        inspection and confirm the offer.
      </p>
    </div>
  );
}

/** "After 12 minutes", or "None yet: waiting 3 hours". */
export function firstResponseText(lead: Pick<LeadPage, "createdAt" | "firstResponseAt">, now: Date): string {
  const created = new Date(lead.createdAt);
  const seconds = firstResponseSeconds(created, lead.firstResponseAt ? new Date(lead.firstResponseAt) : null);
  if (seconds !== null) return `After ${formatWait(seconds)}`;
  return `None yet: waiting ${formatWait((now.getTime() - created.getTime()) / 1000)}`;
}

export function LeadSummary({ lead, now }: { lead: LeadPage; now: Date }) {
  const rows: [string, string][] = [
    ["Received", consoleTime(new Date(lead.createdAt))],
    ["Kind", lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category],
    ["Dealership", lead.dealershipName ?? "The group (no one dealership)"],
    [
      "Status",
      lead.statusReason
        ? `${LEAD_STATUS_LABELS[lead.status]}: ${lead.statusReason}`
        : LEAD_STATUS_LABELS[lead.status],
    ],
    ["Assigned to", lead.assignee?.label ?? "Unassigned"],
    ["First response", firstResponseText(lead, now)],
  ];
  return (
    <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border bg-background p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-muted-foreground">{label}</dt>
          <dd className="wrap-anywhere" data-testid={`lead-${label.toLowerCase().replace(/\s+/g, "-")}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
