import { WatchlistButton, type WatchlistCar } from "@/components/accounts/watchlist-button";
import { CompareButton } from "@/components/saved-cars/compare-button";
import type { CompareEntry } from "@/lib/saved-cars/compare-list";
import type { FavouriteEntry } from "@/lib/saved-cars/favourites";
import { FavouriteButton } from "./favourite-button";
import { PhoneRevealButton } from "./phone-reveal-button";

/**
 * The sidebar's phone reveal (spec 01 §4 "Phone reveal"), favourite and compare (spec 01 §4
 * "Favourites / compare") and watchlist (spec 01 §4 "Watchlist"); each is left out when the page's
 * rules say so (no number, not a car to save or compare: lib/saved-cars/saved-car-rules, a site without
 * sign-in).
 */
export function CallAndSaveButtons({
  phone,
  carId,
  dealershipId,
  websiteId,
  favourite,
  compare,
  watchlist = null,
}: {
  /** The number to reveal, or null for no button. */
  phone: string | null;
  carId: number;
  dealershipId: number;
  websiteId: number;
  /** The car as a favourite entry, or null when it cannot be saved. */
  favourite: FavouriteEntry | null;
  /** The car as a compare entry, or null when it cannot be compared. */
  compare: CompareEntry | null;
  /** The car for the watchlist's Save / Saved, on a site with sign-in (issue 21 §3); else null. */
  watchlist?: WatchlistCar | null;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {phone ? (
        <PhoneRevealButton phone={phone} carId={carId} dealershipId={dealershipId} websiteId={websiteId} />
      ) : null}
      {favourite ? <FavouriteButton entry={favourite} /> : null}
      {compare ? <CompareButton entry={compare} /> : null}
      {watchlist ? <WatchlistButton car={watchlist} /> : null}
    </div>
  );
}
