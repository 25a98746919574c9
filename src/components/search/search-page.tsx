import type { SiteFormSetup } from "@/lib/leads/form-setup";
import type { SearchPageData } from "@/lib/search/search-page-data";
import type { Site } from "@/lib/tenancy/site";
import { publicSiteConfig, type SiteConfig } from "@/lib/tenancy/site-config";
import { SearchView } from "./search-view";
import { cardResult, searchViewConfig, searchViewTemplate } from "./view-props";

type Props = {
  site: Site;
  data: SearchPageData;
  /** Where the page's links and refinements point (/search/… or /new-used-and-demo-cars). */
  basePath: string;
  formSetup: SiteFormSetup;
  /** Dealerships' own configs by id, for their cars' cards (lib/tenancy/dealership-config). */
  dealershipConfigs: Readonly<Record<number, SiteConfig>>;
  /** The render's clock, ISO, so the server HTML and the hydrated page agree. */
  now: string;
};

/**
 * The search page: its heading, then the filters and results. The results are a client component, so
 * the site's and the dealerships' configs reach it only as their public views (decision 0042), and of
 * those, the template and the hits only what the view reads (decision 0092: all of it is serialised
 * into the page).
 */
export function SearchPage({ site, data, basePath, formSetup, dealershipConfigs, now }: Props) {
  const publicDealershipConfigs = Object.fromEntries(
    Object.entries(dealershipConfigs).map(([id, config]) => [id, searchViewConfig(publicSiteConfig(config))]),
  );
  return (
    <>
      <div className="border-b bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-3 md:py-6">
          <h1 className="text-xl font-bold md:text-3xl">{data.title}</h1>
        </div>
      </div>
      <SearchView
        basePath={basePath}
        preset={data.preset}
        initialState={data.state}
        initialResult={cardResult(data.result)}
        config={searchViewConfig(publicSiteConfig(site.config))}
        dealershipConfigs={publicDealershipConfigs}
        template={searchViewTemplate(site.template)}
        promos={data.promos}
        now={now}
        formSetup={formSetup}
        certifiedBadgeMake={site.template.certifiedBadgeMake}
        postcodeInput={data.postcodeInput}
        postcodeError={data.postcodeError}
        rangeInputs={data.rangeInputs}
      />
    </>
  );
}
