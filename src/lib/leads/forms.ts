import { z } from "zod";
import type { CopyConfig } from "../content/content-config";
import { isMobile } from "./au-phone";
import {
  additionalServices,
  type Clock,
  carId,
  categoryChoice,
  distributionLocation,
  email,
  firstName,
  formToken,
  honeypot,
  idempotencyKey,
  kms,
  lastName,
  locationId,
  message,
  money,
  OPT_IN_DEFAULTS,
  optIn,
  optionalLocationId,
  optionalMessage,
  optionalMoney,
  optionalPreferredDealership,
  pageId,
  phone,
  postcode,
  preferredContactMethod,
  preferredDealership,
  rego,
  regoState,
  subcategory,
  TERMS_CONSENT_MESSAGE,
  termsConsent,
  testDriveAt,
  yesNo,
} from "./fields";

/**
 * One schema per lead form (spec 01 §4–§5, spec 02 §3–§5), built from the shared field rules. The
 * browser validates with it through react-hook-form and the server parses the post with the same
 * schema, so a rule cannot drift between the two (ARCHITECTURE "forms").
 */

/**
 * Spec 02 §2: the six enquiry pages (/enquiries/{kind}). They are the forms with a category select
 * (spec 02 §5 "the category select is required"), offering each other's category.
 */
export const ENQUIRY_PAGE_KINDS = [
  "new-vehicle-enquiry",
  "service-enquiry",
  "parts-enquiry",
  "fleet-enquiry",
  "general-enquiry",
  "feedback",
] as const;
export type EnquiryPageKind = (typeof ENQUIRY_PAGE_KINDS)[number];

export const LEAD_FORM_KINDS = [
  "quick-enquiry",
  "vehicle-enquiry",
  "test-drive",
  "find-me-something-similar",
  "make-an-offer",
  "finance-enquiry",
  "fleet-block",
  "contact",
  ...ENQUIRY_PAGE_KINDS,
  "book-test-drive",
  "customer-feedback-survey",
] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export function isEnquiryPageKind(value: string): value is EnquiryPageKind {
  return (ENQUIRY_PAGE_KINDS as readonly string[]).includes(value);
}

export type LeadFormMeta = {
  /** What the dealer's inbox and CRM sort by; on the enquiry pages it is the select's first choice. */
  category: string;
  subcategory: string | null;
  heading?: string;
  /** Text the message box starts with. */
  prefilledMessage?: string;
};

/** Spec 01 §4/§5 and spec 02 §2/§3: each form's category and the subcategory it sends by default. */
export const LEAD_FORMS: Record<LeadFormKind, LeadFormMeta> = {
  "quick-enquiry": { category: "Vehicle Enquiry", subcategory: "Quick Enquiry" },
  "vehicle-enquiry": { category: "Vehicle Enquiry", subcategory: null },
  "test-drive": { category: "Test Drive", subcategory: null },
  "find-me-something-similar": {
    category: "Vehicle Enquiry",
    subcategory: "Find me something similar",
    prefilledMessage: "Can you please find me something similar?",
  },
  "make-an-offer": { category: "Make an Offer", subcategory: null },
  "finance-enquiry": { category: "Finance Enquiry", subcategory: null },
  "fleet-block": {
    category: "Fleet Enquiry",
    subcategory: null,
    heading: "Get In Touch",
  },
  contact: { category: "General Enquiry", subcategory: "Contact Us" },
  "new-vehicle-enquiry": { category: "New Vehicle Enquiry", subcategory: null },
  "service-enquiry": { category: "Service Enquiry", subcategory: null },
  "parts-enquiry": { category: "Parts Enquiry", subcategory: null },
  "fleet-enquiry": { category: "Fleet Enquiry", subcategory: null },
  "general-enquiry": { category: "General Enquiry", subcategory: null },
  feedback: { category: "Feedback", subcategory: null },
  "book-test-drive": { category: "Test Drive", subcategory: null },
  // Spec 02 §2 routes table "/customer-feedback-survey: bad-experience path of the review feedback
  // page": filed with the feedback page's category, the subcategory telling the dealer where it came from.
  "customer-feedback-survey": { category: "Feedback", subcategory: "Customer Feedback Survey" },
};

/** Spec 02 §5: the enquiry pages' category select offers each enquiry page's category. */
export const ENQUIRY_PAGE_CATEGORIES: readonly string[] = ENQUIRY_PAGE_KINDS.map(
  (kind) => LEAD_FORMS[kind].category,
);

/** Spec 01 §5: the opt-in's label on the lead form. */
export const OPT_IN_LABEL = "Email me similar stock and latest offers.";

/** Per-site switches (spec 02 §5); `leadFormOptionsForSite` reads them from the site config. */
export type LeadFormOptions = {
  /** The site shows the terms-of-use box, which must then be ticked. */
  termsConsent?: boolean;
  /** The site's wording for an unticked box (spec 02 §5 names two). */
  termsConsentMessage?: string;
  /** The site made the comments field optional. */
  commentsOptional?: boolean;
  /** How many dealerships the picker lists; with several, the shopper must choose one. */
  dealershipCount?: number;
  /** The site removed the preferred-dealership select. */
  preferredDealershipRemoved?: boolean;
  /** How many locations the location select lists; with several, the shopper must choose one. */
  locationCount?: number;
  /** For the test drive time; a function is read when the form is validated, not when it is built. */
  now?: Clock;
  /** The site's yards' time zones, for the test drive time (lib/leads/fields `testDriveAt`). */
  timeZone?: string | readonly string[];
};

