import { formatNumber } from "@/lib/format/format";
import type { PlacedItem } from "@/lib/search/promo-placement";
import { searchUrl, setPage } from "@/lib/search/search-params";
import type { SearchResult, SearchState } from "@/lib/search/search-types";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Template } from "@/lib/template/template";
import type { PublicSiteConfig } from "@/lib/tenancy/site-config";
import { Pagination } from "./pagination";
import { PromoCard } from "./promo-card";
import { ResultCard } from "./result-card";
import type { ApplySearch, SearchStatus } from "./use-search-state";

/**
 * The results (#results): the count, the cards with the promos placed among them, and the pages. While
 * loading and after an error the previous results stay (spec 01 §8 "previous hits stay shown").
 */
export function SearchResults({
  state,
  result,
  status,
  items,
  shownCount,
  config,
  dealershipConfigs,
  template,
  now,
  certifiedBadgeMake,
  basePath,
  preset,
  apply,
}: {
  state: SearchState;
  result: SearchResult;
  status: SearchStatus;
  /** The page's cars with the promos placed among them (lib/search/promo-placement). */
  items: PlacedItem<SearchHit>[];
  shownCount: number;
  config: PublicSiteConfig;
  /** Dealerships' own configs by id (decision 0032); a car of any other dealership uses `config`. */
  dealershipConfigs?: Readonly<Record<number, PublicSiteConfig>>;
  template: Template;
  now: Date;
  certifiedBadgeMake: string | undefined;
  basePath: string;
  preset: SearchState["refinements"];
  apply: ApplySearch;
}) {
  return (
    <section id="results" aria-labelledby="results-heading" aria-busy={status === "loading"}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
          {formatNumber(shownCount)} {shownCount === 1 ? "car" : "cars"} found
        </h2>
        {status === "hasError" ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn't update the results. Showing the previous ones.
          </p>
        ) : null}
      </div>
      {result.hits.length === 0 ? (
        <div className="mt-6 rounded-lg border p-8 text-center">
          <p className="font-semibold">No cars match those filters.</p>
          <a href="/search" className="mt-3 inline-block text-primary underline">
            Clear all filters
          </a>
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${status === "loading" ? "opacity-60" : ""}`}
        >
          {items.map((item, position) =>
            item.kind === "car" ? (
              <li key={`car-${item.car.id}`}>
                <ResultCard
                  priority={position < 2}
                  car={item.car}
                  config={dealershipConfigs?.[item.car.dealershipId] ?? config}
                  template={template}
                  now={now}
                  certifiedBadgeMake={certifiedBadgeMake}
                />
              </li>
            ) : (
              <li key={`promo-${item.promo.id}`}>
                <PromoCard promo={item.promo} />
              </li>
            ),
          )}
        </ul>
      )}
      {result.pages > 1 ? (
        <div className="mt-8">
          <Pagination
            page={result.page}
            pages={result.pages}
            hrefForPage={(page) => searchUrl(setPage(state, page), basePath, preset)}
            onNavigate={(page, event) => {
              event.preventDefault();
              apply(setPage(state, page), { scroll: true });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
