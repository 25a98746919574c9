import type { MouseEvent, ReactNode } from "react";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { formatNumber } from "@/lib/format/format";
import { relaxation } from "@/lib/search/applied-filters";
import { clearFilters, searchUrl } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { CardHit, CardResult } from "./view-props";

const cars = (n: number) => `${formatNumber(n)} ${n === 1 ? "car" : "cars"}`;

/**
 * What a search that found nothing offers (issue 34 item 4: it showed "0 – 100000" and no way
 * forward): a link for each filter that, taken off alone, finds cars, with how many when the server
 * could count them cheaply (`relaxed`, from the site's index); 'Clear all filters'; saving the search
 * for an alert where the site has sign-in (the alerts' own button); and a few cars close to the
 * search. Every link works without JavaScript; with it the change applies in place (`apply`).
 */
export function EmptyResults({
  state,
  relaxed,
  basePath,
  preset,
  apply,
  saveSearch,
  renderCar,
}: {
  state: SearchState;
  relaxed: CardResult["relaxed"];
  basePath: string;
  preset: SearchState["refinements"];
  apply?: (next: SearchState) => void;
  /** Offer "Save this search" (alerts need sign-in: sites with authentication). */
  saveSearch: boolean;
  /** A nearby car's card, as the results draw their cards. */
  renderCar: (car: CardHit) => ReactNode;
}) {
  const go = (next: SearchState) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!apply || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    apply(next);
  };
  // Those that find something alone (or were not counted), most cars first.
  const options = (relaxed?.options ?? [])
    .map((option) => ({ ...option, relaxation: relaxation(state, option.key) }))
    .filter((option) => option.relaxation && option.count !== 0)
    .sort((a, b) => (b.count ?? -1) - (a.count ?? -1));
  const cleared = clearFilters(state);
  const nearbyFrom = relaxed?.nearbyKey ? relaxation(state, relaxed.nearbyKey) : null;
  const nearby = relaxed?.nearby ?? [];

  return (
    <div data-testid="empty-results">
      <div className="mt-4 rounded-lg border p-5">
        <p className="font-semibold">No cars match all of those filters.</p>
        {options.length ? (
          <>
            <p className="mt-1 text-sm text-muted-foreground" id="relax-heading">
              Take one off to see more:
            </p>
            <ul className="mt-2 flex flex-col gap-1" aria-labelledby="relax-heading">
              {options.map(({ key, count, relaxation: r }) => (
                <li key={key}>
                  <a
                    href={searchUrl(r!.without, basePath, preset)}
                    onClick={go(r!.without)}
                    className="group inline-flex min-h-10 flex-wrap items-center gap-x-2 font-semibold text-primary"
                  >
                    <span className="underline underline-offset-4 group-hover:no-underline">
                      Without {r!.label}
                    </span>
                    {count !== null ? (
                      <span className="font-normal text-muted-foreground">({cars(count)})</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-3">
          <a
            href={searchUrl(cleared, basePath, preset)}
            onClick={go(cleared)}
            className="inline-flex min-h-10 items-center font-semibold text-primary underline underline-offset-4"
          >
            Clear all filters
          </a>
        </p>
        {saveSearch ? (
          <div className="mt-4 border-t pt-4">
            <p className="text-sm">
              Or save this search, and we'll let you know when a car that matches arrives.
            </p>
            <SaveSearchButton state={state} className="mt-2" />
          </div>
        ) : null}
      </div>
      {nearby.length ? (
        <section aria-labelledby="nearby-heading" className="mt-8">
          <h3 id="nearby-heading" className="text-lg font-semibold">
            {nearbyFrom ? "Close to your search" : "Other cars in stock"}
          </h3>
          {nearbyFrom ? (
            <p className="text-sm text-muted-foreground">Matching everything but {nearbyFrom.label}.</p>
          ) : null}
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="nearby-cars">
            {nearby.map((car) => (
              <li key={car.id}>{renderCar(car)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
