"use client";

import { type ColumnDef, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import { cn } from "@/lib/utils/cn";

/** The console's tables use no optional TanStack features: columns and rows only. */
export const consoleTableFeatures = tableFeatures({});
export type ConsoleTableFeatures = typeof consoleTableFeatures;

/**
 * A console list as a table on a wide screen and as one card per row on a phone (issue 31 §8), from
 * one set of TanStack columns: each card is a description list of the columns' headers and cells, so
 * a phone reads the same fields in the same order. `standout` marks a row (an accepted offer).
 */
export function DataTable<T extends RowData>({
  columns,
  rows,
  rowId,
  caption,
  standout,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a table's columns hold values of every type.
  columns: ColumnDef<ConsoleTableFeatures, T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  caption: string;
  standout?: (row: T) => boolean;
}) {
  const table = useTable({ features: consoleTableFeatures, columns, data: rows, getRowId: rowId });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const label = (id: string) => headers.find((h) => h.column.id === id);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border bg-background lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="p-3 align-bottom">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  "border-b align-top last:border-0",
                  standout?.(row.original) && "border-l-4 border-l-foreground bg-accent/20",
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="p-3">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-3 lg:hidden" aria-label={caption}>
        {table.getRowModel().rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              "rounded-xl border bg-background p-4 text-sm",
              standout?.(row.original) && "border-l-4 border-l-foreground",
            )}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {row.getAllCells().map((cell) => {
                const header = label(cell.column.id);
                return (
                  <div key={cell.id} className="contents">
                    <dt className="font-semibold text-muted-foreground">
                      {header ? <table.FlexRender header={header} /> : null}
                    </dt>
                    <dd className="min-w-0 break-words">
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
