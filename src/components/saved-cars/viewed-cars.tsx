import type { ViewedEntry } from "@/lib/saved-cars/viewed-cars";
import { carPath } from "@/lib/stock/car-path";

/**
 * Cars the shopper viewed (spec 01 §3 "Viewed-car entry"), newest first: name linking to the car, its
 * body and stock number. Presentational: the entries come in as props (from local storage on the
 * compare page; the garage may pass its own).
 */
export function ViewedCars({ entries }: { entries: readonly ViewedEntry[] }) {
  return (
    <ol className="divide-y rounded-lg border" data-testid="viewed-cars">
      {entries.map((entry) => {
        const body = entry.simple_body ?? entry.body;
        return (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
            <a href={carPath(entry.slug)} className="font-semibold hover:underline">
              {entry.name}
            </a>
            <span className="text-sm text-muted-foreground">
              {[body, entry.stocknum ? `Stock ${entry.stocknum}` : null].filter(Boolean).join(" · ")}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
