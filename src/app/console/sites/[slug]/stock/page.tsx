import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleShell } from "@/components/console/console-shell";
import { StockFilters } from "@/components/console/stock-filters";
import { StockTable } from "@/components/console/stock-table";
import { formatNumber } from "@/lib/format/format";
import { parseStockQuery, STOCK_PAGE_SIZE, stockQueryString } from "@/lib/stock/console-stock-query";
import { getDatabase } from "@/server/db/database";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";
import { stockListView } from "../../../_loaders/stock-views";

export const metadata: Metadata = { title: "Stock" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A site's stock (issue 32 §1): every car of the dealerships the member may change, whatever the site
 * lists, with search, filters, sort and pages of 50; each car's source and the staff changes over it;
 * bulk actions on a selection.
 */
export default async function StockPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { member, site } = await consoleSite((await params).slug, "stock.write");
  const query = parseStockQuery(await searchParams);
  const view = await stockListView(await getDatabase(), member, site, query, new Date());
  const base = `/sites/${site.slug}/stock`;
  const pages = Math.max(1, Math.ceil(view.total / STOCK_PAGE_SIZE));
  const href = (page: number) => {
    const qs = stockQueryString(query, page);
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <ConsoleShell {...shellProps(member, site, "stock")}>
      <h1 className="mb-4 text-2xl font-semibold">Stock</h1>
      <StockFilters action={base} query={query} dealerships={view.dealerships} />
      <p className="mb-3 text-sm" role="status">
        {formatNumber(view.total)} {view.total === 1 ? "car" : "cars"}
        {pages > 1 ? `, page ${query.page} of ${formatNumber(pages)}` : ""}
      </p>
      <StockTable key={href(query.page)} slug={site.slug} rows={view.rows} />
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-4">
          {query.page > 1 ? (
            <Link href={href(query.page - 1)} className="underline">
              Previous page
            </Link>
          ) : null}
          {query.page < pages ? (
            <Link href={href(query.page + 1)} className="underline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ConsoleShell>
  );
}
