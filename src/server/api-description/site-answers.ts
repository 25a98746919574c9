import "server-only";
import { z } from "zod";
import { JOURNEY_STATUSES, JOURNEY_STEPS } from "@/lib/checkout/purchase-journey-steps";
import { RESERVATION_STATUSES } from "@/lib/checkout/reservation";
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from "@/lib/search/search-attributes";
import { TRADE_IN_STEPS } from "@/lib/trade-in/wizard";

/**
 * What the site APIs answer, as schemas (decision 0066): written from the TypeScript types the routes
 * build their answers from (named beside each), and held to them by the contract test
 * (contract.int.test.ts). A closed object (`z.object`) says every key; `z.looseObject` marks an answer
 * whose inner shape belongs to another document (a provider's vehicle, a valuation's adjustments).
 */

const isoTime = z.string().meta({ description: "An ISO 8601 date-time." });

/** lib/stock/listed-car.ts SearchHit, with the card's Favourite and Compare buttons. */
const searchHit = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  year: z.number().int(),
  carType: z.string(),
  status: z.string(),
  tag: z.string().nullable(),
  reserved: z.boolean(),
  certified: z.boolean(),
  price: z.number().nullable(),
  beforePrice: z.number().nullable(),
  offerPrice: z.number().nullable(),
  subscriptionPrice: z.number().nullable(),
  weeklyPrice: z.number().nullable(),
  preorder: z.boolean(),
  km: z.number().nullable(),
  colour: z.string().nullable(),
  simpleBody: z.string().nullable(),
  simpleFuel: z.string().nullable(),
  simpleTransmission: z.string().nullable(),
  primaryImageUrl: z.string().nullable(),
  photosCount: z.number().int(),
  stocknum: z.string().nullable(),
  vin: z.string().nullable(),
  createdAt: isoTime,
  soldAt: isoTime.nullable(),
  locationName: z.string().nullable(),
  locationSlug: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  dealershipId: z.number().int(),
  dealershipName: z.string(),
  dealershipSlug: z.string(),
  reserveDeposit: z.number().nullable(),
  checkoutEnabled: z.boolean(),
  tradeInEnabled: z.boolean(),
  featured: z.boolean().optional(),
  savedCarButtons: z.object({ favourite: z.boolean(), compare: z.boolean() }).optional(),
  distanceKm: z
    .number()
    .optional()
    .meta({ description: "How far the car's yard is from the search's postcode, in km (with a postcode)." }),
});

const facetItem = z.object({ label: z.string(), value: z.string(), count: z.number().int() });

/** lib/search/search-types.ts SearchResult. */
export const searchResult = z.object({
  hits: z.array(searchHit),
  count: z.number().int().meta({ description: "Cars matching, over every page." }),
  pages: z.number().int(),
  page: z.number().int(),
  facets: z.partialRecord(z.enum(FACET_ATTRIBUTES), z.array(facetItem)),
  stats: z.partialRecord(z.enum(RANGE_ATTRIBUTES), z.object({ min: z.number(), max: z.number() })),
  ms: z.number().meta({ description: "How long the search took, in milliseconds." }),
  relaxed: z
    .object({
      options: z.array(
        z.object({
          key: z
            .string()
            .meta({ description: "The filter to take off: `query`, `refine:<key>` or `range:<key>`." }),
          count: z
            .number()
            .int()
            .nullable()
            .meta({ description: "Cars found without it; null when not counted." }),
        }),
      ),
      nearby: z.array(searchHit),
      nearbyKey: z
        .string()
        .nullable()
        .meta({ description: "Whose option's cars `nearby` are; null: no filters." }),
    })
    .optional()
    .meta({
      description:
        "Only when nothing was found: each filter that could be taken off, and cars close to the search.",
    }),
});

/** server/leads/intake/lead-guard.ts FormTicket. */
export const formTicket = z.object({
  form_token: z.string().meta({ description: "The signed render stamp: send it back as `form_token`." }),
  idempotency_key: z.string().meta({ description: "Send it back with every submission of this form." }),
  min_fill_ms: z.number().int().meta({ description: "How long a person takes at least; sooner is a bot." }),
});

/** server/leads/intake/lead-post-endpoint.ts. */
export const leadFiled = z.object({
  lead_id: z.string(),
  confirmation: z
    .string()
    .meta({ description: "The success page's signed link to what the shopper was sent." }),
});

export const chatTaken = z.object({ message_id: z.string() });

/** lib/locations/distance.ts NearestAnswer (its `ok: true` side; the other is a 400). */
export const nearestAnswer = z.object({
  ok: z.literal(true),
  postcode: z.string(),
  point: z.object({ latitude: z.number(), longitude: z.number() }),
  locations: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      locationType: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      directionsUrl: z.string(),
      phone: z.string().nullable(),
      distanceKm: z.number(),
    }),
  ),
});

/** lib/locations/map-tiles.ts MapTilesAnswer. */
export const mapTilesAnswer = z.object({
  tiles: z.object({ url: z.string(), attribution: z.string(), maxZoom: z.number().int() }).nullable(),
});

/** server/finance/finance-quote-provider.ts FinanceLender. */
export const disclaimerAnswer = z.object({
  finance_lenders: z.array(
    z.looseObject({
      financeProvider: z.string(),
      interestRate: z.number(),
      comparisonRate: z.number(),
      termYears: z.number(),
      termMonths: z.number(),
      termWeeks: z.number(),
      deposit: z.number(),
      balloon: z.number(),
    }),
  ),
});

