import { PRICE_BUCKETS } from "./price-range";
import type { FacetItem } from "./search-types";

/**
 * The home page's ways into the search (issue 34 item 6, decision 0078), built from the facets of the
 * one search the home page already runs: the price bands with their counts, and the hero's makes with
 * their models. Pure.
 */

export type PriceBand = { label: string; count: number; href: string };

/**
 * The `price_range` bands that have cars, cheapest first, each linking to the search refined to that
 * band, so the count on the link is the count the search shows.
 */
export function priceBands(facet: readonly FacetItem[] | undefined): PriceBand[] {
  const counts = new Map((facet ?? []).map((f) => [f.value, f.count]));
  return PRICE_BUCKETS.flatMap((bucket) => {
    const count = counts.get(bucket.label) ?? 0;
    if (count <= 0) return [];
    const href = `/search?${new URLSearchParams({ price_range: bucket.label })}`;
    return [{ label: bucket.label, count, href }];
  });
}

export type HeroModel = { value: string; label: string };
export type HeroMake = { make: string; models: HeroModel[] };

/**
 * The makes in stock, each with its models from the `make_model` facet ("Toyota HiLux" under Toyota,
 * shown as "HiLux"); the value is the `make_model` refinement the search page reads.
 */
export function heroMakes(makes: readonly FacetItem[], makeModels: readonly FacetItem[]): HeroMake[] {
  // Longest make first, so "Land Rover Defender" is not read as a model of a make "Land".
  const byLength = [...makes].sort((a, b) => b.value.length - a.value.length);
  const models = new Map<string, HeroModel[]>(makes.map((m) => [m.value, []]));
  for (const item of makeModels) {
    const make = byLength.find((m) => item.value.startsWith(`${m.value} `));
    if (make)
      models.get(make.value)?.push({ value: item.value, label: item.value.slice(make.value.length + 1) });
  }
  return makes.map((m) => ({ make: m.value, models: models.get(m.value) ?? [] }));
}
