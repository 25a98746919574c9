import "server-only";
import { z } from "zod";
import { MAX_BATCH_BYTES } from "@/lib/analytics/collection";
import { eventBatchSchema } from "@/lib/analytics/event-batch";
import { chatMessageSchema } from "@/lib/chat/chat-message";
import { quoteRequestSchema } from "@/lib/finance/quote-request";
import { leadSubmissionSchema } from "@/lib/leads/forms";
import { leadPostContextSchema } from "@/lib/leads/lead-post-context";
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES } from "@/lib/search/search-attributes";
import { MAX_PAGE, MAX_QUERY_LENGTH } from "@/lib/search/search-params";
import { SORT_OPTIONS } from "@/lib/stock/stock-values";
import { MAX_RECORD_ID } from "@/lib/text/record-id";
import { phoneRevealSchema } from "@/lib/vehicle/phone-reveal-schema";
import { viewRequestSchema } from "@/lib/vehicle/view-request";
import {
  type ApiOperation,
  apiError,
  NO_STORE_NOTE,
  refusal,
  STATE_CHANGE_REFUSALS,
  TOO_MANY,
} from "./operation";
import {
  chatTaken,
  disclaimerAnswer,
  financeQuote,
  formTicket,
  leadFiled,
  mapTilesAnswer,
  nearestAnswer,
  ok,
  searchResult,
  viewAnswer,
} from "./site-answers";

/**
 * The site APIs a shopper's browser calls on a dealer site's host (spec 01 §7, spec 02 §7): search,
 * cars, locations, the lead forms and chat, finance quotes and analytics. The accounts, checkout and
 * trade-in APIs are in ./site-account-operations and ./site-checkout-operations.
 */

const carId = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .meta({ description: `A car's id (1 to ${MAX_RECORD_ID}).` }),
});
const carSlug = z.object({
  slug: z.string().meta({ description: "The car's slug, as in its page's path." }),
});

/**
 * GET /api/search's query, described here: the route reads it with lib/search/search-params
 * (parseSearchParams), which checks each key by hand rather than through a zod schema.
 */
const searchQuery = z.object({
  query: z.string().max(MAX_QUERY_LENGTH).optional().meta({ description: "Free text." }),
  page: z.number().int().min(1).max(MAX_PAGE).optional().meta({ description: "1-based; default 1." }),
  sortBy: z.enum(SORT_OPTIONS).optional(),
  postcode: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .meta({ description: "Cars near me: nearest yard first. An unknown postcode is a 400." }),
  ...Object.fromEntries(
    FACET_ATTRIBUTES.map((attribute) => [
      attribute,
      z
        .array(z.string().max(100))
        .max(50)
        .optional()
        .meta({ description: "Repeat the key for each value (OR within a key, AND across keys)." }),
    ]),
  ),
  ...Object.fromEntries(
    RANGE_ATTRIBUTES.map((attribute) => [
      attribute,
      z
        .string()
        .regex(/^(-?\d+(\.\d+)?)?:(-?\d+(\.\d+)?)?$/)
        .optional()
        .meta({ description: "A range `min:max`; either side may be empty." }),
    ]),
  ),
});

/** GET /api/locations/nearest's query, described here: the route checks both keys by hand. */
const nearestQuery = z.object({
  postcode: z.string().meta({ description: "An Australian postcode, 4 digits." }),
  limit: z.number().int().min(1).max(10).optional().meta({ description: "How many yards; default 1." }),
});

const leadBody = z.intersection(leadPostContextSchema, leadSubmissionSchema());

