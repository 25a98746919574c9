import { type GateConfig, isUnavailable } from "../accounts/gated-pages";
import { formatPrice } from "../format/format";
import type { SearchHit } from "../stock/listed-car";

/**
 * The reserve deposit copy (spec 01 §5 "Reserve deposit copy: shown from a per-car amount (default
 * '$200'), held 48 hours, 100% refundable"; spec 02 §4 "a refundable deposit holds a car for 48 hours",
 * §9 "Reserve deposit $200, fully refundable, holds the vehicle 48 hours").
 */

/** Spec 02 §9: the hold period. */
export const RESERVE_HOLD_HOURS = 48;

export type ReserveDeposit = { amount: number; text: string };

/** What the deposit rules read of a site's config. */
export type DepositSettings = { reserve_deposit: number };
/** What "does the site take reservations" reads: the reserve switch, and whether checkout is gated. */
export type ReservationSettings = GateConfig & { features: { reserve: boolean } };

/**
 * The car's own deposit, else the site's `reserve_deposit` (default 200): the same rule as the card's
 * 'Reserve This Car $200' label (reserveLabel in lib/vehicle/card-actions.ts), so the two never disagree.
 */
export function reserveDepositAmount(
  car: Pick<SearchHit, "reserveDeposit">,
  config: DepositSettings,
): number {
  return car.reserveDeposit ?? config.reserve_deposit;
}

export function reserveDeposit(
  car: Pick<SearchHit, "reserveDeposit">,
  config: DepositSettings,
): ReserveDeposit {
  const amount = reserveDepositAmount(car, config);
  return {
    amount,
    text: `Reserve this car with a ${formatPrice(amount)} fully refundable deposit. We will hold it for you for ${RESERVE_HOLD_HOURS} hours.`,
  };
}

/**
 * Whether a site takes reservations at all: its reserve feature is on, and checkout is not gated behind
 * a sign-in the site does not have (spec 02 §6 "Gated pages depend on the tenant"; issue 18 item 7). A
 * site with sign-in offers Reserve to everyone; the checkout page asks a signed-out shopper to sign in.
 */
export function siteTakesReservations(config: ReservationSettings): boolean {
  return config.features.reserve && !isUnavailable(config, "checkout");
}
