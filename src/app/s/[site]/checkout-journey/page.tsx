import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutCar } from "@/components/checkout/checkout-car";
import { PurchaseJourney } from "@/components/checkout/purchase-journey";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/env";
import {
  DELIVERY_LEAD_DAYS,
  DELIVERY_WINDOW_DAYS,
  dealerDate,
  isJourneyId,
  onlinePurchaseRefusal,
} from "@/lib/checkout/purchase-journey";
import { reservationDepositCents } from "@/lib/checkout/reservation";
import { calculatorDisclaimer } from "@/lib/finance/disclaimer";
import { carCalculatorSetup } from "@/lib/finance/repayment-estimate";
import { formatPrice } from "@/lib/format/format";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { carPath } from "@/lib/stock/car-path";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { reserveDepositAmount } from "@/lib/vehicle/reserve-deposit";
import { readJourney } from "@/server/checkout/purchase-journeys";
import { getDatabase } from "@/server/db/database";
import { cardFormOf } from "@/server/payments/card-form";
import { findVehicle } from "@/server/vehicle/vehicle-detail";
import { gatePage } from "../_loaders/gate";
import { loadSite } from "../_loaders/site";

/** A car's availability and the shopper's journey change with every step: rendered per request. */
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

async function load(siteSlug: string, carSlug: string) {
  const site = await loadSite(siteSlug);
  if (!site || !carSlug || carSlug.length > 200) return null;
  const found = await findVehicle(await getDatabase(), site, carSlug, new Date());
  return found ? { site, found } : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site: siteSlug } = await params;
  const loaded = await load(siteSlug, first((await searchParams).car_id));
  return {
    title: loaded ? `Buy the ${loaded.found.car.name} online` : "Buy online",
    // A shopper's purchase, not a page to find in a search engine.
    robots: { index: false, follow: false },
  };
}

/**
 * /checkout-journey?car_id={slug} (spec 01 §2 "Online purchase", decision 0028): the car, and the
 * purchase's steps one at a time (components/checkout/purchase-journey). An unknown or another site's
 * car is a 404; a car that can't be bought online says why, with the way back.
 */
export default async function CheckoutJourneyRoute({ params, searchParams }: Props) {
  const { site: siteSlug } = await params;
  const query = await searchParams;
  const loaded = await load(siteSlug, first(query.car_id));
  if (!loaded) notFound();
  const { found } = loaded;
  const { car } = found;
  // The car's dealership's overrides of the site config (decision 0032).
  const site = siteForDealership(loaded.site, car.dealershipId);
  const href = carPath(car.slug);

  const journeyId = first(query.journey);
  // Issue 21 §2: a site keeping checkout for signed-in shoppers asks a signed-out one to sign in first,
  // once the car is known (spec 02 §4), and brings them back to this car's journey.
  if (found.kind !== "gone") {
    const journey = isJourneyId(journeyId) ? `&journey=${encodeURIComponent(journeyId)}` : "";
    await gatePage(loaded.site, "checkout", {
      redirect: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}${journey}`,
      fallbackBack: href,
    });
  }
  const named = isJourneyId(journeyId) ? await readJourney(await getDatabase(), site, journeyId) : null;
  const initialJourney = named && named.car_id === car.id ? named : null;
  // The shopper's own hold reserves the car; that is no reason to stop their journey.
  const ownHold = initialJourney?.reservation?.status === "held";
  const refusal =
    found.kind === "gone"
      ? "This car is no longer available."
      : initialJourney?.status === "submitted"
        ? null
        : onlinePurchaseRefusal(ownHold ? { ...car, reserved: false } : car, site.config);
  // A car reserved by someone else is refused here unless this browser's journey holds it: the
  // client decides that once it has read its saved journey.
  const blocking =
    refusal &&
    !(
      car.reserved &&
      !initialJourney &&
      onlinePurchaseRefusal({ ...car, reserved: false }, site.config) === null
    );

  const zone = openingTimeZone(car.location?.state ?? null);
  const now = new Date();
  // The car's own estimate basis (decision 0074); `site` already carries its dealership's settings.
  const calculator = carCalculatorSetup(car, site.config.finance);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h1 className="text-3xl font-bold">Buy this car online</h1>
        {blocking ? (
          <div className="mt-4 rounded-lg border p-4" data-testid="purchase-unavailable">
            <p className="font-semibold">{refusal}</p>
            <p className="mt-2">Call us or send an enquiry, and we will help you with this car.</p>
            <a href={href} className={`${buttonVariants({ variant: "primary" })} mt-4`}>
              Back to the car
            </a>
          </div>
        ) : (
          <PurchaseJourney
            car={{
              id: car.id,
              slug: car.slug,
              name: car.name,
              href,
              locationName: car.location?.name ?? null,
              reserved: car.reserved && !ownHold,
            }}
            depositText={formatPrice(reserveDepositAmount(car, site.config))}
            depositCents={reservationDepositCents(car, site.config)}
            cardForm={cardFormOf(env)}
            calculator={{
              ...calculator,
              disclaimer: calculatorDisclaimer(site.config.finance.support_phone),
              supportPhone: site.config.finance.support_phone,
            }}
            deliveryDates={{
              min: dealerDate(now, zone, DELIVERY_LEAD_DAYS),
              max: dealerDate(now, zone, DELIVERY_WINDOW_DAYS),
            }}
            initialJourney={initialJourney}
          />
        )}
      </div>
      <CheckoutCar car={car} config={site.config} />
    </div>
  );
}
