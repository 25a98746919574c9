import "server-only";
import { inArray } from "drizzle-orm";
import type { GeoPoint } from "@/lib/locations/distance";
import { relaxations } from "@/lib/search/applied-filters";
import { withHitDistances } from "@/lib/search/hit-distance";
import type { FacetAttribute } from "@/lib/search/search-attributes";
import { searchRequestFor } from "@/lib/search/search-order";
import { clearFilters, hasFilters } from "@/lib/search/search-params";
import type { RelaxedSearch, SearchResult, SearchState } from "@/lib/search/search-types";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { locations } from "../db/schema";
import { withSavedCarButtons } from "../stock/saved-car-buttons";
import type { StockSearch } from "./stock-search";

/**
 * A search as the search page and its JSON API answer it (issue 34 item 4): the engines' result, with
 * each card's saved-car buttons, its distance from the search's postcode, and, when nothing was found,
 * the ways forward (`relaxed`). What it costs beyond the search itself: the yards' points (one query,
 * only with a postcode) and, for an empty search, the suggestions' counts from the site's index (none
 * asked of the database) and one more search for the cars to show instead.
 */

/** How many cars an empty search shows instead. */
export const NEARBY_CARS = 3;

export type SearchAnswerInput = {
  site: Site;
  state: SearchState;
  /** The postcode's point, when the search has a known postcode. */
  near: GeoPoint | null;
  hitsPerPage: number;
  facets?: readonly FacetAttribute[];
};

/** Every yard of the site with its point, for the cards' distances. */
async function yardPoints(db: Database, site: Site) {
  if (!site.dealershipIds.length) return [];
  const rows = await db
    .select({ dealershipId: locations.dealershipId, slug: locations.slug, address: locations.address })
    .from(locations)
    .where(inArray(locations.dealershipId, site.dealershipIds));
  return rows.map((r) => ({
    dealershipId: r.dealershipId,
    slug: r.slug,
    latitude: r.address?.lat,
    longitude: r.address?.long,
  }));
}

/**
 * An empty search's ways forward: each filter it could drop, counted from the index when the site
 * has one, and the cars found by dropping the filter that finds the most (or every filter).
 */
export async function relaxEmptySearch(
  search: StockSearch,
  input: SearchAnswerInput,
): Promise<RelaxedSearch | undefined> {
  const { site, state, near } = input;
  if (!hasFilters(state)) return undefined;
  const options = relaxations(state);
  const requests = options.map((o) => searchRequestFor(o.without, near, NEARBY_CARS));
  const counts = (await search.counts?.(site, requests)) ?? null;
  let best = -1;
  if (counts) for (let i = 0; i < counts.length; i++) if (counts[i]! > (counts[best] ?? 0)) best = i;
  const nearbyRequest =
    best >= 0 ? requests[best]! : searchRequestFor({ ...clearFilters(state), page: 1 }, near, NEARBY_CARS);
  const nearby = await search.search(site, { ...nearbyRequest, page: 1 }, { facets: [] });
  return {
    options: options.map((o, i) => ({ key: o.key, count: counts ? counts[i]! : null })),
    nearby: nearby.hits,
    nearbyKey: best >= 0 ? options[best]!.key : null,
  };
}

/** Each card's Favourite and Compare buttons and, with a postcode, its distance. */
async function dressHits(
  db: Database,
  site: Site,
  hits: readonly SearchHit[],
  yards: Awaited<ReturnType<typeof yardPoints>> | null,
  near: GeoPoint | null,
): Promise<SearchHit[]> {
  const withButtons = await withSavedCarButtons(db, site, hits);
  return near && yards ? withHitDistances(withButtons, near, yards) : withButtons;
}

/** The search, its result dressed for the page (see the module comment). */
export async function answerSearch(
  db: Database,
  search: StockSearch,
  input: SearchAnswerInput,
): Promise<SearchResult> {
  const { site, state, near, hitsPerPage, facets } = input;
  const result = await search.search(
    site,
    searchRequestFor(state, near, hitsPerPage),
    facets ? { facets } : {},
  );
  const relaxed = result.count === 0 ? await relaxEmptySearch(search, input) : undefined;
  const yards = near ? await yardPoints(db, site) : null;
  const hits = await dressHits(db, site, result.hits, yards, near);
  if (!relaxed) return { ...result, hits };
  return {
    ...result,
    hits,
    relaxed: { ...relaxed, nearby: await dressHits(db, site, relaxed.nearby, yards, near) },
  };
}
