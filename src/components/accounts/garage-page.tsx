import type { ReactNode } from "react";
import { StoredFavourites, StoredViewedCars } from "@/components/saved-cars/stored-car-lists";
import type { GarageReservation, GarageTradeIn } from "@/lib/garage/garage";
import type { SearchHit } from "@/lib/stock/listed-car";
import { GarageReservations } from "./garage-reservations";
import { GarageSavedCars } from "./garage-saved-cars";
import { GarageSection } from "./garage-section";
import { GarageTradeIns } from "./garage-trade-ins";
import { SignOutButton } from "./sign-out-button";

export type GaragePageProps = {
  /** The shopper's mobile, masked (0412 ••• 678). */
  signedInAs: string;
  noPriceText: string;
  /** The watchlist's cars on this site, newest saved first (sold ones included). */
  savedCars: readonly SearchHit[];
  /** null when the site shows no reservations section (lib `showsGarageSection`). */
  reservations: readonly GarageReservation[] | null;
  /** null when the site shows no trade-in section. */
  tradeIns: readonly GarageTradeIn[] | null;
  /** The site's trade-in page, for the empty section's first step; null when it offers none. */
  tradeInPath: string | null;
  /** Favourites are kept in this browser when the site stores them (spec 01 §4). */
  favourites: boolean;
  /**
   * Saved searches (issue 21 §6, decision 0038): drawn here when given, under their own heading.
   * The slot is left for the saved-searches work to fill; without it the section is not shown.
   */
  savedSearches?: ReactNode;
};

/**
 * The garage (issue 21 §5, decision 0039): everything a signed-in shopper keeps on this site in one
 * page. Saved cars and the valuations and reservations made with their mobile come from the server;
 * favourites and viewed cars are this browser's own (local storage), read after the page loads. Each
 * empty section says what to do to fill it.
 */
export function GaragePage({
  signedInAs,
  noPriceText,
  savedCars,
  reservations,
  tradeIns,
  tradeInPath,
  favourites,
  savedSearches,
}: GaragePageProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">My garage</h1>
          <p className="mt-1 text-muted-foreground">Signed in as {signedInAs}</p>
        </div>
        <SignOutButton />
      </div>

      <GarageSavedCars cars={savedCars} noPriceText={noPriceText} />

      {savedSearches ? (
        <GarageSection id="saved-searches-heading" heading="Saved searches" testId="garage-saved-searches">
          <div className="mt-3">{savedSearches}</div>
        </GarageSection>
      ) : null}

      {reservations ? <GarageReservations reservations={reservations} /> : null}

      {tradeIns ? <GarageTradeIns tradeIns={tradeIns} tradeInPath={tradeInPath} /> : null}

      {favourites ? (
        <GarageSection id="favourites-heading" heading="Favourites">
          <p className="text-sm text-muted-foreground">Kept in this browser.</p>
          <div className="mt-3">
            <StoredFavourites />
          </div>
        </GarageSection>
      ) : null}

      <StoredViewedCars
        heading="Recently viewed"
        emptyText="The cars you look at in this browser will be listed here, newest first."
      />
    </div>
  );
}
