import "server-only";
import { z } from "zod";
import { stripeEventSchema } from "@/lib/payments/stripe-events";
import { type ApiOperation, refusal, STATE_CHANGE_REFUSALS, TOO_MANY } from "./operation";
import { reservationView } from "./site-answers";

/**
 * Payments (issue 36 item 1, decisions 0071 and 0072): Stripe's signed webhook, the same on every host,
 * and the shopper's two steps after their bank's check (3-D Secure) on the site's host.
 */
export const PAYMENT_OPERATIONS: ApiOperation[] = [
  {
    route: "api/stripe/webhook",
    method: "post",
    path: "/api/stripe/webhook",
    audience: "platform",
    operationId: "stripeWebhook",
    tag: "Payments",
    summary: "Stripe's signed events: the source of truth for deposits and connected accounts",
    description:
      "Configure in Stripe as the platform's endpoint (STRIPE_WEBHOOK_SECRET) and its Connect endpoint (STRIPE_CONNECT_WEBHOOK_SECRET), for payment_intent.*, charge.refunded, charge.dispute.* and account.updated. Each event is applied once by its id; a repeat changes nothing.",
    input: "route",
    headers: {
      "Stripe-Signature": {
        schema: z.string(),
        required: true,
        description:
          "Stripe's `t=<unix seconds>,v1=<hex HMAC-SHA256>` of the raw body; at most 5 minutes old.",
      },
    },
    body: { schema: stripeEventSchema, description: "A Stripe Event object, as Stripe sends it." },
    responses: {
      200: {
        description: "Received: applied, nothing to do, or seen before (`duplicate`).",
        schema: z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() }),
      },
      400: refusal(
        "No or a bad signature, a stale timestamp (a replay), no secret set, or not a Stripe event.",
      ),
      413: refusal("The body is over 256 KB."),
      503: refusal("The event could not be stored now; Stripe sends it again."),
    },
  },
  {
    route: "s/[site]/api/reservations/[id]/confirm",
    method: "post",
    path: "/api/reservations/{id}/confirm",
    audience: "site",
    operationId: "confirmReservation",
    tag: "Checkout",
    summary: "After the shopper's bank's check (3-D Secure): the reservation as it now stands",
    input: "described",
    pathParams: z.object({ id: z.string().regex(/^res_[\w-]{10,64}$/) }),
    body: { schema: z.strictObject({}), example: {} },
    responses: {
      200: { description: "Held (or as it is, once no longer pending).", schema: reservationView },
      202: { description: "Still waiting on the shopper's bank.", schema: reservationView },
      400: refusal("The body is not `{}`."),
      402: refusal("The bank or the card said no: nothing was taken, and the car is free."),
      404: refusal("No such reservation on this site."),
      429: TOO_MANY,
      502: refusal("The payment processor failed; nothing was taken."),
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/payments/test-bank/[ref]",
    method: "post",
    path: "/api/payments/test-bank/{ref}",
    audience: "site",
    operationId: "answerTestBank",
    tag: "Checkout",
    summary: "The local test processor's bank: confirm or fail a test_3ds card's payment",
    input: "described",
    pathParams: z.object({ ref: z.string().regex(/^lp_[0-9a-f]{24}$/) }),
    body: { schema: z.strictObject({ answer: z.enum(["confirm", "fail"]) }), example: { answer: "confirm" } },
    responses: {
      200: {
        description: "Answered; go back to `return_url`.",
        schema: z.object({ return_url: z.string(), outcome: z.string() }),
      },
      400: refusal("Another answer."),
      404: refusal("No such payment of this site's."),
      ...STATE_CHANGE_REFUSALS,
    },
  },
];
