import "server-only";
import type { Env } from "@/env";
import type { Database } from "../db/client";
import { localPaymentProvider } from "./local-provider";
import type { PaymentProvider } from "./payment-provider";
import { stripePaymentProvider } from "./stripe-provider";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE" | "STRIPE_PLATFORM_FEE_BPS">;

function stripeFor(env: StripeEnv, secretKey: string, account: string | null | undefined): PaymentProvider {
  return stripePaymentProvider({
    secretKey,
    apiBase: env.STRIPE_API_BASE,
    account: account ?? null,
    applicationFeeBps: env.STRIPE_PLATFORM_FEE_BPS ?? 0,
  });
}

/**
 * The processor new reservations use, chosen by PAYMENT_PROVIDER (local by default); with Stripe, on
 * the site's connected account when it has one that takes charges (decision 0071).
 */
export function paymentProviderFor(db: Database, env: Env, account?: string | null): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "stripe") {
    if (!env.STRIPE_SECRET_KEY) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY");
    return stripeFor(env, env.STRIPE_SECRET_KEY, account);
  }
  return localPaymentProvider(db);
}

/**
 * The processor a stored reservation was made with, for its later steps (capture, cancel, refund),
 * on the account it was made on, even after the site's setting changed; null when this server has no
 * such processor configured.
 */
export function paymentProviderNamed(
  name: string,
  db: Database,
  env: StripeEnv,
  account?: string | null,
): PaymentProvider | null {
  if (name === "local") return localPaymentProvider(db);
  if (name === "stripe" && env.STRIPE_SECRET_KEY) return stripeFor(env, env.STRIPE_SECRET_KEY, account);
  return null;
}
