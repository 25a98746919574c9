import "server-only";
import { z } from "zod";
import { type Env, env as processEnv } from "@/env";
import { isDataStep, isJourneyId } from "@/lib/checkout/purchase-journey";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { currentShopper, gatedSession, type Shopper } from "../accounts/current-shopper";
import type { Database } from "../db/client";
import { jsonError, recordResponse } from "../http/api";
import { getSavedRecord, putSavedRecordStep } from "../http/saved-record";
import { receiveStateChange } from "../http/state-change";
import { postRateRefusal } from "../net/post-rate-limit";
import { databaseRateCounters } from "../net/rate-counters";
import { type JourneyResult, readJourney, saveStep, startJourney, submitJourney } from "./purchase-journeys";

export type JourneyPostSettings = {
  counters: RateCounters;
  /** The signed-in shopper (server/accounts); a site gating checkout needs one to start a purchase. */
  shopperOf?: (site: Site, request: Request) => Promise<Shopper | null>;
  perIp: number;
  perSite: number;
  now?: () => Date;
};

export function journeyPostSettings(db: Database, env: Env = processEnv): JourneyPostSettings {
  return {
    counters: databaseRateCounters(db),
    shopperOf: (site, request) => currentShopper(site, request),
    perIp: env.LEAD_RATE_PER_IP,
    perSite: env.LEAD_RATE_PER_SITE,
  };
}

const NO_JOURNEY = "No such purchase.";
const JOURNEY_RECORD = { isId: isJourneyId, isStep: isDataStep, notFound: NO_JOURNEY };

export const journeyStartSchema = z.object({
  car_id: z.union([z.string().trim().min(1).max(200), z.number().int().positive()], {
    error: "car_id must be the car's id or slug.",
  }),
});

const answer = (result: JourneyResult) => recordResponse(result, NO_JOURNEY);

/**
 * The purchase journey's endpoints (decision 0028): the state-change prelude (server/http/state-change),
 * then the receiver in purchase-journeys.ts, whose result recordResponse words.
 *
 * POST /api/purchase-journeys `{car_id}`: 201 the new journey; 404 not this site's car; 409 not for sale
 * online; 401 where checkout is kept for signed-in shoppers and the request has no session (issue 21 §2).
 */
export async function postJourneyStart(
  db: Database,
  site: Site,
  request: Request,
  settings: JourneyPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    session: gatedSession(site, "checkout", settings.shopperOf ?? (async () => null)),
    body: { schema: journeyStartSchema },
    limits: (_input, { client }) => postRateRefusal("journey", site, client.address, settings, now),
  });
  if (!change.ok) return change.response;
  const result = await startJourney(db, site, change.input.car_id, now);
  return result.kind === "not-found" ? jsonError(404, "No such car on this site.") : answer(result);
}

export function getJourney(db: Database, site: Site, id: string): Promise<Response> {
  return getSavedRecord(JOURNEY_RECORD, id, () => readJourney(db, site, id));
}

/** PUT /api/purchase-journeys/{id}/{step}: 200 the journey; 400 a reason per field; 409 once submitted. */
export function putJourneyStep(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  step: string,
  now: Date = new Date(),
): Promise<Response> {
  return putSavedRecordStep(request, JOURNEY_RECORD, id, step, (saved, body) =>
    saveStep(db, site, id, saved, body, now),
  );
}

/** POST /api/purchase-journeys/{id}/submit: 200 the submitted journey (again for a repeat); 409 not ready. */
export async function postJourneySubmit(
  db: Database,
  site: Site,
  request: Request,
  id: string,
  settings: JourneyPostSettings,
): Promise<Response> {
  const now = settings.now?.() ?? new Date();
  const change = await receiveStateChange(request, {
    refuse: () => (isJourneyId(id) ? null : jsonError(404, NO_JOURNEY)),
    body: { schema: z.unknown() },
    limits: (_input, { client }) => postRateRefusal("journey", site, client.address, settings, now),
  });
  if (!change.ok) return change.response;
  return answer(await submitJourney(db, site, id, now));
}
