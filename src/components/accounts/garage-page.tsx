import type { ReactNode } from "react";
import { StoredFavourites, StoredViewedCars } from "@/components/saved-cars/stored-car-lists";
import { CarTile } from "@/components/stock/car-tile";
import { buttonVariants } from "@/components/ui/button";
import type { GarageReservation, GarageTradeIn } from "@/lib/garage/garage";
import { isInStockStatus } from "@/lib/stock/availability";
import type { SearchHit } from "@/lib/stock/listed-car";
import { SignOutButton } from "./sign-out-button";
import { WatchlistButton } from "./watchlist-button";

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

const SECTION = "mt-10";
const HEADING = "text-xl font-bold";
const EMPTY = "mt-3 rounded-lg border p-4";

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

      <section aria-labelledby="saved-cars-heading" className="mt-8">
        <h2 id="saved-cars-heading" className={HEADING}>
          Saved cars
        </h2>
        {savedCars.length === 0 ? (
          <div className={EMPTY} data-testid="garage-saved-empty">
            <p>
              No saved cars yet. Press Save on any car and it will wait for you here, on any device you sign
              in on.
            </p>
            <a href="/search" className={`${buttonVariants({ variant: "primary" })} mt-3`}>
              Browse cars
            </a>
          </div>
        ) : (
          <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="garage-saved-cars">
            {savedCars.map((car) => (
              <li key={car.id} className="flex flex-col gap-2">
                <CarTile car={car} noPriceText={noPriceText} />
                {isInStockStatus(car.status) ? null : (
                  <p className="text-sm font-semibold text-destructive">This car has sold.</p>
                )}
                <WatchlistButton car={{ id: car.id, name: car.name, status: car.status }} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {savedSearches ? (
        <section
          aria-labelledby="saved-searches-heading"
          className={SECTION}
          data-testid="garage-saved-searches"
        >
          <h2 id="saved-searches-heading" className={HEADING}>
            Saved searches
          </h2>
          <div className="mt-3">{savedSearches}</div>
        </section>
      ) : null}

      {reservations ? (
        <section aria-labelledby="reservations-heading" className={SECTION}>
          <h2 id="reservations-heading" className={HEADING}>
            Reservations
          </h2>
          {reservations.length === 0 ? (
            <p className={EMPTY} data-testid="garage-reservations-empty">
              None yet. Press Reserve Now on a car's page to hold it for you with a refundable deposit; it
              will show here with how long it's held.
            </p>
          ) : (
            <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="garage-reservations">
              {reservations.map((reservation) => (
                <li key={reservation.id} className="rounded-lg border p-4">
                  <a href={reservation.car.href} className="font-semibold underline underline-offset-2">
                    {reservation.car.name}
                  </a>
                  <p className="mt-1 font-semibold">{reservation.status}</p>
                  {reservation.hold ? <p className="text-sm">{reservation.hold}</p> : null}
                  <p className="text-sm text-muted-foreground">Deposit {reservation.deposit}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {tradeIns ? (
        <section aria-labelledby="trade-ins-heading" className={SECTION}>
          <h2 id="trade-ins-heading" className={HEADING}>
            Trade-in valuations
          </h2>
          {tradeIns.length === 0 ? (
            <div className={EMPTY} data-testid="garage-trade-ins-empty">
              <p>No valuations yet. Tell us about your car and get an estimate in a few minutes.</p>
              {tradeInPath ? (
                <a href={tradeInPath} className={`${buttonVariants({ variant: "secondary" })} mt-3`}>
                  Value my car
                </a>
              ) : null}
            </div>
          ) : (
            <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="garage-trade-ins">
              {tradeIns.map((tradeIn) => (
                <li key={tradeIn.id} className="flex flex-col gap-1 rounded-lg border p-4">
                  <p className="font-semibold">{tradeIn.title}</p>
                  <p className="font-semibold">{tradeIn.status}</p>
                  {tradeIn.estimate ? (
                    <p className="text-sm">
                      Estimate {tradeIn.estimate}
                      {tradeIn.offer ? `; our offer ${tradeIn.offer}, subject to inspection` : null}
                    </p>
                  ) : null}
                  {tradeIn.note ? <p className="text-sm">{tradeIn.note}</p> : null}
                  {tradeIn.towards ? (
                    <p className="text-sm">
                      Towards the{" "}
                      <a href={tradeIn.towards.href} className="underline">
                        {tradeIn.towards.name}
                      </a>
                    </p>
                  ) : null}
                  {tradeIn.valuedOn ? (
                    <p className="text-sm text-muted-foreground">Valued {tradeIn.valuedOn}</p>
                  ) : null}
                  {tradeIn.link ? (
                    <a href={tradeIn.link.href} className="mt-1 w-fit font-semibold underline">
                      {tradeIn.link.text}
                      <span className="sr-only"> for the {tradeIn.title}</span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {favourites ? (
        <section aria-labelledby="favourites-heading" className={SECTION}>
          <h2 id="favourites-heading" className={HEADING}>
            Favourites
          </h2>
          <p className="text-sm text-muted-foreground">Kept in this browser.</p>
          <div className="mt-3">
            <StoredFavourites />
          </div>
        </section>
      ) : null}

      <StoredViewedCars
        heading="Recently viewed"
        emptyText="The cars you look at in this browser will be listed here, newest first."
      />
    </div>
  );
}
