import { formatNumber } from "@/lib/format/format";
import type { PriceBand } from "@/lib/search/home-search";

/**
 * Browse by price (issue 34 item 6, decision 0078): each price band that has cars, with how many, linking
 * to the search refined to that band. Nothing when no band has a car.
 */
export function PriceBands({ bands }: { bands: readonly PriceBand[] }) {
  if (!bands.length) return null;
  return (
    <section aria-labelledby="browse-price" className="mx-auto max-w-7xl px-4 py-6">
      <h2 id="browse-price" className="text-2xl font-bold">
        Browse by price
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {bands.map((band) => (
          <li key={band.label}>
            <a
              href={band.href}
              className="flex h-full flex-col rounded-lg border p-4 hover:border-primary hover:shadow"
            >
              <span className="font-semibold">{band.label}</span>
              <span className="text-sm text-muted-foreground">{formatNumber(band.count)} in stock</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
