import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { contactStepSchema, isSavedStep, isTradeInId, regoLookupSchema } from "@/lib/trade-in/wizard";
import type { Database } from "../db/client";
import { firstIssuePerKey, jsonError, parseJsonBody, recordResponse, zodIssues } from "../http/api";
import { stateChangeRefusal } from "../http/request-facts";
import { type LeadGuard, leadGuard } from "../leads/intake/lead-guard";
import { listSiteLocations } from "../locations/queries";
import { postRateRefusal } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import {
  acceptTradeIn,
  readTradeIn,
  saveTradeInStep,
  startTradeIn,
  type TradeInResult,
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

const startSchema = z.object({
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
 * POST /api/trade-ins `{ car_id?, vehicle }`: the first step's answers start a valuation; 201 with its
 * id (the shopper's link back). 404 a car not on this site or without trade-in; 400 per field.
 */
export async function receiveTradeInStart(
  db: Database,
  site: Site,
  request: Request,
  settings: TradeInPostSettings,
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, startSchema);
  if (!parsed.ok) return parsed.response;
  const now = settings.now?.() ?? new Date();
  const limited = await postRateRefusal("trade-in", site, request, settings, now);
  if (limited) return limited;
  const result = await startTradeIn(
    db,
    site,
    { carRef: parsed.data.car_id ?? null, vehicle: parsed.data.vehicle ?? {} },
    now,
  );
  if (result.kind === "not-found") return jsonError(404, "No such car on this site.");
  if (result.kind === "invalid") {
    return jsonError(400, "Please fix the following errors:", prefixed(result.issues, "vehicle"));
  }
  return answer(result);
}

export async function receiveTradeInRead(db: Database, site: Site, id: string): Promise<Response> {
  if (!isTradeInId(id)) return jsonError(404, NO_TRADE_IN);
  const tradeIn = await readTradeIn(db, site, id);
  return tradeIn ? Response.json(tradeIn, { headers: NO_STORE }) : jsonError(404, NO_TRADE_IN);
}

/** PUT /api/trade-ins/{id}/{vehicle|condition}: 200 the valuation; 400 per field; 409 once valued. */
export async function receiveTradeInStep(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  step: string,
  now: Date = new Date(),
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  if (!isTradeInId(id)) return jsonError(404, NO_TRADE_IN);
  if (!isSavedStep(step)) return jsonError(404, "No such step.");
  const parsed = await parseJsonBody(request, z.unknown());
  if (!parsed.ok) return parsed.response;
  return answer(await saveTradeInStep(db, site, id, step, parsed.data, now));
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
export async function receiveRegoLookup(
  site: Site,
  request: Request,
  settings: TradeInPostSettings,
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, regoLookupSchema);
  if (!parsed.ok) return parsed.response;
  const now = settings.now?.() ?? new Date();
  const limited = await postRateRefusal("rego-lookup", site, request, settings, now, "rego lookups");
  if (limited) return limited;
  const query = { rego: parsed.data.rego, state: parsed.data.regoState };
  const result = await settings.lookup.lookup(query, { signal: new AbortController().signal });
  return Response.json(lookupAnswer(result, parsed.data), { headers: NO_STORE });
}

function valuationContext(
  request: Request,
  settings: TradeInPostSettings,
  path: string | null,
): ValuationContext {
  return {
    provider: settings.valuation,
    path,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
  };
}

const pathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, "path must be a path of this site")
  .optional();

/**
 * POST /api/trade-ins/{id}/valuation with the shopper's details (spec 02 §5 name, phone, email,
 * postcode, location_id) and the lead forms' ticket: the lead guard as /api/leads, then the valuation
 * and its lead. 200 the valuation; 400 per field; 409 a step missing; 429 too many.
 */
export async function receiveTradeInValuation(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  if (!isTradeInId(id)) return jsonError(404, NO_TRADE_IN);
  const parsed = await parseJsonBody(request, z.object({ path: pathSchema }).passthrough());
  if (!parsed.ok) return parsed.response;
  const locations = await listSiteLocations(db, site);
  const contact = contactStepSchema({ locationCount: locations.length }).safeParse(parsed.data);
  if (!contact.success) {
    return jsonError(400, "Please fix the following errors:", firstIssuePerKey(zodIssues(contact.error)));
  }
  const { form_token: _token, website: _honeypot, ...details } = contact.data;
  if (
    details.location_id !== undefined &&
    !locations.some((location) => location.id === details.location_id)
  ) {
    return jsonError(400, "Please fix the following errors:", [
      { key: "location_id", message: "location_id: Please choose a location." },
    ]);
  }
  const existing = await readTradeIn(db, site, id);
  if (!existing) return jsonError(404, NO_TRADE_IN);
  const verdict = await (settings.guard ?? (await leadGuard(db))).check(request, site.slug, contact.data, {
    // Asking again for a valuation already made files nothing new, so it is not counted.
    isRepeat: async () => existing.status !== "open",
  });
  if (verdict.kind === "refuse") return verdict.response;
  // A bot is answered as if nothing were wrong, and learns nothing: no valuation, no lead.
  if (verdict.kind === "bot") return Response.json(existing, { headers: NO_STORE });
  const now = settings.now?.() ?? new Date();
  return answer(
    await valueTradeIn(
      db,
      site,
      id,
      details,
      valuationContext(request, settings, parsed.data.path ?? null),
      now,
    ),
  );
}

/** POST /api/trade-ins/{id}/accept: the shopper takes the offer; 200 (again for a repeat); 409 no offer. */
export async function receiveTradeInAccept(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: TradeInPostSettings,
): Promise<Response> {
  const refused = stateChangeRefusal(request.headers);
  if (refused) return refused;
  if (!isTradeInId(id)) return jsonError(404, NO_TRADE_IN);
  const parsed = await parseJsonBody(request, z.object({ path: pathSchema }).passthrough());
  if (!parsed.ok) return parsed.response;
  const now = settings.now?.() ?? new Date();
  const limited = await postRateRefusal("trade-in", site, request, settings, now);
  if (limited) return limited;
  return answer(
    await acceptTradeIn(db, site, id, valuationContext(request, settings, parsed.data.path ?? null), now),
  );
}
