import Link from "next/link";
import type { AnalyticsReport, CarRow, SearchRow } from "@/lib/analytics-report/report";
import { formatNumber } from "@/lib/format/format";
import { ChartFigure, type Column, ReportTable } from "./chart-figure";

/**
 * The dashboard's second half (issue 33 item 3): where visitors came from, what they searched for
 * (and found nothing for), and per car: days in stock, views, leads and views per lead, with the
 * slow movers. `carHref` links a car to its stock page when the member may open it.
 */

const n = (value: number) => formatNumber(value);

function carColumns(carHref: (car: CarRow) => string | null, showDealership: boolean): Column<CarRow>[] {
  return [
    {
      key: "car",
      header: "Car",
      cell: (c) => {
        const href = carHref(c);
        const label = (
          <>
            {c.title}
            {c.stocknum ? (
              <span className="block text-xs text-muted-foreground">Stock {c.stocknum}</span>
            ) : null}
          </>
        );
        return href ? (
          <Link href={href} className="font-semibold underline">
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    ...(showDealership
      ? [{ key: "dealership", header: "Dealership", cell: (c: CarRow) => c.dealership }]
      : []),
    {
      key: "days",
      header: "Days in stock",
      numeric: true,
      cell: (c) => (c.inStock ? n(c.daysInStock) : "Sold"),
    },
    { key: "views", header: "Views", numeric: true, cell: (c) => n(c.views) },
    { key: "reveals", header: "Phone reveals", numeric: true, cell: (c) => n(c.phoneReveals) },
    { key: "leads", header: "Leads", numeric: true, cell: (c) => n(c.leads) },
    {
      key: "per-lead",
      header: "Views per lead",
      numeric: true,
      cell: (c) => (c.viewsPerLead === null ? "–" : formatNumber(c.viewsPerLead, 1)),
    },
  ];
}

function SearchTable({ caption, rows, empty }: { caption: string; rows: SearchRow[]; empty: string }) {
  return (
    <ReportTable
      caption={caption}
      rows={rows}
      rowKey={(s) => s.query}
      empty={empty}
      columns={[
        { key: "query", header: "Search", cell: (s) => s.query || <em>Filters only, no words</em> },
        { key: "searches", header: "Searches", numeric: true, cell: (s) => n(s.searches) },
        { key: "zero", header: "Found nothing", numeric: true, cell: (s) => n(s.zeroResults) },
      ]}
    />
  );
}

export function AnalyticsStock({
  report: r,
  csv,
  carHref,
}: {
  report: AnalyticsReport;
  csv: (table: string) => string;
  carHref: (car: CarRow) => string | null;
}) {
  const download = (table: string) => ({ href: csv(table), label: "Download CSV" });
  const columns = carColumns(carHref, r.dealership === null);
  const siteWide = r.dealership
    ? " Counted for the whole site: a visit or a search is not one dealership's."
    : "";
  return (
    <div className="grid gap-6">
      <ChartFigure
        id="sources"
        title="Where visitors came from"
        description={`The visit's first page: a campaign's utm_source, else the site that linked, else "(direct)"; "(private)" is browsers that ask not to be tracked.${siteWide}`}
        download={download("sources")}
        chart={
          r.sources.length
            ? {
                kind: "bar",
                horizontal: true,
                rows: r.sources
                  .slice(0, 8)
                  .map((s) => ({ ...s, label: s.medium ? `${s.source} / ${s.medium}` : s.source })),
                x: "label",
                series: [
                  { key: "visitors", label: "Visitors" },
                  { key: "carViews", label: "Car page views" },
                ],
              }
            : null
        }
        table={
          <ReportTable
            caption="Where visitors came from"
            rows={r.sources}
            rowKey={(s) => `${s.source}|${s.medium}|${s.campaign}`}
            empty="No visits in this period."
            columns={[
              { key: "source", header: "Source", cell: (s) => s.source },
              { key: "medium", header: "Medium", cell: (s) => s.medium || "–" },
              { key: "campaign", header: "Campaign", cell: (s) => s.campaign || "–" },
              { key: "visitors", header: "Visitors", numeric: true, cell: (s) => n(s.visitors) },
              { key: "car-views", header: "Car views", numeric: true, cell: (s) => n(s.carViews) },
              { key: "enquiries", header: "Enquiries", numeric: true, cell: (s) => n(s.enquiries) },
            ]}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          id="searches"
          title="Top searches"
          description={`What shoppers typed in the search box.${siteWide}`}
          download={download("searches")}
          chart={null}
          table={
            <SearchTable caption="Top searches" rows={r.topSearches} empty="No searches in this period." />
          }
        />
        <ChartFigure
          id="zero-result-searches"
          title="Searches that found nothing"
          description="Stock shoppers wanted and did not find: worth a look when buying."
          download={download("zero-result-searches")}
          chart={null}
          table={
            <SearchTable
              caption="Searches that found nothing"
              rows={r.zeroResultSearches}
              empty="Every search found something."
            />
          }
        />
      </div>
      <ChartFigure
        id="top-cars"
        title="Most viewed cars"
        description="Views, phone reveals and leads in the period; days in stock to today."
        download={download("top-cars")}
        chart={null}
        table={
          <ReportTable
            caption="Most viewed cars"
            rows={r.topCars}
            rowKey={(c) => String(c.carId)}
            empty="No car page views in this period."
            columns={columns}
          />
        }
      />
      <ChartFigure
        id="slow-movers"
        title="Slow movers"
        description={`In stock ${n(r.slowMoverRule.days)} days or more, with ${n(r.slowMoverRule.maxViews)} views or fewer in the period (under 5 a week): fewest views first. Check the price, the photos and the description.`}
        download={download("slow-movers")}
        chart={null}
        table={
          <ReportTable
            caption="Slow movers"
            rows={r.slowMovers}
            rowKey={(c) => String(c.carId)}
            empty="No slow movers: every car in stock that long is being looked at."
            columns={columns}
          />
        }
      />
    </div>
  );
}

/** The car the address names (`?car=`, linked from its stock page): its own numbers and leads by kind. */
export function AnalyticsCarFocus({
  car,
  allCarsHref,
  carHref,
}: {
  car: NonNullable<AnalyticsReport["car"]>;
  allCarsHref: string;
  carHref: (car: CarRow) => string | null;
}) {
  const href = carHref(car);
  return (
    <section
      aria-labelledby="car-focus-title"
      className="mb-8 rounded-xl border bg-background p-4"
      data-report="car"
    >
      <h2 id="car-focus-title" className="text-xl font-semibold">
        {href ? (
          <Link href={href} className="underline">
            {car.title}
          </Link>
        ) : (
          car.title
        )}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {car.stocknum ? `Stock ${car.stocknum}, ` : ""}
        {car.dealership}.{" "}
        <Link href={allCarsHref} className="font-semibold text-primary underline">
          Show every car
        </Link>
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {[
          ["Days in stock", car.inStock ? n(car.daysInStock) : "Sold"],
          ["Views", n(car.views)],
          ["Phone reveals", n(car.phoneReveals)],
          ["Leads", n(car.leads)],
          ["Views per lead", car.viewsPerLead === null ? "–" : formatNumber(car.viewsPerLead, 1)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-car-metric={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ReportTable
        caption={`Leads about ${car.title} by kind`}
        rows={car.leadsByKind}
        rowKey={(l) => l.key}
        empty="No leads about this car in either period."
        columns={[
          { key: "kind", header: "Kind of lead", cell: (l) => l.label },
          { key: "leads", header: "Leads", numeric: true, cell: (l) => n(l.leads) },
          { key: "previous", header: "Before", numeric: true, cell: (l) => n(l.previous) },
        ]}
      />
    </section>
  );
}
