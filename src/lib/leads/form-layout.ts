import { CONTACT_METHODS, POSTCODE_MAX_LENGTH, REGO_STATES, YES_NO } from "./fields";
import { ENQUIRY_PAGE_CATEGORIES, type LeadFormKind, OPT_IN_LABEL } from "./forms";

/**
 * How each lead form is laid out on screen: the label and control of every field, which step it is
 * on, and when it shows. The rules (required, formats, messages) live in fields.ts and forms.ts; the
 * schema of a form decides *which* fields it has, and this only decides how they look, so a field
 * cannot appear on screen without a rule or be validated without being on screen.
 */

/** One option of a select or radio group; `group` ties a location to its dealership's slug. */
export type Choice = { value: string; label: string; group?: string };

/** Where a select's or radio group's choices come from: fixed, or the page's data. */
export type ChoiceSource =
  | { from: "fixed"; choices: readonly Choice[] }
  | { from: "dealerships" | "locations" | "distribution-locations" | "categories" | "services" };

export type FieldControl =
  | {
      type: "text" | "email" | "tel";
      autoComplete?: string;
      inputMode?: "numeric" | "tel" | "email" | "text";
      maxLength?: number;
    }
  | { type: "textarea"; rows: number }
  | { type: "money"; quickPicks: boolean }
  | { type: "datetime" }
  | { type: "radio"; choices: ChoiceSource }
  | { type: "select"; choices: ChoiceSource; placeholder: string }
  | { type: "checkbox" }
  | { type: "checkboxes"; choices: ChoiceSource };

export type FieldLayout = {
  label: string;
  control: FieldControl;
  /** Shown under the field. */
  hint?: string;
  /** Shown only while another field holds a value (e.g. the trade-in's rego after 'Yes'). */
  showWhen?: { field: string; equals: string };
  /** A short answer that may share a row with its neighbour on wider screens. */
  half?: boolean;
  /** A page the shopper may want to read first (the terms they agree to). */
  link?: { href: string; text: string };
};

const fixed = (values: readonly string[]): ChoiceSource => ({
  from: "fixed",
  choices: values.map((value) => ({ value, label: value })),
});

/** Spec 02 §5: the enquiry pages' category select (the schema accepts only these). */
export const ENQUIRY_CATEGORIES: readonly Choice[] = ENQUIRY_PAGE_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/**
 * The additional services a shopper may tick (spec 02 §7 "additional_services (list of checked
 * options)"); the spec does not list them, so these are the ones a dealer's departments act on
 * (docs/decisions/0011).
 */
export const ADDITIONAL_SERVICES: Partial<Record<LeadFormKind, readonly string[]>> = {
  "new-vehicle-enquiry": ["Finance", "Trade-in valuation", "Accessories", "Extended warranty", "Insurance"],
  "service-enquiry": [
    "Logbook service",
    "Brakes",
    "Tyres",
    "Wheel alignment",
    "Air conditioning",
    "Other repairs",
  ],
  "parts-enquiry": ["Genuine parts", "Accessories", "Fitting"],
  "fleet-enquiry": ["Finance", "Servicing and repairs", "Fleet management"],
};

const TRADE_IN_DETAIL = { field: "trade_in", equals: "Yes" };

