import type { Frequency } from "../finance/amortisation";

/**
 * The online purchase's steps and what the browser shows of them (decision 0028), without zod or
 * Intl so the page's first load stays small (components/client-imports.test.ts); the schemas are in
 * ./purchase-journey.
 */

export const JOURNEY_STEPS = ["reserve", "payment", "trade-in", "delivery", "review"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
/** The steps that hold answers; 'review' is where the shopper submits them. */
export const DATA_STEPS = ["reserve", "payment", "trade-in", "delivery"] as const;
export type DataStep = (typeof DATA_STEPS)[number];

export const JOURNEY_STEP_LABELS: Record<JourneyStep, string> = {
  reserve: "Reserve",
  payment: "Payment",
  "trade-in": "Trade-in",
  delivery: "Delivery or pick-up",
  review: "Review & submit",
};

export const JOURNEY_STATUSES = ["open", "submitted"] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** `pj_` and 24 base64url characters (18 random bytes): the id is the shopper's key to the journey. */
export const JOURNEY_ID_PATTERN = /^pj_[\w-]{24}$/;
export const isJourneyId = (id: string): boolean => JOURNEY_ID_PATTERN.test(id);

export function isDataStep(step: string): step is DataStep {
  return (DATA_STEPS as readonly string[]).includes(step);
}

export const PAYMENT_METHODS = ["finance", "pay_in_full", "own_finance"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  finance: "Finance with us",
  pay_in_full: "Pay in full",
  own_finance: "My own finance",
};

/** Each step's answer as the schemas in ./purchase-journey give it (checked there, at compile time). */
export type ReserveStep = { reservation_id: string };
export type FinanceFigures = {
  deposit: number;
  term_years: number;
  frequency: Frequency;
  repayment?: number;
};
export type PaymentStep =
  | { method: "finance"; figures?: FinanceFigures }
  | { method: "pay_in_full" }
  | { method: "own_finance" };
export type TradeInStep =
  | { has_trade_in: false }
  | {
      has_trade_in: true;
      rego: string;
      state: string;
      make: string;
      model: string;
      year: number;
      kms: number;
    };
export type DeliveryStep =
  | { method: "pickup" }
  | {
      method: "delivery";
      street: string;
      suburb: string;
      state: (typeof AU_STATES)[number];
      postcode: string;
      date: string;
    };

export type JourneySteps = {
  reserve?: ReserveStep;
  payment?: PaymentStep;
  "trade-in"?: TradeInStep;
  delivery?: DeliveryStep;
};

/** The first step without an answer, in order; 'review' once every answer is in. */
export function nextStep(steps: JourneySteps): JourneyStep {
  return DATA_STEPS.find((step) => steps[step] === undefined) ?? "review";
}

/** Every step before review answered: the journey may be submitted (the server checks the hold too). */
export function isComplete(steps: JourneySteps): boolean {
  return nextStep(steps) === "review";
}

/** What the API answers for a journey: its answers, where the shopper is, and the hold. */
export type JourneyView = {
  id: string;
  car_id: number;
  status: JourneyStatus;
  steps: JourneySteps;
  next_step: JourneyStep;
  complete: boolean;
  reservation: { id: string; status: string; expires_at: string | null } | null;
  lead_id: string | null;
};

/** 12345 → "12,345" (toLocaleString would load Intl on a phone). */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The journey's answers as the lead's labelled lines (the dealer's e-mail, ADF comments). */
export function journeySummary(steps: JourneySteps): Record<string, string> {
  const lines: Record<string, string> = {};
  if (steps.reserve) lines.Reservation = steps.reserve.reservation_id;
  const payment = steps.payment;
  if (payment) {
    lines.Payment = PAYMENT_METHOD_LABELS[payment.method];
    if (payment.method === "finance" && payment.figures) {
      const f = payment.figures;
      lines["Finance figures"] =
        `$${thousands(f.deposit)} deposit, ${f.term_years} years, ${f.frequency}` +
        (f.repayment !== undefined ? `, about $${thousands(f.repayment)} a payment` : "");
    }
  }
  const trade = steps["trade-in"];
  if (trade) {
    lines["Trade-in"] = trade.has_trade_in
      ? `${trade.year} ${trade.make} ${trade.model}, rego ${trade.rego} ${trade.state}, ${thousands(trade.kms)} km`
      : "None";
  }
  const delivery = steps.delivery;
  if (delivery) {
    lines.Delivery =
      delivery.method === "pickup"
        ? "Pick up at the car's location"
        : `Deliver to ${delivery.street}, ${delivery.suburb} ${delivery.state} ${delivery.postcode} on ${delivery.date}`;
  }
  return lines;
}

/** The states and territories, as the lead fields' REGO_STATES (which comes with zod). */
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
