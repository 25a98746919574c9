/**
 * A trade-in valuation as a lead carries it to the dealer (the e-mail, the ADF, the webhook): what the
 * shopper was shown when the lead was filed. Its shape is the trade-in wizard's `Valuation`
 * (lib/trade-in/trade-in-types), which sits above leads because the wizard files leads; a lead keeps
 * this snapshot shape of its own, and the compiler checks that every `Valuation` still fits it where
 * the trade-in lead is built (lib/trade-in/trade-in-lead).
 */
export type LeadValuation =
  | {
      kind: "estimate";
      low: number;
      high: number;
      offer: number;
      basis: string;
      /** The condition answers that moved the value, each with its share. */
      adjustments: { label: string; percent: number }[];
      provider: string;
    }
  | {
      kind: "in-person";
      /** Why there is no online estimate (age, kms, too-few-comparables, unavailable). */
      reason: string;
      message: string;
      provider: string | null;
    };
