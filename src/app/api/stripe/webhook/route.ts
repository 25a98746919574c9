import { getDatabase } from "@/server/db/database";
import { postStripeWebhook, stripeWebhookSecrets } from "@/server/payment-events/stripe-webhook-endpoint";

export const dynamic = "force-dynamic";

/** Stripe's signed webhook events, on every host (decision 0072; server/payments/stripe-webhook-endpoint.ts). */
export async function POST(request: Request): Promise<Response> {
  return postStripeWebhook(request, { db: await getDatabase(), secrets: stripeWebhookSecrets() });
}
