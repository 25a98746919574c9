import Link from "next/link";
import type { LeadHistoryEntry, LeadPageDelivery, LeadPageOtherLead } from "@/lib/leads/lead-page";
import { LEAD_STATUS_LABELS } from "@/lib/leads/lead-status";
import { DELIVERY_CHANNEL_LABELS, DUPLICATE_WINDOW_HOURS, deliveryStateLabel } from "@/lib/leads/lead-view";
import { consoleTime } from "@/lib/staff/console-time";
import { Panel } from "./lead-shopper";
import { DeliveryRetryButton } from "./lead-workflow";

/**
 * The lead's surroundings on its console page (issue 31 §4): the shopper's other leads on the site
 * (a likely repeat of this one marked), where each delivery to the dealer stands with a Retry for one
 * that failed for good, and the lead's history in time order.
 */

const time = (iso: string) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {consoleTime(new Date(iso))}
  </time>
);

export function OtherLeads({ slug, leads }: { slug: string; leads: LeadPageOtherLead[] }) {
  return (
    <Panel id="other-leads" title="The shopper's other leads">
      {leads.length === 0 ? (
        <p className="text-sm">None: this is their only lead on the site (same phone or e-mail).</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {leads.map((other) => {
            const what = other.subcategory ? `${other.category} (${other.subcategory})` : other.category;
            return (
              <li key={other.id} className="rounded-lg border p-3">
                <p className="font-semibold">
                  {other.visible ? (
                    <Link href={`/sites/${slug}/leads/${other.id}`} className="underline">
                      {what}
                    </Link>
                  ) : (
                    what
                  )}
                  {other.likelyDuplicate ? (
                    <span
                      className="ml-2 inline-block rounded border border-foreground px-1.5 text-xs font-bold"
                      title={`The same kind about the same car within ${DUPLICATE_WINDOW_HOURS} hours`}
                    >
                      Likely duplicate
                    </span>
                  ) : null}
                </p>
                <p className="text-muted-foreground">
                  {time(other.createdAt)} · {LEAD_STATUS_LABELS[other.status]}
                  {other.car ? ` · ${other.car}` : ""}
                  {other.visible ? "" : " · another dealership's"}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function LeadDeliveries({
  slug,
  leadId,
  deliveries,
  mayRetry,
}: {
  slug: string;
  leadId: string;
  deliveries: LeadPageDelivery[];
  mayRetry: boolean;
}) {
  return (
    <Panel id="deliveries" title="Deliveries to the dealer">
      {deliveries.length === 0 ? (
        <p className="text-sm">None: the site had nowhere to send leads when this one arrived.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {deliveries.map((d) => {
            const what = `${DELIVERY_CHANNEL_LABELS[d.channel]} to ${d.target}`;
            return (
              <li key={d.id} className="rounded-lg border p-3" data-testid={`delivery-${d.channel}`}>
                <p className="font-semibold break-all">{what}</p>
                <p>
                  <span className="font-semibold">{deliveryStateLabel(d)}</span> · {d.attempts} attempt
                  {d.attempts === 1 ? "" : "s"}
                  {d.deliveredAt ? <> · delivered {time(d.deliveredAt)}</> : null}
                  {d.nextAttemptAt ? <> · next try {time(d.nextAttemptAt)}</> : null}
                </p>
                {d.lastError && d.status !== "delivered" ? (
                  <p className="wrap-anywhere text-muted-foreground">Last error: {d.lastError}</p>
                ) : null}
                {mayRetry ? (
                  <div className="mt-2 empty:hidden">
                    <DeliveryRetryButton
                      slug={slug}
                      leadId={leadId}
                      deliveryId={d.id}
                      what={what}
                      failed={d.status === "dead"}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function LeadHistory({ history }: { history: LeadHistoryEntry[] }) {
  return (
    <Panel id="history" title="History">
      <ol className="space-y-3 text-sm">
        {history.map((entry) => (
          <li key={entry.key} className="border-l-2 border-border pl-3">
            <p className="font-semibold">{entry.what}</p>
            <p className="text-muted-foreground">
              {time(entry.at)}
              {entry.who ? ` · ${entry.who}` : ""}
            </p>
            {entry.kind === "note" ? (
              <p className="mt-1 whitespace-pre-line wrap-anywhere">{entry.lines[0]}</p>
            ) : entry.lines.length ? (
              <ul className="mt-1 list-inside list-disc wrap-anywhere">
                {entry.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
