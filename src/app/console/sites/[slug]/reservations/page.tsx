import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { ConsolePager, ConsoleTabs } from "@/components/console/console-tabs";
import { RecordCards } from "@/components/console/record-cards";
import {
  pageNumber,
  RESERVATION_TABS,
  type ReservationsView,
  reservationsView,
  tabStatuses,
} from "@/lib/checkout/reservation-console";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { listConsolePurchases, listConsoleReservations } from "@/server/checkout/console-reservations";
import { getDatabase } from "@/server/db/database";
import { purchaseCards, reservationCards } from "../../../_loaders/checkout-views";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Reservations" };

const VIEWS: { key: ReservationsView; label: string }[] = [
  ...RESERVATION_TABS.map(({ key, label }) => ({ key, label })),
  { key: "purchases", label: "Online purchases" },
];

/**
 * A site's reservations (issue 31 §5), by status (held, completed, cancelled or refunded, expired),
 * and its online purchases: newest first, 25 to a page, of the dealerships the member may see.
 */
export default async function ReservationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ status?: string | string[]; page?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "reservations.read");
  const query = await searchParams;
  const view = reservationsView(query.status);
  const page = pageNumber(query.page);
  const visibility = dealershipVisibility(member.scope, "reservations.read", site.id);
  if (!visibility) notFound();
  const db = await getDatabase();
  const base = `/sites/${site.slug}/reservations?status=${view}`;
  const { cards, hasMore } =
    view === "purchases"
      ? await listConsolePurchases(db, site.id, visibility, page).then((list) => ({
          cards: purchaseCards(list.rows, site.slug),
          hasMore: list.hasMore,
        }))
      : await listConsoleReservations(db, site.id, visibility, { statuses: tabStatuses(view), page }).then(
          (list) => ({ cards: reservationCards(list.rows, site.slug, new Date()), hasMore: list.hasMore }),
        );
  const current = VIEWS.find((v) => v.key === view)!;
  return (
    <ConsoleShell {...shellProps(member, site, "reservations")}>
      <h1 className="mb-4 text-2xl font-semibold">Reservations</h1>
      <ConsoleTabs
        label="Reservations by status"
        tabs={VIEWS.map((v) => ({
          href: `/sites/${site.slug}/reservations?status=${v.key}`,
          label: v.label,
          current: v.key === view,
        }))}
      />
      <RecordCards
        cards={cards}
        label={current.label}
        empty={
          view === "purchases"
            ? "No online purchases yet."
            : `No ${current.label.toLowerCase()} reservations${page > 1 ? " on this page" : ""}.`
        }
      />
      <ConsolePager
        newer={page > 1 ? `${base}&page=${page - 1}` : null}
        older={hasMore ? `${base}&page=${page + 1}` : null}
      />
    </ConsoleShell>
  );
}