export const SITE_OPERATIONS: ApiOperation[] = [
  {
    route: "s/[site]/api/search",
    method: "get",
    path: "/api/search",
    audience: "site",
    operationId: "searchStock",
    tag: "Search",
    summary: "Search the site's listed stock, with facets and price, km and year statistics",
    description: `The search page's query keys (spec 01 §2); unknown keys are ignored, a malformed value is a 400 naming each. ${NO_STORE_NOTE}`,
    input: "described",
    query: searchQuery,
    repeatedQuery: FACET_ATTRIBUTES,
    queryExample: { sortBy: "price_asc", page: 1 },
    responses: {
      200: { description: "A page of cars and the facets of every match.", schema: searchResult },
      400: refusal("A malformed value, each named in `issues`."),
    },
  },
  {
    route: "s/[site]/api/cars/[id]/disclaimer",
    method: "get",
    path: "/api/cars/{id}/disclaimer",
    audience: "site",
    operationId: "carDisclaimer",
    tag: "Cars",
    summary: "The finance lenders behind a car's finance disclaimer (spec 01 §7)",
    input: "none",
    pathParams: carId,
    responses: {
      200: { description: "The lenders (none for a car without a real price).", schema: disclaimerAnswer },
      400: refusal("Not a car's id."),
      404: refusal("No such car on this site."),
    },
  },
  {
    route: "s/[site]/cars/[slug]/view.json",
    method: "get",
    path: "/cars/{slug}/view.json",
    audience: "site",
    operationId: "carView",
    tag: "Cars",
    summary: "Count a view of a car page and read the car's live fields (spec 01 §7)",
    description:
      "Only the car page's own script counts a view, once a day per visitor; any other request gets the same answer without counting.",
    input: "route",
    pathParams: carSlug,
    query: viewRequestSchema,
    responses: {
      200: { description: "The views and the car's live fields.", schema: viewAnswer },
      400: refusal("A malformed parameter, or another site's `website_id`."),
      404: refusal("No such car on this site."),
    },
  },
  {
    route: "s/[site]/cars/[slug]/pdf",
    method: "get",
    path: "/cars/{slug}/pdf",
    audience: "site",
    operationId: "carBrochure",
    tag: "Cars",
    summary: "A listed car's brochure as a PDF, saved as {slug}.pdf (spec 01 §7)",
    input: "none",
    pathParams: carSlug,
    responses: {
      200: { description: "The PDF.", contentType: "application/pdf" },
      404: refusal("The car is no longer listed."),
    },
  },
  {
    route: "s/[site]/api/phone-reveal",
    method: "post",
    path: "/api/phone-reveal",
    audience: "site",
    operationId: "phoneReveal",
    tag: "Cars",
    summary: "Record that a shopper revealed a dealer's phone number on a car (spec 01 §4, §7)",
    input: "route",
    body: { schema: phoneRevealSchema, description: "At most 1 KB." },
    responses: {
      201: { description: "Recorded.", schema: ok },
      400: refusal("A malformed id, another site's id, or a car or dealership that does not match."),
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/locations/nearest",
    method: "get",
    path: "/api/locations/nearest",
    audience: "site",
    operationId: "nearestLocations",
    tag: "Locations",
    summary: "The site's yards nearest an Australian postcode, closest first",
    input: "described",
    query: nearestQuery,
    queryExample: { postcode: "4000", limit: 3 },
    responses: {
      200: { description: "The yards with their distance in km.", schema: nearestAnswer },
      400: refusal("A postcode that is not 4 digits or not known, or a limit out of range."),
    },
  },
  {
    route: "s/[site]/api/map-tiles",
    method: "get",
    path: "/api/map-tiles",
    audience: "site",
    operationId: "mapTiles",
    tag: "Locations",
    summary: "The deployment's map tile source, or `tiles: null` when maps are off",
    description: "Kept by the browser for 5 minutes (`cache-control: private, max-age=300`).",
    input: "none",
    responses: { 200: { description: "The tile source.", schema: mapTilesAnswer } },
  },
  {
    route: "s/[site]/api/leads/form",
    method: "get",
    path: "/api/leads/form",
    audience: "site",
    operationId: "leadForm",
    tag: "Leads",
    summary: "A lead form's signed render stamp and idempotency key, fetched when the form is shown",
    description: `Every lead form, chat message and trade-in valuation sends both back. ${NO_STORE_NOTE}`,
    input: "none",
    responses: { 200: { description: "The form's ticket.", schema: formTicket } },
  },
  {
    route: "s/[site]/api/leads",
    method: "post",
    path: "/api/leads",
    audience: "site",
    operationId: "postLead",
    tag: "Leads",
    summary: "File a lead from any of the site's forms (issue 5: one submit path)",
    description:
      "`formKind` picks the form's fields (lib/leads/forms.ts). Described with no site's switches: a site may also require `terms_agreed`, `preferred_dealership` (several dealerships) or `location_id` (several locations), and make `message` optional. `form_token` and `idempotency_key` come from GET /api/leads/form. A form sent back sooner than `min_fill_ms`, or with the `website` honeypot filled, is answered as taken and stored nowhere.",
    input: "route",
    body: {
      schema: leadBody,
      example: {
        formKind: "quick-enquiry",
        name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        postcode: "4000",
        message: "Is this car still available?",
        form_token: "from-GET-api-leads-form",
        idempotency_key: "from-GET-api-leads-form",
      },
    },
    responses: {
      201: { description: "The lead and its deliveries are stored.", schema: leadFiled },
      200: { description: "A repeat of a form already filed: the same lead.", schema: leadFiled },
      400: refusal("A reason per field; at `form_token`, fetch the form again."),
      409: refusal("The form's key was used with other content."),
      429: TOO_MANY,
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/chat/messages",
    method: "post",
    path: "/api/chat/messages",
    audience: "site",
    operationId: "postChatMessage",
    tag: "Leads",
    summary: "Send the chat bubble's message to the dealer (spec 02 §2)",
    description:
      "Takes the render stamp and key of GET /api/leads/form, like every form. `department` may be Service or Parts only where the site's chat takes every department.",
    input: "route",
    body: { schema: chatMessageSchema("all") },
    responses: {
      201: { description: "The site's messaging provider has it.", schema: chatTaken },
      200: { description: "A repeat of the same message.", schema: chatTaken },
      400: refusal("A reason per field."),
      404: refusal("The site has no chat."),
      409: refusal("The key was used with other words."),
      429: TOO_MANY,
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/youx/quote",
    method: "post",
    path: "/api/youx/quote",
    audience: "site",
    operationId: "financeQuote",
    tag: "Finance",
    summary: "A weekly repayment quote from the site's finance provider (spec 02 §7)",
    input: "route",
    body: { schema: quoteRequestSchema, description: "At most 2 KB." },
    responses: {
      200: { description: "The quote.", schema: financeQuote },
      400: refusal("A reason per field."),
      404: refusal("Finance quotes are off for this site."),
      ...STATE_CHANGE_REFUSALS,
    },
  },
  {
    route: "s/[site]/api/events",
    method: "post",
    path: "/api/events",
    audience: "site",
    operationId: "postAnalyticsEvents",
    tag: "Analytics",
    summary: "A batch of the site's own pages' views and events (issue 33, decision 0061)",
    description: `No cookie is set and the address is only ever hashed. At most ${MAX_BATCH_BYTES} bytes.`,
    input: "route",
    body: { schema: eventBatchSchema },
    responses: {
      202: { description: "Taken (written in the background); a robot's batch is taken and dropped." },
      400: refusal("A malformed or oversized batch; nothing of it is stored.", apiError),
      403: STATE_CHANGE_REFUSALS[403]!,
      415: STATE_CHANGE_REFUSALS[415]!,
      429: TOO_MANY,
    },
  },
];
