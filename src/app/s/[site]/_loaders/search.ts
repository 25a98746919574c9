import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { SearchPageData } from "@/lib/search/search-page-data";
import { loadSearchPage } from "@/server/search/search-page";
import { loadSiteLocations, requireSite } from "./site";

export type SearchRouteProps = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type RawParams = Record<string, string | string[] | undefined>;

/*
 * cache() keys on its arguments by identity, and Next hands generateMetadata and the page their own
 * params objects: the search is keyed by the slug and the route's segments and query as JSON, so the
 * metadata and the page share one search.
 */
const searchOnce = cache(async (slug: string, segmentsJson: string, queryJson: string) => {
  const site = await requireSite(slug);
  const segments = JSON.parse(segmentsJson) as string[];
  const query = JSON.parse(queryJson) as RawParams;
  return loadSearchPage(site, await loadSiteLocations(slug), segments, query);
});

/** The search page's data for this request, or the site's 404 when the route names nothing it has. */
export async function loadSearch(props: SearchRouteProps, fixedSegments?: string[]): Promise<SearchPageData> {
  const { site, segments } = await props.params;
  const query = await props.searchParams;
  const data = await searchOnce(site, JSON.stringify(fixedSegments ?? segments ?? []), JSON.stringify(query));
  if (!data) notFound();
  return data;
}
