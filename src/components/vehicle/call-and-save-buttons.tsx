import type { FavouriteEntry } from "@/lib/vehicle/favourites";
import { FavouriteButton } from "./favourite-button";
import { PhoneRevealButton } from "./phone-reveal-button";

/**
 * The sidebar's phone reveal (spec 01 §4 "Phone reveal") and favourite (spec 01 §4 "Favourites /
 * compare"); each is left out when the page's rules say so (no number, or not a car to save).
 */
export function CallAndSaveButtons({
  phone,
  carId,
  dealershipId,
  websiteId,
  favourite,
}: {
  /** The number to reveal, or null for no button. */
  phone: string | null;
  carId: number;
  dealershipId: number;
  websiteId: number;
  /** The car as a favourite entry, or null when it cannot be saved. */
  favourite: FavouriteEntry | null;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {phone ? (
        <PhoneRevealButton phone={phone} carId={carId} dealershipId={dealershipId} websiteId={websiteId} />
      ) : null}
      {favourite ? <FavouriteButton entry={favourite} /> : null}
    </div>
  );
}
