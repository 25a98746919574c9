import { z } from "zod";
import { isUnavailable } from "../accounts/gated-pages";
import { email, firstName, phone, postcode } from "../leads/fields";
import { requiredText } from "../leads/input-rules";
import type { SearchDocument } from "../search/search-document";
import { isInStockStatus } from "../stock/availability";
import { recordIdText } from "../text/record-id-schema";
import {
  canPurchaseOnline,
  canReserve,
  type OnlinePurchaseSettings,
  type ReserveRuleSettings,
} from "../vehicle/detail-actions";
import { type DepositSettings, RESERVE_HOLD_HOURS, reserveDepositAmount } from "../vehicle/reserve-deposit";

/**
 * A reservation: a refundable deposit that holds one car for one shopper (spec 02 §4 "Reservation: a
 * refundable deposit holds a car for 48 hours", §9 "Reserve deposit $200, fully refundable, holds the
 * vehicle 48 hours"; spec 01 §5 "Reserve deposit copy: shown from a per-car amount (default '$200'),
 * held 48 hours, 100% refundable"). Pure rules; server/checkout stores and runs them.
 */

/** Spec 02 §9 "holds the vehicle 48 hours": the same constant the deposit copy shows. */
export const RESERVATION_HOLD_HOURS = RESERVE_HOLD_HOURS;
export const RESERVATION_HOLD_MS = RESERVATION_HOLD_HOURS * 3_600_000;

/**
 * How long a reservation waits, pending, for the shopper to answer their bank (3-D Secure, decision
 * 0072): the car is kept from others meanwhile; after it, the payment is cancelled and the car is free.
 * Stripe's own challenge pages time out well within it.
 */
export const PAYMENT_ACTION_MS = 15 * 60_000;

export const RESERVATION_STATUSES = [
  "pending",
  "held",
  "completed",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The statuses that hold the car: at most one reservation per car may be in one (a unique index). */
export const ACTIVE_RESERVATION_STATUSES = [
  "pending",
  "held",
] as const satisfies readonly ReservationStatus[];

/**
 * The allowed transitions, and only these:
 * - pending → held: the deposit was authorised; the car is now held for the shopper.
 * - pending → cancelled: the card was declined, the processor failed, or the checkout never finished.
 * - held → completed: the dealer sold the car to this shopper (the deposit goes toward the price).
 * - held → cancelled: the shopper or dealer called it off, or the capture was refused.
 * - held → expired: the 48 hours ran out (only at or after `expires_at`).
 * - held | cancelled | expired → refunded: the captured deposit was paid back (only when captured).
 * completed and refunded are final. Anything else is refused, so a late worker cannot revive a
 * reservation another process has already ended.
 */
const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["held", "cancelled"],
  held: ["completed", "cancelled", "expired", "refunded"],
  cancelled: ["refunded"],
  expired: ["refunded"],
  completed: [],
  refunded: [],
};

export type ReservationFacts = {
  status: ReservationStatus;
  expiresAt: Date;
  /** When the deposit was captured (money taken), or null. */
  capturedAt: Date | null;
};

/** One entry of a reservation's history: every transition is recorded with when and why. */
export type ReservationEvent = {
  from: ReservationStatus | null;
  to: ReservationStatus;
  at: Date;
  reason: string;
};

export type TransitionResult =
  | { ok: true; status: ReservationStatus; event: ReservationEvent }
  | { ok: false; reason: string };

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** One step of the state machine, with its guards; refused steps say why. */
export function transition(
  reservation: ReservationFacts,
  to: ReservationStatus,
  at: Date,
  reason: string,
): TransitionResult {
  const from = reservation.status;
  if (!canTransition(from, to)) return { ok: false, reason: `a ${from} reservation cannot become ${to}` };
  if (to === "expired" && at.getTime() < reservation.expiresAt.getTime()) {
    return { ok: false, reason: `the hold runs until ${reservation.expiresAt.toISOString()}` };
  }
  if (to === "refunded" && reservation.capturedAt === null) {
    return { ok: false, reason: "no deposit was captured, so there is nothing to refund" };
  }
  return { ok: true, status: to, event: { from, to, at, reason } };
}

