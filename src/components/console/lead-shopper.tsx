import type { ReactNode } from "react";
import { formatPrice } from "@/lib/format/format";
import { dealerEmailSections } from "@/lib/leads/dealer-email";
import type { LeadTradeIn } from "@/lib/leads/lead-delivery";
import type { LeadPage, LeadPageCar } from "@/lib/leads/lead-page";
import { CAR_AVAILABILITY_LABELS, fieldRows } from "@/lib/leads/lead-view";
import { tradeInRows } from "@/lib/leads/trade-in-rows";

/**
 * What the shopper gave, on a lead's console page (issue 31 §4): the same sections, in the same words,
 * as the dealer's e-mail (lib/leads/dealer-email), or the form's own fields, labelled, for a lead stored
 * before snapshots; the car with its state now; the trade-in's rows.
 */

type Row = { label: string; value: string; href?: string };

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-background p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map((row, i) => (
        <div key={`${row.label}-${i}`} className="contents">
          <dt className="font-semibold text-muted-foreground">{row.label}</dt>
          <dd className="mb-2 whitespace-pre-line wrap-anywhere sm:mb-0">
            {row.href ? (
              <a href={row.href} className="underline">
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ShopperDetails({ lead }: { lead: LeadPage }) {
  const origin: Row[] = [
    { label: "Source", value: lead.source },
    ...(lead.userAgent ? [{ label: "Browser", value: lead.userAgent }] : []),
  ];
  if (!lead.snapshot) {
    const rows = fieldRows(lead.fields);
    return (
      <Panel id="shopper" title="What the shopper sent">
        <Rows rows={[...rows, ...(lead.url ? [{ label: "Page", value: lead.url }] : []), ...origin]} />
      </Panel>
    );
  }
  const sections = dealerEmailSections(lead.snapshot, { vehicle: false, tradeIn: false });
  return (
    <Panel id="shopper" title="What the shopper sent">
      <div className="space-y-4">
        {sections.map((section) => (
          <div key={section.title}>
            <h3 className="mb-1 font-semibold">{section.title}</h3>
            {"paragraph" in section ? (
              <p className="whitespace-pre-line wrap-anywhere rounded-lg bg-muted p-3 text-sm">
                {section.paragraph}
              </p>
            ) : (
              <Rows rows={section.title === "Lead" ? [...section.rows, ...origin] : section.rows} />
            )}
          </div>
        ))}
      </div>
    </Panel>
  );
}

export function LeadCar({ car }: { car: LeadPageCar }) {
  const rows: Row[] = [
    { label: "Now", value: CAR_AVAILABILITY_LABELS[car.availability] },
    ...(car.stocknum ? [{ label: "Stock number", value: car.stocknum }] : []),
    ...(car.vin ? [{ label: "VIN", value: car.vin }] : []),
    ...(car.priceThen === null ? [] : [{ label: "Price when sent", value: formatPrice(car.priceThen) }]),
  ];
  return (
    <Panel id="car" title="The car">
      <p className="mb-2 font-semibold">
        {car.href ? (
          <a href={car.href} className="underline">
            {car.title}
            <span className="sr-only"> (its page on the site)</span>
          </a>
        ) : (
          car.title
        )}
      </p>
      <Rows rows={rows} />
    </Panel>
  );
}

export function LeadTradeInPanel({ tradeIn }: { tradeIn: LeadTradeIn }) {
  const rows = tradeInRows(tradeIn).flatMap((r) =>
    r.value === null ? [] : [{ label: r.label, value: r.value }],
  );
  return (
    <Panel id="trade-in" title="Trade-in">
      {rows.length ? <Rows rows={rows} /> : <p className="text-sm">Yes, no details given.</p>}
    </Panel>
  );
}