export type SiteFormFacts = Pick<
  LeadFormOptions,
  "dealershipCount" | "locationCount" | "preferredDealershipRemoved" | "now" | "timeZone"
>;

export function leadFormOptionsForSite(
  config: {
    features: { terms_consent: boolean; comments_required: boolean };
    copy: Pick<CopyConfig, "terms_consent_text">;
  },
  facts: SiteFormFacts = {},
): LeadFormOptions {
  return {
    termsConsent: config.features.terms_consent,
    termsConsentMessage: config.copy.terms_consent_text,
    commentsOptional: !config.features.comments_required,
    ...facts,
  };
}

// ---------------------------------------------------------------------------------------------------
// Shapes

function base<K extends LeadFormKind>(kind: K, o: LeadFormOptions) {
  const meta = LEAD_FORMS[kind];
  return {
    formKind: z.literal(kind),
    category: isEnquiryPageKind(kind)
      ? categoryChoice(ENQUIRY_PAGE_CATEGORIES).default(meta.category)
      : z.literal(meta.category).default(meta.category),
    subcategory: subcategory.transform((chosen) => chosen ?? meta.subcategory),
    name: firstName,
    last_name: lastName,
    email,
    phone,
    postcode,
    preferred_contact_method: preferredContactMethod,
    ...hidden,
    ...(o.termsConsent ? { terms_agreed: termsConsent(o.termsConsentMessage ?? TERMS_CONSENT_MESSAGE) } : {}),
  };
}

/**
 * What every submission carries besides the shopper's answers. Enquiry defaults (spec 02 §3: make,
 * model, stock number, car type …) are not among them: the server reads those from car_id, so a
 * tampered post cannot misdescribe the car; unknown keys are dropped by the schema.
 */
const hidden = {
  car_id: carId,
  location_id: optionalLocationId,
  page_id: pageId,
  idempotency_key: idempotencyKey,
  form_token: formToken,
  website: honeypot,
};

function comments(o: LeadFormOptions) {
  return { message: o.commentsOptional ? optionalMessage : message };
}

/** Forms about a site rather than a car: the shopper says which dealership and location. */
function wherePicker(o: LeadFormOptions) {
  const dealershipRequired = (o.dealershipCount ?? 0) > 1 && !o.preferredDealershipRemoved;
  return {
    preferred_dealership: dealershipRequired ? preferredDealership : optionalPreferredDealership,
    location_id: (o.locationCount ?? 0) > 1 ? locationId : optionalLocationId,
  };
}

const financeAndTradeIn = {
  finance: yesNo,
  trade_in: yesNo,
  rego,
  regoState,
  kms,
  opt_in_finance: optIn,
  opt_in_trade: optIn,
};

const shopperCar = { rego, regoState, kms };

function testDrive(o: LeadFormOptions) {
  return {
    message: optionalMessage,
    test_drive_at: testDriveAt({ now: o.now ?? (() => new Date()), timeZone: o.timeZone }),
    distribution_location: distributionLocation,
    opt_in: optIn,
  };
}

function enquiryPage<K extends LeadFormKind>(kind: K, o: LeadFormOptions) {
  return {
    ...base(kind, o),
    ...comments(o),
    ...wherePicker(o),
    additional_services: additionalServices,
    opt_in: optIn,
  };
}

const SHAPES = {
  "quick-enquiry": (o: LeadFormOptions) => ({ ...base("quick-enquiry", o), ...comments(o), opt_in: optIn }),
  "vehicle-enquiry": (o: LeadFormOptions) => ({
    ...base("vehicle-enquiry", o),
    ...comments(o),
    ...financeAndTradeIn,
    opt_in: optIn,
  }),
  "test-drive": (o: LeadFormOptions) => ({ ...base("test-drive", o), ...testDrive(o) }),
  "find-me-something-similar": (o: LeadFormOptions) => ({
    ...base("find-me-something-similar", o),
    ...comments(o),
    opt_in: optIn,
  }),
  // Spec 02 §5: the offer replaces the message and the opt-in.
  "make-an-offer": (o: LeadFormOptions) => ({
    ...base("make-an-offer", o),
    offer_from_client: money({ requiredMessage: "Please enter your offer." }),
  }),
  "finance-enquiry": (o: LeadFormOptions) => ({
    ...base("finance-enquiry", o),
    ...comments(o),
    ...wherePicker(o),
    vehicle_price_budget: optionalMoney(),
    ...financeAndTradeIn,
    opt_in: optIn,
  }),
  "fleet-block": (o: LeadFormOptions) => ({
    ...base("fleet-block", o),
    ...comments(o),
    ...wherePicker(o),
    opt_in: optIn,
  }),
  contact: (o: LeadFormOptions) => ({
    ...base("contact", o),
    ...comments(o),
    ...wherePicker(o),
    opt_in: optIn,
  }),
  "new-vehicle-enquiry": (o: LeadFormOptions) => ({
    ...enquiryPage("new-vehicle-enquiry", o),
    finance: yesNo,
    trade_in: yesNo,
  }),
  "service-enquiry": (o: LeadFormOptions) => ({ ...enquiryPage("service-enquiry", o), ...shopperCar }),
  "parts-enquiry": (o: LeadFormOptions) => enquiryPage("parts-enquiry", o),
  "fleet-enquiry": (o: LeadFormOptions) => enquiryPage("fleet-enquiry", o),
  "general-enquiry": (o: LeadFormOptions) => enquiryPage("general-enquiry", o),
  feedback: (o: LeadFormOptions) => enquiryPage("feedback", o),
  "book-test-drive": (o: LeadFormOptions) => ({
    ...base("book-test-drive", o),
    ...wherePicker(o),
    ...testDrive(o),
  }),
  // What went wrong is the point of the form, so the message is required whatever the site's switch.
  "customer-feedback-survey": (o: LeadFormOptions) => ({
    ...base("customer-feedback-survey", o),
    message,
    ...wherePicker(o),
  }),
} satisfies { [K in LeadFormKind]: (o: LeadFormOptions) => { formKind: z.ZodLiteral<K> } & z.ZodRawShape };

