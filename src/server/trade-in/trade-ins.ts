import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { localDateTime } from "@/lib/format/local-date-time";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { bookedSlotWhen } from "@/lib/scheduling/booked-slot";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { currentOffer, tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import type { InspectionView } from "@/lib/trade-in/inspection";
import { type TradeInLeadStage, tradeInLead } from "@/lib/trade-in/trade-in-lead";
import { valuationNotice } from "@/lib/trade-in/trade-in-notice";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import { onlineEstimateRefusal } from "@/lib/trade-in/valuation";
import {
  type ContactStep,
  conditionStepSchema,
  nextTradeInStep,
  type SavedStep,
  type TradeInStep,
  type TradeInSteps,
  vehicleStepSchema,
} from "@/lib/trade-in/wizard";
import { canTradeIn } from "@/lib/vehicle/detail-actions";
import { journeyCar } from "../checkout/purchase-journeys";
import type { Database } from "../db/client";
import { type TradeInStatus, tradeIns } from "../db/schema";
import { firstIssuePerKey, type RecordResult, zodIssues } from "../http/api";
import type { ConfirmPlan } from "../leads/intake/lead-confirmation";
import { submitLead } from "../leads/intake/submit-lead";
import { tradeInPageUrl, validUntilFor } from "./trade-in-notices";
import type { ValuationProvider } from "./valuation-provider";

type TradeInRow = typeof tradeIns.$inferSelect;
export type SavedContact = Omit<ContactStep, "form_token" | "website">;

/** What the API answers and the page resumes from: never the shopper's contact details. */
export type TradeInView = {
  id: string;
  car_id: number | null;
  status: TradeInStatus;
  steps: TradeInSteps;
  next_step: TradeInStep;
  valuation: Valuation | null;
  /** The lead the last call filed (the valuation's, then the accepted offer's). */
  lead_id: string | null;
  /** The offer the shopper holds now: the dealer's, else the online one; null for none. */
  offer: number | null;
  /** The inspection booked (decision 0084): the time on the yard's clock, and where; null: none. */
  inspection: InspectionView | null;
};

export type TradeInResult = RecordResult<TradeInView>;

/** After this many days an unfinished valuation, and the answers in it, is deleted. */
export const OPEN_TRADE_IN_RETENTION_DAYS = 30;

const FINISHED = "This valuation is finished. Please start a new one to change your answers.";

/** The dealer's calendar year, by the site's home state: what "a year in the future" means. */
export function dealerYear(site: Site, now: Date): number {
  return Number(localDateTime(now, openingTimeZone(site.config.default_state)).slice(0, 4));
}

export function tradeInViewOf(row: TradeInRow): TradeInView {
  return {
    id: row.id,
    car_id: row.carId,
    status: row.status,
    steps: row.steps,
    next_step: nextTradeInStep(row.steps),
    valuation: row.valuation,
    lead_id: row.acceptedLeadId ?? row.valuationLeadId,
    offer: currentOffer(row.valuation, row.dealerOffer),
    inspection: row.inspection
      ? {
          status: row.inspection.status,
          local: row.inspection.slot.local,
          when: bookedSlotWhen(row.inspection.slot),
          location: row.inspection.location,
        }
      : null,
  };
}

async function findTradeIn(db: Database, site: Site, id: string): Promise<TradeInRow | null> {
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, id), eq(tradeIns.siteId, site.id)));
  return row ?? null;
}

/**
 * The car a shopper wants to buy, for `/cars/trade-in?car_id=`: this site's, by id or slug, and one
 * its Trade In button shows for (spec 02 §6 "The Trade-in button needs a valuation-capable car").
 */
export async function tradeInCar(db: Database, site: Site, carRef: string | number) {
  const car = await journeyCar(db, site, carRef);
  if (!car || !canTradeIn(car, siteForDealership(site, car.dealershipId).config)) return null;
  return car;
}

