import Link from "next/link";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonVariants } from "@/components/ui/button";
import { WATCHLIST_PATH } from "@/lib/accounts/watchlist";
import { comparePath, MAX_COMPARE } from "@/lib/saved-cars/compare-list";
import {
  type CompareColumn,
  type CompareRow,
  differenceSummary,
  ONLY_DIFFERENCES,
} from "@/lib/saved-cars/compare-table";
import { CompareSync } from "./compare-sync";
import { CompareTable } from "./compare-table";
import { FAVOURITES_ANCHOR } from "./saved-cars-links";
import { StoredFavourites, StoredViewedCars } from "./stored-car-lists";

/**
 * /compare (issue 21 §4, spec 01 §4 "Favourites / compare"): the compare list's cars side by side
 * (when the site offers compare), then the shopper's favourites and the cars they viewed, all kept in
 * this browser. `onlyDifferences` shows just the rows that differ; it is a link, so it works without
 * script.
 */
export function ComparePage({
  compare,
  favourites = true,
  hasIds,
  columns,
  rows,
  issues,
  onlyDifferences,
}: {
  /** The site offers compare (`features.compare`); otherwise this is the favourites page. */
  compare: boolean;
  /**
   * Favourites are the site's one save (decision 0075); otherwise the page points to the watchlist,
   * where that site keeps saved cars.
   */
  favourites?: boolean;
  /** The address named cars (`?ids=`), even if none of them could be shown. */
  hasIds: boolean;
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  issues: readonly string[];
  onlyDifferences: boolean;
}) {
  const ids = columns.map((c) => c.id);
  const cars = columns.filter((c) => c.kind === "car").length;
  const shownRows = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  const title = compare ? "Compare cars" : "Your favourites";
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-4">
      <Breadcrumb trail={[{ name: title }]} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {compare ? (
        <section aria-labelledby="compare-heading" className="mt-6">
          <CompareSync hasIds={hasIds} />
          <h2 id="compare-heading" className="sr-only">
            Your compare list
          </h2>
          {issues.length ? (
            <ul className="mb-4 rounded-lg border p-3 text-sm" data-testid="compare-issues">
              {issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          ) : null}
          {columns.length === 0 ? (
            <div className="rounded-lg border p-6">
              <p className="font-semibold">No cars to compare yet.</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Press Compare on up to {MAX_COMPARE} cars in the search results or on their pages, then come
                back here to see them side by side.
              </p>
              <Link href="/search" prefetch={false} className={`${buttonVariants({ size: "md" })} mt-4`}>
                Browse cars
              </Link>
            </div>
          ) : (
            <>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground" data-testid="compare-summary">
                  {cars >= 2
                    ? `${cars} cars side by side: ${differenceSummary(rows)}.`
                    : "Add another car to compare it with this one."}
                </p>
                <div className="flex flex-wrap gap-2">
                  {cars >= 2 ? (
                    <Link
                      href={`${comparePath(ids)}${onlyDifferences ? "" : `&only=${ONLY_DIFFERENCES}`}`}
                      prefetch={false}
                      replace
                      scroll={false}
                      className={buttonVariants({ variant: "secondary", size: "sm" })}
                    >
                      {onlyDifferences ? "Show all details" : "Show only differences"}
                    </Link>
                  ) : null}
                  {columns.length < MAX_COMPARE ? (
                    <Link
                      href="/search"
                      prefetch={false}
                      className={buttonVariants({ variant: "secondary", size: "sm" })}
                    >
                      Add a car
                    </Link>
                  ) : null}
                </div>
              </div>
              <CompareTable columns={columns} rows={shownRows} />
            </>
          )}
        </section>
      ) : null}
      {favourites ? (
        <section aria-labelledby="favourites-heading" id={FAVOURITES_ANCHOR} className="mt-10 scroll-mt-4">
          <h2 id="favourites-heading" className="text-xl font-bold">
            {compare ? "Your favourites" : "Saved in this browser"}
          </h2>
          <div className="mt-3">
            <StoredFavourites />
          </div>
        </section>
      ) : (
        <p className="mt-10" data-testid="saved-in-watchlist">
          Cars you save are kept in{" "}
          <Link href={WATCHLIST_PATH} prefetch={false} className="font-semibold text-primary underline">
            your watchlist
          </Link>
          .
        </p>
      )}
      <StoredViewedCars heading="Recently viewed" />
      <p className="mt-10 text-xs text-muted-foreground">
        {favourites
          ? "Your compare list, favourites and viewed cars are kept in this browser, on this device only."
          : "Your compare list and viewed cars are kept in this browser, on this device only."}
      </p>
    </div>
  );
}
