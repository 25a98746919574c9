import type { RegoState } from "../leads/fields";
import type { ValuationAdjustment } from "./adjustments";

/** Where a trade-in valuation stands: answers being given, valued (estimate or in person), offer accepted. */
export type TradeInStatus = "open" | "valued" | "accepted";

/**
 * The shopper's car as the trade-in wizard knows it once its first step is done: found by its rego
 * (a VehicleLookupProvider) or typed in by hand. Pure data, shared by the wizard, the providers, the
 * lead and the dealer's e-mail.
 */
export type TradeInVehicle = {
  make: string;
  model: string;
  year: number;
  badge: string | null;
  kms: number;
  rego: string | null;
  regoState: RegoState | null;
  /** Filled by a rego lookup; never typed by the shopper. */
  vin: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  colour: string | null;
  /** How the wizard got the make, model and year. */
  source: "lookup" | "manual";
};

/** Why a car gets no online estimate and goes to the dealer for an in-person appraisal. */
export type InPersonReason =
  /** Spec 02 §9 Trade-in FAQ: over 7 years old. */
  | "age"
  /** Spec 02 §9 Trade-in FAQ: over 100,000 km. */
  | "kms"
  /** The local model found too few similar cars to price it honestly. */
  | "too-few-comparables"
  /** The valuation provider failed or timed out; the dealer still gets the lead. */
  | "unavailable";

/**
 * A valuation as the shopper sees it and the dealer receives it: a range with the offer the dealer
 * makes (the range's low end, subject to an inspection; decision 0034), or the reason there is no
 * online estimate. Whole dollars.
 */
export type Valuation =
  | {
      kind: "estimate";
      low: number;
      high: number;
      offer: number;
      /** What the estimate rests on, shown to the shopper in plain words. */
      basis: string;
      /** The condition answers that moved the value (lib/trade-in/adjustments). */
      adjustments: ValuationAdjustment[];
      /** The provider's name ('local', 'redbook'), stored for the dealer. */
      provider: string;
    }
  | {
      kind: "in-person";
      reason: InPersonReason;
      /** What the shopper reads. */
      message: string;
      provider: string | null;
    };
