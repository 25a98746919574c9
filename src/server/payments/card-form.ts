import "server-only";
import type { Env } from "@/env";
import type { CardForm } from "@/lib/payments/card-form";

/** The card form for new reservations, matching the processor that takes them (paymentProviderFor). */
export function cardFormOf(env: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_PUBLISHABLE_KEY">): CardForm {
  if (env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_PUBLISHABLE_KEY) {
    return { processor: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY };
  }
  return { processor: "local" };
}
