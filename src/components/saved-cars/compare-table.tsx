import Link from "next/link";
import { CarPhoto } from "@/components/stock/car-photo";
import { comparePath } from "@/lib/saved-cars/compare-list";
import type { CompareColumn, CompareRow } from "@/lib/saved-cars/compare-table";
import { carPath } from "@/lib/stock/car-path";
import { RemoveFromCompare } from "./remove-from-compare";

const UNAVAILABLE_TEXT = {
  sold: "This car has sold.",
  gone: "This car is no longer listed.",
} as const;

/** The column header's car name, for the remove link's label. */
function columnName(column: CompareColumn): string {
  return column.kind === "car" ? column.car.name : "the car that is no longer available";
}

/**
 * The cars side by side (issue 21 §4): a column per car, a row per fact. On a phone the table scrolls
 * sideways inside its own region while the first column (what each row is) stays put. A row whose
 * values differ is marked with the word 'Differs' and shaded, so the mark does not rest on colour.
 */
export function CompareTable({
  columns,
  rows,
}: {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
}) {
  const ids = columns.map((c) => c.id);
  const sticky = "sticky left-0 z-10 w-28 min-w-28 border-r p-3 text-left align-top sm:w-44 sm:min-w-44";
  return (
    // relative: the cells' screen-reader-only text is clipped by the region too, rather than sitting far
    // along the row outside it and widening the page on a phone.
    <section
      aria-label="Cars compared side by side"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border focus-visible:outline-offset-2"
      data-testid="compare-table"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Each column is a car; each row one of its details. Rows whose values differ between the cars are
          marked Differs.
        </caption>
        <thead>
          <tr>
            <td className={`${sticky} bg-background`} />
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="min-w-40 max-w-64 border-b p-3 text-left align-top font-normal sm:min-w-52"
              >
                {column.kind === "car" ? (
                  <div className="flex flex-col gap-2">
                    <Link href={carPath(column.car.slug)} prefetch={false} className="block">
                      <span className="block aspect-[4/3] overflow-hidden rounded-md bg-muted">
                        <CarPhoto src={column.car.primaryImageUrl} alt="" />
                      </span>
                      <span className="mt-2 block font-semibold leading-snug hover:underline">
                        {column.car.name}
                      </span>
                    </Link>
                  </div>
                ) : (
                  <div className="flex flex-col gap-1" data-testid="compare-unavailable">
                    <span className="flex aspect-[4/3] items-center justify-center rounded-md bg-muted p-2 text-center text-xs text-muted-foreground">
                      No longer available
                    </span>
                    <span className="font-semibold">No longer available</span>
                    <span className="text-xs text-muted-foreground">{UNAVAILABLE_TEXT[column.reason]}</span>
                  </div>
                )}
                <div className="mt-2">
                  <RemoveFromCompare
                    id={column.id}
                    name={columnName(column)}
                    href={comparePath(ids.filter((id) => id !== column.id))}
                  />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={row.differs ? "true" : undefined}>
              <th
                scope="row"
                className={`${sticky} border-b font-medium ${row.differs ? "bg-muted" : "bg-background"}`}
              >
                {row.label}
                {row.differs ? (
                  <span className="mt-1 block w-fit rounded bg-foreground px-1.5 text-xs font-semibold text-background">
                    Differs
                  </span>
                ) : null}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={ids[i]}
                  className={`border-b p-3 align-top ${row.differs ? "bg-muted font-semibold" : ""}`}
                >
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not listed</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
