import Link from "next/link";
import { CarTile } from "@/components/stock/car-tile";
import { Carousel, CarouselItem } from "@/components/ui/carousel";
import { formatNumber } from "@/lib/format/format";
import { OFFERS_LIST_PATH } from "@/lib/offers/offer-paths";
import type { SearchHit } from "@/lib/stock/listed-car";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import type { loadCurrentOffers } from "../_loaders/offers";

/** Sections of the home page that are its own (the others are shared components), each movable (decision 0060). */

const TYPE_CARDS = [
  { type: "new", label: "New cars", href: "/search/new-cars" },
  { type: "demo", label: "Demo cars", href: "/search/demo-cars" },
  { type: "used", label: "Used cars", href: "/search/used-cars" },
] as const;

/** New, demo and used, each with how many are in stock; a type with none is left out. */
export function TypeCards({ counts }: { counts: Record<string, number> }) {
  return (
    <section aria-labelledby="browse-type" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="browse-type" className="text-2xl font-bold">
        Browse by type
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {TYPE_CARDS.filter((c) => (counts[c.type] ?? 0) > 0).map((card) => (
          <li key={card.type}>
            <Link href={card.href} className="block rounded-lg border p-5 hover:border-primary hover:shadow">
              <span className="block text-lg font-semibold">{card.label}</span>
              <span className="text-muted-foreground">{formatNumber(counts[card.type] ?? 0)} available</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A row of cars in a carousel, each card linking to its car page: the latest arrivals, or the cars
 * staff featured (decision 0078); nothing when there are none.
 */
export function CarRow({
  site,
  cars,
  heading,
  id,
}: {
  site: Site;
  cars: readonly SearchHit[];
  heading: string;
  id: string;
}) {
  if (!cars.length) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <Carousel label={heading} className="mt-4">
        {cars.map((car, i) => (
          <CarouselItem
            key={car.id}
            label={`${i + 1} of ${cars.length}`}
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
  );
}

/** The first three current offers and a link to them all; nothing when there are none. */
export function HomeOffers({ offers }: { offers: Awaited<ReturnType<typeof loadCurrentOffers>> }) {
  if (!offers.length) return null;
  return (
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
  );
}
