"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  type BankCheck,
  confirmReservation,
  type Errors,
  type Field,
  type Held,
  type ReserveOutcome,
  returningReservation,
} from "./reserve-form-request";
import type { StripeCard } from "./stripe-card-fields";

export const STILL_WAITING =
  "Your bank has not confirmed the payment yet. Nothing was charged: finish your bank's check, or try again in a few minutes.";
export const UNREACHABLE =
  "We could not reach the server. Nothing was charged; please check your connection and try again.";

type Context = {
  carName: string;
  cardErrorField: Field;
  onHeld?: ((reservationId: string) => void) | undefined;
};

/**
 * The reserve form's state and its answers from the server (decision 0072): the hold, what to tell
 * the shopper, and the shopper's bank's check (3-D Secure): on the bank's own page (the test bank;
 * the page is left and comes back with `?reservation=`), or by Stripe.js in the page, after which the
 * server is asked how it ended.
 */
export function useReserveState(props: Context) {
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<Held | null>(null);
  const [checking, setChecking] = useState(false);
  const stripeCard = useRef<StripeCard | null>(null);
  const onStripe = useCallback((card: StripeCard | null) => {
    stripeCard.current = card;
  }, []);
  const context = useRef(props);
  context.current = props;

  /** A server's answer shown: the hold (or the purchase's next step), or what to tell the shopper. */
  const show = useCallback((outcome: ReserveOutcome) => {
    if ("held" in outcome) {
      if (context.current.onHeld) context.current.onHeld(outcome.held.reservation_id);
      else setHeld(outcome.held);
      return;
    }
    if ("bank" in outcome) {
      setAlert(STILL_WAITING);
      return;
    }
    if (outcome.errors) setErrors(outcome.errors);
    setAlert(outcome.alert);
  }, []);

  // Back from the bank's page (`?reservation=`): how did it end?
  useEffect(() => {
    const id = returningReservation();
    if (!id) return;
    setBusy(true);
    setChecking(true);
    confirmReservation(id, context.current)
      .then(show)
      .catch(() => setAlert(UNREACHABLE))
      .finally(() => {
        setBusy(false);
        setChecking(false);
      });
  }, [show]);

  /** The bank's check for a reservation the server left pending; null when the page is left for the bank's. */
  async function askTheBank(check: BankCheck): Promise<ReserveOutcome | null> {
    if (check.next_action.type === "redirect") {
      window.location.assign(check.next_action.url);
      return null;
    }
    setChecking(true);
    // Its error (a failed or abandoned check) is the server's to judge: the look-up says how it ended.
    await stripeCard.current?.handleNextAction(check.next_action.client_secret);
    return confirmReservation(check.reservation_id, context.current);
  }

  return {
    errors,
    setErrors,
    alert,
    setAlert,
    busy,
    setBusy,
    held,
    checking,
    setChecking,
    show,
    askTheBank,
    stripeCard,
    onStripe,
    context,
  };
}
