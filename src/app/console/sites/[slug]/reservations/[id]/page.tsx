import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { DetailSection, FactList, NoticeList, Timeline } from "@/components/console/record-detail";
import { ReservationActions } from "@/components/console/reservation-actions";
import { ReservationDeposit } from "@/components/console/reservation-deposit";
import { reservationStatusWords } from "@/lib/checkout/reservation-console";
import { formatPhone, telHref } from "@/lib/format/format";
import { consoleTime } from "@/lib/staff/console-time";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { may } from "@/lib/staff/roles";
import { carPath } from "@/lib/stock/car-path";
import { consoleReservationDetail } from "@/server/checkout/console-reservations";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import {
  depositText,
  noticeLines,
  reservationActionProps,
  reservationTimeline,
} from "../../../../_loaders/checkout-views";
import { shellProps } from "../../../../_loaders/shell";
import { consoleSite } from "../../../../_loaders/staff";

export const metadata: Metadata = { title: "Reservation" };

const DONE: Record<string, string> = {
  complete: "The sale is complete, and the shopper is being told.",
  cancel: "The reservation is cancelled and the deposit goes back to the shopper, who is being told.",
  extend: "The hold is extended, and the shopper is being told the new end.",
};

/**
 * One reservation (issue 31 §5): the car, the shopper, the deposit, the online purchase it began, every
 * step it went through and what the shopper was sent; with the manager's actions. Another site's, or
 * one of a dealership the member does not have, is a 404.
 */
export default async function ReservationPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string; id: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}) {
  const { slug, id } = await params;
  const { member, site } = await consoleSite(slug, "reservations.read");
  const visibility = dealershipVisibility(member.scope, "reservations.read", site.id);
  const detail = visibility
    ? await consoleReservationDetail(await getDatabase(), site.id, visibility, id)
    : null;
  if (!detail) notFound();
  const done = DONE[String((await searchParams).done)];
  const now = new Date();
  const writable = may(member.scope, "reservations.write", {
    siteId: site.id,
    dealershipId: detail.dealership.id,
  });
  const shopper = `${detail.shopper.firstName} ${detail.shopper.lastName}`;
  return (
    <ConsoleShell {...shellProps(member, site, "reservations")}>
      <p className="mb-2 text-sm">
        <Link href={`/sites/${site.slug}/reservations`} className="underline">
          Reservations
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {detail.car.name}
        {detail.reference ? (
          <span className="block font-mono text-base font-normal" data-testid="reservation-reference">
            Reference {detail.reference}
          </span>
        ) : null}
      </h1>
      <p className="mb-4 text-muted-foreground">
        {reservationStatusWords(detail, now)} · {shopper} · {depositText(detail.amountCents)} deposit
      </p>
      {done ? (
        <p role="status" className="mb-4 rounded-xl border border-success bg-success/10 p-3 font-semibold">
          {done}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {writable ? (
          <DetailSection title="Actions">
            <ReservationActions {...reservationActionProps(detail, site.slug, now)} />
          </DetailSection>
        ) : null}
        <DetailSection title="The car">
          <FactList
            facts={[
              { label: "Car", value: detail.car.name },
              { label: "Stock number", value: detail.car.stocknum ?? "—" },
              { label: "Dealership", value: detail.dealership.name },
              {
                label: "On the site",
                value: (
                  <a href={`${siteOrigin(site)}${carPath(detail.car.slug)}`} className="underline">
                    The car's page<span className="sr-only"> for {detail.car.name}</span>
                  </a>
                ),
              },
            ]}
          />
        </DetailSection>
        <DetailSection title="The shopper">
          <FactList
            facts={[
              { label: "Name", value: shopper },
              {
                label: "E-mail",
                value: (
                  <a href={`mailto:${detail.shopper.email}`} className="break-all underline">
                    {detail.shopper.email}
                  </a>
                ),
              },
              {
                label: "Phone",
                value: (
                  <a href={telHref(detail.shopper.phone)} className="underline">
                    {formatPhone(detail.shopper.phone)}
                  </a>
                ),
              },
              { label: "Postcode", value: detail.shopper.postcode },
            ]}
          />
        </DetailSection>
        <DetailSection title="The deposit">
          <ReservationDeposit {...detail} amount={depositText(detail.amountCents)} />
        </DetailSection>
        {detail.journey ? (
          <DetailSection title="Online purchase">
            <FactList
              facts={[
                {
                  label: "Status",
                  value: detail.journey.status === "submitted" ? "Submitted" : "In progress",
                },
                ...(detail.journey.submittedAt
                  ? [{ label: "Submitted", value: consoleTime(detail.journey.submittedAt) }]
                  : []),
                ...Object.entries(detail.journey.summary)
                  .filter(([label]) => label !== "Reservation")
                  .map(([label, value]) => ({ label, value })),
              ]}
            />
          </DetailSection>
        ) : null}
        <DetailSection title="Steps">
          <Timeline entries={reservationTimeline(detail)} label="What happened to this reservation" />
        </DetailSection>
        <DetailSection title="Messages to the shopper">
          <NoticeList notices={noticeLines(detail.notices)} />
        </DetailSection>
      </div>
    </ConsoleShell>
  );
}
