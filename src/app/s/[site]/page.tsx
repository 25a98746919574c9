import type { Metadata } from "next";
import Link from "next/link";
import { GuaranteeStrip } from "@/components/content/guarantee-strip";
import { LatestArticles } from "@/components/content/latest-articles";
import { LocationBlock } from "@/components/locations/location-block";
import { BrowseCards } from "@/components/search/browse-cards";
import { DealershipPicker } from "@/components/search/dealership-picker";
import { HomePriceSearch } from "@/components/search/home-price-search";
import { CarTile } from "@/components/stock/car-tile";
import { Carousel, CarouselItem } from "@/components/ui/carousel";
import { formatNumber } from "@/lib/format/format";
import { isSalesLocation } from "@/lib/locations/location-type";
import { OFFERS_LIST_PATH } from "@/lib/offers/offer-paths";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { getStockSearch } from "@/server/search/stock-search-instance";
import { loadCurrentOffers } from "./_loaders/offers";
import { loadSite, loadSiteLocations, requireSite } from "./_loaders/site";
import { loadHomeContent } from "./_routes/home-content";
import { SiteReviews } from "./_routes/site-reviews";

type Props = { params: Promise<{ site: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return { title: { absolute: `${site.name} | New, Demo and Used Cars` }, alternates: { canonical: "/" } };
}

const TYPE_CARDS = [
  { type: "new", label: "New cars", href: "/search/new-cars" },
  { type: "demo", label: "Demo cars", href: "/search/demo-cars" },
  { type: "used", label: "Used cars", href: "/search/used-cars" },
] as const;

export default async function SiteHomePage({ params }: Props) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const search = await getStockSearch();
  // One search gives the counts by type, the browse cards and the latest arrivals: the same listed
  // stock the search page shows.
  const [locations, offers, browse, content] = await Promise.all([
    loadSiteLocations(slug),
    loadCurrentOffers(slug),
    search.search(
      site,
      { ...EMPTY_SEARCH_STATE, sortBy: "latest", hitsPerPage: 12 },
      { facets: ["car_type", "make", "body"] },
    ),
    loadHomeContent(site),
  ]);
  const counts: Record<string, number> = Object.fromEntries(
    (browse.facets.car_type ?? []).map((f) => [f.value, f.count]),
  );
  const latest = browse.hits;
  const total = browse.count;
  const salesLocations = locations.filter(isSalesLocation);

  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h1 className="text-3xl font-bold md:text-5xl">{site.name}</h1>
          <p className="mt-3 max-w-2xl text-lg opacity-90">
            {formatNumber(total)} cars in stock across {salesLocations.length}{" "}
            {salesLocations.length === 1 ? "location" : "locations"}.
          </p>
          <Link
            href="/search"
            className="mt-6 inline-block rounded-lg bg-background px-5 py-3 font-semibold text-foreground shadow hover:opacity-90"
          >
            Browse all stock
          </Link>
        </div>
      </section>

      <section aria-label="Find a car" className="mx-auto -mt-6 grid max-w-7xl gap-4 px-4 md:grid-cols-2">
        <HomePriceSearch />
        <div className="rounded-lg border bg-background p-5 shadow">
          <h2 className="text-lg font-semibold">Shop by dealership</h2>
          <div className="mt-3">
            <DealershipPicker dealerships={site.dealerships} />
          </div>
        </div>
      </section>

      <GuaranteeStrip items={content.guarantees} className="mt-10" />

      <section aria-labelledby="browse-type" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="browse-type" className="text-2xl font-bold">
          Browse by type
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {TYPE_CARDS.filter((c) => (counts[c.type] ?? 0) > 0).map((card) => (
            <li key={card.type}>
              <Link
                href={card.href}
                className="block rounded-lg border p-5 hover:border-primary hover:shadow"
              >
                <span className="block text-lg font-semibold">{card.label}</span>
                <span className="text-muted-foreground">
                  {formatNumber(counts[card.type] ?? 0)} available
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BrowseCards heading="Browse by make" id="browse-make" items={browse.facets.make ?? []} />
      <BrowseCards heading="Browse by body type" id="browse-body" items={browse.facets.body ?? []} />

      {latest.length ? (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h2 id="latest" className="text-2xl font-bold">
            Latest arrivals
          </h2>
          <Carousel label="Latest arrivals" className="mt-4">
            {latest.map((car, i) => (
              <CarouselItem
                key={car.id}
                label={`${i + 1} of ${latest.length}`}
                className="basis-3/4 sm:basis-1/3 lg:basis-1/4"
              >
                <CarTile
                  car={car}
                  noPriceText={siteForDealership(site, car.dealershipId).config.copy.no_price_text}
                />
              </CarouselItem>
            ))}
          </Carousel>
        </div>
      ) : null}

      {offers.length ? (
        <section aria-labelledby="offers" className="mx-auto max-w-7xl px-4 py-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="offers" className="text-2xl font-bold">
              Special offers
            </h2>
            <Link href={OFFERS_LIST_PATH} className="font-semibold text-primary hover:underline">
              View all offers
            </Link>
          </div>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {offers.slice(0, 3).map((offer) => (
              <li key={offer.id} className="relative rounded-lg border p-5 hover:border-primary hover:shadow">
                {offer.category ? (
                  <p className="text-xs font-semibold uppercase text-primary">{offer.category}</p>
                ) : null}
                <h3 className="mt-1 font-semibold">
                  {/* The whole card is the link's target (its ::after covers the card). */}
                  <Link href={offer.path} className="after:absolute after:inset-0 hover:underline">
                    {offer.name}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{offer.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <LocationBlock
        locations={locations}
        filter="sales"
        variant={site.config.locations_layout}
        heading="Visit us"
        headingId="locations"
        className="mx-auto max-w-7xl px-4 py-10"
      />

      <SiteReviews site={site} />

      <LatestArticles articles={content.articles} />
    </>
  );
}
