import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  carId,
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
  optIn,
  optionalLocationId,
  optionalMessage,
  optionalMoney,
  phone,
  postcode,
  preferredContactMethod,
  rego,
  regoState,
  termsConsent,
  testDriveAt,
  yesNo,
} from "./fields";

function value(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected ${JSON.stringify(input)} to pass: ${result.error.message}`);
  return result.data;
}

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";

describe("postcode (spec 02 §5 Forms, §8 'Postcode not 4 digits')", () => {
  it("spec 02 §5: a 4-digit postcode passes, trimmed", () => {
    expect(value(postcode, " 4000 ")).toBe("4000");
    expect(value(postcode, "0800")).toBe("0800");
  });

  it.each(["400", "40000", "4OOO", "40 00", "-400"])(
    "spec 02 §5: postcode must be exactly 4 digits (%s is refused with the spec's message)",
    (input) => expect(messages(postcode, input)).toContain(POSTCODE_MESSAGE),
  );

  it("spec 02 §5: postcode is required", () => {
    expect(messages(postcode, "")).toEqual(["Please enter your postcode."]);
    expect(messages(postcode, undefined)).toEqual(["Please enter your postcode."]);
  });
});

describe("names (spec 02 §3 'name (first name), last_name')", () => {
  it("spec 02 §3: the first name is required", () => {
    expect(messages(firstName, "  ")).toEqual(["Please enter your first name."]);
    expect(messages(firstName, undefined)).toEqual(["Please enter your first name."]);
  });

  it("spec 02 §3: names with apostrophes, hyphens and accents pass", () => {
    expect(value(firstName, " Zoë-Anne ")).toBe("Zoë-Anne");
    expect(value(lastName, "O'Brien")).toBe("O'Brien");
    expect(value(firstName, "Nguyễn")).toBe("Nguyễn");
  });

  it("spec 02 §3: the last name is optional; blank is not given", () => {
    expect(value(lastName, "")).toBeUndefined();
    expect(value(lastName, undefined)).toBeUndefined();
  });

  it("spec 02 §3 (rule ours): a name is letters, at most 50 characters, and holds no link", () => {
    expect(messages(firstName, "1234")).toEqual(["Please enter your first name using letters."]);
    expect(messages(firstName, "a".repeat(51))).toEqual(["First name must be 50 characters or fewer."]);
    expect(messages(firstName, "Cheap www.spam.example")).toEqual(["Names can't contain web addresses."]);
    expect(messages(lastName, "https://spam.example")).toEqual(["Names can't contain web addresses."]);
  });
});

describe("phone (spec 02 §3 'phone (mobile)'; display as spec 02 §5 'grouped')", () => {
  it.each([
    ["0412 345 678", "0412 345 678"],
    ["0412345678", "0412 345 678"],
    ["+61 412 345 678", "0412 345 678"],
    ["+61412345678", "0412 345 678"],
    ["+61 (0) 412 345 678", "0412 345 678"],
    ["61412345678", "0412 345 678"],
    ["0061 412 345 678", "0412 345 678"],
    ["0412-345-678", "0412 345 678"],
    ["(07) 3355 0101", "07 3355 0101"],
    ["02 9630 1234", "02 9630 1234"],
    ["03-9123-4567", "03 9123 4567"],
    ["08 9221 0000", "08 9221 0000"],
    ["+61 7 3355 0101", "07 3355 0101"],
    ["1300 031 264", "1300 031 264"],
    ["1800-123-456", "1800 123 456"],
    ["13 22 11", "13 22 11"],
    ["132211", "13 22 11"],
  ])("spec 02 §3: the Australian number %s is accepted and stored as %s", (input, stored) => {
    expect(value(phone, input)).toBe(stored);
  });

  it.each([
    "3355 0101", // no area code
    "0512 345 678", // 05 is not a mobile or landline range
    "01 2345 6789",
    "0412 345 67",
    "0412 345 6789",
    "+64 21 123 4567", // New Zealand
    "+61 1300 031 264", // 1300 cannot be dialled from abroad
    "0412 345 678 ext 2",
    "call me",
  ])("spec 02 §3: %s is not an Australian phone number", (input) => {
    expect(messages(phone, input)).toEqual(["Please enter an Australian phone number, e.g. 0412 345 678."]);
  });

  it("spec 02 §3: the phone number is required", () => {
    expect(messages(phone, "")).toEqual(["Please enter your phone number."]);
    expect(messages(phone, undefined)).toEqual(["Please enter your phone number."]);
  });
});

describe("email (spec 02 §3 'email')", () => {
  it("spec 02 §3: an address is trimmed and its domain lower-cased, the local part kept", () => {
    expect(value(email, " Jane.Citizen+cars@Example.COM.au ")).toBe("Jane.Citizen+cars@example.com.au");
  });

  it.each([
    "jane",
    "jane@",
    "@example.com",
    "jane@example",
    "jane@@example.com",
    "jane @example.com",
    "jane..c@example.com",
    "jane@-example.com",
  ])("spec 02 §3: %s is not an email address", (input) =>
    expect(messages(email, input)).toEqual(["Please enter a valid email address, e.g. name@example.com."]),
  );

  it("spec 02 §3: email is required and at most 254 characters", () => {
    expect(messages(email, "")).toEqual(["Please enter your email address."]);
    const long = `${"a".repeat(60)}@${"b".repeat(190)}.com`;
    expect(messages(email, long)).toContain("Email addresses must be 254 characters or fewer.");
  });
});

describe("message (spec 02 §5 'the comments field is required unless configured otherwise')", () => {
  it("spec 02 §5: comments are required", () => {
    expect(messages(message, "   ")).toEqual(["Please enter your message."]);
    expect(value(message, " Is it still available? ")).toBe("Is it still available?");
  });

  it("spec 02 §5: where configured optional, blank comments are not given", () => {
    expect(value(optionalMessage, "")).toBeUndefined();
    expect(value(optionalMessage, undefined)).toBeUndefined();
  });

  it("spec 02 §5 (limit ours): a message is at most 2,000 characters", () => {
    expect(messages(message, "a".repeat(2001))).toEqual(["Please keep your message to 2,000 characters."]);
  });
});

describe("money (spec 02 §5 'Money input accepts a $ prefix and thousands separators')", () => {
  it.each([
    ["$25,000", 25000],
    ["25000", 25000],
    ["$ 25,000", 25000],
    ["$300,000", 300000],
    ["$1,234,567", 1234567],
    ["$25,000.00", 25000],
    ["$24,999.50", 25000],
    [25000, 25000],
  ])("spec 02 §5: %s is %d whole dollars", (input, dollars) => {
    expect(value(money(), input)).toBe(dollars);
  });

  it.each(["25,00", "2,50,000", "$-500", "abc", "25k", "$$5"])("spec 02 §5: %s is not an amount", (input) =>
    expect(messages(money(), input)).toEqual(["Please enter an amount in dollars, e.g. $25,000."]),
  );

  it("spec 02 §5 (limits ours): an amount is above $0 and at most $10,000,000", () => {
    expect(messages(money(), "$0")).toEqual(["Please enter an amount above $0."]);
    expect(messages(money(), "$10,000,001")).toEqual(["Please enter an amount up to $10,000,000."]);
    expect(messages(money({ max: 250000 }), 250001)).toEqual(["Please enter an amount up to $250,000."]);
  });

  it("spec 02 §5: a required amount names what is missing; an optional one may be blank", () => {
    expect(messages(money({ requiredMessage: "Please enter your offer." }), "")).toEqual([
      "Please enter your offer.",
    ]);
    expect(messages(money({ requiredMessage: "Please enter your offer." }), undefined)).toEqual([
      "Please enter your offer.",
    ]);
    expect(value(optionalMoney(), "")).toBeUndefined();
    expect(messages(optionalMoney(), "lots")).toEqual(["Please enter an amount in dollars, e.g. $25,000."]);
  });
});

describe("the shopper's car (spec 02 §5 valuation fields kms, regoState, rego)", () => {
  it("spec 02 §5: kms is a whole number; separators and a km suffix are fine", () => {
    expect(value(kms, "85,000")).toBe(85000);
    expect(value(kms, "85000 km")).toBe(85000);
    expect(value(kms, 0)).toBe(0);
    expect(value(kms, "")).toBeUndefined();
  });

  it("spec 02 §5: kms cannot be negative, fractional or absurd", () => {
    const whole = "Please enter the kilometres as a whole number, e.g. 85,000.";
    expect(messages(kms, -1)).toEqual([whole]);
    expect(messages(kms, "85.5")).toEqual([whole]);
    expect(messages(kms, "lots")).toEqual([whole]);
    expect(messages(kms, "10,000,000")).toEqual(["Please enter kilometres up to 9,999,999."]);
  });

  it("spec 02 §5: rego is optional", () => {
    expect(value(rego, "")).toBeUndefined();
    expect(value(rego, undefined)).toBeUndefined();
  });

  it("spec 02 §5: a rego is 1–7 letters and digits, upper-cased, spaces and dashes dropped", () => {
    expect(value(rego, " abc-123 ")).toBe("ABC123");
    expect(value(rego, "1ab 2cd")).toBe("1AB2CD");
    expect(value(rego, "X")).toBe("X");
    expect(messages(rego, "ABCD1234")).toEqual(["Please enter a rego of up to 7 letters and numbers."]);
    expect(messages(rego, "AB#12")).toEqual(["Please enter a rego of up to 7 letters and numbers."]);
  });

  it("spec 02 §5: regoState is an Australian state or territory", () => {
    expect(value(regoState, "qld")).toBe("QLD");
    expect(value(regoState, "NSW")).toBe("NSW");
    expect(value(regoState, "")).toBeUndefined();
    expect(messages(regoState, "NZ")).toEqual(["Please choose the state the car is registered in."]);
  });

  it("spec 02 §3: finance and trade-in questions are Yes or No, unanswered when untouched", () => {
    expect(value(yesNo, "Yes")).toBe("Yes");
    expect(value(yesNo, null)).toBeUndefined();
    expect(value(yesNo, "")).toBeUndefined();
    expect(messages(yesNo, "Maybe")).toEqual(["Please choose Yes or No."]);
  });
});

describe("preferred contact method (spec 02 §3 'Phone, Email, SMS, default Phone')", () => {
  it("spec 02 §3: defaults to Phone and takes only Phone, Email or SMS", () => {
    expect(value(preferredContactMethod, undefined)).toBe("Phone");
    expect(value(preferredContactMethod, "SMS")).toBe("SMS");
    expect(messages(preferredContactMethod, "Fax")).toEqual([
      "Please choose how you'd like us to contact you.",
    ]);
  });
});

describe("consent (spec 02 §5 opt-in and terms)", () => {
  it("spec 02 §5: a ticked opt-in is true whether from a checkbox value or a form post", () => {
    expect(value(optIn, true)).toBe(true);
    expect(value(optIn, "on")).toBe(true);
    expect(value(optIn, false)).toBe(false);
  });

  it("spec 02 §5: the opt-in is optional; an absent one is not consent (the box starts ticked on screen)", () => {
    expect(value(optIn, undefined)).toBe(false);
  });

  it("spec 02 §5: the terms box must be ticked, with the default wording", () => {
    expect(value(termsConsent(), true)).toBe(true);
    expect(value(termsConsent(), "on")).toBe(true);
    const wording = "You must agree to the terms of use before submitting the form.";
    expect(messages(termsConsent(), false)).toEqual([wording]);
    expect(messages(termsConsent(), undefined)).toEqual([wording]);
  });

  it("spec 02 §5: a tenant's own terms wording is the message", () => {
    const wording = "*You must agree to the terms of use before submitting.";
    expect(messages(termsConsent(wording), "")).toEqual([wording]);
  });
});

describe("test drive booking date (spec 01 §5 'optional date-time field labelled Test Drive Booking Date')", () => {
  // 10:00 on 1 July 2025 in Brisbane (UTC+10, no daylight saving).
  const now = new Date("2025-07-01T00:00:00Z");

  it("spec 01 §5: the booking date is optional", () => {
    expect(value(testDriveAt({ now }), "")).toBeUndefined();
    expect(value(testDriveAt({ now }), undefined)).toBeUndefined();
  });

  it("spec 01 §5: a booking must be in the future on the dealer's clock", () => {
    expect(value(testDriveAt({ now }), "2025-07-01T10:01")).toBe("2025-07-01T10:01");
    expect(value(testDriveAt({ now }), "2025-07-02T09:30:00")).toBe("2025-07-02T09:30");
    expect(messages(testDriveAt({ now }), "2025-07-01T10:00")).toEqual([
      "Please choose a test drive time in the future.",
    ]);
    // In Perth it is still 08:00, so 09:00 is ahead.
    expect(value(testDriveAt({ now, timeZone: "Australia/Perth" }), "2025-07-01T09:00")).toBe(
      "2025-07-01T09:00",
    );
  });

  it("a group in several states: a time is past only once it is past on every yard's clock", () => {
    const zones = ["Australia/Brisbane", "Australia/Perth"];
    // 09:00 is past in Brisbane (10:00) but not yet in Perth (08:00): a Perth yard's time.
    expect(value(testDriveAt({ now, timeZone: zones }), "2025-07-01T09:00")).toBe("2025-07-01T09:00");
    expect(messages(testDriveAt({ now, timeZone: zones }), "2025-07-01T07:30")).toEqual([
      "Please choose a test drive time in the future.",
    ]);
  });

  it("spec 01 §5: the clock is read at validation when given as a function", () => {
    let current = now;
    const rule = testDriveAt({ now: () => current });
    expect(value(rule, "2025-07-01T11:00")).toBe("2025-07-01T11:00");
    current = new Date("2025-07-01T02:00:00Z");
    expect(messages(rule, "2025-07-01T11:00")).toEqual(["Please choose a test drive time in the future."]);
  });

  it("spec 01 §5 (rule ours): a real date-time within the next 12 months", () => {
    expect(messages(testDriveAt({ now }), "2025-02-30T10:00")).toEqual([
      "Please choose a test drive date and time.",
    ]);
    expect(messages(testDriveAt({ now }), "next tuesday")).toEqual([
      "Please choose a test drive date and time.",
    ]);
    expect(messages(testDriveAt({ now }), "2026-07-02T10:00")).toEqual([
      "Please choose a test drive time within the next 12 months.",
    ]);
  });
});

describe("hidden fields (spec 01 §7 lead submission car_id; spec 02 §3 location_id, hidden field)", () => {
  const expired = "This form has expired. Please reload the page and try again.";

  it("spec 01 §7: car_id is an optional positive whole number, from text or JSON", () => {
    expect(value(carId, "12")).toBe(12);
    expect(value(carId, 12)).toBe(12);
    expect(value(carId, "")).toBeUndefined();
    expect(value(carId, undefined)).toBeUndefined();
    expect(messages(carId, "0")).toEqual([expired]);
    expect(messages(carId, "12abc")).toEqual([expired]);
  });

  it("spec 02 §5: a required location must be chosen", () => {
    expect(value(locationId, "3")).toBe(3);
    expect(messages(locationId, "")).toEqual(["Please choose a location."]);
    expect(messages(locationId, undefined)).toEqual(["Please choose a location."]);
    expect(value(optionalLocationId, "")).toBeUndefined();
  });

  it("spec 02 §7 form submission: the idempotency key is 16–100 URL-safe characters", () => {
    expect(value(idempotencyKey, "6f1c2d3e-4b5a-4c6d-8e7f-901234567890")).toBe(
      "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
    );
    expect(messages(idempotencyKey, "short")).toEqual([expired]);
    expect(messages(idempotencyKey, "a".repeat(101))).toEqual([expired]);
    expect(messages(idempotencyKey, undefined)).toEqual([expired]);
  });

  it("spec 02 §7 form submission: the form token is required", () => {
    expect(value(formToken, "token")).toBe("token");
    expect(messages(formToken, "")).toEqual([expired]);
  });

  it("spec 02 §3 hidden field: the honeypot lets any text through for the server to judge", () => {
    expect(value(honeypot, undefined)).toBe("");
    expect(value(honeypot, "http://spam.example")).toBe("http://spam.example");
  });
});
