import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import {
  type ContactStep,
  contactStepSchema,
  isSavedStep,
  isTradeInId,
  regoLookupSchema,
} from "@/lib/trade-in/wizard";
import type { Database } from "../db/client";
import { firstIssuePerKey, fixFields, jsonError, type Parsed, recordResponse, zodIssues } from "../http/api";
import { getSavedRecord, putSavedRecordStep } from "../http/saved-record";
import { type ClientFacts, receiveStateChange } from "../http/state-change";
import { type LeadGuard, leadGuard, verdictAnswer } from "../leads/intake/lead-guard";
import { listSiteLocations } from "../locations/queries";
import { postRateRefusal } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import {
  acceptTradeIn,
  readTradeIn,
  saveTradeInStep,
  startTradeIn,
  type TradeInResult,
  type TradeInView,
  type ValuationContext,
  valueTradeIn,
} from "./trade-ins";
import type { ValuationProvider } from "./valuation-provider";
import type { LookupResult, VehicleLookupProvider } from "./vehicle-lookup";

export type TradeInPostSettings = {
  counters: RateCounters;
  perIp: number;
  perSite: number;
  /** Bounded and unable to throw (provider-deadline): a failure or a timeout is `unavailable`. */
  lookup: VehicleLookupProvider;
  valuation: ValuationProvider;
  /** The lead forms' spam guard; the process's own unless a test brings one. */
  guard?: LeadGuard;
  now?: () => Date;
};

export function tradeInRateSettings(db: Database, env: Env = processEnv) {
  return { counters: databaseRateCounters(db), perIp: env.LEAD_RATE_PER_IP, perSite: env.LEAD_RATE_PER_SITE };
}

const NO_STORE = { "cache-control": "no-store" };
const NO_TRADE_IN = "No such valuation.";
const TRADE_IN_RECORD = { isId: isTradeInId, isStep: isSavedStep, notFound: NO_TRADE_IN };

export const tradeInStartSchema = z.object({
  car_id: z
    .union([z.string().trim().min(1).max(200), z.number().int().positive()], {
      error: "car_id must be the car's id or slug.",
    })
    .nullish(),
  vehicle: z.unknown(),
});

const answer = (result: TradeInResult) => recordResponse(result, NO_TRADE_IN);

function prefixed(issues: { key: string; message: string }[], prefix: string) {
  return issues.map((issue) => ({
    key: `${prefix}.${issue.key}`,
    message: `${prefix}.${issue.message}`,
  }));
}

/**
 * The trade-in wizard's endpoints (decision 0034): the state-change prelude (server/http/state-change),
 * then the receiver in trade-ins.ts, whose result recordResponse words.
 *
 * POST /api/trade-ins `{ car_id?, vehicle }`: the first step's answers start a valuation; 201 with its
 * id (the shopper's link back). 404 a car not on this site or without trade-in; 400 per field.
 */
export async function postTradeInStart(
  db: Database,
  site: Site,
  request: Request,
  settings: TradeInPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    body: { schema: tradeInStartSchema },
    limits: (_input, { client }) => postRateRefusal("trade-in", site, client.address, settings, now),
  });
  if (!change.ok) return change.response;
  const result = await startTradeIn(
    db,
    site,
    { carRef: change.input.car_id ?? null, vehicle: change.input.vehicle ?? {} },
    now,
  );
  if (result.kind === "not-found") return jsonError(404, "No such car on this site.");
  if (result.kind === "invalid") return fixFields(prefixed(result.issues, "vehicle"));
  return answer(result);
}

export function getTradeIn(db: Database, site: Site, id: string): Promise<Response> {
  return getSavedRecord(TRADE_IN_RECORD, id, () => readTradeIn(db, site, id));
}

/** PUT /api/trade-ins/{id}/{vehicle|condition}: 200 the valuation; 400 per field; 409 once valued. */
export function putTradeInStep(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  step: string,
  now: Date = new Date(),
): Promise<Response> {
  return putSavedRecordStep(request, TRADE_IN_RECORD, id, step, (saved, body) =>
    saveTradeInStep(db, site, id, saved, body, now),
  );
}

/** What a lookup answers the wizard: the car, or the message to show at the field. */
export type LookupAnswer =
  | { result: "found"; vehicle: Extract<LookupResult, { kind: "found" }>["vehicle"] }
  | { result: "not-found" | "state-mismatch" | "unavailable"; field: "rego" | "regoState"; message: string };

export function lookupAnswer(result: LookupResult, query: { rego: string; regoState: string }): LookupAnswer {
  switch (result.kind) {
    case "found":
      return { result: "found", vehicle: result.vehicle };
    case "not-found":
      return {
        result: "not-found",
        field: "rego",
        message: `We couldn't find rego ${query.rego} in ${query.regoState}. Check the rego and state, or enter your car's details below.`,
      };
    case "state-mismatch":
      return {
        result: "state-mismatch",
        field: "regoState",
        message: `Rego ${query.rego} isn't registered in ${query.regoState}. Check the state, or enter your car's details below.`,
      };
    case "unavailable":
      return {
        result: "unavailable",
        field: "rego",
        message: "We can't look up regos just now. Please enter your car's details below.",
      };
  }
}

