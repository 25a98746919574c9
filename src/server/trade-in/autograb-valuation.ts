import "server-only";
import { z } from "zod";
import { formatNumber } from "@/lib/format/format";
import { type AdjustmentAnswers, adjustmentsFor, type ValuationAdjustment } from "@/lib/trade-in/adjustments";
import type { TradeInVehicle } from "@/lib/trade-in/trade-in-types";
import { AUTOGRAB, type AutograbSettings, autograbHeaders, autograbUrl, autograbYear } from "./autograb-api";
import { httpFailureReason, type ProviderRequest, sendProviderRequest } from "./provider-http";
import type { ValuationAnswer, ValuationProvider } from "./valuation-provider";

/**
 * A guide-price valuation through AutoGrab's Valuation API (issue 20 §4, the provider adapter beside
 * the local comparables model). Two calls, as AutoGrab prescribes ("a Vehicle ID returned from the
 * Vehicle Search API … is required"):
 *
 * 1. Find the car in AutoGrab's catalogue: `GET /v2/vehicles?search={year make model badge}&region=au
 *    &count=10` (https://docs.autograb.com.au/guide/vehicle/ gives this request as curl with the
 *    `ApiKey` header; https://devhub.autograb.com/my-autograb-api-doc/vehicle-search/plain-text-search
 *    the parameters and the answer `{ success, total, confidence, vehicles: [{ id, title, year, make,
 *    model, badge, … }] }`, "ordered by likelihood of being correct"). The first result of the same
 *    make, model and year is taken, preferring one whose badge matches.
 * 2. Price it: `POST /v2/valuations/predict?features=bounds` with `{ region: "au", vehicle_id, kms }`
 *    (https://devhub.autograb.com/valuation/valuation-predict: the body and the `SinglePrediction`
 *    answer `{ success, prediction: { id, vehicle_id, kms, price, score, retail_price, trade_price },
 *    bounds: { retail: { lower, upper }, trade: { lower, upper } } }`; `features=bounds` from
 *    https://devhub.autograb.com/nz-autograb-api-doc/valuation/valuation-predictions/valuation-features).
 *
 * The range is AutoGrab's trade bounds; the offer is its low end (decision 0034). AutoGrab's
 * `condition_score` would move the trade price by a scale of 1 to 5 it does not explain, so none is
 * sent (its trade price then assumes a car in excellent condition) and the wizard's own condition
 * answers are applied to the range as the same transparent percentages the local model shows
 * (lib/trade-in/adjustments): the shopper sees every deduction. A car AutoGrab's catalogue does not
 * have, or one it prices with low confidence (a score under 0.5, AutoGrab's own "low" band: "limited
 * data availability", https://devhub.autograb.com/valuation/valuation-basics/autograb-confidence-score),
 * gets no online estimate and goes to the dealer in person, as the local model's "too few comparables".
 */
export type AutograbValuationSettings = AutograbSettings & {
  /** Below this confidence score a price is not shown; 0.5 unless configured. */
  minConfidence?: number;
};

export const AUTOGRAB_MIN_CONFIDENCE = 0.5;

export function autograbSearchRequest(settings: AutograbSettings, vehicle: TradeInVehicle): ProviderRequest {
  const search = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  return {
    method: "GET",
    url: autograbUrl(settings, "/v2/vehicles", { search, region: "au", count: "10" }),
    headers: autograbHeaders(settings),
  };
}

export function autograbPredictRequest(
  settings: AutograbSettings,
  vehicleId: string,
  kms: number,
): ProviderRequest {
  return {
    method: "POST",
    url: autograbUrl(settings, "/v2/valuations/predict", { features: "bounds" }),
    headers: autograbHeaders(settings),
    body: { region: "au", vehicle_id: vehicleId, kms },
  };
}

const searchAnswer = z.object({
  success: z.boolean().optional(),
  vehicles: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        title: z.string().nullish(),
        year: z.union([z.string(), z.number()]).nullish(),
        make: z.string().nullish(),
        model: z.string().nullish(),
        badge: z.string().nullish(),
      }),
    )
    .nullish(),
});

export type CatalogueMatch =
  | { kind: "match"; id: string; title: string }
  | { kind: "none" }
  | { kind: "unreadable"; reason: string };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").toLowerCase().replace(/[^a-z0-9]/g, "") === (b ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");

