import { REGO_STATES } from "../leads/fields";
import { FIELD_LAYOUT, type FieldLayout } from "../leads/form-layout";
import { ADJUSTMENT_QUESTIONS } from "./adjustments";
import type { TradeInStep } from "./wizard";

/**
 * How the trade-in wizard's fields look (labels, controls, hints), drawn by the lead forms' field
 * component; the rules live in ./wizard. The shopper's details reuse the lead forms' layouts as they
 * are, so a phone or postcode field reads the same on every form of the site.
 */
const VEHICLE_LAYOUT: Record<string, FieldLayout> = {
  rego: {
    label: "Rego",
    control: { type: "text", autoComplete: "off", maxLength: 10 },
    hint: "As on the plate, e.g. ABC123.",
    half: true,
  },
  regoState: {
    label: "State",
    control: {
      type: "select",
      choices: { from: "fixed", choices: REGO_STATES.map((state) => ({ value: state, label: state })) },
      placeholder: "Choose a state",
    },
    half: true,
  },
  make: { label: "Make", control: { type: "text", autoComplete: "off", maxLength: 40 }, half: true },
  model: { label: "Model", control: { type: "text", autoComplete: "off", maxLength: 60 }, half: true },
  year: {
    label: "Year",
    control: { type: "text", inputMode: "numeric", autoComplete: "off", maxLength: 4 },
    half: true,
  },
  badge: {
    label: "Badge",
    control: { type: "text", autoComplete: "off", maxLength: 60 },
    hint: "The trim, e.g. Ascent Sport.",
    half: true,
  },
  kms: {
    label: "Kilometres",
    control: { type: "text", inputMode: "numeric", autoComplete: "off", maxLength: 12 },
    hint: "As on the odometer.",
  },
};

const CONDITION_LAYOUT: Record<string, FieldLayout> = Object.fromEntries(
  ADJUSTMENT_QUESTIONS.map((question) => [
    question.key,
    {
      label: question.label,
      control: {
        type: "radio",
        choices: {
          from: "fixed",
          choices: question.answers.map((answer) => ({ value: answer.value, label: answer.label })),
        },
      },
    } satisfies FieldLayout,
  ]),
);

export const CONTACT_FIELDS = [
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "location_id",
  "preferred_contact_method",
  "opt_in",
] as const;

/** Each step's fields, in the order shown. */
export const WIZARD_FIELDS: Record<TradeInStep, readonly string[]> = {
  vehicle: ["make", "model", "year", "badge", "kms"],
  condition: ADJUSTMENT_QUESTIONS.map((question) => question.key),
  contact: CONTACT_FIELDS,
};

export const LOOKUP_FIELDS = ["rego", "regoState"] as const;

export function wizardFieldLayout(key: string): FieldLayout {
  const layout = VEHICLE_LAYOUT[key] ?? CONDITION_LAYOUT[key] ?? FIELD_LAYOUT[key];
  if (!layout) throw new Error(`No layout for trade-in field "${key}"`);
  return key === "location_id" ? { ...layout, label: "Where would you like it valued?" } : layout;
}

export const STEP_TITLES: Record<TradeInStep, string> = {
  vehicle: "Your car",
  condition: "Its condition",
  contact: "Your details",
};
