"use client";

import { Columns3, Heart } from "lucide-react";
import Link from "next/link";
import { COMPARE_PATH, comparePath, readCompareList } from "@/lib/saved-cars/compare-list";
import { readFavourites } from "@/lib/saved-cars/favourites";
import { useStoredList } from "./use-stored-list";

/** The favourites list's place on the compare page (components/saved-cars/compare-page). */
export const FAVOURITES_ANCHOR = "favourites";

const link = "relative flex size-11 items-center justify-center rounded-md hover:bg-current/10";

/** A small count over the icon, drawn in place so nothing beside it moves when it appears. */
function Count({ n }: { n: number }) {
  return n ? (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-primary-foreground"
    >
      {n}
    </span>
  ) : null;
}

/**
 * The header's way back to what a shopper saved (spec 01 §4 "Favourites / compare"): Favourites and
 * Compare, each with the number of cars on its list. On a phone, where the header has room for one more
 * button before the site's name wraps, they are one 'Saved cars' link to the same page (it shows both
 * lists) counting the cars on either. Drawn on the server without counts; the counts (and the compare
 * link's cars) fill in once the lists are read, over the icons, so the header never shifts. Compare is
 * left out when the site switches it off; the header leaves all of them out when the site does not
 * store favourites. On a site whose one save is the watchlist (decision 0075), the heart is left out:
 * the account menu leads to the watchlist, and Compare stands alone.
 */
export function SavedCarsLinks({ compare, favourites = true }: { compare: boolean; favourites?: boolean }) {
  const saved = useStoredList(readFavourites) ?? [];
  const stored = useStoredList(readCompareList);
  const comparing = (compare && stored) || [];
  const compareHref = comparePath(comparing.map((c) => c.id));
  const favouritesHref = `${COMPARE_PATH}#${FAVOURITES_ANCHOR}`;
  const both = new Set([...saved, ...comparing].map((c) => c.id)).size;
  if (!favourites) {
    return compare ? (
      <Link href={compareHref} prefetch={false} className={link} data-testid="compare-link">
        <Columns3 aria-hidden="true" className="size-5" />
        <span className="sr-only">Compare{comparing.length ? `, ${comparing.length} cars` : ""}</span>
        <Count n={comparing.length} />
      </Link>
    ) : null;
  }
  return (
    <>
      <Link
        href={comparing.length ? compareHref : favouritesHref}
        prefetch={false}
        className={`${link} md:hidden`}
      >
        <Heart aria-hidden="true" className="size-5" />
        <span className="sr-only">Saved cars{both ? `, ${both}` : ""}</span>
        <Count n={both} />
      </Link>
      <Link href={favouritesHref} prefetch={false} className={`${link} max-md:hidden`}>
        <Heart aria-hidden="true" className="size-5" />
        <span className="sr-only">Favourites{saved.length ? `, ${saved.length} saved` : ""}</span>
        <Count n={saved.length} />
      </Link>
      {compare ? (
        <Link
          href={compareHref}
          prefetch={false}
          className={`${link} max-md:hidden`}
          data-testid="compare-link"
        >
          <Columns3 aria-hidden="true" className="size-5" />
          <span className="sr-only">Compare{comparing.length ? `, ${comparing.length} cars` : ""}</span>
          <Count n={comparing.length} />
        </Link>
      ) : null}
    </>
  );
}
