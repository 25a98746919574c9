import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { GaragePage } from "@/components/accounts/garage-page";
import { SavedSearches } from "@/components/alerts/saved-searches";
import type { GaragePath } from "@/lib/accounts/garage-paths";
import { maskedMobile } from "@/lib/accounts/phone-key";
import { WATCHLIST_PATH } from "@/lib/accounts/watchlist";
import {
  garageAvailability,
  garageReservation,
  garageRoute,
  garageTradeIn,
  showsGarageSection,
} from "@/lib/garage/garage";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { garageReservations, garageTradeIns } from "@/server/accounts/garage";
import { watchlistCars } from "@/server/accounts/watchlist";
import { listSavedSearches } from "@/server/alerts/saved-searches";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { gatePage } from "../_loaders/gate";
import { loadSite, requireSite } from "../_loaders/site";

export type GarageRouteProps = { params: Promise<{ site: string }> };

/**
 * One shopper's own page: never indexed, and not in the sitemap (server/seo/sitemap-sources lists
 * only public pages). Its canonical URL is the site's own garage path.
 */
export async function garageMetadata({ params }: GarageRouteProps): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site || garageAvailability(site.config) !== "sign-in") return {};
  return {
    title: "My garage",
    alternates: { canonical: `${siteOrigin(site)}${site.config.garage.path}` },
    robots: { index: false, follow: false },
  };
}

/**
 * The garage (issue 21 §5; spec 02 §2 "/my-garage and tenant variants (/mymotorama, /mybigboxcars,
 * /myblinkr, /myservco)", §6 "my-garage pages are always gated"; decision 0039). A site without the
 * garage, or without sign-in, has none (404); another variant's path redirects to the site's own; a
 * signed-out shopper is sent to sign in and back (`gatePage`). Rendered per request, privately.
 */
export async function GarageRoute({ params, path }: GarageRouteProps & { path: GaragePath }) {
  const site = await requireSite((await params).site);
  const route = garageRoute(site.config, path);
  if (route.kind === "not-found") notFound();
  // Temporary: a dealer may rename the page, and a browser keeps a permanent redirect for good.
  if (route.kind === "redirect") redirect(route.to);
  const gate = await gatePage(site, "my-garage", { redirect: route.path });
  // The garage is always gated (lib/accounts/gated-pages), and garageRoute has checked there is sign-in.
  if (gate.kind !== "signed-in") notFound();
  const { shopper } = gate;
  const { features, trade_in } = site.config;

  const db = await getDatabase();
  const [savedCars, tradeInFacts, reservationFacts, searches] = await Promise.all([
    watchlistCars(db, site, shopper.userId),
    garageTradeIns(db, site, shopper.phone),
    garageReservations(db, site, shopper.phone),
    listSavedSearches(db, site, shopper.userId),
  ]);
  const timeZone = openingTimeZone(site.config.default_state);
  const tradeInPath = features.trade_in ? trade_in.path : null;
  const now = new Date();

  return (
    <GaragePage
      signedInAs={maskedMobile(shopper.phone)}
      noPriceText={site.config.copy.no_price_text}
      savedCars={savedCars}
      reservations={
        showsGarageSection(features.reserve, reservationFacts.length)
          ? reservationFacts.map((facts) => garageReservation(facts, { now, timeZone }))
          : null
      }
      tradeIns={
        showsGarageSection(features.trade_in, tradeInFacts.length)
          ? tradeInFacts.map((facts) => garageTradeIn(facts, { tradeInPath, timeZone }))
          : null
      }
      tradeInPath={tradeInPath}
      // Browser favourites only where they are the site's one save (decision 0075).
      favourites={siteSave(site.config) === "favourites"}
      // Saved searches (decision 0038); the watchlist page is where their alerts are switched.
      savedSearches={
        <>
          <SavedSearches entries={searches} />
          <p className="mt-2 text-sm">
            <a href={WATCHLIST_PATH} className="underline">
              Manage alerts
            </a>
          </p>
        </>
      }
    />
  );
}
