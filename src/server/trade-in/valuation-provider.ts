import "server-only";
import type { AdjustmentAnswers } from "@/lib/trade-in/adjustments";
import type { TradeInVehicle, Valuation } from "@/lib/trade-in/trade-in-types";

/**
 * The edge between the trade-in wizard and whoever prices the shopper's car (issue 20 §4). The local
 * default prices it from the site's own listed and sold stock (server/trade-in/local-valuation); an
 * adapter prices it from a provider's guide (RedBook). Both answer in lib/trade-in's `Valuation`.
 *
 * The wizard applies the spec's 7-year / 100,000 km rule before asking (spec 02 §9), so a provider
 * is never asked about a car that gets no online estimate. A provider never throws: a failure or a
 * timeout is `unavailable`, and the shopper is offered an in-person appraisal.
 */
export type ValuationRequest = {
  site: { id: number; slug: string };
  vehicle: TradeInVehicle;
  answers: AdjustmentAnswers;
  now: Date;
};

export type ValuationAnswer = Valuation | { kind: "unavailable"; reason: string };

export interface ValuationProvider {
  readonly name: string;
  value(request: ValuationRequest, options: { signal: AbortSignal }): Promise<ValuationAnswer>;
}