/** Spec 02 §9: a hold taken at `heldAt` ends 48 hours later. */
export function holdExpiresAt(heldAt: Date): Date {
  return new Date(heldAt.getTime() + RESERVATION_HOLD_MS);
}

export function isHoldOver(reservation: Pick<ReservationFacts, "status" | "expiresAt">, now: Date): boolean {
  return reservation.status === "held" && now.getTime() >= reservation.expiresAt.getTime();
}

/**
 * Issue 34 item 1 "expiring soon": the shopper is reminded this long before their hold ends. A day,
 * so the reminder comes at the time of day they reserved (not at night, as hours before a morning end
 * would), with a full business day left to call the yard.
 */
export const HOLD_REMINDER_MS = 24 * 3_600_000;

/**
 * Whether a held reservation's shopper is due the "ends soon" reminder: its hold ends within
 * HOLD_REMINDER_MS and has not ended, and they were not yet reminded of this end (an extension's new
 * end is reminded again). A hold shorter than the window from the start is not reminded: the receipt
 * has just said when it ends.
 */
export function isReminderDue(
  reservation: Pick<ReservationFacts, "status" | "expiresAt"> & {
    heldAt: Date | null;
    remindedFor: Date | null;
  },
  now: Date,
): boolean {
  const end = reservation.expiresAt.getTime();
  return (
    reservation.status === "held" &&
    reservation.heldAt !== null &&
    end - reservation.heldAt.getTime() > HOLD_REMINDER_MS &&
    now.getTime() < end &&
    end - now.getTime() <= HOLD_REMINDER_MS &&
    reservation.remindedFor?.getTime() !== end
  );
}

/** A dealer may extend a running hold by 1 to this many days at a time (issue 31 §5). */
export const MAX_HOLD_EXTENSION_DAYS = 7;
/**
 * However often it is extended, a hold ends at most this many days after it began: a car held longer
 * is a sale in all but name (complete it) or not one (cancel it), and Stripe's card authorisations,
 * which a hold may rest on, lapse after 7 days anyway.
 */
export const MAX_HOLD_DAYS = 14;

export type HoldExtension = { ok: true; expiresAt: Date } | { ok: false; reason: string };

/**
 * A dealer's extension of a hold by `days` (issue 31 §5 "extend a hold by a chosen number of days
 * within a sane limit"): only a held reservation whose hold is still running; whole days, 1 to
 * MAX_HOLD_EXTENSION_DAYS, added to its current end; never past MAX_HOLD_DAYS from when it began.
 */
export function extendedHold(
  reservation: Pick<ReservationFacts, "status" | "expiresAt"> & { heldAt: Date | null },
  days: number,
  now: Date,
): HoldExtension {
  if (reservation.status !== "held" || !reservation.heldAt)
    return {
      ok: false,
      reason: `The reservation is ${reservation.status}: only a held one can be extended.`,
    };
  if (isHoldOver(reservation, now)) return { ok: false, reason: "The hold has already ended." };
  if (!Number.isInteger(days) || days < 1 || days > MAX_HOLD_EXTENSION_DAYS)
    return { ok: false, reason: `Extend by 1 to ${MAX_HOLD_EXTENSION_DAYS} days.` };
  const expiresAt = new Date(reservation.expiresAt.getTime() + days * 86_400_000);
  const latest = reservation.heldAt.getTime() + MAX_HOLD_DAYS * 86_400_000;
  if (expiresAt.getTime() > latest) {
    const left = Math.floor((latest - reservation.expiresAt.getTime()) / 86_400_000);
    return {
      ok: false,
      reason:
        left >= 1
          ? `A hold runs at most ${MAX_HOLD_DAYS} days from when it began: extend by at most ${left} ${left === 1 ? "day" : "days"}.`
          : `A hold runs at most ${MAX_HOLD_DAYS} days from when it began, and this one cannot go further.`,
    };
  }
  return { ok: true, expiresAt };
}

/**
 * Spec 01 §5 "a per-car amount (default '$200')": the deposit in integer cents, from the car's own
 * `reserveDeposit` (whole dollars) else the site's `reserve_deposit`, by the same rule as the copy.
 */
