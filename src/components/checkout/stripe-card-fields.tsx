"use client";

import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { useEffect, useId, useRef, useState } from "react";

/** What the reserve form knows of the shopper when it asks for a card token. */
export type Billing = { name: string; email: string; phone: string; postcode: string };

export type StripeTokenResult = { ok: true; token: string } | { ok: false; message: string };

/** Hands the reserve form a way to turn the card in Stripe's frame into a PaymentMethod id. */
export type StripeTokeniser = (billing: Billing) => Promise<StripeTokenResult>;

export type StripeActionResult = { ok: true } | { ok: false; message: string };

/**
 * The shopper's bank's check (3-D Secure) for an intent the server confirmed, by Stripe.js
 * `handleNextAction` with its client secret (Stripe's "finalize payments on the server" flow): Stripe
 * shows the bank's challenge in its own frame, or sends the shopper to the bank and back to the
 * return address; either way the server then looks the payment up (decision 0072).
 */
export type StripeActionHandler = (clientSecret: string) => Promise<StripeActionResult>;

/** What the reserve form can ask of Stripe.js once it has loaded. */
export type StripeCard = { tokenise: StripeTokeniser; handleNextAction: StripeActionHandler };

type Props = {
  publishableKey: string;
  /** The dealer's connected account (Stripe Connect, decision 0071): the card is collected on it. */
  stripeAccount?: string | undefined;
  /** The deposit, for the Payment Element's wallets (Apple Pay and Google Pay show the amount). */
  amountCents: number;
  /** A message about the card from our side (a decline), shown under Stripe's fields. */
  error?: string | undefined;
  /** Where a shopper goes when the card form cannot load: the car's enquiry form. */
  enquireHref: string;
  onStripe: (card: StripeCard | null) => void;
};

/**
 * The card form when Stripe takes the deposit (PAYMENT_PROVIDER=stripe; decision 0026): Stripe's
 * Payment Element in its own frames, so card numbers never touch our pages or servers. Stripe.js is
 * loaded from js.stripe.com only on this page, when the form mounts (`@stripe/stripe-js/pure`; the
 * CSP lets it in only under Stripe). The element is created in deferred mode (Stripe's "collect
 * payment details before creating an Intent"): on submit `elements.submit()` validates it and
 * `createPaymentMethod` returns a `pm_…` id, which POST /api/reservations authorises with a
 * manual-capture PaymentIntent. If Stripe.js cannot load (offline, blocked), the shopper is told so
 * and pointed to the enquiry form; nothing pretends to work.
 */
export function StripeCardFields({
  publishableKey,
  stripeAccount,
  amountCents,
  error,
  enquireHref,
  onStripe,
}: Props) {
  const id = useId();
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe: Stripe | null = await loadStripe(publishableKey, {
        locale: "en-AU",
        ...(stripeAccount ? { stripeAccount } : {}),
      });
      if (cancelled) return;
      if (!stripe || !mount.current) throw new Error("Stripe.js did not start");
      const elements: StripeElements = stripe.elements({
        mode: "payment",
        amount: amountCents,
        currency: "aud",
        captureMethod: "manual",
        paymentMethodCreation: "manual",
        // Cards, and the wallets that carry them (Apple Pay, Google Pay): what the deposit intent takes.
        allowedPaymentMethodTypes: ["card"],
        appearance: { theme: "stripe", variables: { fontSizeBase: "16px" } },
      });
      // Name, e-mail and phone come from our own fields (sent with the PaymentMethod), not asked twice.
      element = elements.create("payment", {
        fields: { billingDetails: { name: "never", email: "never", phone: "never" } },
      });
      element.on("ready", () => {
        if (!cancelled) setState("ready");
      });
      element.mount(mount.current);
      const tokenise: StripeTokeniser = async (billing) => {
        const submitted = await elements.submit();
        if (submitted.error)
          return { ok: false, message: submitted.error.message ?? "Please check your card details." };
        const created = await stripe.createPaymentMethod({
          elements,
          params: {
            billing_details: {
              name: billing.name,
              email: billing.email,
              phone: billing.phone,
              address: { postal_code: billing.postcode, country: "AU" },
            },
          },
        });
        if (created.error || !created.paymentMethod)
          return { ok: false, message: created.error?.message ?? "Please check your card details." };
        return { ok: true, token: created.paymentMethod.id };
      };
      const handleNextAction: StripeActionHandler = async (clientSecret) => {
        const result = await stripe.handleNextAction({ clientSecret });
        return result.error
          ? { ok: false, message: result.error.message ?? "Your bank did not confirm the payment." }
          : { ok: true };
      };
      onStripe({ tokenise, handleNextAction });
    })().catch(() => {
      if (!cancelled) setState("failed");
    });
    return () => {
      cancelled = true;
      onStripe(null);
      element?.destroy();
    };
  }, [publishableKey, stripeAccount, amountCents, onStripe]);

  return (
    <div>
      <div
        ref={mount}
        id={`${id}-card`}
        data-testid="stripe-card"
        aria-busy={state === "loading" ? true : undefined}
        className="min-h-11"
      />
      {state === "loading" ? (
        <p className="text-sm text-muted-foreground">Loading the secure card form…</p>
      ) : null}
      {state === "failed" ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-destructive">
          The secure card form could not load. Please check your connection and reload the page, or{" "}
          <a href={enquireHref} className="underline">
            send us an enquiry
          </a>{" "}
          and we will hold the car for you another way.
        </p>
      ) : null}
      {error ? <p className="mt-1 text-sm font-semibold text-destructive">{error}</p> : null}
    </div>
  );
}
