import "server-only";
import type { Env } from "@/env";
import type { Database } from "../db/client";
import { localPaymentProvider } from "./local-provider";
import type { PaymentProvider } from "./payment-provider";
import { stripePaymentProvider } from "./stripe-provider";

/** The processor new reservations use, chosen by PAYMENT_PROVIDER (local by default). */
export function paymentProviderFor(db: Database, env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "stripe") {
    if (!env.STRIPE_SECRET_KEY) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY");
    return stripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  return localPaymentProvider(db);
}

/**
 * The processor a stored reservation was made with, for its later steps (capture, cancel, refund),
 * even after the site's setting changed; null when this server has no such processor configured.
 */
export function paymentProviderNamed(name: string, db: Database, env: Env): PaymentProvider | null {
  if (name === "local") return localPaymentProvider(db);
  if (name === "stripe" && env.STRIPE_SECRET_KEY) {
    return stripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  return null;
}
