/**
 * The finance providers a site can name (spec 02 §9 "Finance providers: Taurus, Car Clarity, Manual,
 * 360 Finance, Angle, Powertorque, Nissan Finance, AusLoans"), as data: what each changes in the
 * calculator. The spec gives the variants ("5000 for one finance provider", "7.5 to 14.5 for one
 * finance provider", "Establishment fee 1360.50 for one provider, else 0") without naming the
 * provider; decision 0027 records which one carries them here. `local` is our own engine, the default.
 */

export type FinanceProviderRules = {
  /** The name shown beside the calculator and in the disclaimer. */
  label: string;
  /** Lowest purchase price it finances (spec 02 §5: 1,000, or 5,000). */
  priceMin: number;
  interestMin: number;
  interestMax: number;
  /** Borrowed with the car (spec 02 §9). */
  establishmentFee: number;
};

const STANDARD: Omit<FinanceProviderRules, "label"> = {
  priceMin: 1_000,
  interestMin: 0.5,
  interestMax: 15,
  establishmentFee: 0,
};

export const FINANCE_PROVIDER_RULES = {
  local: { label: "Forecourt estimate", ...STANDARD },
  taurus: { label: "Taurus", ...STANDARD },
  car_clarity: { label: "Car Clarity", ...STANDARD },
  manual: { label: "Manual", ...STANDARD },
  "360_finance": { label: "360 Finance", ...STANDARD },
  angle: { label: "Angle", priceMin: 5_000, interestMin: 7.5, interestMax: 14.5, establishmentFee: 1_360.5 },
  powertorque: { label: "Powertorque", ...STANDARD },
  nissan_finance: { label: "Nissan Finance", ...STANDARD },
  ausloans: { label: "AusLoans", ...STANDARD },
  youx: { label: "YouX", ...STANDARD },
} as const satisfies Record<string, FinanceProviderRules>;

export type FinanceProviderId = keyof typeof FINANCE_PROVIDER_RULES;

/**
 * Spec 02 §9 "One dealer variant lists fees: Establishment $395, Vehicle Security Registration $6,
 * Account Administration monthly $8, Dealer Agency $912.25": the list a dealer sets as
 * `finance.calculator.fees` (the demo's Perth yard does). The one-off fees are borrowed with the car;
 * the monthly fee is paid with the repayments. The estimate, the calculator and the comparison rate all
 * count them (decision 0074).
 */
export const DEALER_VARIANT_FEES = [
  { label: "Establishment fee", amount: 395, per: "once" },
  { label: "Vehicle Security Registration", amount: 6, per: "once" },
  { label: "Account Administration", amount: 8, per: "month" },
  { label: "Dealer Agency fee", amount: 912.25, per: "once" },
] as const satisfies readonly { label: string; amount: number; per: "once" | "month" }[];
