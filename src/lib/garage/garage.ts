import type { GaragePath } from "../accounts/garage-paths";
import { type GatedPage, gateOf } from "../accounts/gated-pages";
import type { ReservationStatus } from "../checkout/reservation";
import { formatAmount, formatPrice } from "../format/format";
import { localDateTime } from "../format/local-date-time";
import { phoneToE164 } from "../leads/au-phone";
import { formatDate, formatTime } from "../locations/opening-hours";
import { carPath } from "../stock/car-path";
import type { DealerOffer } from "../trade-in/dealer-offer";
import type { TradeInStatus, Valuation } from "../trade-in/trade-in-types";

/**
 * The garage (issue 21 §5; spec 02 §2 "/my-garage and tenant variants (/mymotorama, /mybigboxcars,
 * /myblinkr, /myservco): garage"; §6 "online-payment and my-garage pages are always gated"; spec 01 §1
 * "Many features are switched on per site: garage"): a signed-in shopper's saved cars, viewed cars,
 * favourites, saved searches, and the trade-in valuations and reservations made with their mobile on
 * this site. Decision 0039.
 */

type GarageConfig = {
  features: { garage: boolean; authentication: boolean };
  gated_pages: readonly GatedPage[];
  garage: { path: GaragePath };
};

/**
 * Whether a site has a garage: `off` (the switch is off: no page at any of the paths), `sign-in` (the
 * page, for signed-in shoppers; others are sent to sign in and back), or `unavailable` (the switch is
 * on but the site has no sign-in: my-garage is always gated, so it cannot be open to all, and with no
 * sign-in there is nobody it could be for).
 */
export type GarageAvailability = "off" | "sign-in" | "unavailable";

export function garageAvailability(config: GarageConfig): GarageAvailability {
  if (!config.features.garage) return "off";
  return gateOf(config, "my-garage") === "sign-in" ? "sign-in" : "unavailable";
}

/** Where a link to the garage goes (the header's account entry), or null: no link to a page that is not there. */
export function garageLinkPath(config: GarageConfig): GaragePath | null {
  return garageAvailability(config) === "sign-in" ? config.garage.path : null;
}

export type GarageRoute =
  | { kind: "not-found" }
  | { kind: "redirect"; to: GaragePath }
  | { kind: "page"; path: GaragePath };

/**
 * What one of the garage's paths answers on a site: the page at the site's own path (`garage.path`); a
 * redirect there from the other names, so a shopper who types another dealer group's name still arrives;
 * nothing at all (404) when the site has no garage or no sign-in.
 */
export function garageRoute(config: GarageConfig, requested: GaragePath): GarageRoute {
  if (garageAvailability(config) !== "sign-in") return { kind: "not-found" };
  const own = config.garage.path;
  return requested === own ? { kind: "page", path: own } : { kind: "redirect", to: own };
}

// ---------------------------------------------------------------------------------------------------
// Linking valuations and reservations to the shopper

const AU_MOBILE_E164 = /^\+614\d{8}$/;

/**
 * The digits-only forms an Australian mobile can be written in (0412…, 61412…, +61 (0)412…, 0061…),
 * for the database's first look by a phone column's digits. A valuation or reservation keeps the phone
 * the shopper typed (stored in the lead forms' display form, 0412 345 678, today); each row the look
 * finds is then confirmed by `isShoppersPhone`. Empty for anything but a mobile in E.164: a session's
 * phone always is one.
 */
export function phoneDigitVariants(e164: string): string[] {
  if (!AU_MOBILE_E164.test(e164)) return [];
  const subscriber = e164.slice(3);
  return [`0${subscriber}`, `61${subscriber}`, `610${subscriber}`, `0061${subscriber}`, `00610${subscriber}`];
}

/**
 * Whether a phone typed on a form is the signed-in shopper's: the same number once both are written in
 * E.164 (lib/leads/au-phone `phoneToE164`). The session's phone is proven by the code texted to it, so a
 * shopper sees only what was left with a number they hold.
 */
export function isShoppersPhone(sessionE164: string, typed: string | null | undefined): boolean {
  if (!typed || !AU_MOBILE_E164.test(sessionE164)) return false;
  return phoneToE164(typed) === sessionE164;
}

/** How many valuations and reservations the garage lists, newest first. */
export const GARAGE_LIST_MAX = 20;

/**
 * Whether the garage shows a section for trade-ins or reservations: when the site offers them (then an
 * empty one says how to start), or when the shopper has some from before the site stopped.
 */
export function showsGarageSection(offered: boolean, count: number): boolean {
  return offered || count > 0;
}

/** 'Thursday 25 December 2025, 2:15 pm' on the dealer's clock. */
export function dealerDateTime(date: Date, timeZone: string): string {
  const local = localDateTime(date, timeZone);
  return `${formatDate(local.slice(0, 10))}, ${formatTime(local.slice(11, 16))}`;
}

// ---------------------------------------------------------------------------------------------------
// Trade-in valuations

export type GarageTradeInFacts = {
  id: string;
  status: TradeInStatus;
  vehicle: { year: number; make: string; model: string; badge?: string | null } | null;
  valuation: Valuation | null;
  valuedAt: Date | null;
  /** The car the shopper was trading towards, while this site still lists it. */
  car: { name: string; slug: string } | null;
  /** The dealer's word on the offer since (issue 31 §6): confirmed, or revised with a note. */
  dealerOffer?: DealerOffer | null;
};

