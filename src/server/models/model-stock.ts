import "server-only";
import { matchingFacetValue, type SiteModel } from "@/lib/models/model";
import { EMPTY_SEARCH_STATE, searchUrl } from "@/lib/search/search-params";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { slugify } from "@/lib/text/slugify";
import { getDatabase } from "../db/database";
import { getStockSearch } from "../search/stock-search-instance";
import { withSavedCarButtons } from "../stock/saved-car-buttons";

export type ModelStock = {
  /** The newest of the model's listed cars, up to the number asked for. */
  hits: SearchHit[];
  /** How many the site lists. */
  count: number;
  /** The search page with every one of them; null when there are none. */
  searchPath: string | null;
};

const NONE: ModelStock = { hits: [], count: 0, searchPath: null };

/**
 * The site's listed stock of one model, through the site's stock search (the same cars, prices and
 * order the search page shows): the make and the model as the stock spells them, then the newest.
 */
export async function modelStock(site: Site, model: SiteModel, limit: number): Promise<ModelStock> {
  const search = await getStockSearch();
  const makes = await search.search(site, { ...EMPTY_SEARCH_STATE, hitsPerPage: 1 }, { facets: ["make"] });
  const make = matchingFacetValue(
    (makes.facets.make ?? []).map((f) => f.value),
    model.manufacturerSlug,
    model.manufacturerName,
  );
  if (!make) return NONE;
  const ofMake = await search.search(
    site,
    { ...EMPTY_SEARCH_STATE, refinements: { make: [make] }, hitsPerPage: 1 },
    { facets: ["model"] },
  );
  const name = matchingFacetValue(
    (ofMake.facets.model ?? []).map((f) => f.value),
    model.slug,
    model.name,
  );
  if (!name) return NONE;
  const state = {
    ...EMPTY_SEARCH_STATE,
    sortBy: "latest" as const,
    refinements: { make: [make], model: [name] },
  };
  const result = await search.search(site, { ...state, hitsPerPage: limit });
  // The make's search page, narrowed to the model: the make route always resolves while it has stock.
  const basePath = `/search/${slugify(make)}`;
  return {
    hits: await withSavedCarButtons(await getDatabase(), site, result.hits),
    count: result.count,
    searchPath: result.count
      ? searchUrl({ ...state, sortBy: EMPTY_SEARCH_STATE.sortBy }, basePath, { make: [make] })
      : null,
  };
}