type Shape<K extends LeadFormKind> = ReturnType<(typeof SHAPES)[K]>;
// Conditional types distribute over the union, so LeadFormValues (no K) is one member per form kind.
export type LeadFormSchema<K extends LeadFormKind = LeadFormKind> = K extends LeadFormKind
  ? z.ZodObject<Shape<K>>
  : never;
/** What the form holds (react-hook-form's values). */
export type LeadFormInput<K extends LeadFormKind = LeadFormKind> = K extends LeadFormKind
  ? z.input<LeadFormSchema<K>>
  : never;
/** What the server gets after parsing: trimmed, normalised, defaults applied. */
export type LeadFormValues<K extends LeadFormKind = LeadFormKind> = K extends LeadFormKind
  ? z.output<LeadFormSchema<K>>
  : never;

/** The schema of one form kind under one site's switches. */
export function leadFormSchema<K extends LeadFormKind>(
  kind: K,
  options: LeadFormOptions = {},
): LeadFormSchema<K> {
  const shape = SHAPES[kind](options) as Shape<K>;
  return z.object(shape).superRefine(smsNeedsMobile) as LeadFormSchema<K>;
}

/** For an endpoint that takes any form: `formKind` picks the schema. */
export function leadSubmissionSchema(options: LeadFormOptions = {}) {
  const [first, ...rest] = LEAD_FORM_KINDS.map((kind) => leadFormSchema(kind, options)) as LeadFormSchema[];
  return z.discriminatedUnion("formKind", [first!, ...rest]);
}

export type LeadSubmission = LeadFormValues;

type ContactPreference = { phone?: unknown; preferred_contact_method?: unknown };

/** A landline or 13 number cannot take a text, so asking to be texted needs a mobile. */
function smsNeedsMobile(data: ContactPreference, ctx: z.RefinementCtx): void {
  if (data.preferred_contact_method !== "SMS" || typeof data.phone !== "string") return;
  if (isMobile(data.phone)) return;
  ctx.addIssue({
    code: "custom",
    path: ["phone"],
    message: "Please enter a mobile number so we can text you, or choose another way to contact you.",
  });
}

// ---------------------------------------------------------------------------------------------------
// Defaults

export type LeadFormDefaults = {
  formKind: LeadFormKind;
  category: string;
  subcategory?: string;
  message?: string;
  preferred_contact_method: "Phone";
  opt_in?: boolean;
  opt_in_finance?: boolean;
  opt_in_trade?: boolean;
  additional_services?: string[];
  website: "";
};

/**
 * The values a form starts with (react-hook-form's `defaultValues`): spec 02 §3 "default Phone",
 * §5 the opt-in starts ticked, spec 01 §4 the find-similar message. Only the fields the form has.
 */
export function leadFormDefaults(kind: LeadFormKind): LeadFormDefaults {
  const meta = LEAD_FORMS[kind];
  const fields = leadFormSchema(kind).shape as Record<string, unknown>;
  const has = (key: string) => key in fields;
  return {
    formKind: kind,
    category: meta.category,
    ...(meta.subcategory ? { subcategory: meta.subcategory } : {}),
    ...(meta.prefilledMessage ? { message: meta.prefilledMessage } : {}),
    preferred_contact_method: "Phone",
    ...(has("opt_in") ? { opt_in: OPT_IN_DEFAULTS.opt_in } : {}),
    ...(has("opt_in_finance") ? { opt_in_finance: OPT_IN_DEFAULTS.opt_in_finance } : {}),
    ...(has("opt_in_trade") ? { opt_in_trade: OPT_IN_DEFAULTS.opt_in_trade } : {}),
    ...(has("additional_services") ? { additional_services: [] } : {}),
    website: "",
  };
}