/**
 * POST /api/trade-ins/lookup `{ rego, regoState }` (spec 01 §7 "Rego lookup sends rego and
 * regoState"): 200 with the car or the message for its field. A POST, Origin-checked and rate-limited,
 * because a real lookup costs the dealer money per call. A failing or slow provider is `unavailable`.
 */
export async function postRegoLookup(
  site: Site,
  request: Request,
  settings: TradeInPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    body: { schema: regoLookupSchema },
    limits: (_input, { client }) =>
      postRateRefusal("rego-lookup", site, client.address, settings, now, "rego lookups"),
  });
  if (!change.ok) return change.response;
  const query = { rego: change.input.rego, state: change.input.regoState };
  const result = await settings.lookup.lookup(query, { signal: new AbortController().signal });
  return Response.json(lookupAnswer(result, change.input), { headers: NO_STORE });
}

function valuationContext(
  settings: TradeInPostSettings,
  client: ClientFacts,
  path: string | null,
): ValuationContext {
  return { provider: settings.valuation, path, userAgent: client.userAgent };
}

const pathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, "path must be a path of this site")
  .optional();

export const tradeInDetailsBodySchema = z.object({ path: pathSchema }).passthrough();

/**
 * POST /api/trade-ins/{id}/valuation with the shopper's details (spec 02 §5 name, phone, email,
 * postcode, location_id) and the lead forms' ticket: the lead guard as /api/leads, then the valuation
 * and its lead. 200 the valuation; 400 per field; 409 a step missing; 429 too many.
 */
export async function postTradeInValuation(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () => (isTradeInId(id) ? null : jsonError(404, NO_TRADE_IN)),
    body: { schema: tradeInDetailsBodySchema },
    check: (body) => valuationInput(db, site, id, body),
    limits: async ({ contact, existing }, { request }) => {
      const guard = settings.guard ?? (await leadGuard(db));
      const verdict = await guard.check(request, site.slug, contact, {
        // Asking again for a valuation already made files nothing new, so it is not counted.
        isRepeat: async () => existing.status !== "open",
      });
      // A bot is answered as if nothing were wrong, and learns nothing: no valuation, no lead.
      return verdictAnswer(verdict, () => Response.json(existing, { headers: NO_STORE }));
    },
  });
  if (!change.ok) return change.response;
  const { contact, path } = change.input;
  const { form_token: _token, website: _honeypot, ...details } = contact;
  const now = settings.now?.() ?? new Date();
  return answer(
    await valueTradeIn(db, site, id, details, valuationContext(settings, change.client, path), now),
  );
}

/** The shopper's details by the site's locations, and the valuation they are for (404 when none). */
async function valuationInput(
  db: Database,
  site: Site,
  id: string,
  body: z.output<typeof tradeInDetailsBodySchema>,
): Promise<Parsed<{ contact: ContactStep; path: string | null; existing: TradeInView }>> {
  const locations = await listSiteLocations(db, site);
  const contact = contactStepSchema({ locationCount: locations.length }).safeParse(body);
  if (!contact.success) {
    return { ok: false, response: fixFields(firstIssuePerKey(zodIssues(contact.error))) };
  }
  const locationId = contact.data.location_id;
  if (locationId !== undefined && !locations.some((location) => location.id === locationId)) {
    return {
      ok: false,
      response: fixFields([{ key: "location_id", message: "location_id: Please choose a location." }]),
    };
  }
  const existing = await readTradeIn(db, site, id);
  if (!existing) return { ok: false, response: jsonError(404, NO_TRADE_IN) };
  return { ok: true, data: { contact: contact.data, path: body.path ?? null, existing } };
}

/**
 * The prelude the shopper's actions on a valuation share (accept, book the inspection, put the offer
 * toward a car): a valuation id (else 404), the body's schema, and the trade-in rate limit.
 */
export function receiveTradeInAction<B>(
  request: Request,
  site: Site,
  id: string,
  settings: TradeInPostSettings,
  schema: z.ZodType<B>,
  now: Date,
) {
  return receiveStateChange(request, {
    refuse: () => (isTradeInId(id) ? null : jsonError(404, NO_TRADE_IN)),
    body: { schema },
    limits: (_input, { client }) => postRateRefusal("trade-in", site, client.address, settings, now),
  });
}

/** POST /api/trade-ins/{id}/accept: the shopper takes the offer; 200 (again for a repeat); 409 no offer. */
export async function postTradeInAccept(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveTradeInAction(request, site, id, settings, tradeInDetailsBodySchema, now);
  if (!change.ok) return change.response;
  const context = valuationContext(settings, change.client, change.input.path ?? null);
  return answer(await acceptTradeIn(db, site, id, context, now));
}