/** Every field a lead form may show, by the schema's key. */
export const FIELD_LAYOUT: Record<string, FieldLayout> = {
  category: {
    label: "Category",
    control: { type: "select", choices: { from: "categories" }, placeholder: "Choose a category" },
  },
  preferred_dealership: {
    label: "Preferred dealership",
    control: { type: "select", choices: { from: "dealerships" }, placeholder: "Choose a dealership" },
  },
  location_id: {
    label: "Location",
    control: { type: "select", choices: { from: "locations" }, placeholder: "Choose a location" },
  },
  distribution_location: {
    label: "Test drive location",
    control: {
      type: "select",
      choices: { from: "distribution-locations" },
      placeholder: "Where the car is now",
    },
  },
  test_drive_at: {
    label: "Test Drive Booking Date",
    control: { type: "datetime" },
    hint: "We will confirm the time with you.",
  },
  name: { label: "First name", control: { type: "text", autoComplete: "given-name" }, half: true },
  last_name: { label: "Last name", control: { type: "text", autoComplete: "family-name" }, half: true },
  email: {
    label: "Email",
    control: { type: "email", autoComplete: "email", inputMode: "email" },
    half: true,
  },
  phone: { label: "Phone", control: { type: "tel", autoComplete: "tel", inputMode: "tel" }, half: true },
  postcode: {
    label: "Postcode",
    control: {
      type: "text",
      autoComplete: "postal-code",
      inputMode: "numeric",
      maxLength: POSTCODE_MAX_LENGTH,
    },
  },
  preferred_contact_method: {
    label: "Preferred contact method",
    control: { type: "radio", choices: fixed(CONTACT_METHODS) },
  },
  vehicle_price_budget: {
    label: "Vehicle price budget",
    control: { type: "money", quickPicks: true },
  },
  offer_from_client: { label: "Your offer", control: { type: "money", quickPicks: false } },
  message: { label: "Message", control: { type: "textarea", rows: 4 } },
  finance: { label: "Do you need finance?", control: { type: "radio", choices: fixed(YES_NO) } },
  trade_in: { label: "Do you have a trade-in?", control: { type: "radio", choices: fixed(YES_NO) } },
  rego: {
    label: "Rego",
    control: { type: "text", autoComplete: "off", maxLength: 10 },
    showWhen: TRADE_IN_DETAIL,
    half: true,
  },
  regoState: {
    label: "Rego state",
    control: { type: "select", choices: fixed(REGO_STATES), placeholder: "Choose a state" },
    showWhen: TRADE_IN_DETAIL,
    half: true,
  },
  kms: {
    label: "Kilometres",
    control: { type: "text", inputMode: "numeric", autoComplete: "off", maxLength: 12 },
    showWhen: TRADE_IN_DETAIL,
    half: true,
  },
  additional_services: {
    label: "Additional services",
    control: { type: "checkboxes", choices: { from: "services" } },
  },
  opt_in: { label: OPT_IN_LABEL, control: { type: "checkbox" } },
  opt_in_finance: { label: "Email me finance offers.", control: { type: "checkbox" } },
  opt_in_trade: { label: "Email me trade-in offers.", control: { type: "checkbox" } },
  terms_agreed: {
    label: "I agree to the terms of use.",
    control: { type: "checkbox" },
    link: { href: "/terms-and-conditions", text: "Read the terms of use" },
  },
};

/** Keys every submission carries that the shopper never sees (forms.ts "hidden"). */
export const HIDDEN_FIELDS = new Set([
  "formKind",
  "subcategory",
  "car_id",
  "page_id",
  "idempotency_key",
  "form_token",
  "website",
]);

export type FormStep = { title: string; fields: string[] };

const CONTACT = ["name", "last_name", "email", "phone", "postcode", "preferred_contact_method"];
const FINANCE_AND_TRADE = ["finance", "trade_in", "rego", "regoState", "kms"];
const WHERE = ["category", "preferred_dealership", "location_id"];
const TEST_DRIVE = [
  "preferred_dealership",
  "location_id",
  "distribution_location",
  "test_drive_at",
  "message",
];

/**
 * Spec 01 §5 "Lead form is multi-step": the forms that ask about a car, finance or a trade-in split
 * into steps; the rest are one step. A field a form's schema has but no step names lands on the last
 * step (the consents usually), so nothing the server requires can be missing from the screen.
 */
const STEPS: Partial<Record<LeadFormKind, FormStep[]>> = {
  "vehicle-enquiry": [
    { title: "Your enquiry", fields: [...CONTACT, "message"] },
    { title: "Finance and trade-in", fields: FINANCE_AND_TRADE },
  ],
  "finance-enquiry": [
    { title: "Your finance", fields: [...WHERE, "vehicle_price_budget", "message"] },
    { title: "Your details", fields: [...CONTACT, ...FINANCE_AND_TRADE] },
  ],
  "test-drive": [
    { title: "When and where", fields: TEST_DRIVE },
    { title: "Your details", fields: CONTACT },
  ],
  "book-test-drive": [
    { title: "When and where", fields: TEST_DRIVE },
    { title: "Your details", fields: CONTACT },
  ],
  "new-vehicle-enquiry": [
    { title: "Your enquiry", fields: [...WHERE, "message", "finance", "trade_in", "additional_services"] },
    { title: "Your details", fields: CONTACT },
  ],
};

const ONE_STEP: FormStep[] = [
  {
    title: "Your details",
    fields: [
      ...WHERE,
      "offer_from_client",
      ...CONTACT,
      "message",
      "rego",
      "regoState",
      "kms",
      "additional_services",
    ],
  },
];

const LAST = ["opt_in", "opt_in_finance", "opt_in_trade", "terms_agreed"];

/**
 * The steps of one form, keeping only the fields its schema (under this site's switches) has. `keys`
 * are the schema's keys; hidden fields are left out.
 */
