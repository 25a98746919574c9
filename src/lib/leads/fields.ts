import { z } from "zod";
import { formatNumber } from "@/lib/format/format";
import { localDateTime } from "@/lib/format/local-date-time";
import { formatPrice } from "../format/format";
import { parseRecordId } from "../text/record-id";
import { parseAuPhone } from "./au-phone";
import {
  fail,
  type InputRule,
  optionalInput,
  optionalText,
  requiredInput,
  requiredText,
} from "./input-rules";

// The lead forms validate in the browser under a script policy without 'unsafe-eval' (decision 0018).
// Zod's compiled parsers first probe `new Function("")`, which the policy reports as a violation; in
// the browser they run interpreted instead (the forms are small). Servers keep the faster compiled path.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * One zod rule per field the lead forms share (spec 02 §3 "Contact form fields", "Enquiry form
 * fields"; §5 "Forms"). The same rules run in the browser (react-hook-form) and on the server, so every
 * rule accepts what either side sends: text from inputs (empty text means "not given"), numbers from
 * `valueAsNumber`, booleans or "on" from checkboxes. Messages are the spec's where it gives one;
 * the rest are ours (docs/decisions/0009-lead-field-rules.md).
 */

// ---------------------------------------------------------------------------------------------------
// Contact details

/** Spec 02 §5 and §8: the one message for any postcode that is not 4 digits. */
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
/** Spec 02 §5: "input maximum length 4" (the input's `maxLength`). */
export const POSTCODE_MAX_LENGTH = 4;

export const postcode = requiredText("Please enter your postcode.")
  .max(POSTCODE_MAX_LENGTH, POSTCODE_MESSAGE)
  .regex(/^\d{4}$/, POSTCODE_MESSAGE);

const NAME_MAX = 50;
const WEB_ADDRESS = /:\/\/|www\./i;

/** Spec 02 §3: `name` is the first name, and the only name the dealer must have. */
export const firstName = requiredText("Please enter your first name.")
  .max(NAME_MAX, `First name must be ${NAME_MAX} characters or fewer.`)
  .regex(/\p{L}/u, "Please enter your first name using letters.")
  // Bots put links in name fields; no real name holds one.
  .refine((name) => !WEB_ADDRESS.test(name), "Names can't contain web addresses.");

export const lastName = optionalText(
  z
    .string()
    .max(NAME_MAX, `Last name must be ${NAME_MAX} characters or fewer.`)
    .refine((name) => !WEB_ADDRESS.test(name), "Names can't contain web addresses."),
);

export const PHONE_MESSAGE = "Please enter an Australian phone number, e.g. 0412 345 678.";

/** Parses to the national display form ("0412 345 678"), which is what the dealer reads and dials. */
export const phone = requiredText("Please enter your phone number.").transform((text, ctx) => {
  const parsed = parseAuPhone(text);
  if (parsed) return parsed.display;
  ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
  return z.NEVER;
});

