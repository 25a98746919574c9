import { z } from "zod";
import { isUnavailable } from "../accounts/gated-pages";
import { FREQUENCIES } from "../finance/amortisation";
import { localDateTime } from "../format/local-date-time";
import { DEFAULT_TIME_ZONE, kms, postcode, REGO_STATES, rego, regoState } from "../leads/fields";
import { requiredText } from "../leads/input-rules";
import type { SearchDocument } from "../search/search-document";
import { isInStockStatus } from "../stock/availability";
import { canPurchaseOnline, type OnlinePurchaseSettings } from "../vehicle/detail-actions";
import type {
  DataStep,
  DeliveryStep,
  JourneyStatus,
  PaymentStep,
  ReserveStep,
  TradeInStep,
} from "./purchase-journey-steps";

/**
 * Online purchase (spec 01 §2 "/checkout-journey?car_id={slug} Online purchase", spec 02 §6 "Online
 * Purchase needs a dealer flag …"): the shopper's steps, in order, with one zod schema per step that the
 * browser and the API share (decision 0028). Pure rules; server/checkout stores the journey.
 */

// ---------------------------------------------------------------------------------------------------
// Step 1: reserve — a held reservation of this car (POST /api/reservations); the server checks the rest.

export const reserveStepSchema = z.object({
  reservation_id: z
    .string({ error: "Please reserve the car first." })
    .trim()
    .regex(/^res_[\w-]{10,64}$/, "Please reserve the car first."),
});

// ---------------------------------------------------------------------------------------------------
// Step 2: payment — finance with us, pay in full, or the shopper's own finance.

const wholeDollars = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number of dollars.` })
    .int(`${label} must be whole dollars.`)
    .min(0, `${label} can't be negative.`)
    .max(max, `${label} must be at most $${max.toLocaleString("en-AU")}.`);

/**
 * The calculator's figures the shopper chose (lib/finance/calculator): optional — a shopper may ask
 * for finance without having played with the numbers; the dealer quotes either way.
 */
const financeFigures = z
  .object({
    deposit: wholeDollars("The deposit", 250_000),
    term_years: z.coerce
      .number({ error: "The term must be 1 to 7 years." })
      .int("The term must be 1 to 7 years.")
      .min(1, "The term must be 1 to 7 years.")
      .max(7, "The term must be 1 to 7 years."),
    frequency: z.enum(Object.keys(FREQUENCIES) as [keyof typeof FREQUENCIES], {
      error: "Please choose weekly, fortnightly or monthly.",
    }),
    repayment: wholeDollars("The repayment", 250_000).optional(),
  })
  .optional();

export const paymentStepSchema = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("finance"), figures: financeFigures }),
    z.object({ method: z.literal("pay_in_full") }),
    z.object({ method: z.literal("own_finance") }),
  ],
  { error: "Please choose how you'll pay." },
);

// ---------------------------------------------------------------------------------------------------
// Step 3: trade-in — none, or the car's details; the dealer values it (the online estimate is the
// trade-in wizard's, decision 0034).