export function leadFormSteps(kind: LeadFormKind, keys: readonly string[]): FormStep[] {
  const has = new Set(keys.filter((key) => !HIDDEN_FIELDS.has(key)));
  const placed = new Set<string>();
  const steps = (STEPS[kind] ?? ONE_STEP).map((step) => ({
    title: step.title,
    fields: step.fields.filter((field) => {
      if (!has.has(field) || placed.has(field)) return false;
      placed.add(field);
      return true;
    }),
  }));
  // Unplaced fields go on the last step, before the consents, which always close the form.
  const unplaced = [...has].filter((field) => !placed.has(field) && !LAST.includes(field));
  const rest = [...unplaced, ...LAST.filter((field) => has.has(field) && !placed.has(field))];
  const last = steps[steps.length - 1]!;
  last.fields.push(...rest);
  return steps.filter((step) => step.fields.length > 0);
}

/** A field's layout; a key with none is a programming error caught by the tests, not a blank label. */
export function fieldLayout(key: string): FieldLayout {
  const layout = FIELD_LAYOUT[key];
  if (!layout) throw new Error(`No layout for lead form field "${key}"`);
  return layout;
}

/** Whether a field shows, given the form's current values (`showWhen`); only if the form has the trigger. */
export function isFieldShown(key: string, keys: readonly string[], values: Record<string, unknown>): boolean {
  const when = fieldLayout(key).showWhen;
  if (!when || !keys.includes(when.field)) return true;
  return values[when.field] === when.equals;
}

/** The message box's label: what the shopper is asked for depends on the form. */
export function messageLabel(kind: LeadFormKind): string {
  if (kind === "feedback" || kind === "customer-feedback-survey") return "Your feedback";
  if (kind === "test-drive" || kind === "book-test-drive") return "Anything we should know?";
  return "Message";
}

/** The submit button's words, per form. */
export function submitLabel(kind: LeadFormKind): string {
  switch (kind) {
    case "test-drive":
    case "book-test-drive":
      return "Book Test Drive";
    case "make-an-offer":
      return "Send Offer";
    case "find-me-something-similar":
      return "Find Me Something Similar";
    case "feedback":
    case "customer-feedback-survey":
      return "Send Feedback";
    default:
      return "Send Enquiry";
  }
}

type FieldSchema = { safeParse(value: unknown): { success: boolean } };

/**
 * The fields a shopper must fill, to mark them on screen: those whose rule refuses a blank answer.
 * Ticked-option lists are never required (an empty list is a valid answer).
 */
export function requiredFields(shape: Record<string, FieldSchema>): Set<string> {
  const required = new Set<string>();
  for (const [key, rule] of Object.entries(shape)) {
    if (HIDDEN_FIELDS.has(key) || FIELD_LAYOUT[key]?.control.type === "checkboxes") continue;
    if (!rule.safeParse("").success) required.add(key);
  }
  return required;
}

/** How many choices each page-supplied list has, and whether the form is about one car. */
export type ChoiceCounts = { hasCar: boolean; counts: Partial<Record<string, number>> };

/**
 * Whether a field's control is drawn at all. The dealership and location selects are for forms about
 * the site, not a car (a car's form takes them from the car), and only when there is a choice to make
 * (one location is filled in, not asked). A list the page has no entries for (a car without
 * distribution locations, a form without services) is left out.
 */
export function isFieldDrawn(key: string, { hasCar, counts }: ChoiceCounts): boolean {
  const control = fieldLayout(key).control;
  if (key === "location_id" || key === "preferred_dealership") {
    return !hasCar && (counts[key] ?? 0) > 1;
  }
  if (
    (control.type === "select" || control.type === "radio" || control.type === "checkboxes") &&
    control.choices.from !== "fixed"
  ) {
    return (counts[key] ?? 0) > 0;
  }
  return true;
}

/**
 * The locations to offer once a dealership is chosen: that dealership's, so a dealer group's shopper
 * is not asked to pick one of eighteen addresses; every location until then.
 */
export function locationsFor(locations: readonly Choice[], dealership: unknown): Choice[] {
  if (typeof dealership !== "string" || !dealership) return [...locations];
  const own = locations.filter((location) => location.group === dealership);
  return own.length ? own : [...locations];
}

/**
 * The answers without those of fields not on screen (a trade-in's rego after the shopper changed
 * their answer to 'No'): a hidden field is neither validated, which would block the form with an error
 * the shopper cannot see, nor sent.
 */
export function withoutHiddenAnswers(
  values: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => !(key in FIELD_LAYOUT) || isFieldShown(key, keys, values)),
  );
}
