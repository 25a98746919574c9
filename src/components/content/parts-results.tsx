import type { PartsHit } from "@/lib/content/parts-search";
import { accessoryPrice } from "@/lib/models/accessories";
import { modelAccessoriesPath } from "@/lib/models/model";

/**
 * /parts/search's results (decision 0079): the genuine accessories that match, each with its part
 * number, price (or 'Price on request') and the model it fits, linked to that model's accessories.
 * None found says so; the parts enquiry below it still goes to the parts team either way.
 */
export function PartsResults({ query, hits }: { query: string; hits: readonly PartsHit[] }) {
  return (
    <section aria-labelledby="parts-results" className="mt-4 text-foreground" data-testid="parts-results">
      <h2 id="parts-results" className="text-xl font-bold">
        {hits.length
          ? `${hits.length} genuine ${hits.length === 1 ? "part" : "parts"} matching "${query}"`
          : `No genuine parts listed online match "${query}"`}
      </h2>
      {hits.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {hits.map((hit) => {
            const price = accessoryPrice(hit);
            return (
              <li key={hit.id} className="rounded-lg border p-3">
                <p className="font-semibold">{hit.name}</p>
                {hit.partNumber ? (
                  <p className="text-sm text-muted-foreground">Part no. {hit.partNumber}</p>
                ) : null}
                <p className="text-sm">
                  {price.text}
                  {price.kind === "price" ? (
                    <span className="text-muted-foreground"> ({price.note})</span>
                  ) : null}
                </p>
                <a
                  href={modelAccessoriesPath({ slug: hit.modelSlug })}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
                >
                  Fits {hit.modelName}: see its accessories
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1">Our parts team can still find it: send the enquiry below.</p>
      )}
    </section>
  );
}
