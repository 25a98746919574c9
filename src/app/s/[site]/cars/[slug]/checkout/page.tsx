import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CardLogos } from "@/components/checkout/card-logos";
import { CheckoutCar } from "@/components/checkout/checkout-car";
import { ReserveForm } from "@/components/checkout/reserve-form";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/env";
import { reservability, reservationDepositCents } from "@/lib/checkout/reservation";
import { formatPrice } from "@/lib/format/format";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { carPath } from "@/lib/stock/car-path";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { decodeRouteParam } from "@/lib/text/route-param";
import { RESERVE_HOLD_HOURS, reserveDepositAmount } from "@/lib/vehicle/reserve-deposit";
import { similarStockPath } from "@/lib/vehicle/similar-stock";
import { RESERVATION_ID_PATTERN } from "@/server/checkout/reservation-confirm-endpoint";
import { findReservation } from "@/server/checkout/reservation-store";
import { getDatabase } from "@/server/db/database";
import { cardFormFor } from "@/server/payments/card-form";
import { siteOrigin } from "@/server/tenancy/sites";
import { findVehicle } from "@/server/vehicle/vehicle-detail";
import { gatePage } from "../../../_loaders/gate";
import { loadSite } from "../../../_loaders/site";

/** A car's availability changes with every reservation: rendered per request, never cached. */
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; slug: string }>;
  searchParams?: Promise<{ reservation?: string | string[] }>;
};

async function load(siteSlug: string, slug: string) {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const found = await findVehicle(await getDatabase(), site, decodeRouteParam(slug), new Date());
  return found ? { site, found } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) return {};
  const { site, found } = loaded;
  return {
    title: `Reserve ${found.car.name}`,
    description: `Reserve the ${found.car.name} at ${site.name} with a fully refundable deposit.`,
    alternates: { canonical: `${siteOrigin(site)}${carPath(found.car.slug)}/checkout` },
    // A step of a purchase, not a page to find in a search engine.
    robots: { index: false, follow: true },
  };
}

/**
 * /cars/{slug}/checkout (spec 01 §2 "Reserve or buy the car; reached from 'Reserve Now'"; issue 18
 * item 3): the car, its deposit (the car's own, else the site's; held 48 hours, fully refundable), the
 * cards taken, and the reserve form. A car that cannot be reserved now says why and offers the way
 * back; another site's or an unknown car is a 404.
 */
export default async function CheckoutRoute({ params, searchParams }: Props) {
  const { site: siteSlug, slug } = await params;
  const returning = (await searchParams)?.reservation;
  const loaded = await load(siteSlug, slug);
  if (!loaded) notFound();
  const { found } = loaded;
  if (found.kind === "gone") redirect(similarStockPath(found.car));
  const { car } = found;
  const href = carPath(car.slug);
  // Spec 02 §4 "Checkout under /cars/{slug} waits until the car slug is known": an unknown car is the
  // 404 above; a known one, on a site that keeps checkout for signed-in shoppers, asks a signed-out
  // shopper to sign in and come back here (issue 21 §2).
  await gatePage(loaded.site, "checkout", { redirect: `${href}/checkout`, fallbackBack: href });
  // The car's dealership's overrides of the site config (decision 0032): its deposit, its switches.
  const site = siteForDealership(loaded.site, car.dealershipId);
  const deposit = formatPrice(reserveDepositAmount(car, site.config));
  // Back from the shopper's bank's page (3-D Secure, decision 0072) with their own reservation of this
  // car: the form finishes it, although the car is now held (by them) and no longer reservable.
  const own =
    typeof returning === "string" && RESERVATION_ID_PATTERN.test(returning)
      ? await findReservation(await getDatabase(), returning)
      : null;
  const verdict =
    own && own.siteId === loaded.site.id && own.carId === car.id
      ? { ok: true as const }
      : reservability(car, site.config);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h1 className="text-3xl font-bold">Reserve this car</h1>
        {verdict.ok ? (
          <>
            <p className="mt-2 text-muted-foreground">
              A {deposit} deposit holds the {car.name} for you for {RESERVE_HOLD_HOURS} hours. It is 100%
              refundable, and it comes off the price if you buy the car.
            </p>
            <CardLogos className="mt-4" />
            <div className="mt-6">
              <ReserveForm
                carId={car.id}
                carName={car.name}
                carHref={href}
                depositText={deposit}
                depositCents={reservationDepositCents(car, site.config)}
                cardForm={await cardFormFor(await getDatabase(), env, loaded.site.id)}
                timeZone={openingTimeZone(car.state)}
              />
            </div>
          </>
        ) : (
          <div className="mt-4 rounded-lg border p-4" data-testid="reserve-unavailable">
            <p className="font-semibold">{verdict.reason}</p>
            <p className="mt-2">Call us or send an enquiry, and we will tell you how to secure this car.</p>
            <a href={`${href}#enquire`} className={`${buttonVariants({ variant: "primary" })} mt-4`}>
              Enquire about this car
            </a>
          </div>
        )}
      </div>
      <CheckoutCar car={car} config={site.config} />
    </div>
  );
}
