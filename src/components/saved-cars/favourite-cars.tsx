import { CarPhoto } from "@/components/stock/car-photo";
import type { FavouriteEntry } from "@/lib/saved-cars/favourites";
import { carPath } from "@/lib/stock/car-path";

/**
 * A shopper's favourite cars (spec 01 §3 "Favourite entry"): photo, name and make/model, each linking to
 * the car. Presentational: the entries come in as props (the compare page reads them from local storage;
 * the garage may add its own), and `onRemove`, when given, adds a Remove button to each.
 */
export function FavouriteCars({
  entries,
  onRemove,
}: {
  entries: readonly FavouriteEntry[];
  onRemove?: (id: number) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="favourite-cars">
      {entries.map((entry) => (
        <li key={entry.id} className="flex gap-3 rounded-lg border p-3">
          <a href={carPath(entry.slug)} className="block w-28 shrink-0" tabIndex={-1}>
            <span className="block aspect-[4/3] overflow-hidden rounded-md bg-muted">
              <CarPhoto src={entry.primary_image_url} alt={entry.name} />
            </span>
          </a>
          {/* The name links to the car too; the photo link is skipped by the keyboard so it is one stop. */}
          <div className="flex min-w-0 flex-col gap-1">
            <a href={carPath(entry.slug)} className="font-semibold leading-snug hover:underline">
              {entry.name}
            </a>
            <p className="text-sm text-muted-foreground">
              {entry.make} {entry.model}
            </p>
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(entry.id)}
                className="mt-auto w-fit rounded-lg border px-3 py-1 text-xs font-semibold hover:bg-muted"
              >
                Remove<span className="sr-only"> {entry.name} from favourites</span>
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
