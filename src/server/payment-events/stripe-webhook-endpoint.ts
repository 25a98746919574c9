import "server-only";
import { type Env, env as processEnv } from "@/env";
import { type StripeWebhookSecrets, verifyStripeWebhook } from "@/lib/payments/stripe-webhook";
import type { Database } from "../db/client";
import { jsonError } from "../http/api";
import { receiveStripeEvent } from "./receive-stripe-event";

/** Stripe's events are a few kilobytes; a body past this is not one of them. */
const MAX_BODY_BYTES = 256 * 1024;

export type StripeWebhookDeps = { db: Database; secrets: StripeWebhookSecrets; now?: () => Date };

export function stripeWebhookSecrets(env: Env = processEnv): StripeWebhookSecrets {
  return { platform: env.STRIPE_WEBHOOK_SECRET, connect: env.STRIPE_CONNECT_WEBHOOK_SECRET };
}

/**
 * `POST /api/stripe/webhook` (decision 0072), the same on every host: Stripe's signed events, the
 * source of truth for reservations' payments and sites' connected accounts. The raw body is verified
 * before anything is read from it (Stripe-Signature, five minutes' tolerance, the endpoint's secret);
 * a refused one is a 400 with the reason and changes nothing. A verified event is applied once by
 * its id: 200 `{ received, duplicate, outcome }` whether it did something, nothing, or was seen
 * before (so Stripe stops resending); 503 when the database cannot take it now (Stripe retries).
 */
export async function postStripeWebhook(request: Request, deps: StripeWebhookDeps): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return jsonError(413, "A Stripe event is at most 256 KB.");
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return jsonError(413, "A Stripe event is at most 256 KB.");
  const now = deps.now?.() ?? new Date();
  const verdict = verifyStripeWebhook(
    raw,
    request.headers.get("stripe-signature"),
    deps.secrets,
    Math.floor(now.getTime() / 1000),
  );
  if (!verdict.ok) return jsonError(400, verdict.reason);
  try {
    const result = await receiveStripeEvent(deps.db, verdict.event, now);
    return Response.json(
      {
        received: true,
        duplicate: result.kind === "duplicate",
        outcome: result.kind === "duplicate" ? "already processed: nothing changed" : result.outcome,
      },
      { headers },
    );
  } catch (error) {
    console.error(`[stripe] event ${verdict.event.id}:`, error instanceof Error ? error.message : error);
    return jsonError(503, "The event could not be stored now; Stripe will send it again.");
  }
}
