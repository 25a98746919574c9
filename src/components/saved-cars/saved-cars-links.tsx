"use client";

import { Columns3, Heart } from "lucide-react";
import Link from "next/link";
import { COMPARE_PATH, comparePath, readCompareList } from "@/lib/vehicle/compare-list";
import { readFavourites } from "@/lib/vehicle/favourites";
import { useStoredList } from "./use-stored-list";

/** The favourites list's place on the compare page (components/saved-cars/saved-cars-page). */
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
 * Compare, each with the number of cars on its list. Drawn on the server without counts; the counts
 * (and the compare link's cars) fill in once the lists are read, over the icons, so the header never
 * shifts. Each link is left out when the site switches its feature off.
 */
export function SavedCarsLinks({ favourites, compare }: { favourites: boolean; compare: boolean }) {
  const saved = useStoredList(readFavourites)?.length ?? 0;
  const comparing = useStoredList(readCompareList) ?? [];
  return (
    <>
      {favourites ? (
        <Link href={`${COMPARE_PATH}#${FAVOURITES_ANCHOR}`} prefetch={false} className={link}>
          <Heart aria-hidden="true" className="size-5" />
          <span className="sr-only">Favourites{saved ? `, ${saved} saved` : ""}</span>
          <Count n={saved} />
        </Link>
      ) : null}
      {compare ? (
        <Link
          href={comparePath(comparing.map((c) => c.id))}
          prefetch={false}
          className={link}
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
