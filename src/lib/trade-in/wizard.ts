import { z } from "zod";
import {
  email,
  firstName,
  formToken,
  honeypot,
  lastName,
  locationId,
  modelYear,
  optIn,
  optionalLocationId,
  phone,
  postcode,
  preferredContactMethod,
  rego,
  regoState,
  requiredKms,
} from "../leads/fields";
import { requiredFields } from "../leads/form-layout";
import { optionalText, requiredText } from "../leads/input-rules";
import { ADJUSTMENT_QUESTIONS, type AdjustmentAnswers, type AdjustmentKey } from "./adjustments";

/**
 * The trade-in wizard's steps (issue 20 §2; spec 02 §5 "Valuation wizard trigger fields: kms,
 * regoState, rego, name, phone, email, location_id"), one zod schema per step that the browser and
 * the API share, built from the lead forms' field rules so a rego or a phone number reads the same
 * everywhere. Pure rules: server/trade-in stores the answers.
 */

export const TRADE_IN_STEPS = ["vehicle", "condition", "contact"] as const;
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];
/** The steps the API saves one at a time; `contact` is saved by asking for the valuation. */
export const SAVED_STEPS = ["vehicle", "condition"] as const;
export type SavedStep = (typeof SAVED_STEPS)[number];

export function isSavedStep(value: string): value is SavedStep {
  return (SAVED_STEPS as readonly string[]).includes(value);
}

/** `tv_` and 24 base64url characters: the valuation's id, which is also its secret link. */
export function isTradeInId(value: string): boolean {
  return /^tv_[\w-]{24}$/.test(value);
}

export const REGO_REQUIRED_MESSAGE = "Please enter the rego.";
export const REGO_STATE_REQUIRED_MESSAGE = "Please choose the state the car is registered in.";

/** Spec 01 §7 "Rego lookup sends rego and regoState": both needed to look a car up. */
export const regoLookupSchema = z.object({
  rego: rego.refine((value) => value !== undefined, REGO_REQUIRED_MESSAGE).transform((value) => value!),
  regoState: regoState
    .refine((value) => value !== undefined, REGO_STATE_REQUIRED_MESSAGE)
    .transform((value) => value!),
});
export type RegoLookupRequest = z.output<typeof regoLookupSchema>;

const detail = (label: string, max: number) =>
  optionalText(z.string().max(max, `The ${label} must be ${max} characters or fewer.`));

/**
 * Step 1, the car: found by its rego or typed in. The rego is optional (spec 02 §5 "Registration plate
 * (rego) is optional"), but a rego needs its state. `thisYear` is the dealer's calendar year.
 */
export function vehicleStepSchema(thisYear: number) {
  return z
    .object({
      source: z.enum(["lookup", "manual"]).default("manual"),
      rego,
      regoState,
      make: requiredText("Please enter the make.").max(40, "The make must be 40 characters or fewer."),
      model: requiredText("Please enter the model.").max(60, "The model must be 60 characters or fewer."),
      year: modelYear(thisYear),
      badge: detail("badge", 60),
      kms: requiredKms,
      // Filled by a rego lookup, kept for the dealer; never asked of the shopper.
      vin: detail("VIN", 17),
      body: detail("body", 60),
      fuel: detail("fuel", 40),
      transmission: detail("transmission", 40),
      colour: detail("colour", 40),
    })
    .refine((step) => !step.rego || step.regoState, {
      path: ["regoState"],
      message: REGO_STATE_REQUIRED_MESSAGE,
      // Said beside the other fields' messages, not only once they are all right.
      when: ({ value }) => {
        const step = value as { rego?: unknown; regoState?: unknown };
        return typeof step.rego === "string" && step.rego.trim() !== "";
      },
    });
}
export type VehicleStep = z.output<ReturnType<typeof vehicleStepSchema>>;

/** Step 2, the condition questions (spec 01 §7 `adjustmentAnswers`): one answer each. */
const conditionShape = Object.fromEntries(
  ADJUSTMENT_QUESTIONS.map((question) => [
    question.key,
    z.enum(question.answers.map((answer) => answer.value) as [string, ...string[]], {
      error: `Please choose an answer for ${question.label.toLowerCase()}.`,
    }),
  ]),
) as Record<AdjustmentKey, z.ZodEnum>;

export const conditionStepSchema = z.object(conditionShape) as unknown as z.ZodType<
  AdjustmentAnswers,
  Record<AdjustmentKey, string>
>;
export type ConditionStep = AdjustmentAnswers;

/**
 * Step 3, the shopper: who the dealer calls and which yard values the car (several locations: the
 * shopper must choose). Carries the lead forms' anti-spam ticket, as every lead does.
 */
export function contactStepSchema({ locationCount = 0 }: { locationCount?: number } = {}) {
  return z.object({
    name: firstName,
    last_name: lastName,
    email,
    phone,
    postcode,
    preferred_contact_method: preferredContactMethod,
    location_id: locationCount > 1 ? locationId : optionalLocationId,
    opt_in: optIn,
    form_token: formToken,
    website: honeypot,
  });
}
export type ContactStep = z.output<ReturnType<typeof contactStepSchema>>;

/**
 * The fields the wizard marks required, read from the steps' own rules (a rule that refuses a blank
 * answer), as the lead forms do: the screen cannot disagree with what the API refuses.
 */
export function wizardRequiredFields(thisYear: number, locationCount: number): Set<string> {
  return requiredFields({
    ...vehicleStepSchema(thisYear).shape,
    ...conditionShape,
    ...contactStepSchema({ locationCount }).shape,
  });
}

/** The answers saved so far; a shopper who comes back with the link resumes at the first missing one. */
export type TradeInSteps = { vehicle?: VehicleStep; condition?: ConditionStep };

export function nextTradeInStep(steps: TradeInSteps): TradeInStep {
  if (!steps.vehicle) return "vehicle";
  if (!steps.condition) return "condition";
  return "contact";
}