/** A lead field's optional rule made required: missing or blank reads `message` (and is never skipped). */
const required = <T>(rule: z.ZodType<T | undefined, string | number>, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .pipe(rule)
    .refine((value) => value !== undefined && value !== "", message)
    .transform((value) => value as T);

export function tradeInStepSchema(now: Date) {
  const thisYear = now.getUTCFullYear();
  return z.discriminatedUnion(
    "has_trade_in",
    [
      z.object({ has_trade_in: z.literal(false) }),
      z.object({
        has_trade_in: z.literal(true),
        rego: required<string>(rego as never, "Please enter the rego."),
        state: required<string>(regoState as never, "Please choose the state the car is registered in."),
        make: requiredText("Please enter the make.").max(50, "The make must be 50 characters or fewer."),
        model: requiredText("Please enter the model.").max(50, "The model must be 50 characters or fewer."),
        year: z.coerce
          .number({ error: "Please enter the year, e.g. 2018." })
          .int("Please enter the year, e.g. 2018.")
          .min(1950, "Please enter a year from 1950.")
          .max(thisYear + 1, `Please enter a year up to ${thisYear + 1}.`),
        kms: required<number>(kms as never, "Please enter the kilometres."),
      }),
    ],
    { error: "Please say whether you have a car to trade in." },
  );
}

// ---------------------------------------------------------------------------------------------------
// Step 4: delivery or pick-up.

/** Delivery needs a day to prepare the car and one to truck it: the earliest date is 2 days ahead. */
export const DELIVERY_LEAD_DAYS = 2;
/** A date further out is almost always a mistyped year. */
export const DELIVERY_WINDOW_DAYS = 90;

/** 'YYYY-MM-DD' `days` after today on the dealer's clock. */
export function dealerDate(now: Date, timeZone: string, days = 0): string {
  const today = localDateTime(now, timeZone).slice(0, 10);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function deliveryStepSchema(now: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  const earliest = dealerDate(now, timeZone, DELIVERY_LEAD_DAYS);
  const latest = dealerDate(now, timeZone, DELIVERY_WINDOW_DAYS);
  return z.discriminatedUnion(
    "method",
    [
      z.object({ method: z.literal("pickup") }),
      z.object({
        method: z.literal("delivery"),
        street: requiredText("Please enter the street address.").max(
          100,
          "The street address must be 100 characters or fewer.",
        ),
        suburb: requiredText("Please enter the suburb.").max(
          50,
          "The suburb must be 50 characters or fewer.",
        ),
        state: z.enum(REGO_STATES, { error: "Please choose the state." }),
        postcode,
        date: requiredText("Please choose a delivery date.")
          .refine(isRealDate, { error: "Please choose a delivery date.", abort: true })
          .refine((date) => date >= earliest, {
            error: `Please choose a date from ${earliest} (2 days ahead).`,
            abort: true,
          })
          .refine((date) => date <= latest, `Please choose a date up to ${latest}.`),
      }),
    ],
    { error: "Please choose pick-up or delivery." },
  );
}

// ---------------------------------------------------------------------------------------------------
// The journey

/** The schemas' answers are the browser's step types (./purchase-journey-steps): a compile-time check. */
type Same<A extends B, B> = A;
export type SchemaAnswers = [
  Same<z.output<typeof reserveStepSchema>, ReserveStep>,
  Same<z.output<typeof paymentStepSchema>, PaymentStep>,
  Same<z.output<ReturnType<typeof tradeInStepSchema>>, TradeInStep>,
  Same<z.output<ReturnType<typeof deliveryStepSchema>>, DeliveryStep>,
];

export type StepClock = { now: Date; timeZone?: string };

/** The schema of one step, on the dealer's clock (the trade-in's year and the delivery date need it). */
export function stepSchema(step: DataStep, { now, timeZone }: StepClock): z.ZodType {
  switch (step) {
    case "reserve":
      return reserveStepSchema;
    case "payment":
      return paymentStepSchema;
    case "trade-in":
      return tradeInStepSchema(now);
    case "delivery":
      return deliveryStepSchema(now, timeZone);
  }
}

/**
 * Why a car can't be bought online, in the shopper's words, or null when it can (canPurchaseOnline;
 * the shopper's own hold is passed as not reserved by the caller).
 */
export function onlinePurchaseRefusal(car: SearchDocument, config: OnlinePurchaseSettings): string | null {
  if (canPurchaseOnline(car, config)) return null;
  if (!config.features.online_purchase || isUnavailable(config, "checkout"))
    return "Buying online isn't available on this site.";
  if (!isInStockStatus(car.status)) return "This car is no longer available.";
  if (car.reserved) return "This car is already reserved by another buyer.";
  return "This car can't be bought online.";
}

/**
 * A journey never submitted holds a shopper's details (their address, how they will pay) for no use
 * after a month: the dealer never saw it, and the hold it rode on lapsed after 48 hours. Open journeys
 * untouched this long are deleted (decision 0028); submitted ones stay with their lead.
 */
export const OPEN_JOURNEY_RETENTION_DAYS = 30;

/** Whether an open journey last saved at `updatedAt` is past keeping at `now`. */
export function isStaleJourney(journey: { status: JourneyStatus; updatedAt: Date }, now: Date): boolean {
  return (
    journey.status === "open" &&
    now.getTime() - journey.updatedAt.getTime() > OPEN_JOURNEY_RETENTION_DAYS * 86_400_000
  );
}

/** The lead the dealer gets when a journey is submitted (through the lead outbox). */
export const ONLINE_PURCHASE_LEAD = { category: "Online Purchase", subcategory: "Checkout Journey" } as const;

export * from "./purchase-journey-steps";
