import type { Metadata } from "next";
import { SearchPage } from "@/components/search/search-page";
import { formatNumber } from "@/lib/format/format";
import { dealershipConfigs } from "@/lib/tenancy/dealership-config";
import { loadSearch, type SearchRouteProps } from "../_loaders/search";
import { loadFormSetup, requireSite } from "../_loaders/site";

/** The search page's title, description and canonical URL (shared by /search/… and /new-used-and-demo-cars). */
export async function searchMetadata(props: SearchRouteProps, fixedSegments?: string[]): Promise<Metadata> {
  const data = await loadSearch(props, fixedSegments);
  const page = data.state.page > 1 ? ` (page ${data.state.page})` : "";
  return {
    title: `${data.title}${page}`,
    description: `${formatNumber(data.result.count)} ${data.title.toLowerCase()}. Browse photos, prices and features, then enquire or book a test drive.`,
    alternates: { canonical: data.canonical },
  };
}

/**
 * The search page, shared by /search/… and the search entries with their own address
 * (/new-used-and-demo-cars, /pre-owned): `fixedSegments` is the /search/… route they show, `basePath`
 * the address their filters and pages stay on.
 */
export async function SearchRoutePage({
  props,
  fixedSegments,
  basePath,
}: {
  props: SearchRouteProps;
  fixedSegments?: string[];
  basePath?: string;
}) {
  const slug = (await props.params).site;
  const [site, data, formSetup] = await Promise.all([
    requireSite(slug),
    loadSearch(props, fixedSegments),
    loadFormSetup(slug),
  ]);
  return (
    <SearchPage
      site={site}
      data={data}
      basePath={basePath ?? (fixedSegments ? "/new-used-and-demo-cars" : data.basePath)}
      formSetup={formSetup}
      dealershipConfigs={dealershipConfigs(site)}
      now={new Date().toISOString()}
    />
  );
}
