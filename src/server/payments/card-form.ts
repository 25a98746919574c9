import "server-only";
import type { Env } from "@/env";
import type { CardForm } from "@/lib/payments/card-form";
import type { Executor } from "../db/client";
import { chargingAccountOf } from "./connected-accounts";

/**
 * The card form for new reservations on a site, matching the processor and the account that take
 * them (paymentProviderFor, and the site's connected account once it takes charges).
 */
export async function cardFormFor(
  db: Executor,
  env: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_PUBLISHABLE_KEY">,
  siteId: number,
): Promise<CardForm> {
  if (env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_PUBLISHABLE_KEY) {
    const account = await chargingAccountOf(db, siteId);
    return {
      processor: "stripe",
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      ...(account ? { stripeAccount: account } : {}),
    };
  }
  return { processor: "local" };
}
