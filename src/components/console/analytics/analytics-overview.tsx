import { type AnalyticsReport, formatMinutes, type LeadCount, share } from "@/lib/analytics-report/report";
import { formatNumber } from "@/lib/format/format";
import { ChartFigure, ReportTable } from "./chart-figure";
import { type Metric, MetricCards } from "./metric-cards";

/**
 * The dashboard's first half (issue 33 item 3): the headline numbers against the previous period,
 * the daily trend, the funnel search → car page → lead, leads by kind and by source, and how fast
 * staff answered. Every chart has its table beside it. `csv(table)` is a table's download link.
 */

const n = (value: number) => formatNumber(value);

export function headlineMetrics(r: AnalyticsReport): Metric[] {
  const t = r.totals;
  const p = r.previousTotals;
  const m = (key: keyof typeof t, label: string, hint?: string): Metric => ({
    key,
    label,
    value: t[key],
    previous: p[key],
    ...(hint ? { hint } : {}),
  });
  return [
    m("visitors", "Visitors", "Counted per day: a return visit on another day counts again."),
    m("searches", "Searches"),
    m("carViews", "Car page views"),
    m("leads", "Leads"),
    m("phoneReveals", "Phone reveals"),
    m("callClicks", "Call clicks"),
    m("saves", "Cars saved"),
    m("zeroResultSearches", "Searches that found nothing"),
  ];
}

export function responseMetrics(r: AnalyticsReport): Metric[] {
  const now = r.responseTimes;
  const before = r.previousResponseTimes;
  return [
    {
      key: "median-response",
      label: "Median first response",
      value: now.medianMinutes ?? 0,
      previous: before.medianMinutes ?? 0,
      display: formatMinutes(now.medianMinutes),
      previousDisplay: formatMinutes(before.medianMinutes),
      lowerIsBetter: true,
      hint: `90% answered within ${formatMinutes(now.p90Minutes)}.`,
    },
    {
      key: "within-hour",
      label: "Answered within an hour",
      value: now.withinHour,
      previous: before.withinHour,
      display: `${n(now.withinHour)} of ${n(now.leads)}`,
      previousDisplay: `${n(before.withinHour)} of ${n(before.leads)}`,
    },
    {
      key: "unanswered",
      label: "Not answered yet",
      value: now.leads - now.answered,
      previous: before.leads - before.answered,
      lowerIsBetter: true,
      hint: "No status change or note since the lead arrived.",
    },
  ];
}

function LeadCountTable({ caption, rows, what }: { caption: string; rows: LeadCount[]; what: string }) {
  return (
    <ReportTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.key}
      empty="No leads in either period."
      columns={[
        { key: "label", header: what, cell: (row) => row.label },
        { key: "leads", header: "Leads", numeric: true, cell: (row) => n(row.leads) },
        { key: "previous", header: "Before", numeric: true, cell: (row) => n(row.previous) },
      ]}
    />
  );
}

/** Leads counted one way (by kind, by source): a bar per row, this period beside the one before. */
function LeadCountFigure({
  id,
  title,
  description,
  what,
  rows,
  csv,
}: {
  id: string;
  title: string;
  description?: string;
  what: string;
  rows: LeadCount[];
  csv: (table: string) => string;
}) {
  return (
    <ChartFigure
      id={id}
      title={title}
      {...(description ? { description } : {})}
      download={{ href: csv(id), label: "Download CSV" }}
      chart={
        rows.length
          ? {
              kind: "bar",
              horizontal: true,
              rows,
              x: "label",
              series: [
                { key: "leads", label: "This period" },
                { key: "previous", label: "Before" },
              ],
            }
          : null
      }
      table={<LeadCountTable caption={title} rows={rows} what={what} />}
    />
  );
}

export function AnalyticsOverview({
  report: r,
  previousLabel,
  csv,
}: {
  report: AnalyticsReport;
  previousLabel: string;
  csv: (table: string) => string;
}) {
  const t = r.totals;
  const funnel = [
    { step: "Searched", visitors: t.funnelSearched },
    { step: "Then opened a car", visitors: t.funnelViewed },
    { step: "Then enquired", visitors: t.funnelEnquired },
  ];
  const download = (table: string) => ({ href: csv(table), label: "Download CSV" });
  return (
    <>
      <section aria-labelledby="headline-title" className="mb-8">
        <h2 id="headline-title" className="mb-3 text-xl font-semibold">
          At a glance
        </h2>
        <MetricCards metrics={headlineMetrics(r)} previousLabel={previousLabel} />
      </section>
      <div className="mb-8 grid gap-6">
        <ChartFigure
          id="daily"
          title="Day by day"
          description="Visitors, car page views and leads on each of the site's days."
          download={download("daily")}
          chart={{
            kind: "line",
            rows: r.daily,
            x: "day",
            series: [
              { key: "visitors", label: "Visitors" },
              { key: "carViews", label: "Car page views" },
              { key: "leads", label: "Leads" },
            ],
          }}
          table={
            <ReportTable
              caption="Day by day"
              rows={r.daily}
              rowKey={(d) => d.day}
              empty="No days."
              columns={[
                { key: "day", header: "Day", cell: (d) => d.day },
                { key: "visitors", header: "Visitors", numeric: true, cell: (d) => n(d.visitors) },
                { key: "carViews", header: "Car views", numeric: true, cell: (d) => n(d.carViews) },
                { key: "leads", header: "Leads", numeric: true, cell: (d) => n(d.leads) },
              ]}
            />
          }
        />
        <ChartFigure
          id="funnel"
          title="From search to lead"
          description="Visitors who searched, then opened a car page, then sent an enquiry, on the same day. Browsers that ask not to be tracked are not in it."
          chart={{
            kind: "bar",
            horizontal: true,
            rows: funnel,
            x: "step",
            series: [{ key: "visitors", label: "Visitors" }],
          }}
          table={
            <ReportTable
              caption="From search to lead"
              rows={funnel}
              rowKey={(f) => f.step}
              empty="No searches."
              columns={[
                { key: "step", header: "Step", cell: (f) => f.step },
                { key: "visitors", header: "Visitors", numeric: true, cell: (f) => n(f.visitors) },
                {
                  key: "share",
                  header: "Of those who searched",
                  numeric: true,
                  cell: (f) => {
                    const s = share(f.visitors, t.funnelSearched);
                    return s === null ? "–" : `${s}%`;
                  },
                },
              ]}
            />
          }
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <LeadCountFigure
            id="leads-by-kind"
            title="Leads by kind"
            what="Kind"
            rows={r.leadsByKind}
            csv={csv}
          />
          <LeadCountFigure
            id="leads-by-source"
            title="Leads by source"
            description="Where the lead came from: the site itself, or a portal or system that sent it."
            what="Source"
            rows={r.leadsBySource}
            csv={csv}
          />
        </div>
      </div>
      <section aria-labelledby="response-title" className="mb-8">
        <h2 id="response-title" className="mb-1 text-xl font-semibold">
          How fast leads were answered
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          From a lead's arrival to its first status change or note in the inbox, for the{" "}
          {n(r.responseTimes.leads)} {r.responseTimes.leads === 1 ? "lead" : "leads"} of the period.
        </p>
        <MetricCards metrics={responseMetrics(r)} previousLabel={previousLabel} />
      </section>
    </>
  );
}