export const EMAIL_MESSAGE = "Please enter a valid email address, e.g. name@example.com.";
/** RFC 5321's limit on a forward path; longer addresses cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{2,59})$/;

export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf("@");
  if (at < 1) return false;
  const local = text.slice(0, at);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(text.slice(at + 1));
}

/** The domain is lower-cased (it is case-blind); the local part is kept, as a mail server may not be. */
export const email = requiredText("Please enter your email address.")
  .max(EMAIL_MAX_LENGTH, `Email addresses must be ${EMAIL_MAX_LENGTH} characters or fewer.`)
  .refine(isEmailAddress, EMAIL_MESSAGE)
  .transform((text) => {
    const at = text.lastIndexOf("@");
    return `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
  });

export const CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** Spec 02 §3: "PreferredContactMethod (Phone, Email, SMS, default Phone)". */
export const preferredContactMethod = z
  .enum(CONTACT_METHODS, { error: "Please choose how you'd like us to contact you." })
  .default("Phone");

// ---------------------------------------------------------------------------------------------------
// Message

export const MESSAGE_MAX_LENGTH = 2000;
const messageText = z
  .string()
  .max(MESSAGE_MAX_LENGTH, `Please keep your message to ${formatNumber(MESSAGE_MAX_LENGTH)} characters.`);

/** Spec 02 §5: "the comments field is required unless configured otherwise". */
export const message = requiredText("Please enter your message.").max(
  MESSAGE_MAX_LENGTH,
  `Please keep your message to ${formatNumber(MESSAGE_MAX_LENGTH)} characters.`,
);
export const optionalMessage = optionalText(messageText);

// ---------------------------------------------------------------------------------------------------
// Money and the shopper's car

/** Enough for any car, caravan or truck a dealer lists; beyond it is a typo. */
export const MONEY_MAX = 10_000_000;
export const MONEY_MESSAGE = "Please enter an amount in dollars, e.g. $25,000.";
const THOUSANDS = String.raw`(\d{1,3}(,\d{3})+|\d+)`;
const DOLLARS = new RegExp(String.raw`^\$?\s*${THOUSANDS}(\.\d{1,2})?$`);

/**
 * Spec 02 §5: "Money input accepts a $ prefix and thousands separators". Whole dollars: cents are
 * rounded, because no dealer negotiates a car in cents. Null when the text is not an amount.
 */
export function parseDollars(input: string | number): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? Math.round(input) : null;
  const text = input.trim();
  if (!DOLLARS.test(text)) return null;
  return Math.round(Number(text.replace(/[$,\s]/g, "")));
}

export type MoneyOptions = { requiredMessage?: string; max?: number };

/** A positive whole-dollar amount from '$25,000', '25000' or 25000. */
export function money({ requiredMessage = "Please enter an amount.", max = MONEY_MAX }: MoneyOptions = {}) {
  return requiredInput(requiredMessage, dollarsRule(max));
}

export function optionalMoney({ max = MONEY_MAX }: MoneyOptions = {}) {
  return optionalInput(dollarsRule(max));
}

function dollarsRule(max: number): InputRule<number> {
  return (input, ctx) => {
    const dollars = parseDollars(input);
    if (dollars === null) return fail(ctx, MONEY_MESSAGE);
    if (dollars < 1) return fail(ctx, "Please enter an amount above $0.");
    if (dollars > max) return fail(ctx, `Please enter an amount up to ${formatPrice(max)}.`);
    return dollars;
  };
}

/** Odometers have 6 or 7 digits; more is a typo. */
export const KMS_MAX = 9_999_999;
const KMS = new RegExp(String.raw`^${THOUSANDS}\s*(km|kms)?$`, "i");

export function parseKms(input: string | number): number | null {
  if (typeof input === "number") return Number.isInteger(input) ? input : null;
  const text = input.trim();
  return KMS.test(text) ? Number(text.replace(/[^\d]/g, "")) : null;
}

const kmsRule: InputRule<number> = (input, ctx) => {
  const km = parseKms(input);
  if (km === null || km < 0) return fail(ctx, "Please enter the kilometres as a whole number, e.g. 85,000.");
  if (km > KMS_MAX) return fail(ctx, `Please enter kilometres up to ${formatNumber(KMS_MAX)}.`);
  return km;
};

/** Spec 02 §5 valuation fields: kilometres as a whole number, separators and a 'km' suffix allowed. */
export const kms = optionalInput(kmsRule);
/** The trade-in wizard's odometer, which its valuation cannot do without. */
export const requiredKms = requiredInput("Please enter the kilometres.", kmsRule);

/** The oldest model year a form takes: older is a typo (or a collector's car, valued in person). */
export const MODEL_YEAR_MIN = 1950;

/**
 * A car's model year, e.g. 2019: four digits from MODEL_YEAR_MIN, never later than `latest` (the
 * dealer's current year for a car on the road; a year ahead where next year's models are sold).
 */
export function modelYear(latest: number) {
  return requiredInput("Please enter the year, e.g. 2019.", (input, ctx) => {
    const text = String(input).trim();
    if (!/^\d{4}$/.test(text)) return fail(ctx, "Please enter the year as 4 digits, e.g. 2019.");
    const year = Number(text);
    if (year < MODEL_YEAR_MIN) return fail(ctx, `Please enter a year from ${MODEL_YEAR_MIN}.`);
    if (year > latest) return fail(ctx, `The year can't be later than ${latest}.`);
    return year;
  });
}

