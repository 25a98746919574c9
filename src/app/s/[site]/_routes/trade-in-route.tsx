import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ApplyOffer, UseMyOffer } from "@/components/trade-in/apply-offer";
import { InspectionBooking } from "@/components/trade-in/inspection-booking";
import { TradeInWizard } from "@/components/trade-in/trade-in-wizard";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { carIdFromQuery } from "@/lib/leads/page-query";
import { carPath } from "@/lib/stock/car-path";
import { priceDisplay } from "@/lib/stock/price-display";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import {
  type CAR_TRADE_IN_PATH,
  TRADE_IN_WORDING,
  tradeInJsonLd,
  tradeInRoute,
} from "@/lib/trade-in/trade-in-page";
import type { TradeInPath } from "@/lib/trade-in/trade-in-paths";
import { isTradeInId } from "@/lib/trade-in/wizard";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { canTradeIn } from "@/lib/vehicle/detail-actions";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { inspectionYards } from "@/server/trade-in/inspection";
import { dealerYear, readTradeIn } from "@/server/trade-in/trade-ins";
import { loadFormCar } from "../_loaders/form-car";
import { loadSite, loadSiteLocations, requireSite } from "../_loaders/site";

export type TradeInPageProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The car of `/cars/trade-in?car_id=`: this site's, listed, and one its Trade In button shows for. */
async function tradeInCarOf(site: Site, carId: number | undefined): Promise<VehicleDetail | null> {
  const car = await loadFormCar(site, carId);
  return car && canTradeIn(car, siteForDealership(site, car.dealershipId).config) ? car : null;
}

/** The wizard's canonical page is the site's own path (`trade_in.path`); the others are aliases. */
export async function tradeInMetadata(siteSlug: string, noindex = false): Promise<Metadata> {
  const site = await loadSite(siteSlug);
  if (!site) return {};
  const path = site.config.trade_in.path;
  const { title } = TRADE_IN_WORDING[path];
  return {
    title,
    description: `Get an estimate for your car online from ${site.name}, then an offer that stands once we've seen it.`,
    alternates: { canonical: `${siteOrigin(site)}${path}` },
    // A valuation of one car for one shopper is no page for a search engine.
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The trade-in wizard's pages (spec 02 §2 "/sell-my-car, /sell-your-car, /trade-in", spec 01 §2
 * "/cars/trade-in?car_id={id} Trade-in valuation"; issue 20, decision 0034). A site that does not offer
 * trade-in has none; a path that is not the site's own redirects to it, query and all.
 */
export async function TradeInPage({
  params,
  searchParams,
  path,
}: TradeInPageProps & { path: TradeInPath | typeof CAR_TRADE_IN_PATH }) {
  const site = await requireSite((await params).site);
  const route = tradeInRoute(site.config, path);
  if (route.kind === "not-found") notFound();
  const query = await searchParams;
  if (route.kind === "redirect") {
    const rest = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, first(value)]])),
    ).toString();
    permanentRedirect(rest ? `${route.to}?${rest}` : route.to);
  }
  const car = route.withCar ? await tradeInCarOf(site, carIdFromQuery(query)) : null;
  if (route.withCar && !car) notFound();
  const own = site.config.trade_in.path;

  const db = await getDatabase();
  const id = first(query.valuation);
  const saved = isTradeInId(id) ? await readTradeIn(db, site, id) : null;
  // A link back to another car's valuation resumes it, but not against this car.
  const initial = saved && (car === null || saved.car_id === car.id) ? saved : null;
  // Decision 0084: an offer made on another car (or none) may be put toward this one.
  const toApply = car && saved && !initial && saved.status !== "open" && saved.offer !== null ? saved : null;
  const locations = await loadSiteLocations(site.slug);
  const wording = TRADE_IN_WORDING[own];
  const carSite = car ? siteForDealership(site, car.dealershipId) : site;
  const price = car
    ? priceDisplay(car, {
        subscriptionPricing: false,
        noPriceText: carSite.config.copy.no_price_text,
      })
    : null;
  const origin = siteOrigin(site);
  // Decision 0084: a valued car's page books its inspection in a yard's slots.
  const bookable = initial && initial.status !== "open" && initial.valuation ? initial : null;
  const yards = bookable ? await inspectionYards(db, site, new Date(), locations) : [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(tradeInJsonLd({ name: site.name, origin }, wording.title, own)),
        }}
      />
      <Breadcrumb
        trail={
          car
            ? [{ name: car.name, href: carPath(car.slug) }, { name: "Trade-in valuation" }]
            : [{ name: wording.title }]
        }
      />
      <h1 className="text-3xl font-bold">{car ? "Trade in your car" : wording.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {car ? `See what your car is worth against the ${car.name}, in a few minutes.` : wording.intro}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Cars over 7 years old or over 100,000 km are valued in person rather than online.
      </p>
      {car && toApply?.offer != null ? (
        <section aria-labelledby="apply-heading" className="mt-6 rounded-lg border p-4 md:p-6">
          <h2 id="apply-heading" className="mb-3 text-xl font-bold">
            Put your offer toward this car
          </h2>
          <ApplyOffer
            tradeInId={toApply.id}
            car={{
              id: car.id,
              name: car.name,
              price: price?.kind === "offer" || price?.kind === "price" ? price.amount : null,
              priceText: price?.amount !== null ? (price?.text ?? null) : null,
            }}
            offer={toApply.offer}
            vehicle={`your ${tradeInVehicleTitle(toApply.steps.vehicle) || "car"}`}
            path={`${path}?car_id=${car.id}`}
          />
        </section>
      ) : car && !initial ? (
        <UseMyOffer carId={car.id} carName={car.name} pagePath={`${path}?car_id=${car.id}`} />
      ) : null}
      <section aria-label="Trade-in valuation" className="mt-6 rounded-lg border p-4 md:p-6">
        <TradeInWizard
          car={
            car
              ? {
                  id: car.id,
                  name: car.name,
                  price: price?.kind === "offer" || price?.kind === "price" ? price.amount : null,
                  priceText: price?.amount !== null ? (price?.text ?? null) : null,
                  href: carPath(car.slug),
                }
              : null
          }
          locations={locations.map((location) => ({ value: String(location.id), label: location.name }))}
          thisYear={dealerYear(site, new Date())}
          initial={initial}
          siteName={site.name}
          pagePath={car ? `${path}?car_id=${car.id}` : own}
        />
      </section>
      {bookable ? (
        <section
          id="inspection"
          aria-labelledby="inspection-heading"
          className="mt-6 scroll-mt-24 rounded-lg border p-4 md:p-6"
        >
          <h2 id="inspection-heading" className="text-xl font-bold">
            Book the inspection
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            {bookable.valuation?.kind === "estimate"
              ? "The offer stands once the team has seen the car: choose a time to bring it in."
              : "Choose a time to bring the car in for its valuation."}
          </p>
          <InspectionBooking
            tradeInId={bookable.id}
            yards={yards}
            booked={bookable.inspection}
            path={`${own}?valuation=${bookable.id}`}
          />
        </section>
      ) : null}
    </div>
  );
}
