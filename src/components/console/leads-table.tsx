"use client";

import { createColumnHelper } from "@tanstack/react-table";
import Link from "next/link";
import { useMemo } from "react";
import { type InboxRow, leadHref } from "@/lib/inbox/inbox-row";
import { LEAD_STATUS_LABELS } from "@/lib/leads/lead-status";
import { consoleTime } from "@/lib/staff/console-time";
import { type ConsoleTableFeatures, DataTable } from "./data-table";

/**
 * The inbox's leads (issue 31 §4), drawn from one set of TanStack Table column definitions twice: a
 * table on a wide screen, and on a phone a card per lead with each column's name beside its value
 * (a 9-column table at 390 px is unreadable, and scrolling it sideways hides the shopper's name). Only
 * one of the two is displayed at a time, so a screen reader meets each lead once. Every row links to
 * the lead's page; the accepted trade-in offer carries a badge and a marked edge.
 */

const column = createColumnHelper<ConsoleTableFeatures, InboxRow>();

function KindLabel({ row }: { row: InboxRow }) {
  return row.standout ? (
    <span className="inline-block rounded-md border border-foreground bg-accent px-2 py-0.5 font-semibold text-accent-foreground">
      <span aria-hidden="true">★ </span>
      {row.kindLabel}
    </span>
  ) : (
    <span>{row.kindLabel}</span>
  );
}

function Contact({ row }: { row: InboxRow }) {
  if (!row.phone && !row.email) return <span className="text-muted-foreground">None given</span>;
  return (
    <span className="flex flex-col">
      {row.phone ? (
        <a className="underline" href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}>
          {row.phone}
        </a>
      ) : null}
      {row.email ? (
        <a className="break-all underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ) : null}
    </span>
  );
}

function inboxColumns(slug: string) {
  return column.columns([
    column.accessor("createdAt", {
      id: "received",
      header: "Received",
      cell: (info) => <time dateTime={info.getValue()}>{consoleTime(new Date(info.getValue()))}</time>,
    }),
    column.accessor("kindLabel", {
      id: "kind",
      header: "Kind",
      cell: (info) => <KindLabel row={info.row.original} />,
    }),
    column.accessor("name", {
      id: "shopper",
      header: "Shopper",
      cell: (info) => (
        <Link href={leadHref(slug, info.row.original.id)} className="font-semibold underline">
          {info.getValue() ?? "No name given"}
        </Link>
      ),
    }),
    column.display({
      id: "contact",
      header: "Phone and e-mail",
      cell: (info) => <Contact row={info.row.original} />,
    }),
    column.accessor("car", {
      id: "car",
      header: "Car",
      cell: (info) => {
        const car = info.getValue();
        if (!car) return <span className="text-muted-foreground">No car</span>;
        return (
          <span>
            {car.name}
            {car.stockNumber ? (
              <span className="block text-muted-foreground">Stock {car.stockNumber}</span>
            ) : null}
          </span>
        );
      },
    }),
    column.accessor("dealership", {
      id: "dealership",
      header: "Dealership",
      cell: (info) => info.getValue() ?? "The group",
    }),
    column.accessor("status", {
      id: "status",
      header: "Status",
      cell: (info) => LEAD_STATUS_LABELS[info.getValue()],
    }),
    column.accessor("assignee", {
      id: "assignee",
      header: "Assigned to",
      cell: (info) => info.getValue() ?? <span className="text-muted-foreground">Unassigned</span>,
    }),
  ]);
}

export function LeadsTable({ slug, rows, caption }: { slug: string; rows: InboxRow[]; caption: string }) {
  const columns = useMemo(() => inboxColumns(slug), [slug]);
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      caption={caption}
      standout={(row) => row.standout}
    />
  );
}
