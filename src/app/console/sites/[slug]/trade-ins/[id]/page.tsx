import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleInspection } from "@/components/console/console-inspection";
import { ConsoleShell } from "@/components/console/console-shell";
import { DetailSection, FactList, NoticeList } from "@/components/console/record-detail";
import { TradeInOfferActions } from "@/components/console/trade-in-offer-actions";
import { formatKm, formatPhone, formatPrice, telHref } from "@/lib/format/format";
import { consoleTime } from "@/lib/staff/console-time";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { may } from "@/lib/staff/roles";
import { getDatabase } from "@/server/db/database";
import { consoleTradeInDetail } from "@/server/trade-in/console-trade-ins";
import {
  noticeLines,
  offerWords,
  TRADE_IN_STATUS_WORDS,
  tradeInActionProps,
} from "../../../../_loaders/checkout-views";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Trade-in" };

const DONE: Record<string, string> = {
  confirm: "The offer is confirmed, and the shopper is being told.",
  revise: "The new offer is saved and shows in the shopper's garage; the shopper is being told.",
  "cancel-inspection": "The inspection is cancelled, and the shopper is being told.",
};

/**
 * One trade-in valuation (issue 31 §6): the shopper's car and answers, the valuation, the offer and the
 * dealer's word on it, and what the shopper was sent; with the manager's actions. Another site's, or
 * one of a dealership the member does not have, is a 404.
 */
export default async function TradeInPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string; id: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}) {
  const { slug, id } = await params;
  const { member, site } = await consoleSite(slug, "trade-ins.read");
  const visibility = dealershipVisibility(member.scope, "trade-ins.read", site.id);
  const detail = visibility ? await consoleTradeInDetail(await getDatabase(), site.id, visibility, id) : null;
  if (!detail) notFound();
  const done = DONE[String((await searchParams).done)];
  const writable = may(member.scope, "trade-ins.write", {
    siteId: site.id,
    dealershipId: detail.dealership?.id ?? null,
  });
  const vehicle = detail.steps.vehicle;
  const valuation = detail.valuation;
  const contact = detail.contact;
  return (
    <ConsoleShell {...shellProps(member, site, "trade-ins")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/trade-ins`} className="underline">
          Trade-ins
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{detail.vehicle}</h1>
      <p className="mb-4 text-muted-foreground">
        {TRADE_IN_STATUS_WORDS[detail.status]} · {detail.shopper} · offer {offerWords(detail)}
      </p>
      {done ? (
        <p role="status" className="mb-4 rounded-xl border border-success bg-success/10 p-3 font-semibold">
          {done}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {writable ? (
          <DetailSection title="Offer actions">
            <TradeInOfferActions {...tradeInActionProps(detail, site.slug)} />
          </DetailSection>
        ) : null}
        <DetailSection title="The offer">
          <FactList
            facts={[
              { label: "Offer now", value: offerWords(detail) },
              ...(valuation?.kind === "estimate"
                ? [
                    {
                      label: "Online estimate",
                      value: `${formatPrice(valuation.low)} to ${formatPrice(valuation.high)} (${valuation.provider})`,
                    },
                    { label: "Online offer", value: formatPrice(valuation.offer) },
                  ]
                : valuation
                  ? [{ label: "Valuation", value: `In person: ${valuation.message}` }]
                  : []),
              ...(detail.dealerOffer
                ? [
                    {
                      label: `Dealer ${detail.dealerOffer.kind}`,
                      value: `${formatPrice(detail.dealerOffer.amount)} on ${consoleTime(new Date(detail.dealerOffer.at))}`,
                    },
                    ...(detail.dealerOffer.note
                      ? [{ label: "Note to the shopper", value: detail.dealerOffer.note }]
                      : []),
                  ]
                : []),
              { label: "Started", value: consoleTime(detail.createdAt) },
              ...(detail.valuedAt ? [{ label: "Valued", value: consoleTime(detail.valuedAt) }] : []),
              ...(detail.acceptedAt
                ? [{ label: "Offer accepted", value: consoleTime(detail.acceptedAt) }]
                : []),
            ]}
          />
        </DetailSection>
        <DetailSection title="Inspection">
          <ConsoleInspection
            inspection={detail.inspection}
            slug={site.slug}
            id={detail.id}
            shopper={detail.shopper}
            writable={writable}
          />
        </DetailSection>
        <DetailSection title="The shopper's car">
          <FactList
            facts={
              vehicle
                ? [
                    { label: "Car", value: detail.vehicle },
                    { label: "Kilometres", value: formatKm(vehicle.kms) },
                    {
                      label: "Rego",
                      value: vehicle.rego ? `${vehicle.rego} ${vehicle.regoState ?? ""}`.trim() : "—",
                    },
                    ...(vehicle.vin ? [{ label: "VIN", value: vehicle.vin }] : []),
                    ...detail.answers.map((a) => ({ label: a.label, value: a.value })),
                    ...(detail.towards ? [{ label: "Towards", value: detail.towards.name }] : []),
                    { label: "Dealership", value: detail.dealership?.name ?? "The group" },
                  ]
                : [{ label: "Car", value: "Not given yet" }]
            }
          />
        </DetailSection>
        <DetailSection title="The shopper">
          {contact ? (
            <FactList
              facts={[
                { label: "Name", value: detail.shopper },
                {
                  label: "E-mail",
                  value: (
                    <a href={`mailto:${contact.email}`} className="break-all underline">
                      {contact.email}
                    </a>
                  ),
                },
                {
                  label: "Phone",
                  value: (
                    <a href={telHref(contact.phone)} className="underline">
                      {formatPhone(contact.phone)}
                    </a>
                  ),
                },
                { label: "Prefers", value: contact.preferred_contact_method },
                { label: "Postcode", value: contact.postcode },
              ]}
            />
          ) : (
            <p className="text-sm">The shopper has not given their details yet.</p>
          )}
        </DetailSection>
        <DetailSection title="Messages to the shopper">
          <NoticeList notices={noticeLines(detail.notices)} />
        </DetailSection>
      </div>
    </ConsoleShell>
  );
}
