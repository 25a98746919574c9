import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SignOutButton } from "@/components/accounts/sign-out-button";
import { WatchlistButton } from "@/components/accounts/watchlist-button";
import { PriceAlertsSwitch } from "@/components/alerts/price-alerts-switch";
import { SavedSearchManager } from "@/components/alerts/saved-search-manager";
import { MyDataPanel } from "@/components/privacy/my-data-panel";
import { CarTile } from "@/components/stock/car-tile";
import { buttonVariants } from "@/components/ui/button";
import { maskedMobile } from "@/lib/accounts/phone-key";
import { signInPath } from "@/lib/accounts/sign-in-types";
import { WATCHLIST_PATH } from "@/lib/accounts/watchlist";
import { isInStockStatus } from "@/lib/stock/availability";
import { watchlistCars } from "@/server/accounts/watchlist";
import { listSavedSearches, priceAlertSettingsOf } from "@/server/alerts/saved-searches";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadShopper } from "../_loaders/gate";
import { loadSite, requireSite } from "../_loaders/site";

/** One shopper's own list: per request, private, never cached. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site?.config.features.authentication) return {};
  return {
    title: "Your watchlist",
    alternates: { canonical: `${siteOrigin(site)}${WATCHLIST_PATH}` },
    // One shopper's own page.
    robots: { index: false, follow: false },
  };
}

/**
 * The watchlist (spec 01 §2 "Watchlist page: the 'View List' action in the confirmation toast links to
 * it"; issue 21 §3) at /watchlist: the signed-in shopper's saved cars on this site, newest first, sold
 * ones marked, each with Saved to take it off; then the shopper's alerts (issue 21 §6): price drops on
 * these cars, and the searches they saved. Signed out, the shopper is sent to sign in and back.
 */
export default async function WatchlistRoute({ params }: Props) {
  const site = await requireSite((await params).site);
  if (!site.config.features.authentication) notFound();
  const shopper = await loadShopper(site);
  if (!shopper) redirect(signInPath({ type: "watchlist", redirect: WATCHLIST_PATH, back: "/" }));
  const db = await getDatabase();
  const [cars, searches, priceAlerts] = await Promise.all([
    watchlistCars(db, site, shopper.userId),
    listSavedSearches(db, site, shopper.userId),
    priceAlertSettingsOf(db, shopper.userId),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Your watchlist</h1>
          <p className="mt-1 text-muted-foreground">Signed in as {maskedMobile(shopper.phone)}</p>
        </div>
        <SignOutButton />
      </div>
      {cars.length === 0 ? (
        <div className="mt-8 rounded-lg border p-6" data-testid="watchlist-empty">
          <p className="font-semibold">No cars saved yet.</p>
          <p className="mt-1">
            Press Save on any car and it will wait for you here, on any device you sign in on.
          </p>
          <a href="/search" className={`${buttonVariants({ variant: "primary" })} mt-4`}>
            Browse cars
          </a>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Saved cars</h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="watchlist-cars">
            {cars.map((car) => (
              <li key={car.id} className="flex flex-col gap-2">
                <CarTile car={car} noPriceText={site.config.copy.no_price_text} />
                {isInStockStatus(car.status) ? null : (
                  <p className="text-sm font-semibold text-destructive">This car has sold.</p>
                )}
                <WatchlistButton car={{ id: car.id, name: car.name, status: car.status }} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-8">
        <PriceAlertsSwitch initial={priceAlerts} />
      </div>
      <section className="mt-10 scroll-mt-24" id="saved-searches" aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading" className="text-2xl font-bold">
          Saved searches
        </h2>
        <p className="mt-1 mb-4 text-muted-foreground">
          When new cars match one of these, we tell you once a day at most. Save a search from any search
          page.
        </p>
        <SavedSearchManager initial={searches} />
      </section>
      <div className="mt-10">
        <MyDataPanel siteName={site.name} />
      </div>
    </div>
  );
}