export type GarageTradeIn = {
  id: string;
  /** The shopper's car: '2021 Mazda CX-5 Maxx Sport'. */
  title: string;
  status: string;
  /** '$29,000 to $33,000' for an online estimate. */
  estimate: string | null;
  /** The online offer, subject to inspection (decision 0034), until the dealer has spoken on it. */
  offer: string | null;
  /** The dealer's confirmed or revised offer, with their note to the shopper (issue 31 §6). */
  dealerOffer: { text: string; note: string | null } | null;
  /** Why there is no online estimate, in the words the shopper was shown. */
  note: string | null;
  valuedOn: string | null;
  towards: { name: string; href: string } | null;
  /** Back to the valuation in the wizard, or null when the site no longer offers trade-in. */
  link: { href: string; text: string } | null;
};

function tradeInStatus(facts: GarageTradeInFacts): string {
  if (facts.status !== "open" && facts.dealerOffer)
    return facts.dealerOffer.kind === "revised" ? "Offer revised" : "Offer confirmed";
  if (facts.status === "accepted") return "Offer accepted";
  if (facts.status === "open" || !facts.valuation) return "Not finished";
  return facts.valuation.kind === "estimate" ? "Estimate ready" : "To be valued in person";
}

/**
 * One valuation as the garage lists it. `tradeInPath` is the site's own trade-in page (`trade_in.path`),
 * null when the site does not offer trade-in; the link resumes the valuation there (`?valuation=tv_…`,
 * decision 0034), whatever car it was made against (that car may have sold since).
 */
export function garageTradeIn(
  facts: GarageTradeInFacts,
  options: { tradeInPath: string | null; timeZone: string },
): GarageTradeIn {
  const vehicle = facts.vehicle;
  const title = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ")
    : "Your car";
  const estimate = facts.valuation?.kind === "estimate" ? facts.valuation : null;
  const finished = facts.status !== "open";
  const dealer = finished ? (facts.dealerOffer ?? null) : null;
  return {
    id: facts.id,
    title,
    status: tradeInStatus(facts),
    estimate: estimate ? `${formatPrice(estimate.low)} to ${formatPrice(estimate.high)}` : null,
    offer: estimate && !dealer ? formatPrice(estimate.offer) : null,
    dealerOffer: dealer ? garageDealerOffer(dealer) : null,
    note: facts.valuation?.kind === "in-person" ? facts.valuation.message : null,
    valuedOn: facts.valuedAt
      ? formatDate(localDateTime(facts.valuedAt, options.timeZone).slice(0, 10))
      : null,
    towards: facts.car ? { name: facts.car.name, href: carPath(facts.car.slug) } : null,
    link: options.tradeInPath
      ? {
          href: `${options.tradeInPath}?${new URLSearchParams({ valuation: facts.id }).toString()}`,
          text: finished ? "See your valuation" : "Finish your valuation",
        }
      : null,
  };
}

/** 'Our revised offer: $27,000 (was $29,000), subject to inspection', with the dealer's note. */
function garageDealerOffer(offer: DealerOffer): { text: string; note: string | null } {
  const amount = formatPrice(offer.amount);
  if (offer.kind === "confirmed")
    return { text: `We've confirmed our offer of ${amount}, subject to inspection`, note: null };
  const was = offer.previous === null ? "" : ` (was ${formatPrice(offer.previous)})`;
  return { text: `Our revised offer: ${amount}${was}, subject to inspection`, note: offer.note };
}

// ---------------------------------------------------------------------------------------------------
// Reservations

export type GarageReservationFacts = {
  id: string;
  status: ReservationStatus;
  amountCents: number;
  /** When the hold ends (or ended). */
  expiresAt: Date;
  /** When the deposit was authorised and the car held; null while pending or when it never was. */
  heldAt: Date | null;
  car: { name: string; slug: string };
};

export type GarageReservation = {
  id: string;
  car: { name: string; href: string };
  status: string;
  /** The hold's end, when it matters: 'Held until …', 'Ended …'. */
  hold: string | null;
  deposit: string;
};

/**
 * Whether the garage lists a reservation: one being paid for now, or one that held the car. A checkout
 * whose card was declined or never finished (cancelled before it held anything) was an attempt, not a
 * reservation; the shopper was told at the time.
 */
export function isGarageReservation(facts: Pick<GarageReservationFacts, "status" | "heldAt">): boolean {
  return facts.status === "pending" || facts.heldAt !== null;
}

/**
 * One reservation as the garage lists it (decision 0026's statuses): the car, where it stands, and the
 * hold's expiry on the dealer's clock. A held reservation whose time has run out reads as ended before
 * the worker has moved it to `expired`.
 */
export function garageReservation(
  facts: GarageReservationFacts,
  options: { now: Date; timeZone: string },
): GarageReservation {
  const when = dealerDateTime(facts.expiresAt, options.timeZone);
  const running = facts.status === "held" && facts.expiresAt.getTime() > options.now.getTime();
  const view = (status: string, hold: string | null) => ({
    id: facts.id,
    car: { name: facts.car.name, href: carPath(facts.car.slug) },
    status,
    hold,
    deposit: formatAmount(facts.amountCents / 100),
  });
  switch (facts.status) {
    case "held":
      return running ? view("Held for you", `Held until ${when}`) : view("Hold ended", `Ended ${when}`);
    case "pending":
      return view("Confirming your deposit", null);
    case "completed":
      return view("Sold to you", null);
    case "cancelled":
      return view("Cancelled", null);
    case "expired":
      return view("Hold ended", `Ended ${when}`);
    case "refunded":
      return view("Deposit refunded", null);
  }
}
