import "server-only";
import { z } from "zod";
import { stepSchema } from "@/lib/checkout/purchase-journey";
import { DATA_STEPS, JOURNEY_ID_PATTERN } from "@/lib/checkout/purchase-journey-steps";
import { idempotencyKeySchema, reservationRequestSchema } from "@/lib/checkout/reservation";
import {
  conditionStepSchema,
  contactStepSchema,
  regoLookupSchema,
  SAVED_STEPS,
  vehicleStepSchema,
} from "@/lib/trade-in/wizard";
import { journeyStartSchema } from "../checkout/purchase-journey-endpoint";
import { applyBodySchema, inspectionBodySchema } from "../trade-in/inspection-endpoint";
import { tradeInDetailsBodySchema, tradeInStartSchema } from "../trade-in/trade-in-endpoint";
import { type ApiOperation, type ApiResponse, refusal, STATE_CHANGE_REFUSALS, TOO_MANY } from "./operation";
import { journeyView, lookupAnswer, reservationView, tradeInView } from "./site-answers";

/**
 * Reserving a car, buying it online and valuing a trade-in on a site's host (issues 18 and 20,
 * decisions 0028 and 0034). A reservation's, a journey's and a valuation's id is random and is the
 * shopper's secret link: whoever holds it may read the record (never the shopper's details).
 * Everything here is never cached.
 */

const NO_SUCH_CAR = refusal("No such car on this site (or, for a trade-in, the car takes none).");
const GATED = refusal("The site keeps checkout for signed-in shoppers and the request has no session.");

const journeyId = z.object({
  id: z
    .string()
    .regex(JOURNEY_ID_PATTERN)
    .meta({ description: "The journey's id: `pj_` and 24 characters." }),
});
const tradeInId = z.object({
  id: z
    .string()
    .regex(/^tv_[\w-]{24}$/)
    .meta({ description: "The valuation's id: `tv_` and 24 characters." }),
});

const journeyAnswers = (created = false): Record<number, ApiResponse> => ({
  [created ? 201 : 200]: { description: "The journey.", schema: journeyView },
});
const tradeInAnswers = (created = false): Record<number, ApiResponse> => ({
  [created ? 201 : 200]: { description: "The valuation.", schema: tradeInView },
});

export function siteCheckoutOperations(now: Date): ApiOperation[] {
  return [
    ...checkoutOperations(now),
    ...tradeInOperations(now.getUTCFullYear()),
    ...tradeInBookingOperations(),
  ];
}