/**
 * Spec 02 §5: "Registration plate (rego) is optional." Australian plates are 1–7 letters and digits;
 * the spaces and dashes people copy from the plate are dropped, and it is upper-cased as printed.
 */
export const rego = optionalText(
  z
    .string()
    .transform((text) => text.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,7}$/, "Please enter a rego of up to 7 letters and numbers.")),
);

export const REGO_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export type RegoState = (typeof REGO_STATES)[number];

/** The state the car is registered in; any case in, upper case out (as the rego lookup expects). */
export const regoState = optionalText(
  z
    .string()
    .transform((text) => text.toUpperCase())
    .pipe(z.enum(REGO_STATES, { error: "Please choose the state the car is registered in." })),
);

export const YES_NO = ["Yes", "No"] as const;

/** Spec 02 §3 'finance' and 'do-you-have-a-trade-in': a Yes/No radio, unanswered when untouched. */
export const yesNo = z
  .union([z.enum(YES_NO), z.literal(""), z.null()], { error: "Please choose Yes or No." })
  .optional()
  .transform((answer) => answer || undefined);

// ---------------------------------------------------------------------------------------------------
// Consent

const CHECKED = ["on", "true", "1"] as const;
const UNCHECKED = ["false", "0", "off", ""] as const;
const checkboxInput = z.union([z.boolean(), z.enum([...CHECKED, ...UNCHECKED])], {
  error: "Please tick or clear this box.",
});

function isTicked(value: z.infer<typeof checkboxInput> | undefined): boolean {
  return value === true || (typeof value === "string" && (CHECKED as readonly string[]).includes(value));
}

/**
 * A marketing opt-in. An absent value is "no": consent under the Spam Act must be given, not assumed,
 * and a browser posts nothing for an unticked box. The box starts ticked (spec 02 §5 "defaults to
 * checked"), which is the form's default value (OPT_IN_DEFAULTS), not the server's.
 */
export const optIn = checkboxInput.optional().transform(isTicked);

/** The opt-ins' initial state on screen: spec 02 §5 for opt_in; finance and trade start unticked. */
export const OPT_IN_DEFAULTS = { opt_in: true, opt_in_finance: false, opt_in_trade: false } as const;

/** Spec 02 §5: the default wording; some tenants use '*You must agree to the terms of use before submitting.' */
export const TERMS_CONSENT_MESSAGE = "You must agree to the terms of use before submitting the form.";

/** Spec 02 §5: "Terms consent checkbox is required on tenants that show it". */
export function termsConsent(message: string = TERMS_CONSENT_MESSAGE) {
  return z
    .union([z.boolean(), z.string()], { error: message })
    .optional()
    .refine((value) => isTicked(value as z.infer<typeof checkboxInput>), message)
    .transform(() => true as const);
}

// ---------------------------------------------------------------------------------------------------
// Test drive

export type Clock = Date | (() => Date);

export type TestDriveAtOptions = {
  now: Clock;
  /**
   * The dealers' zones: a datetime-local value has none, and means the yard's wall clock. With several
   * (a group in several states), a time is past only once it is past on all of them: the yard's own
   * clock is checked exactly when the time is booked (lib/scheduling, decision 0063).
   */
  timeZone?: string | readonly string[];
};

/** The default state is qld (spec 02 §9), and Brisbane keeps one offset all year. */
export const DEFAULT_TIME_ZONE = "Australia/Brisbane";
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/;
const BOOKING_WINDOW_DAYS = 365;

/**
 * Spec 01 §5: the optional 'Test Drive Booking Date'. When given it must be a real date-time, later
 * than now on the dealer's clock and within a year (a later date is almost always a mistyped year).
 * Out: 'YYYY-MM-DDTHH:mm', the dealer's local time, as LeadDelivery.testDriveAt expects.
 */
