import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { ShareButton } from "@/components/ui/share-button";
import { formatNumber } from "@/lib/format/format";
import type { PlacedItem } from "@/lib/search/promo-placement";
import { searchUrl, setPage } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import { AppliedFilterChips } from "./applied-filter-chips";
import { CARD_MENU_NOSCRIPT_CSS } from "./card-menu";
import { EmptyResults } from "./empty-results";
import { Pagination } from "./pagination";
import { PromoCard } from "./promo-card";
import { ResultCard } from "./result-card";
import type { ApplySearch, SearchStatus } from "./use-search-state";
import type { CardHit, CardResult, SearchViewConfig, SearchViewTemplate } from "./view-props";

/**
 * The results (#results): the applied filters as removable chips, the count with Share and Save this
 * search, the cards with the promos placed among them, and the pages; an empty search's ways forward
 * (issue 34 item 4). While loading and after an error the previous results stay (spec 01 §8
 * "previous hits stay shown").
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
  result: CardResult;
  status: SearchStatus;
  /** The page's cars with the promos placed among them (lib/search/promo-placement). */
  items: PlacedItem<CardHit>[];
  shownCount: number;
  config: SearchViewConfig;
  /** Dealerships' own configs by id (decision 0032); a car of any other dealership uses `config`. */
  dealershipConfigs?: Readonly<Record<number, SearchViewConfig>>;
  template: SearchViewTemplate;
  now: Date;
  certifiedBadgeMake: string | undefined;
  basePath: string;
  preset: SearchState["refinements"];
  apply: ApplySearch;
}) {
  const card = (car: CardHit, priority: boolean) => (
    <ResultCard
      priority={priority}
      car={car}
      config={dealershipConfigs?.[car.dealershipId] ?? config}
      template={template}
      now={now}
      certifiedBadgeMake={certifiedBadgeMake}
    />
  );
  // "Save this search" (issue 21 §6) on sites with sign-in; an empty search offers it in its own words.
  const saveSearch = config.features.authentication;
  const empty = result.hits.length === 0;
  return (
    <section
      id="results"
      aria-labelledby="results-heading"
      aria-busy={status === "loading"}
      className="flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-start-2"
    >
      <AppliedFilterChips state={state} basePath={basePath} preset={preset} apply={apply} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
          {formatNumber(shownCount)} {shownCount === 1 ? "car" : "cars"} found
        </h2>
        <div className="flex gap-2">
          {/* The URL holds the search (filters, sort, page), so sharing the address shares this search. */}
          <ShareButton label="Share search" compact />
          {saveSearch && !empty ? <SaveSearchButton state={state} /> : null}
        </div>
      </div>
      {status === "hasError" ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn't update the results. Showing the previous ones.
        </p>
      ) : null}
      {/* Without JavaScript each card's menu shows its actions in place. */}
      <noscript>
        <style>{CARD_MENU_NOSCRIPT_CSS}</style>
      </noscript>
      {empty ? (
        <EmptyResults
          state={state}
          relaxed={result.relaxed}
          basePath={basePath}
          preset={preset}
          apply={(next) => apply(next, { scroll: true })}
          saveSearch={saveSearch}
          renderCar={(car) => card(car, false)}
        />
      ) : (
        <ul
          className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${status === "loading" ? "opacity-60" : ""}`}
        >
          {items.map((item, position) =>
            item.kind === "car" ? (
              <li key={`car-${item.car.id}`}>{card(item.car, position < 2)}</li>
            ) : (
              <li key={`promo-${item.promo.id}`}>
                <PromoCard promo={item.promo} />
              </li>
            ),
          )}
        </ul>
      )}
      {result.pages > 1 ? (
        <div className="mt-5">
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
