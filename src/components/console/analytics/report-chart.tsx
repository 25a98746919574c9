"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The dashboard's charts (issue 33 item 3), drawn by Recharts (decision 0067). A chart is a picture
 * of the table printed beside it (components/console/analytics/chart-figure): the picture is hidden
 * from screen readers, which read the table. Colours are the console's theme tokens; each series also
 * differs by line style, so the chart reads in greyscale.
 */

export type ChartSeries = { key: string; label: string };

const COLOURS = ["var(--primary)", "var(--accent)", "var(--muted-foreground)"];
const DASHES = [undefined, "6 3", "2 3"];
const HEIGHT = 240;
const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };

export function ReportChart({
  kind,
  rows,
  x,
  series,
  horizontal = false,
}: {
  kind: "line" | "bar";
  rows: Record<string, string | number>[];
  /** The key of each row's label on the x axis (the y axis for a horizontal bar chart). */
  x: string;
  series: ChartSeries[];
  horizontal?: boolean;
}) {
  const style = { width: "100%", height: horizontal ? Math.max(HEIGHT, rows.length * 36 + 60) : HEIGHT };
  if (kind === "line") {
    return (
      <LineChart data={rows} responsive style={style} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey={x} tick={AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip />
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={COLOURS[i % COLOURS.length]}
            strokeDasharray={DASHES[i % DASHES.length]}
            strokeWidth={2}
            dot={rows.length <= 31}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart
      data={rows}
      layout={horizontal ? "vertical" : "horizontal"}
      responsive
      style={style}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      {horizontal ? (
        <>
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey={x} tick={AXIS} width={140} />
        </>
      ) : (
        <>
          <XAxis dataKey={x} tick={AXIS} />
          <YAxis allowDecimals={false} tick={AXIS} width={40} />
        </>
      )}
      <Tooltip />
      <Legend />
      {series.map((s, i) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          fill={COLOURS[i % COLOURS.length]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