export function reservationDepositCents(
  car: Pick<SearchDocument, "reserveDeposit">,
  config: DepositSettings,
): number {
  return Math.round(reserveDepositAmount(car, config) * 100);
}

export type Reservability = { ok: true } | { ok: false; reason: string };

/**
 * Whether a shopper may reserve this car now: the vehicle page's own reserve rule (canReserve: the
 * site offers reserve, the car is in stock, checkout is enabled for it, it is not reserved, and it
 * matches `feature_filters.reserve`), plus what taking money needs: not sold, a price above 0 and a
 * deposit above 0. A car held by another shopper is `reserved` (server/checkout keeps the flag).
 */
export function reservability(
  car: SearchDocument,
  config: ReserveRuleSettings & OnlinePurchaseSettings & DepositSettings,
): Reservability {
  // Spec 02 §6: a site that gates checkout but has no sign-in takes no reservation online. (With sign-in,
  // the API asks for the shopper's session first: server/checkout/reservation-endpoint.)
  if (isUnavailable(config, "checkout"))
    return { ok: false, reason: "Reserving online needs an account, which this site does not offer yet." };
  // Spec 01 §4: coming_soon counts as in stock, and in-stock cars get the full buttons, Reserve among
  // them: a coming-soon car takes a refundable deposit like any other (decision 0079).
  if (!isInStockStatus(car.status) || car.soldAt !== null)
    return { ok: false, reason: "This car is not in stock." };
  if (car.reserved) return { ok: false, reason: "This car is already reserved." };
  if (car.price === null || !(car.price > 0))
    return { ok: false, reason: "This car has no price to reserve at." };
  if (reservationDepositCents(car, config) <= 0) return { ok: false, reason: "This car takes no deposit." };
  // The deposit is also an online purchase's first step (decision 0028), so a site that sells a car
  // online takes its deposit even where the plain 'Reserve Now' is not offered.
  if (!canReserve(car, config) && !canPurchaseOnline(car, config))
    return { ok: false, reason: "This car cannot be reserved online." };
  return { ok: true };
}

/** A processor's one-use card token (from its browser library; `test_ok` etc. for the local one). */
const paymentToken = z
  .string({ error: "Please enter your card details." })
  .trim()
  .min(1, "Please enter your card details.")
  .max(255, "payment_token is too long.")
  .regex(/^[\w-]+$/, "payment_token is not a card token.");

/**
 * The reservation request (issue 18): the contact fields with the lead forms' own rules (spec 02 §5,
 * lib/leads/fields), the car and a card token. A last name is required here: a deposit is taken in
 * the shopper's full name.
 */
export const reservationRequestSchema = z.object({
  car_id: recordIdText("car_id must be a car's id."),
  first_name: firstName,
  last_name: requiredText("Please enter your last name.")
    .max(50, "Last name must be 50 characters or fewer.")
    .refine((name) => !/:\/\/|www\./i.test(name), "Names can't contain web addresses."),
  email,
  phone,
  postcode,
  payment_token: paymentToken,
  /**
   * The page to come back to after the shopper's bank's own page (3-D Secure by redirect), a path on
   * this site: the reserve form sends its own; `?reservation=<id>` is added to it.
   */
  return_path: z
    .string()
    .max(500, "return_path is too long.")
    .regex(/^\/(?![/\\])[^\s\\]*$/, "return_path must be a path on this site, such as /cars/x/checkout.")
    .optional(),
});

export type ReservationRequest = z.output<typeof reservationRequestSchema>;

/** The Idempotency-Key header: a retry with the same key is the same reservation, never a second charge. */
export const idempotencyKeySchema = z
  .string({ error: "The Idempotency-Key header is required." })
  .trim()
  .min(8, "The Idempotency-Key header must be 8 to 200 characters.")
  .max(200, "The Idempotency-Key header must be 8 to 200 characters.")
  .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key header must be printable ASCII.");

/** How the dealer's lead for a reservation is filed (a category of its own, through the lead outbox). */
export const RESERVATION_LEAD = { category: "Vehicle Reservation", subcategory: "Reserve Online" } as const;
