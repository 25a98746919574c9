import { describe, expect, it } from "vitest";
import { BEST_ANSWERS } from "./adjustments";
import {
  conditionStepSchema,
  contactStepSchema,
  isTradeInId,
  nextTradeInStep,
  regoLookupSchema,
  vehicleStepSchema,
  wizardRequiredFields,
} from "./wizard";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const car = { make: "Toyota", model: "Corolla", year: "2021", kms: "40,000 km" };

describe("spec 01 §7 Rego lookup sends rego and regoState", () => {
  it("takes a plate as people copy it and the state in any case", () => {
    expect(regoLookupSchema.parse({ rego: "abc-123", regoState: "nsw" })).toEqual({
      rego: "ABC123",
      regoState: "NSW",
    });
  });

  it("asks for both, at their fields", () => {
    expect(messages(regoLookupSchema.safeParse({ rego: " ", regoState: "" }))).toEqual({
      rego: "Please enter the rego.",
      regoState: "Please choose the state the car is registered in.",
    });
    expect(messages(regoLookupSchema.safeParse({ rego: "TOOLONGPLATE", regoState: "XX" }))).toEqual({
      rego: "Please enter a rego of up to 7 letters and numbers.",
      regoState: "Please choose the state the car is registered in.",
    });
  });
});

describe("issue 20 §2 the car step: rego and state, or make / model / year / badge by hand; kms", () => {
  const schema = vehicleStepSchema(2026);

  it("reads the kilometres and year as numbers, the rego as printed (spec 02 §5 rego optional)", () => {
    expect(schema.parse(car)).toMatchObject({ year: 2021, kms: 40_000, source: "manual" });
    expect(schema.parse({ ...car, rego: "xyz 789", regoState: "qld" })).toMatchObject({
      rego: "XYZ789",
      regoState: "QLD",
    });
  });

  it("says kms that are not a number need to be, at the field", () => {
    expect(messages(schema.safeParse({ ...car, kms: "about 80k" }))).toEqual({
      kms: "Please enter the kilometres as a whole number, e.g. 85,000.",
    });
    expect(messages(schema.safeParse({ ...car, kms: "" }))).toEqual({ kms: "Please enter the kilometres." });
  });

  it("refuses a year in the future, and a year that is not one", () => {
    expect(messages(schema.safeParse({ ...car, year: "2027" }))).toEqual({
      year: "The year can't be later than 2026.",
    });
    expect(messages(schema.safeParse({ ...car, year: "21" }))).toEqual({
      year: "Please enter the year as 4 digits, e.g. 2019.",
    });
    expect(messages(schema.safeParse({ ...car, year: "1920" }))).toEqual({
      year: "Please enter a year from 1950.",
    });
  });

  it("needs the make and model, and the state of a rego", () => {
    expect(messages(schema.safeParse({ year: "2020", kms: "1", rego: "ABC123" }))).toEqual({
      make: "Please enter the make.",
      model: "Please enter the model.",
      regoState: "Please choose the state the car is registered in.",
    });
  });
});

describe("spec 01 §7 adjustmentAnswers: one answer per condition question", () => {
  it("takes the answers of a car with nothing wrong", () => {
    expect(conditionStepSchema.parse(BEST_ANSWERS)).toEqual(BEST_ANSWERS);
  });

  it("names the question left unanswered, and refuses an answer that is not offered", () => {
    const { tyres: _, ...rest } = BEST_ANSWERS;
    expect(messages(conditionStepSchema.safeParse({ ...rest, keys: "three" }))).toEqual({
      tyres: "Please choose an answer for tyres.",
      keys: "Please choose an answer for keys.",
    });
  });
});

describe("spec 02 §5 valuation trigger fields: name, phone, email, location_id", () => {
  const contact = {
    name: "Sam",
    email: "sam@example.com",
    phone: "0412 345 678",
    postcode: "2000",
    form_token: "t",
  };

  it("uses the lead forms' messages", () => {
    expect(messages(contactStepSchema().safeParse({ ...contact, phone: "12", email: "x" }))).toEqual({
      phone: "Please enter an Australian phone number, e.g. 0412 345 678.",
      email: "Please enter a valid email address, e.g. name@example.com.",
    });
  });

  it("needs a location where the site has several", () => {
    expect(contactStepSchema({ locationCount: 1 }).safeParse(contact).success).toBe(true);
    expect(messages(contactStepSchema({ locationCount: 2 }).safeParse(contact))).toEqual({
      location_id: "Please choose a location.",
    });
  });
});

describe("issue 20 §2 each step saved: a shopper who comes back resumes where they left", () => {
  it("resumes at the first step not yet answered", () => {
    const vehicle = vehicleStepSchema(2026).parse(car);
    expect(nextTradeInStep({})).toBe("vehicle");
    expect(nextTradeInStep({ vehicle })).toBe("condition");
    expect(nextTradeInStep({ vehicle, condition: BEST_ANSWERS })).toBe("contact");
  });

  it("knows its own link's id, and nothing else", () => {
    expect(isTradeInId("tv_abcdefghijklmnopqrstuvwx")).toBe(true);
    expect(isTradeInId("tv_short")).toBe(false);
    expect(isTradeInId("pj_abcdefghijklmnopqrstuvwx")).toBe(false);
  });
});

describe("the wizard marks as required exactly what its rules refuse blank (spec 02 §5 rego optional)", () => {
  it("marks the car, its kilometres, each condition question and the shopper's contact", () => {
    const required = wizardRequiredFields(2026, 1);
    for (const key of [
      "make",
      "model",
      "year",
      "kms",
      "tyres",
      "finance_owing",
      "name",
      "email",
      "phone",
      "postcode",
    ]) {
      expect(required.has(key), key).toBe(true);
    }
    for (const key of ["rego", "regoState", "badge", "last_name", "opt_in", "location_id"]) {
      expect(required.has(key), key).toBe(false);
    }
  });

  it("needs a location only where the site has several", () => {
    expect(wizardRequiredFields(2026, 3).has("location_id")).toBe(true);
  });
});