export function testDriveAt({ now, timeZone = DEFAULT_TIME_ZONE }: TestDriveAtOptions) {
  return optionalText(
    z.string().transform((text, ctx) => {
      const local = normaliseLocalDateTime(text);
      if (!local) return fail(ctx, "Please choose a test drive date and time.");
      const current = typeof now === "function" ? now() : now;
      const zones =
        typeof timeZone === "string" ? [timeZone] : timeZone.length ? timeZone : [DEFAULT_TIME_ZONE];
      const clocks = (at: Date) => zones.map((zone) => localDateTime(at, zone)).sort();
      if (local <= clocks(current)[0]!) {
        return fail(ctx, "Please choose a test drive time in the future.");
      }
      const latest = new Date(current.getTime() + BOOKING_WINDOW_DAYS * 86_400_000);
      if (local > clocks(latest).at(-1)!) {
        return fail(ctx, "Please choose a test drive time within the next 12 months.");
      }
      return local;
    }),
  );
}

function normaliseLocalDateTime(text: string): string | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const real = date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
  return real ? text.slice(0, 16) : null;
}

// ---------------------------------------------------------------------------------------------------
// Choices and hidden fields

export const LOCATION_REQUIRED_MESSAGE = "Please choose a location.";
export const DEALERSHIP_REQUIRED_MESSAGE = "Please choose a dealership.";
/** Hidden fields only go missing when a page is stale or tampered with; reloading fixes the first. */
export const FORM_EXPIRED_MESSAGE = "This form has expired. Please reload the page and try again.";

/** A database id from a select or a hidden input (text) or from JSON (a number). */
export function recordId(requiredMessage: string) {
  return requiredInput(requiredMessage, idRule(requiredMessage));
}

function idRule(message: string): InputRule<number> {
  return (input, ctx) => {
    const id = parseRecordId(typeof input === "number" ? input : String(input));
    return id ?? fail(ctx, message);
  };
}

export const locationId = recordId(LOCATION_REQUIRED_MESSAGE);
export const optionalLocationId = optionalInput(idRule(LOCATION_REQUIRED_MESSAGE));
export const carId = optionalInput(idRule(FORM_EXPIRED_MESSAGE));
export const pageId = optionalInput(idRule(FORM_EXPIRED_MESSAGE));

/** Spec 02 §5: "required when there are several dealerships"; the value is the dealership's slug. */
export const preferredDealership = requiredText(DEALERSHIP_REQUIRED_MESSAGE).max(
  100,
  DEALERSHIP_REQUIRED_MESSAGE,
);
export const optionalPreferredDealership = optionalText(z.string().max(100, DEALERSHIP_REQUIRED_MESSAGE));

/** Spec 01 §5: the car's location's distribution locations, by name. */
export const distributionLocation = optionalText(z.string().max(100, LOCATION_REQUIRED_MESSAGE));

const CATEGORY_MESSAGE = "Please choose a category.";

/**
 * Spec 02 §5: "the category select is required", and it is a select: one of its `choices`. Free
 * text here would be a post putting any words into the dealer's subject line and CRM category.
 */
export function categoryChoice(choices: readonly string[]) {
  return requiredText(CATEGORY_MESSAGE).refine((chosen) => choices.includes(chosen), CATEGORY_MESSAGE);
}
export const subcategory = optionalText(z.string().max(100));

/** Spec 02 §7: "additional_services (list of checked options)". */
export const additionalServices = z
  .array(z.string().trim().min(1).max(100), { error: "Please tick the services you'd like." })
  .max(20)
  .default([]);

/** Made when the form is drawn; a repeat send with the same key gets the first answer (create-lead). */
export const idempotencyKey = z
  .string({ error: FORM_EXPIRED_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, FORM_EXPIRED_MESSAGE);

export const formToken = requiredText(FORM_EXPIRED_MESSAGE).max(4096, FORM_EXPIRED_MESSAGE);

/**
 * The honeypot, named `website` so bots fill it. Any text passes: the server, not the schema, treats
 * a filled honeypot as a bot and answers as if it succeeded, so the bot learns nothing from an error.
 */
export const honeypot = z.string().default("");
