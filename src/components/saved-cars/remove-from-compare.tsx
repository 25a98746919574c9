"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { readCompareList, writeCompareList } from "@/lib/saved-cars/compare-list";
import { withoutCar } from "@/lib/saved-cars/stored-car-list";
import { announceSavedCarsChange, browserStore } from "./use-stored-list";

/**
 * 'Remove' on a compare column: takes the car off the shopper's compare list and shows the page without
 * it. A link to that page, so it works before the page's script runs (the list then keeps the car until
 * its Compare button is pressed again).
 */
export function RemoveFromCompare({ id, name, href }: { id: number; name: string; href: string }) {
  const remove = () => {
    const store = browserStore();
    if (!store) return;
    writeCompareList(store, withoutCar(readCompareList(store), id));
    announceSavedCarsChange();
  };
  return (
    <Link
      href={href}
      onClick={remove}
      replace
      scroll={false}
      prefetch={false}
      className="inline-flex min-h-9 items-center gap-1 rounded-lg border px-3 text-xs font-semibold hover:bg-muted"
      data-testid="remove-from-compare"
    >
      <X aria-hidden="true" className="size-4" />
      Remove<span className="sr-only"> {name} from the comparison</span>
    </Link>
  );
}
