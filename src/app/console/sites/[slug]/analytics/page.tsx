import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnalyticsFilters } from "@/components/console/analytics/analytics-filters";
import { AnalyticsOverview } from "@/components/console/analytics/analytics-overview";
import { AnalyticsCarFocus, AnalyticsStock } from "@/components/console/analytics/analytics-stock";
import { ConsoleShell } from "@/components/console/console-shell";
import { parseReportQuery, rangeDays, reportQueryString } from "@/lib/analytics-report/report-query";
import { reportDealershipFor, reportReach } from "@/lib/analytics-report/report-reach";
import { formatNumber } from "@/lib/format/format";
import { mayOnSite } from "@/lib/staff/roles";
import { readAnalyticsReport, reportToday } from "@/server/analytics/analytics-report";
import { getDatabase } from "@/server/db/database";
import { shellProps } from "../../../_loaders/shell";
import { consoleSite } from "../../../_loaders/staff";

export const metadata: Metadata = { title: "Analytics" };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * A site's analytics (issue 33 item 3, decision 0067): what shoppers did over a range of the site's
 * days, against the period before, for the whole site or one dealership, from the daily rollups; each
 * chart beside its table, each table a CSV. A manager sees their own dealerships, one at a time.
 */
export default async function AnalyticsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { member, site } = await consoleSite((await params).slug, "analytics.read");
  const reach = reportReach(member.scope, site);
  if (!reach) notFound();
  const db = await getDatabase();
  const raw = await searchParams;
  const { query, errors } = parseReportQuery(raw, await reportToday(db, site));
  const chosen = reportDealershipFor(reach, query.dealership);
  if ("refused" in chosen) errors.dealership = "Choose one of the dealerships listed.";
  const dealership = "refused" in chosen ? reportDealershipFor(reach, null) : chosen;
  const report = await readAnalyticsReport(db, site, {
    ...query,
    dealership: "slug" in dealership ? dealership.slug : null,
  });
  if ("error" in report) notFound();
  const shown = { ...query, dealership: report.dealership?.slug ?? null };
  const days = rangeDays(report.from, report.to);
  const csv = (table: string) =>
    `/admin/api/sites/${site.slug}/analytics?${reportQueryString(shown, { table })}`;
  // A manager's report is always of their own dealership, whose cars they may open.
  const stockLinks = mayOnSite(member.scope, "stock.write", site.id);
  const carHref = (car: { slug: string }) => (stockLinks ? `/sites/${site.slug}/stock/${car.slug}` : null);
  return (
    <ConsoleShell {...shellProps(member, site, "analytics")}>
      <h1 className="mb-1 text-2xl font-semibold">Analytics</h1>
      <p className="mb-4 text-muted-foreground">
        {report.dealership ? report.dealership.name : site.name}: {report.from} to {report.to} (
        {formatNumber(days)} {days === 1 ? "day" : "days"}, the site's clock: {report.timeZone}), compared
        with {report.previous.from} to {report.previous.to}. Counted without cookies; numbers update about
        once a minute.
      </p>
      <AnalyticsFilters
        action={`/sites/${site.slug}/analytics`}
        values={{
          from: errors.from ? first(raw.from) : report.from,
          to: errors.to ? first(raw.to) : report.to,
          dealership: report.dealership?.slug ?? "",
          slow_days: errors.slow_days ? first(raw.slow_days) : String(query.slowDays),
        }}
        errors={errors}
        dealerships={reach.dealerships.map(({ slug, name }) => ({ slug, name }))}
        wholeSite={reach.wholeSite}
      />
      {report.car ? (
        <AnalyticsCarFocus
          car={report.car}
          carHref={carHref}
          allCarsHref={`/sites/${site.slug}/analytics?${reportQueryString({ ...shown, car: null })}`}
        />
      ) : null}
      <AnalyticsOverview report={report} previousLabel="the period before" csv={csv} />
      <AnalyticsStock report={report} csv={csv} carHref={carHref} />
    </ConsoleShell>
  );
}
