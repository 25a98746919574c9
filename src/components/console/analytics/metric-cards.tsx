import { percentChange } from "@/lib/analytics-report/report";
import { formatNumber } from "@/lib/format/format";

/**
 * The dashboard's headline numbers (issue 33 item 3): each with the previous period's figure and the
 * change in words, so the comparison reads without colour ("up 12%", "down 3%", "new").
 */
export type Metric = {
  key: string;
  label: string;
  value: number;
  previous: number;
  /** How to print the value: a count by default. */
  display?: string;
  previousDisplay?: string;
  hint?: string;
  /** A fall is good news (a response time): the change is coloured the other way. */
  lowerIsBetter?: boolean;
};

export function changeWords(value: number, previous: number): string {
  const change = percentChange(value, previous);
  if (change === null) return value > 0 ? "new this period" : "none either period";
  if (change === 0) return "no change";
  return change > 0 ? `up ${formatNumber(change)}%` : `down ${formatNumber(-change)}%`;
}

export function MetricCards({ metrics, previousLabel }: { metrics: Metric[]; previousLabel: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {metrics.map((m) => {
        const raw = percentChange(m.value, m.previous);
        const change = raw === null ? null : m.lowerIsBetter ? -raw : raw;
        return (
          <div key={m.key} className="rounded-xl border bg-background p-4" data-metric={m.key}>
            <dt className="text-sm font-semibold text-muted-foreground">{m.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{m.display ?? formatNumber(m.value)}</dd>
            <dd className="mt-1 text-sm">
              <span
                className={
                  change === null || change === 0
                    ? "text-muted-foreground"
                    : change > 0
                      ? "font-semibold text-success"
                      : "font-semibold text-destructive"
                }
              >
                {changeWords(m.value, m.previous)}
              </span>{" "}
              <span className="text-muted-foreground">
                ({m.previousDisplay ?? formatNumber(m.previous)} {previousLabel})
              </span>
            </dd>
            {m.hint ? <dd className="mt-1 text-xs text-muted-foreground">{m.hint}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}