/** POST /api/trade-ins: the first step's answers start a valuation (and its link). */
export async function startTradeIn(
  db: Database,
  site: Site,
  input: { carRef: string | number | null; vehicle: unknown },
  now: Date,
): Promise<TradeInResult> {
  const car = input.carRef === null ? null : await tradeInCar(db, site, input.carRef);
  if (input.carRef !== null && !car) return { kind: "not-found" };
  const parsed = vehicleStepSchema(dealerYear(site, now)).safeParse(input.vehicle);
  if (!parsed.success) return { kind: "invalid", issues: firstIssuePerKey(zodIssues(parsed.error)) };
  const [row] = await db
    .insert(tradeIns)
    .values({
      id: `tv_${randomBytes(18).toString("base64url")}`,
      siteId: site.id,
      carId: car?.id ?? null,
      steps: { vehicle: parsed.data },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { kind: "created", view: tradeInViewOf(row!) };
}

/** GET /api/trade-ins/{id}: whoever holds the link may read it, on its own site only. */
export async function readTradeIn(db: Database, site: Site, id: string): Promise<TradeInView | null> {
  const row = await findTradeIn(db, site, id);
  return row ? tradeInViewOf(row) : null;
}

/** PUT /api/trade-ins/{id}/{vehicle|condition}: one step's answers, while the valuation is open. */
export async function saveTradeInStep(
  db: Database,
  site: Site,
  id: string,
  step: SavedStep,
  body: unknown,
  now: Date,
): Promise<TradeInResult> {
  const row = await findTradeIn(db, site, id);
  if (!row) return { kind: "not-found" };
  if (row.status !== "open") return { kind: "conflict", reason: FINISHED };
  const schema = step === "vehicle" ? vehicleStepSchema(dealerYear(site, now)) : conditionStepSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: "invalid", issues: firstIssuePerKey(zodIssues(parsed.error)) };
  const [updated] = await db
    .update(tradeIns)
    .set({
      steps: sql`${tradeIns.steps} || ${JSON.stringify({ [step]: parsed.data })}::jsonb`,
      updatedAt: now,
    })
    .where(and(eq(tradeIns.id, row.id), eq(tradeIns.status, "open")))
    .returning();
  return updated ? { kind: "ok", view: tradeInViewOf(updated) } : { kind: "conflict", reason: FINISHED };
}

export type ValuationContext = {
  /** Bounded and unable to throw (provider-deadline): a failure or a timeout is `unavailable`. */
  provider: ValuationProvider;
  path: string | null;
  userAgent: string | null;
};

const UNAVAILABLE_MESSAGE =
  "We couldn't reach our valuation service just now, so we'll value your car in person. We've sent your details to the team.";

/**
 * The valuation (spec 02 §9: none online for a car over 7 years or 100,000 km; issue 20 §4 a provider
 * that fails or times out leaves the shopper with an in-person appraisal, never an error page).
 */
async function valuationOf(
  site: Site,
  steps: Required<TradeInSteps>,
  context: ValuationContext,
  now: Date,
): Promise<Valuation> {
  const refusal = onlineEstimateRefusal(steps.vehicle, dealerYear(site, now), context.provider.name);
  if (refusal) return refusal;
  const { vehicle } = steps;
  const answer = await context.provider.value(
    {
      site: { id: site.id, slug: site.slug },
      vehicle: {
        make: vehicle.make,
        model: vehicle.model,
        year: vehicle.year,
        badge: vehicle.badge ?? null,
        kms: vehicle.kms,
        rego: vehicle.rego ?? null,
        regoState: vehicle.regoState ?? null,
        vin: vehicle.vin ?? null,
        body: vehicle.body ?? null,
        fuel: vehicle.fuel ?? null,
        transmission: vehicle.transmission ?? null,
        colour: vehicle.colour ?? null,
        source: vehicle.source,
      },
      answers: steps.condition,
      now,
    },
    { signal: new AbortController().signal },
  );
  if (answer.kind !== "unavailable") return answer;
  return {
    kind: "in-person",
    reason: "unavailable",
    message: UNAVAILABLE_MESSAGE,
    provider: context.provider.name,
  };
}

function completeSteps(steps: TradeInSteps): Required<TradeInSteps> | null {
  return steps.vehicle && steps.condition ? { vehicle: steps.vehicle, condition: steps.condition } : null;
}

async function fileLead(
  db: Database,
  site: Site,
  row: TradeInRow,
  steps: Required<TradeInSteps>,
  contact: SavedContact,
  valuation: Valuation,
  stage: TradeInLeadStage,
  context: Pick<ValuationContext, "path" | "userAgent">,
  now: Date,
) {
  const vehicle = tradeInVehicleTitle(steps.vehicle);
  // The shopper's confirmation: the offer with until when it stands, or the in-person valuation (issue 34).
  const confirm: ConfirmPlan = {
    kind: "custom",
    about: { type: "trade-in", id: row.id, event: stage },
    content: (ctx) =>
      valuationNotice(
        {
          firstName: contact.name,
          dealerName: ctx.dealerName,
          vehicle,
          yard: ctx.yard,
          towards: ctx.car ? { title: ctx.car.title, url: ctx.car.url } : null,
          searchUrl: `${ctx.siteUrl}/search`,
          valuationUrl: tradeInPageUrl(site, row.id),
          validUntil: validUntilFor(site, now, ctx.yardState),
        },
        valuation,
        stage,
      ),
  };
  return submitLead(
    db,
    site,
    tradeInLead({
      tradeInId: row.id,
      stage,
      carId: row.carId,
      vehicle: steps.vehicle,
      answers: steps.condition,
      contact,
      valuation,
      path: context.path,
      userAgent: context.userAgent,
    }),
    now,
    confirm,
  );
}

/**
 * POST /api/trade-ins/{id}/valuation with the shopper's details (already checked by the lead guard):
 * values the car, files the valuation's lead (committed before the shopper sees a figure), then keeps
 * the valuation. Keeping it can fail without costing the shopper their offer: that is logged as
 * 'Failed to save valuation data' (spec 01 §8) and accepting it values the car again.
 */
export async function valueTradeIn(
  db: Database,
  site: Site,
  id: string,
  contact: SavedContact,
  context: ValuationContext,
  now: Date,
): Promise<TradeInResult> {
  const row = await findTradeIn(db, site, id);
  if (!row) return { kind: "not-found" };
  if (row.status !== "open" && row.valuation) return { kind: "ok", view: tradeInViewOf(row) };
  const steps = completeSteps(row.steps);
  if (!steps) {
    return { kind: "conflict", reason: `Please finish the ${nextTradeInStep(row.steps)} step first.` };
  }
  await db.update(tradeIns).set({ contact, updatedAt: now }).where(eq(tradeIns.id, row.id));
  const valuation = await valuationOf(site, steps, context, now);
  const lead = await fileLead(db, site, row, steps, contact, valuation, "valuation", context, now);
  if (lead.kind !== "created" && lead.kind !== "replayed") return leadRefusal(lead);
  const valued = { ...row, contact, valuation, status: "valued" as const, valuationLeadId: lead.id };
  try {
    await db
      .update(tradeIns)
      .set({ valuation, status: "valued", valuationLeadId: lead.id, valuedAt: now, updatedAt: now })
      .where(eq(tradeIns.id, row.id));
  } catch (error) {
    console.error("Failed to save valuation data", error);
  }
  return { kind: "ok", view: tradeInViewOf(valued) };
}

/**
 * POST /api/trade-ins/{id}/accept: the shopper takes the offer (spec 01 §5 '3. Offer Accepted'). Files
 * its own lead through the outbox; a repeat answers the same. Only an online estimate can be accepted.
 */
export async function acceptTradeIn(
  db: Database,
  site: Site,
  id: string,
  context: ValuationContext,
  now: Date,
): Promise<TradeInResult> {
  const row = await findTradeIn(db, site, id);
  if (!row) return { kind: "not-found" };
  if (row.status === "accepted") return { kind: "ok", view: tradeInViewOf(row) };
  const steps = completeSteps(row.steps);
  if (!steps || !row.contact) return { kind: "conflict", reason: "Please ask for your valuation first." };
  // Kept with the valuation's lead, or (when keeping it failed) worked out again the same way.
  const valuation = row.valuation ?? (await valuationOf(site, steps, context, now));
  if (valuation.kind !== "estimate") {
    return {
      kind: "conflict",
      reason: "There's no online offer to accept for this car: our team will value it in person.",
    };
  }
  const lead = await fileLead(db, site, row, steps, row.contact, valuation, "accepted", context, now);
  if (lead.kind !== "created" && lead.kind !== "replayed") return leadRefusal(lead);
  const [updated] = await db
    .update(tradeIns)
    .set({ valuation, status: "accepted", acceptedLeadId: lead.id, acceptedAt: now, updatedAt: now })
    .where(eq(tradeIns.id, row.id))
    .returning();
  return { kind: "ok", view: tradeInViewOf(updated!) };
}

function leadRefusal(lead: Awaited<ReturnType<typeof submitLead>>): TradeInResult {
  if (lead.kind === "invalid") return { kind: "invalid", issues: lead.issues };
  return { kind: "conflict", reason: "We couldn't send your details just now. Please try again." };
}

/** Deletes open valuations untouched for OPEN_TRADE_IN_RETENTION_DAYS; valued ones stay with their leads. */
export async function purgeStaleTradeIns(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OPEN_TRADE_IN_RETENTION_DAYS * 86_400_000);
  const gone = await db
    .delete(tradeIns)
    .where(and(eq(tradeIns.status, "open"), lt(tradeIns.updatedAt, cutoff)))
    .returning({ id: tradeIns.id });
  return gone.length;
}
