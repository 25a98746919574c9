import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleShell } from "@/components/console/console-shell";
import { ConsolePager, ConsoleTabs } from "@/components/console/console-tabs";
import { RecordCards } from "@/components/console/record-cards";
import { pageNumber } from "@/lib/checkout/reservation-console";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { getDatabase } from "@/server/db/database";
import { listConsoleTradeIns, TRADE_IN_STATUSES } from "@/server/trade-in/console-trade-ins";
import { TRADE_IN_STATUS_WORDS, tradeInCards } from "../../../_loaders/checkout-views";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Trade-ins" };

type Filter = (typeof TRADE_IN_STATUSES)[number] | "all";

/**
 * A site's trade-in valuations (issue 31 §6): newest first, all or by status (open, valued, offer
 * accepted), 25 to a page, of the dealerships the member may see and the group's own.
 */
export default async function TradeInsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ status?: string | string[]; page?: string | string[] }>;
}) {
  const { member, site } = await consoleSite((await params).slug, "trade-ins.read");
  const query = await searchParams;
  const filter: Filter = TRADE_IN_STATUSES.find((s) => s === query.status) ?? "all";
  const page = pageNumber(query.page);
  const visibility = dealershipVisibility(member.scope, "trade-ins.read", site.id);
  if (!visibility) notFound();
  const list = await listConsoleTradeIns(await getDatabase(), site.id, visibility, {
    status: filter === "all" ? null : filter,
    page,
  });
  const base = `/sites/${site.slug}/trade-ins?status=${filter}`;
  const filters: { key: Filter; label: string }[] = [
    { key: "all", label: "All" },
    ...TRADE_IN_STATUSES.map((key) => ({ key, label: TRADE_IN_STATUS_WORDS[key] })),
  ];
  return (
    <ConsoleShell {...shellProps(member, site, "trade-ins")}>
      <h1 className="mb-4 text-2xl font-semibold">Trade-ins</h1>
      <ConsoleTabs
        label="Trade-ins by status"
        tabs={filters.map((f) => ({
          href: `/sites/${site.slug}/trade-ins?status=${f.key}`,
          label: f.label,
          current: f.key === filter,
        }))}
      />
      <RecordCards
        cards={tradeInCards(list.rows, site.slug)}
        label="Trade-in valuations"
        empty={filter === "all" ? "No trade-in valuations yet." : "None with this status."}
      />
      <ConsolePager
        newer={page > 1 ? `${base}&page=${page - 1}` : null}
        older={list.hasMore ? `${base}&page=${page + 1}` : null}
      />
    </ConsoleShell>
  );
}
