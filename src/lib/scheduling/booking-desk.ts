import type { SiteLocation } from "../locations/location";
import { locationGroupName } from "../locations/location-groups";
import { isSalesLocation } from "../locations/location-type";

/**
 * Whose hours a booking keeps (issue 34 item 2 "inside the chosen location's opening hours for that
 * department"). A test drive is the sales desk's: the chosen location when it is a sales yard, else
 * the sales desk of its group (the dealership's locations sharing its name without ' Sales',
 * ' Service', ' Parts', as the location pages group them). A trade-in inspection is the car-buying
 * desk's when the yard has one, else the sales desk's: the used-car buyers work from the sales yard,
 * and the trade-in notices tell the shopper to call sales. A group without that desk falls back to the
 * chosen location's own hours. A reservation's hold keeps the sales desk's hours too. Decision 0063.
 */
export type BookingPurpose = "test-drive" | "trade-in-inspection" | "reservation";

type Desk = Pick<SiteLocation, "id" | "dealershipId" | "name" | "locationType">;

export function bookingDesk<L extends Desk>(
  chosen: L,
  siteLocations: readonly L[],
  purpose: BookingPurpose,
): L {
  const group = locationGroupName(chosen.name);
  const members = [
    chosen,
    ...siteLocations.filter(
      (l) =>
        l.id !== chosen.id && l.dealershipId === chosen.dealershipId && locationGroupName(l.name) === group,
    ),
  ];
  const sales = members.find(isSalesLocation);
  if (purpose === "trade-in-inspection") {
    return members.find((m) => m.locationType === "car-buying") ?? sales ?? chosen;
  }
  return sales ?? chosen;
}

/**
 * The locations a test drive may be booked at: the sales yards (a parts counter takes no bookings);
 * all of them when none is typed sales.
 */
export function bookableLocations<L extends Pick<SiteLocation, "locationType">>(
  locations: readonly L[],
): L[] {
  const sales = locations.filter(isSalesLocation);
  return sales.length ? sales : [...locations];
}