/** Reserving a car and the online purchase's journey (issue 18, decision 0028). */
function checkoutOperations(now: Date): ApiOperation[] {
  return [
    {
      route: "s/[site]/api/reservations",
      method: "post",
      path: "/api/reservations",
      audience: "site",
      operationId: "reserveCar",
      tag: "Checkout",
      summary: "Hold a car for 48 hours with a deposit (issue 18)",
      description:
        "The card token comes from the payment processor's browser library (`test_ok` and friends for the local test processor). A retry with the same Idempotency-Key is the same reservation, never a second charge.",
      input: "route",
      headers: {
        "Idempotency-Key": {
          schema: idempotencyKeySchema,
          required: true,
          description: "8 to 200 printable ASCII characters, the same for every retry.",
        },
      },
      body: { schema: reservationRequestSchema },
      responses: {
        201: { description: "Held.", schema: reservationView },
        200: { description: "This key's reservation again.", schema: reservationView },
        202: {
          description:
            "The shopper's bank asks them to confirm (3-D Secure): pending, with `next_action`; the car is kept for them for 15 minutes. Then POST /api/reservations/{id}/confirm.",
          schema: reservationView,
        },
        400: refusal("A reason per field (the body's and the Idempotency-Key header's)."),
        401: GATED,
        402: refusal("The card was declined; the car stays available."),
        404: NO_SUCH_CAR,
        409: refusal("The car is held or cannot be reserved, or the key was used for another reservation."),
        429: TOO_MANY,
        502: refusal("The payment processor failed; nothing was taken."),
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/reservations/[id]",
      method: "get",
      path: "/api/reservations/{id}",
      audience: "site",
      operationId: "reservationStatus",
      tag: "Checkout",
      summary: "A reservation's status (no name, no contact details)",
      input: "none",
      pathParams: z.object({ id: z.string().regex(/^res_[\w-]{10,64}$/) }),
      responses: {
        200: { description: "The reservation.", schema: reservationView },
        404: refusal("No such reservation on this site."),
      },
    },
    {
      route: "s/[site]/api/purchase-journeys",
      method: "post",
      path: "/api/purchase-journeys",
      audience: "site",
      operationId: "startPurchaseJourney",
      tag: "Checkout",
      summary: "Start buying a car online (decision 0028)",
      input: "route",
      body: { schema: journeyStartSchema, description: "`car_id`: the car's id or slug." },
      responses: {
        ...journeyAnswers(true),
        400: refusal("A reason per field."),
        401: GATED,
        404: NO_SUCH_CAR,
        409: refusal("The car cannot be bought online."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/purchase-journeys/[id]",
      method: "get",
      path: "/api/purchase-journeys/{id}",
      audience: "site",
      operationId: "purchaseJourney",
      tag: "Checkout",
      summary: "A purchase journey: its answers, the next step and the hold",
      input: "none",
      pathParams: journeyId,
      responses: { ...journeyAnswers(), 404: refusal("No such purchase on this site.") },
    },
    {
      route: "s/[site]/api/purchase-journeys/[id]/[step]",
      method: "put",
      path: "/api/purchase-journeys/{id}/{step}",
      audience: "site",
      operationId: "savePurchaseJourneyStep",
      tag: "Checkout",
      summary: "Save one step's answer: reserve, payment, trade-in or delivery",
      description: "The body is the step's own: the first of these alternatives for reserve, and so on.",
      input: "route",
      pathParams: journeyId.extend({ step: z.enum(DATA_STEPS) }),
      body: {
        schema: z.union(DATA_STEPS.map((step) => stepSchema(step, { now }))),
      },
      responses: {
        ...journeyAnswers(),
        400: refusal("A reason per field."),
        404: refusal("No such purchase or step."),
        409: refusal("The journey was submitted."),
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/purchase-journeys/[id]/submit",
      method: "post",
      path: "/api/purchase-journeys/{id}/submit",
      audience: "site",
      operationId: "submitPurchaseJourney",
      tag: "Checkout",
      summary: "Submit the journey: files one Online Purchase lead (a repeat answers the same)",
      input: "none",
      pathParams: journeyId,
      responses: {
        ...journeyAnswers(),
        404: refusal("No such purchase on this site."),
        409: refusal("A step is not answered yet, or the reservation no longer holds the car."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
  ];
}

/** The trade-in wizard's API (decision 0034). */
function tradeInOperations(thisYear: number): ApiOperation[] {
  return [
    {
      route: "s/[site]/api/trade-ins",
      method: "post",
      path: "/api/trade-ins",
      audience: "site",
      operationId: "startTradeIn",
      tag: "Trade-in",
      summary: "Start a trade-in valuation with the first step's answers (decision 0034)",
      description: "`vehicle` is the wizard's first step, as PUT /api/trade-ins/{id}/vehicle takes it.",
      input: "route",
      body: { schema: tradeInStartSchema.extend({ vehicle: vehicleStepSchema(thisYear) }) },
      responses: {
        ...tradeInAnswers(true),
        400: refusal("A reason per `vehicle.` field."),
        404: NO_SUCH_CAR,
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/trade-ins/lookup",
      method: "post",
      path: "/api/trade-ins/lookup",
      audience: "site",
      operationId: "regoLookup",
      tag: "Trade-in",
      summary: "Which car a rego is (spec 01 §7): the car, or the message to show at the field",
      input: "route",
      body: { schema: regoLookupSchema },
      responses: {
        200: { description: "The car, or why not.", schema: lookupAnswer },
        400: refusal("A malformed rego or state."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/trade-ins/[id]",
      method: "get",
      path: "/api/trade-ins/{id}",
      audience: "site",
      operationId: "tradeIn",
      tag: "Trade-in",
      summary: "A valuation (never the shopper's details)",
      input: "none",
      pathParams: tradeInId,
      responses: { ...tradeInAnswers(), 404: refusal("No such valuation on this site.") },
    },
    {
      route: "s/[site]/api/trade-ins/[id]/[step]",
      method: "put",
      path: "/api/trade-ins/{id}/{step}",
      audience: "site",
      operationId: "saveTradeInStep",
      tag: "Trade-in",
      summary: "Save the car's details (vehicle) or its condition answers (condition)",
      input: "route",
      pathParams: tradeInId.extend({ step: z.enum(SAVED_STEPS) }),
      body: { schema: z.union([vehicleStepSchema(thisYear), conditionStepSchema]) },
      responses: {
        ...tradeInAnswers(),
        400: refusal("A reason per field."),
        404: refusal("No such valuation or step."),
        409: refusal("The valuation is finished."),
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/trade-ins/[id]/valuation",
      method: "post",
      path: "/api/trade-ins/{id}/valuation",
      audience: "site",
      operationId: "valueTradeIn",
      tag: "Trade-in",
      summary: "Value the car with the shopper's details, and file its lead",
      description:
        "Carries the lead forms' `form_token` (GET /api/leads/form); `location_id` is required where the site has several locations.",
      input: "route",
      pathParams: tradeInId,
      body: { schema: z.intersection(tradeInDetailsBodySchema, contactStepSchema()) },
      responses: {
        ...tradeInAnswers(),
        400: refusal("A reason per field."),
        404: refusal("No such valuation on this site."),
        409: refusal("A step is not answered yet."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/trade-ins/[id]/accept",
      method: "post",
      path: "/api/trade-ins/{id}/accept",
      audience: "site",
      operationId: "acceptTradeInOffer",
      tag: "Trade-in",
      summary: "Accept the online offer (spec 01 §5): files that lead; a repeat answers the same",
      input: "route",
      pathParams: tradeInId,
      body: { schema: tradeInDetailsBodySchema },
      responses: {
        ...tradeInAnswers(),
        404: refusal("No such valuation on this site."),
        409: refusal("There is no online offer to accept."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
  ];
}

/** Booking the inspection and putting the offer toward a car (decision 0084). */
function tradeInBookingOperations(): ApiOperation[] {
  return [
    {
      route: "s/[site]/api/trade-ins/[id]/inspection",
      method: "post",
      path: "/api/trade-ins/{id}/inspection",
      audience: "site",
      operationId: "bookTradeInInspection",
      tag: "Trade-in",
      summary: "Book the trade-in's inspection in one of the yard's slots (decision 0084)",
      description:
        "`inspection_at` is a slot on the yard's clock ('YYYY-MM-DDTHH:mm'), as the valuation's page offers them; a closed, too-soon or unoffered time is refused at the field. Files the inspection's lead; the shopper's confirmation and the dealer's e-mail carry the slot and an .ics invite.",
      input: "route",
      pathParams: tradeInId,
      body: { schema: inspectionBodySchema },
      responses: {
        ...tradeInAnswers(),
        400: refusal("A reason per field: a closed time, too soon, not a location of the site."),
        404: refusal("No such valuation on this site."),
        409: refusal("The car is not valued yet."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
    {
      route: "s/[site]/api/trade-ins/[id]/apply",
      method: "post",
      path: "/api/trade-ins/{id}/apply",
      audience: "site",
      operationId: "applyTradeInOffer",
      tag: "Trade-in",
      summary: "Put the trade-in offer toward a car of this site (decision 0084)",
      description:
        "Files an enquiry about the car with the trade-in in it (subcategory `5. Offer Put Toward a Car`) and its confirmation; the valuation is then toward that car. The same car again answers the same.",
      input: "route",
      pathParams: tradeInId,
      body: { schema: applyBodySchema },
      responses: {
        ...tradeInAnswers(),
        400: refusal("A car not on this site, or one that takes no trade-in."),
        404: refusal("No such valuation on this site."),
        409: refusal("There is no offer yet."),
        429: TOO_MANY,
        ...STATE_CHANGE_REFUSALS,
      },
    },
  ];
}
