"use client";

import { createColumnHelper } from "@tanstack/react-table";
import Link from "next/link";
import { useMemo, useState } from "react";
import { formatPrice } from "@/lib/format/format";
import { type ConsoleTableFeatures, DataTable } from "./data-table";
import { FeedSource, type LastFeed } from "./feed-source";
import { StockBulkActions } from "./stock-bulk-actions";

/**
 * The console's stock list (issue 32 §1): one set of TanStack Table columns drawn as a table on a wide
 * screen and as a card per car on a phone (only one shown at a time), with a checkbox per car for the
 * bulk actions. Each car shows where its values came from (the feed import that last wrote them,
 * linked to its report in the feed history, and when) and what staff changed over them.
 */

export type StockListRow = {
  id: number;
  slug: string;
  name: string;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  carType: string;
  status: string;
  statusLabel: string;
  price: number | null;
  dealershipName: string;
  daysInStock: number;
  feedUpdatedAt: string;
  /** The feed history's import that last wrote the car, or null (no recorded import did). */
  lastFeed: LastFeed | null;
  changes: string[];
};

const column = createColumnHelper<ConsoleTableFeatures, StockListRow>();

function stockColumns(slug: string, selected: Set<number>, toggle: (id: number) => void) {
  return column.columns([
    column.display({
      id: "select",
      header: "Select",
      cell: (info) => {
        const car = info.row.original;
        return (
          <input
            type="checkbox"
            className="size-5"
            checked={selected.has(car.id)}
            onChange={() => toggle(car.id)}
            aria-label={`Select ${car.name}${car.stocknum ? `, stock ${car.stocknum}` : ""}`}
          />
        );
      },
    }),
    column.accessor("name", {
      id: "car",
      header: "Car",
      cell: (info) => {
        const car = info.row.original;
        return (
          <span className="flex flex-col">
            <Link href={`/sites/${slug}/stock/${car.slug}`} className="font-semibold underline">
              {car.name}
            </Link>
            <span className="text-muted-foreground">
              {[
                car.stocknum && `Stock ${car.stocknum}`,
                car.regplate && `Rego ${car.regplate}`,
                car.vin && `VIN ${car.vin}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
        );
      },
    }),
    column.accessor("dealershipName", { id: "dealership", header: "Dealership" }),
    column.accessor("carType", {
      id: "type",
      header: "Type",
      cell: (info) => <span className="capitalize">{info.getValue()}</span>,
    }),
    column.accessor("statusLabel", { id: "status", header: "Status" }),
    column.accessor("price", {
      id: "price",
      header: "Feed price",
      cell: (info) => {
        const price = info.getValue();
        return price === null ? <span className="text-muted-foreground">None</span> : formatPrice(price);
      },
    }),
    column.accessor("daysInStock", { id: "days", header: "Days in stock" }),
    column.accessor("feedUpdatedAt", {
      id: "source",
      header: "Source",
      cell: (info) => <FeedSource slug={slug} at={info.getValue()} lastFeed={info.row.original.lastFeed} />,
    }),
    column.accessor("changes", {
      id: "changed",
      header: "Changed by staff",
      cell: (info) => {
        const changes = info.getValue();
        return changes.length ? (
          <span className="font-semibold">{changes.join(", ")}</span>
        ) : (
          <span className="text-muted-foreground">No</span>
        );
      },
    }),
  ]);
}

export function StockTable({ slug, rows }: { slug: string; rows: StockListRow[] }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const columns = useMemo(() => {
    const toggle = (id: number) =>
      setSelected((now) => {
        const next = new Set(now);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    return stockColumns(slug, selected, toggle);
  }, [slug, selected]);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  if (!rows.length) return <p className="rounded-xl border bg-background p-4">No cars match.</p>;
  return (
    <>
      <StockBulkActions slug={slug} carIds={[...selected]} onDone={() => setSelected(new Set())} />
      <p className="mb-2">
        <label className="inline-flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
          />
          Select every car on this page
        </label>
      </p>
      <DataTable columns={columns} rows={rows} rowId={(row) => String(row.id)} caption="Stock" />
    </>
  );
}
