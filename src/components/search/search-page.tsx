import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatNumber } from "@/lib/format/format";
import { getDatabase } from "@/server/db/database";
import { siteFormSetup } from "@/server/leads/intake/form-setup";
import { loadSearchPage } from "@/server/stock/search-page";
import { getSite } from "@/server/tenancy/site-cache";
import { SearchView } from "./search-view";

export type SearchRouteProps = {
  params: Promise<{ site: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load(props: SearchRouteProps, fixedSegments?: string[]) {
  const { site: slug, segments } = await props.params;
  const site = await getSite(slug);
  if (!site) notFound();
  const data = await loadSearchPage(site, fixedSegments ?? segments ?? [], await props.searchParams);
  if (!data) notFound();
  return { site, data };
}

export async function searchMetadata(props: SearchRouteProps, fixedSegments?: string[]): Promise<Metadata> {
  const { data } = await load(props, fixedSegments);
  const page = data.state.page > 1 ? ` (page ${data.state.page})` : "";
  return {
    title: `${data.title}${page}`,
    description: `${formatNumber(data.result.count)} ${data.title.toLowerCase()}. Browse photos, prices and features, then enquire or book a test drive.`,
    alternates: { canonical: data.canonical },
  };
}

/** The search page, shared by /search/… and /new-used-and-demo-cars. */
export async function SearchPage({
  props,
  fixedSegments,
}: {
  props: SearchRouteProps;
  fixedSegments?: string[];
}) {
  const { site, data } = await load(props, fixedSegments);
  return (
    <>
      <div className="border-b bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="text-2xl font-bold md:text-3xl">{data.title}</h1>
        </div>
      </div>
      <SearchView
        basePath={fixedSegments ? "/new-used-and-demo-cars" : data.basePath}
        preset={data.preset}
        initialState={data.state}
        initialResult={data.result}
        config={site.config}
        template={site.template}
        promos={data.promos}
        now={new Date().toISOString()}
        formSetup={await siteFormSetup(await getDatabase(), site)}
        {...(site.template.certifiedBadgeMake
          ? { certifiedBadgeMake: site.template.certifiedBadgeMake }
          : {})}
      />
    </>
  );
}