/** The catalogue entry that is the shopper's car, from the search's answer. */
export function pickAutograbVehicle(body: unknown, vehicle: TradeInVehicle): CatalogueMatch {
  const parsed = searchAnswer.safeParse(body);
  if (!parsed.success || parsed.data.success === false) {
    return { kind: "unreadable", reason: `${AUTOGRAB} vehicle search answered in an unexpected shape` };
  }
  const candidates = (parsed.data.vehicles ?? []).filter(
    (entry) =>
      same(entry.make, vehicle.make) &&
      same(entry.model, vehicle.model) &&
      entry.year != null &&
      autograbYear(entry.year) === vehicle.year,
  );
  const chosen =
    (vehicle.badge && candidates.find((entry) => same(entry.badge, vehicle.badge))) || candidates[0];
  if (!chosen) return { kind: "none" };
  const title =
    chosen.title?.trim() ||
    [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  return { kind: "match", id: String(chosen.id), title };
}

const money = z.number().finite().positive();

const predictAnswer = z.object({
  success: z.boolean().optional(),
  prediction: z.object({
    kms: z.number().nullish(),
    score: z.number().nullish(),
    trade_price: money,
  }),
  bounds: z.object({ trade: z.object({ lower: money, upper: money }).nullish() }).nullish(),
});

/**
 * A range with the condition answers applied: the percentages are added (a -3 % and a -5 % answer take
 * 8 % off, as the list beside the estimate reads), and the ends go out to whole hundreds of dollars,
 * the low one down and the high one up, so rounding never narrows what the guide said.
 */
export function adjustedRange(
  low: number,
  high: number,
  adjustments: readonly ValuationAdjustment[],
): { low: number; high: number } {
  const factor = Math.max(0, 1 + adjustments.reduce((sum, a) => sum + a.percent, 0) / 100);
  return { low: Math.floor((low * factor) / 100) * 100, high: Math.ceil((high * factor) / 100) * 100 };
}

/** Reshapes AutoGrab's prediction into the wizard's valuation. */
export function valuationFromAutograb(
  body: unknown,
  context: { title: string; kms: number; answers: AdjustmentAnswers; minConfidence?: number },
): ValuationAnswer {
  const parsed = predictAnswer.safeParse(body);
  if (!parsed.success || parsed.data.success === false) {
    return { kind: "unavailable", reason: `${AUTOGRAB} valuation answered in an unexpected shape` };
  }
  const { prediction, bounds } = parsed.data;
  const minConfidence = context.minConfidence ?? AUTOGRAB_MIN_CONFIDENCE;
  if (prediction.score != null && prediction.score < minConfidence) {
    return {
      kind: "in-person",
      reason: "too-few-comparables",
      message:
        "Too few cars like yours have been for sale lately to price it online with confidence. The dealer will value it in person.",
      provider: "autograb",
    };
  }
  // Without the bounds feature on the account, the guide's single trade price is the range.
  const trade = bounds?.trade && bounds.trade.lower <= bounds.trade.upper ? bounds.trade : null;
  const adjustments = adjustmentsFor(context.answers);
  const range = adjustedRange(
    trade?.lower ?? prediction.trade_price,
    trade?.upper ?? prediction.trade_price,
    adjustments,
  );
  if (range.low <= 0) return { kind: "unavailable", reason: `${AUTOGRAB} priced the car at nothing` };
  const kms = prediction.kms ?? context.kms;
  return {
    kind: "estimate",
    low: range.low,
    high: range.high,
    offer: range.low,
    basis:
      `AutoGrab's trade-in guide for a ${context.title} with ${formatNumber(kms)} km, from cars like it ` +
      `advertised around Australia recently${adjustments.length > 0 ? ", less the condition adjustments shown" : ""}.`,
    adjustments,
    provider: "autograb",
  };
}

export function autograbValuation(settings: AutograbValuationSettings): ValuationProvider {
  return {
    name: "autograb",
    async value(request, { signal }): Promise<ValuationAnswer> {
      const search = await sendProviderRequest(AUTOGRAB, autograbSearchRequest(settings, request.vehicle), {
        signal,
        fetch: settings.fetch,
      });
      if (search.kind === "failed") return { kind: "unavailable", reason: search.reason };
      if (search.kind === "http-error") {
        return { kind: "unavailable", reason: httpFailureReason(AUTOGRAB, search.status, search.body) };
      }
      const match = pickAutograbVehicle(search.body, request.vehicle);
      if (match.kind === "unreadable") return { kind: "unavailable", reason: match.reason };
      if (match.kind === "none") {
        return {
          kind: "in-person",
          reason: "too-few-comparables",
          message:
            "We couldn't find your car in the price guide, so we can't estimate it online. The dealer will value it in person.",
          provider: "autograb",
        };
      }
      const predict = await sendProviderRequest(
        AUTOGRAB,
        autograbPredictRequest(settings, match.id, request.vehicle.kms),
        { signal, fetch: settings.fetch },
      );
      if (predict.kind === "failed") return { kind: "unavailable", reason: predict.reason };
      if (predict.kind === "http-error") {
        return { kind: "unavailable", reason: httpFailureReason(AUTOGRAB, predict.status, predict.body) };
      }
      return valuationFromAutograb(predict.body, {
        title: match.title,
        kms: request.vehicle.kms,
        answers: request.answers,
        minConfidence: settings.minConfidence,
      });
    },
  };
}
