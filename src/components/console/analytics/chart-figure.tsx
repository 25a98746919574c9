import type { ReactNode } from "react";
import { type ChartSeries, ReportChart } from "./report-chart";

/**
 * A chart with its table beside it (issue 33 item 3: "every chart has its table beside it for screen
 * readers"): one `<figure>` named by its caption; the chart is a picture hidden from assistive
 * technology, the table holds the same numbers and is what a screen reader or a keyboard reads.
 * On a wide screen they sit side by side, on a phone the table follows the chart. A CSV link may
 * follow the caption.
 */
export function ChartFigure({
  id,
  title,
  description,
  chart,
  table,
  download,
}: {
  id: string;
  title: string;
  description?: string;
  chart: {
    kind: "line" | "bar";
    rows: Record<string, string | number>[];
    x: string;
    series: ChartSeries[];
    horizontal?: boolean;
  } | null;
  table: ReactNode;
  download?: { href: string; label: string };
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl border bg-background p-4"
      data-report={id}
    >
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <span id={`${id}-title`} className="block text-lg font-semibold">
            {title}
          </span>
          {description ? <span className="block text-sm text-muted-foreground">{description}</span> : null}
        </span>
        {download ? (
          <a href={download.href} className="text-sm font-semibold text-primary underline" download>
            {download.label}
          </a>
        ) : null}
      </figcaption>
      <div className={chart ? "grid gap-4 xl:grid-cols-[3fr_2fr]" : undefined}>
        {chart ? (
          <div aria-hidden="true" className="min-w-0">
            <ReportChart {...chart} />
          </div>
        ) : null}
        {/* A long table scrolls in its box; the box takes keyboard focus so it scrolls without a mouse. */}
        <section
          className="max-h-80 min-w-0 overflow-auto focus-visible:outline-2 focus-visible:outline-primary"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
          tabIndex={0}
          aria-label={`${title}, table`}
        >
          {table}
        </section>
      </div>
    </figure>
  );
}

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
};

/** A plain, semantic table of a report's rows: a caption, column headers, the first cell a row header. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-muted">
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={`p-2 ${c.numeric ? "text-right" : ""}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b last:border-0">
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.key} scope="row" className="p-2 font-normal">
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.key} className={`p-2 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
