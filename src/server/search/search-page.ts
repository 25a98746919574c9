import "server-only";
import type { SiteLocation } from "@/lib/locations/location";
import { rejectedRangeInputs, TYPED_RANGES, type TypedRangeAttribute } from "@/lib/search/range-input";
import { SEARCH_PAGE_FACETS } from "@/lib/search/search-attributes";
import type { SearchPageData } from "@/lib/search/search-page-data";
import {
  EMPTY_SEARCH_STATE,
  nearPostcode,
  parseSearchParams,
  searchUrl,
  typedPostcode,
  withPreset,
} from "@/lib/search/search-params";
import { resolveSearchPreset, searchTitle } from "@/lib/search/search-presets";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "../db/database";
import { postcodePoint } from "../locations/postcodes";
import { listPromoNodes } from "../stock/promos";
import { keptPerSite } from "../tenancy/kept-per-site";
import { answerSearch } from "./search-answer";
import { getStockSearch } from "./stock-search-instance";

type RawParams = Record<string, string | string[] | undefined>;

/**
 * The site's promo cards, every one with its window (the page picks the live ones at render), read once
 * per cached site object (decision 0085).
 */
const keptPromoNodes = keptPerSite(async (site) => listPromoNodes(await getDatabase(), site));

/**
 * Everything a search page needs: the route's preset (null when the route names nothing the site
 * has), the state from the query string (lenient: malformed parts are dropped, so a hostile URL falls
 * back to the nearest valid state), and the first result. A page past the last one falls back to the
 * last page. The site's locations come from the caller, which has them already for the layout.
 */
export async function loadSearchPage(
  site: Site,
  locations: readonly SiteLocation[],
  segments: string[],
  rawParams: RawParams,
): Promise<SearchPageData | null> {
  const db = await getDatabase();
  const search = await getStockSearch();
  const hitsPerPage = site.config.search.page_size;
  // The site's makes, models and bodies name the route's segments; /search itself has none to name.
  const everything = segments.length
    ? await search.search(
        site,
        { ...EMPTY_SEARCH_STATE, hitsPerPage },
        { facets: ["make", "make_model", "body"] },
      )
    : null;
  const preset = resolveSearchPreset(segments, {
    makes: (everything?.facets.make ?? []).map((f) => f.value),
    makeModels: (everything?.facets.make_model ?? []).map((f) => f.value),
    bodies: (everything?.facets.body ?? []).map((f) => f.value),
    locations: locations.map((l) => ({ slug: l.slug, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
  });
  if (!preset) return null;
  const basePath = segments.length ? `/search/${segments.map((s) => s.toLowerCase()).join("/")}` : "/search";
  const parsed = parseSearchParams(rawParams);
  // "Cars near me" (issue 17 item 5): an unusable postcode leaves the search, its message shown beside
  // the field, which keeps what the shopper typed.
  const located = nearPostcode(
    { state: withPreset(parsed.state, preset.refinements), issues: parsed.issues },
    postcodePoint,
  );
  let state = located.state;
  const { near } = located;
  const postcodeError = located.error;
  const postcodeInput = typedPostcode(rawParams.postcode);
  // A typed minimum or maximum that could not be read (a form sent without JavaScript): shown back
  // beside its field with the reason, and the range not applied by half.
  const rangeInputs = rejectedRangeInputs(rawParams, TYPED_RANGES);
  for (const attribute of Object.keys(rangeInputs) as TypedRangeAttribute[]) {
    const ranges = { ...state.ranges };
    delete ranges[attribute];
    state = { ...state, ranges };
  }
  const ask = (s: typeof state) =>
    answerSearch(db, search, { site, state: s, near, hitsPerPage, facets: SEARCH_PAGE_FACETS });
  let result = await ask(state);
  if (result.pages > 0 && state.page > result.pages) {
    state = { ...state, page: result.pages };
    result = await ask(state);
  }
  return {
    basePath,
    preset: preset.refinements,
    state,
    result,
    rangeInputs,
    promos: await keptPromoNodes(site),
    title: searchTitle(state),
    postcodeError,
    postcodeInput,
    canonical: searchUrl(state, basePath, preset.refinements),
  };
}