export const financeQuote = z.looseObject({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});

/** lib/vehicle/view-request.ts LiveCarFields, with `stale`. */
export const viewAnswer = z.object({
  views: z.number().int(),
  car_fields: z.object({
    status: z.string(),
    reserved: z.boolean(),
    price: z.number().nullable(),
    offer_price: z.number().nullable(),
    photos_count: z.number().int(),
    updated_at: isoTime,
    stale: z.boolean().meta({ description: "The page was rendered from an older record of the car." }),
  }),
});

export const ok = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// Accounts and alerts (server/accounts/sign-in-endpoint.ts, watchlist-endpoint.ts, alerts/alerts-endpoint.ts).

export const codeSent = z.object({
  sent: z.literal(true),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export const sessionAnswer = z.object({
  signed_in: z.boolean(),
  phone: z.string().optional().meta({ description: "The signed-in mobile, masked." }),
});
export const watchlistAnswer = z.object({ phone_number: z.string(), car_ids: z.array(z.number().int()) });
export const success = z.object({ success: z.literal(true) });

const channel = z.enum(["sms", "email"]);
const savedSearch = z.object({
  id: z.number().int(),
  label: z.string(),
  path: z.string(),
  channel,
  alerts_on: z.boolean(),
  created_at: isoTime,
});
const priceAlerts = z.object({ alerts_on: z.boolean(), channel });
export const savedSearchesAnswer = z.object({
  saved_searches: z.array(savedSearch),
  max: z.number().int(),
  has_email: z.boolean(),
  price_alerts: priceAlerts,
});
export const savedSearchAnswer = z.object({ saved_search: savedSearch });
export const priceAlertsAnswer = z.object({ price_alerts: priceAlerts });

// ---------------------------------------------------------------------------------------------------
// Reservations, purchase journeys and trade-ins (server/checkout, server/trade-in).

/** server/checkout/reserve-car.ts ReservationView. */
export const reservationView = z.object({
  reservation_id: z.string(),
  reference: z
    .string()
    .nullable()
    .meta({ description: "The short reference the receipt shows ('MMG-4821')." }),
  status: z.enum(RESERVATION_STATUSES),
  expires_at: isoTime.nullable(),
  next_action: z
    .union([
      z.object({ type: z.literal("stripe_sdk"), client_secret: z.string() }),
      z.object({ type: z.literal("redirect"), url: z.string() }),
    ])
    .optional()
    .meta({
      description:
        "While pending on the shopper's bank (3-D Secure): pass `client_secret` to Stripe.js `handleNextAction`, or send the shopper to `url` (the local test bank); then POST …/confirm.",
    }),
});

/** lib/checkout/purchase-journey-steps.ts JourneyView; each step's answer as its PUT took it. */
export const journeyView = z.object({
  id: z.string(),
  car_id: z.number().int(),
  status: z.enum(JOURNEY_STATUSES),
  steps: z.object({
    reserve: z.looseObject({}).optional(),
    payment: z.looseObject({}).optional(),
    "trade-in": z.looseObject({}).optional(),
    delivery: z.looseObject({}).optional(),
  }),
  next_step: z.enum(JOURNEY_STEPS),
  complete: z.boolean(),
  reservation: z.object({ id: z.string(), status: z.string(), expires_at: isoTime.nullable() }).nullable(),
  lead_id: z.string().nullable(),
  offer: z.number().int().nullable(),
  inspection: z
    .object({
      status: z.enum(["booked", "cancelled"]),
      local: z.string(),
      when: z.string(),
      location: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
});

/** lib/trade-in/trade-in-types.ts Valuation: an estimate, or why the car is valued in person. */
const valuation = z.union([
  z.looseObject({
    kind: z.literal("estimate"),
    low: z.number(),
    high: z.number(),
    offer: z.number(),
    basis: z.string(),
    adjustments: z.array(z.looseObject({})),
    provider: z.string(),
  }),
  z.looseObject({
    kind: z.literal("in-person"),
    reason: z.string(),
    message: z.string(),
    provider: z.string().nullable(),
  }),
]);

/** server/trade-in/trade-ins.ts TradeInView: never the shopper's contact details. */
export const tradeInView = z.object({
  id: z.string(),
  car_id: z.number().int().nullable(),
  status: z.enum(["open", "valued", "accepted"]),
  steps: z.object({
    vehicle: z.looseObject({}).optional(),
    condition: z.looseObject({}).optional(),
  }),
  next_step: z.enum(TRADE_IN_STEPS),
  valuation: valuation.nullable(),
  lead_id: z.string().nullable(),
  inspection: z
    .object({
      status: z.enum(["booked", "cancelled"]),
      local: z.string(),
      when: z.string(),
      location: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
});

/** server/trade-in/trade-in-endpoint.ts LookupAnswer. */
export const lookupAnswer = z.union([
  z.object({ result: z.literal("found"), vehicle: z.looseObject({}) }),
  z.object({
    result: z.enum(["not-found", "state-mismatch", "unavailable"]),
    field: z.enum(["rego", "regoState"]),
    message: z.string(),
  }),
]);
