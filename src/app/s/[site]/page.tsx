import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { GuaranteeStrip } from "@/components/content/guarantee-strip";
import { heroPicture } from "@/components/content/hero-pictures";
import { HomeHero } from "@/components/content/home-hero";
import { LatestArticles } from "@/components/content/latest-articles";
import { LocationBlock } from "@/components/locations/location-block";
import { BrowseCards } from "@/components/search/browse-cards";
import { DealershipPicker } from "@/components/search/dealership-picker";
import { HeroSearch } from "@/components/search/hero-search";
import { HomePriceSearch } from "@/components/search/home-price-search";
import { PriceBands } from "@/components/search/price-bands";
import type { HomeSection } from "@/lib/content/home-page";
import { formatNumber } from "@/lib/format/format";
import { isSalesLocation } from "@/lib/locations/location-type";
import { bodyTypeCards } from "@/lib/search/body-type-cards";
import { heroMakes, priceBands } from "@/lib/search/home-search";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import { getStockSearch } from "@/server/search/stock-search-instance";
import { loadCurrentOffers } from "./_loaders/offers";
import { loadSite, loadSiteLocations, requireSite } from "./_loaders/site";
import { loadHomeContent } from "./_routes/home-content";
import { CarRow, HomeOffers, TypeCards } from "./_routes/home-sections";
import { SiteReviews } from "./_routes/site-reviews";

type Props = { params: Promise<{ site: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return { title: { absolute: `${site.name} | New, Demo and Used Cars` }, alternates: { canonical: "/" } };
}

export default async function SiteHomePage({ params }: Props) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const search = await getStockSearch();
  // One search gives the counts by type, the browse cards, the hero's makes and models, the price
  // bands and the latest arrivals; a second, in the search page's own order, the cars staff featured
  // (first in that order, decision 0051). Both from the in-memory index: the same listed stock the
  // search page shows.
  const [locations, offers, browse, firsts, content] = await Promise.all([
    loadSiteLocations(slug),
    loadCurrentOffers(slug),
    search.search(
      site,
      { ...EMPTY_SEARCH_STATE, sortBy: "latest", hitsPerPage: 12 },
      { facets: ["car_type", "make", "make_model", "body", "price_range"] },
    ),
    search.search(site, { ...EMPTY_SEARCH_STATE, hitsPerPage: 12 }, { facets: [] }),
    loadHomeContent(site),
  ]);
  const featured = firsts.hits.filter((car) => car.featured);
  const counts: Record<string, number> = Object.fromEntries(
    (browse.facets.car_type ?? []).map((f) => [f.value, f.count]),
  );
  const total = browse.count;
  const salesLocations = locations.filter(isSalesLocation);

  const stockLine = `${formatNumber(total)} cars in stock across ${salesLocations.length} ${
    salesLocations.length === 1 ? "location" : "locations"
  }.`;
  // Each section the dealer may move or leave out (decision 0060), drawn in their order.
  const sections: Record<HomeSection, ReactNode> = {
    find: (
      <section
        aria-label="Find a car"
        // Over the hero's edge when it comes first, as the template draws it.
        className={`mx-auto ${content.home.sections[0] === "find" ? "-mt-6" : "mt-6"} grid max-w-7xl gap-4 px-4 md:grid-cols-2`}
      >
        <HomePriceSearch />
        <div className="rounded-lg border bg-background p-5 shadow">
          <h2 className="text-lg font-semibold">Shop by dealership</h2>
          <div className="mt-3">
            <DealershipPicker dealerships={site.dealerships} />
          </div>
        </div>
      </section>
    ),
    guarantees: <GuaranteeStrip items={content.guarantees} className="mt-10" />,
    types: <TypeCards counts={counts} />,
    makes: <BrowseCards heading="Browse by make" id="browse-make" items={browse.facets.make ?? []} />,
    bodies: (
      <BrowseCards
        heading="Browse by body type"
        id="browse-body"
        items={bodyTypeCards(browse.facets.body ?? [])}
      />
    ),
    featured: <CarRow site={site} cars={featured} heading="Featured cars" id="featured" />,
    latest: <CarRow site={site} cars={browse.hits} heading="Latest arrivals" id="latest" />,
    prices: <PriceBands bands={priceBands(browse.facets.price_range)} />,
    offers: <HomeOffers offers={offers} />,
    locations: (
      <LocationBlock
        locations={locations}
        filter="sales"
        variant={site.config.locations_layout}
        heading="Visit us"
        headingId="locations"
        className="mx-auto max-w-7xl px-4 py-10"
      />
    ),
    reviews: <SiteReviews site={site} />,
    articles: <LatestArticles articles={content.articles} />,
  };

  return (
    <>
      <HomeHero
        hero={content.home.hero}
        siteName={site.name}
        stockLine={stockLine}
        picture={heroPicture(content.home.hero.imageUrl)}
        search={<HeroSearch makes={heroMakes(browse.facets.make ?? [], browse.facets.make_model ?? [])} />}
      />
      {content.home.sections.map((key) => (
        <Fragment key={key}>{sections[key]}</Fragment>
      ))}
    </>
  );
}
