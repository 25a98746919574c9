import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseSiteConfig } from "../tenancy/site-config";
import {
  LEAD_FORM_KINDS,
  type LeadFormKind,
  leadFormDefaults,
  leadFormOptionsForSite,
  leadFormSchema,
  leadSubmissionSchema,
} from "./forms";

/** What a shopper types on every form, plus the hidden fields the page renders. */
const shopper = {
  name: " Jane ",
  last_name: "Citizen",
  email: "jane.citizen@Example.com",
  phone: "+61 412 345 678",
  postcode: "4000",
  idempotency_key: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
  form_token: "signed.form.token",
  website: "",
};

function submit(kind: LeadFormKind, fields: Record<string, unknown> = {}, options = {}) {
  return leadFormSchema(kind, options).safeParse({ formKind: kind, ...shopper, message: "Hi", ...fields });
}

function errors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

function values(result: z.ZodSafeParseResult<unknown>): Record<string, unknown> {
  if (!result.success) throw new Error(JSON.stringify(errors(result)));
  return result.data as Record<string, unknown>;
}

describe("form kinds, categories and subcategories (spec 01 §2/§4, spec 02 §2/§3)", () => {
  it.each([
    ["quick-enquiry", "Vehicle Enquiry", "Quick Enquiry"],
    ["vehicle-enquiry", "Vehicle Enquiry", null],
    ["test-drive", "Test Drive", null],
    ["find-me-something-similar", "Vehicle Enquiry", "Find me something similar"],
    ["make-an-offer", "Make an Offer", null],
    ["finance-enquiry", "Finance Enquiry", null],
    ["fleet-block", "Fleet Enquiry", null],
    ["contact", "General Enquiry", "Contact Us"],
    ["new-vehicle-enquiry", "New Vehicle Enquiry", null],
    ["service-enquiry", "Service Enquiry", null],
    ["parts-enquiry", "Parts Enquiry", null],
    ["fleet-enquiry", "Fleet Enquiry", null],
    ["general-enquiry", "General Enquiry", null],
    ["feedback", "Feedback", null],
    ["book-test-drive", "Test Drive", null],
    ["customer-feedback-survey", "Feedback", "Customer Feedback Survey"],
  ] as const)("spec 02 §7: a %s submission carries category %s and subcategory %s", (kind, category, sub) => {
    const parsed = values(submit(kind, { offer_from_client: "$25,000" }));
    expect(parsed.formKind).toBe(kind);
    expect(parsed.category).toBe(category);
    expect(parsed.subcategory).toBe(sub);
  });

  it("spec 01 §4: a flow's own subcategory (e.g. '3. Offer Accepted') replaces the default", () => {
    expect(values(submit("vehicle-enquiry", { subcategory: "3. Offer Accepted" })).subcategory).toBe(
      "3. Offer Accepted",
    );
  });

  it("spec 02 §5: a car form's category is fixed by the form, not by the post", () => {
    expect(errors(submit("vehicle-enquiry", { category: "Parts Enquiry" }))).toHaveProperty("category");
  });

  it("spec 02 §5: the enquiry pages' category select is required; untouched it keeps the page's category", () => {
    expect(errors(submit("general-enquiry", { category: "" }))).toEqual({
      category: ["Please choose a category."],
    });
    expect(values(submit("service-enquiry", { category: "Parts Enquiry" })).category).toBe("Parts Enquiry");
    expect(values(submit("service-enquiry")).category).toBe("Service Enquiry");
  });

  it("spec 02 §5: the category is one the select offers, not any text a post sends", () => {
    for (const category of ["Service Booking", "FREE CARS click here", "parts enquiry"]) {
      expect(errors(submit("service-enquiry", { category }))).toEqual({
        category: ["Please choose a category."],
      });
    }
  });
});

describe("shared contact fields on every form (spec 02 §3 'Contact form fields')", () => {
  it("spec 02 §3: every form parses the contact fields into what the dealer reads", () => {
    for (const kind of LEAD_FORM_KINDS) {
      const parsed = values(submit(kind, { offer_from_client: 20000 }));
      expect(parsed).toMatchObject({
        name: "Jane",
        last_name: "Citizen",
        email: "jane.citizen@example.com",
        phone: "0412 345 678",
        postcode: "4000",
        preferred_contact_method: "Phone",
      });
    }
  });

  it("spec 02 §5 / §8: every form refuses a postcode that is not 4 digits with the spec's message", () => {
    for (const kind of LEAD_FORM_KINDS) {
      expect(errors(submit(kind, { postcode: "400", offer_from_client: 1 })).postcode).toEqual([
        "Invalid postcode. Please enter a 4-digit number.",
      ]);
    }
  });

  it("spec 02 §3: the first name is required, the last name is not", () => {
    expect(errors(submit("quick-enquiry", { name: "" }))).toEqual({
      name: ["Please enter your first name."],
    });
    expect(values(submit("quick-enquiry", { last_name: "" })).last_name).toBeUndefined();
  });

  it("spec 02 §3 (rule ours): asking to be texted needs a mobile number", () => {
    expect(errors(submit("contact", { phone: "07 3355 0101", preferred_contact_method: "SMS" }))).toEqual({
      phone: ["Please enter a mobile number so we can text you, or choose another way to contact you."],
    });
    expect(
      values(submit("contact", { phone: "07 3355 0101", preferred_contact_method: "Email" })),
    ).toMatchObject({
      phone: "07 3355 0101",
    });
  });

  it("spec 02 §3 enquiry defaults: car details in the post are dropped; the server reads them from car_id", () => {
    const parsed = values(
      submit("vehicle-enquiry", { car_id: "77", "Vehicle Make": "Tesla", stock_number: "X1" }),
    );
    expect(parsed.car_id).toBe(77);
    expect(parsed).not.toHaveProperty("Vehicle Make");
    expect(parsed).not.toHaveProperty("stock_number");
  });
});

describe("hidden fields every submission carries (spec 01 §7, spec 02 §7)", () => {
  const expired = "This form has expired. Please reload the page and try again.";

  it("spec 02 §7: the idempotency key and form token are required", () => {
    expect(errors(submit("contact", { idempotency_key: undefined, form_token: "" }))).toEqual({
      idempotency_key: [expired],
      form_token: [expired],
    });
  });

  it("spec 02 §3 hidden field: a filled honeypot passes through for the server to treat as a bot", () => {
    expect(values(submit("contact", { website: "https://spam.example" })).website).toBe(
      "https://spam.example",
    );
    expect(values(submit("contact", { website: undefined })).website).toBe("");
  });

  it("spec 01 §7: car_id and location_id are optional positive ids on a car's form", () => {
    const parsed = values(submit("quick-enquiry", { car_id: 12, location_id: "3" }));
    expect(parsed).toMatchObject({ car_id: 12, location_id: 3 });
    expect(values(submit("quick-enquiry")).car_id).toBeUndefined();
  });
});

describe("message (spec 02 §5 'the comments field is required unless configured otherwise')", () => {
  it("spec 02 §5: comments are required by default", () => {
    expect(errors(submit("general-enquiry", { message: " " }))).toEqual({
      message: ["Please enter your message."],
    });
  });

  it("spec 02 §5: a site may make comments optional", () => {
    expect(
      values(submit("general-enquiry", { message: "" }, { commentsOptional: true })).message,
    ).toBeUndefined();
  });

  it("spec 02 §2 /customer-feedback-survey: the feedback itself is required even where comments are optional", () => {
    expect(errors(submit("customer-feedback-survey", { message: "" }, { commentsOptional: true }))).toEqual({
      message: ["Please enter your message."],
    });
  });

  it("spec 01 §4: find me something similar starts with its prefilled message", () => {
    expect(leadFormDefaults("find-me-something-similar")).toMatchObject({
      message: "Can you please find me something similar?",
      subcategory: "Find me something similar",
    });
  });
});

describe("terms consent (spec 02 §5 'required on tenants that show it')", () => {
  it("spec 02 §5: where shown, an unticked box is refused with the site's wording", () => {
    const wording = "*You must agree to the terms of use before submitting.";
    const options = { termsConsent: true, termsConsentMessage: wording };
    expect(errors(submit("contact", {}, options))).toEqual({ terms_agreed: [wording] });
    expect(values(submit("contact", { terms_agreed: "on" }, options)).terms_agreed).toBe(true);
  });

  it("spec 02 §5: where shown without its own wording, the default message names the terms", () => {
    expect(errors(submit("make-an-offer", { offer_from_client: 1 }, { termsConsent: true }))).toEqual({
      terms_agreed: ["You must agree to the terms of use before submitting the form."],
    });
  });

  it("spec 02 §5: where not shown, there is no terms field", () => {
    expect(values(submit("contact", { terms_agreed: false }))).not.toHaveProperty("terms_agreed");
  });
});

describe("dealership and location pickers (spec 02 §5 Enquiry form)", () => {
  it("spec 02 §5: with several dealerships the preferred dealership is required", () => {
    expect(errors(submit("general-enquiry", {}, { dealershipCount: 2 }))).toEqual({
      preferred_dealership: ["Please choose a dealership."],
    });
    expect(
      values(submit("general-enquiry", { preferred_dealership: "harbour-toyota" }, { dealershipCount: 2 })),
    ).toMatchObject({ preferred_dealership: "harbour-toyota" });
  });

  it("spec 02 §5: one dealership, or a site that removed the select, needs no choice", () => {
    expect(
      values(submit("general-enquiry", {}, { dealershipCount: 1 })).preferred_dealership,
    ).toBeUndefined();
    const removed = { dealershipCount: 3, preferredDealershipRemoved: true };
    expect(values(submit("general-enquiry", {}, removed)).preferred_dealership).toBeUndefined();
  });

  it("spec 02 §5: with several locations the location is required", () => {
    expect(errors(submit("service-enquiry", { location_id: "" }, { locationCount: 2 }))).toEqual({
      location_id: ["Please choose a location."],
    });
    expect(values(submit("service-enquiry", {}, { locationCount: 1 })).location_id).toBeUndefined();
  });
});

describe("make an offer (spec 02 §5 'requires offer_from_client … removes the message and opt-in')", () => {
  it("spec 02 §5: the offer is required", () => {
    expect(errors(submit("make-an-offer"))).toEqual({ offer_from_client: ["Please enter your offer."] });
  });

  it("spec 02 §5: the offer takes a $ prefix and thousands separators", () => {
    expect(values(submit("make-an-offer", { offer_from_client: "$25,000" })).offer_from_client).toBe(25000);
  });

  it("spec 02 §5: the form has no message and no opt-in", () => {
    const parsed = values(submit("make-an-offer", { offer_from_client: "$25,000", opt_in: true }));
    expect(parsed).not.toHaveProperty("message");
    expect(parsed).not.toHaveProperty("opt_in");
    expect(leadFormDefaults("make-an-offer")).not.toHaveProperty("opt_in");
  });
});

describe("test drive (spec 01 §5 'Test-drive form')", () => {
  const now = new Date("2025-07-01T00:00:00Z"); // 10:00 in Brisbane

  it("spec 01 §5: the message and booking date are optional", () => {
    const parsed = values(submit("test-drive", { message: "" }, { now }));
    expect(parsed.message).toBeUndefined();
    expect(parsed.test_drive_at).toBeUndefined();
  });

  it("spec 01 §5: a booking date must be in the future", () => {
    expect(errors(submit("book-test-drive", { test_drive_at: "2025-06-30T12:00" }, { now }))).toEqual({
      test_drive_at: ["Please choose a test drive time in the future."],
    });
    expect(values(submit("test-drive", { test_drive_at: "2025-07-03T09:30" }, { now })).test_drive_at).toBe(
      "2025-07-03T09:30",
    );
  });

  it("spec 01 §5: a distribution location may be chosen", () => {
    expect(values(submit("test-drive", { distribution_location: "Springwood" }, { now }))).toMatchObject({
      distribution_location: "Springwood",
    });
  });
});

describe("trade-in and finance answers (spec 02 §3 Enquiry form fields, §5 valuation fields)", () => {
  it("spec 02 §3/§5: the vehicle enquiry takes finance and trade-in answers and the shopper's car", () => {
    const parsed = values(
      submit("vehicle-enquiry", {
        finance: "Yes",
        trade_in: "Yes",
        rego: "abc 123",
        regoState: "vic",
        kms: "85,000",
      }),
    );
    expect(parsed).toMatchObject({
      finance: "Yes",
      trade_in: "Yes",
      rego: "ABC123",
      regoState: "VIC",
      kms: 85000,
    });
  });

  it("spec 02 §5: rego is optional", () => {
    expect(values(submit("service-enquiry", { rego: "" })).rego).toBeUndefined();
  });
});

describe("opt-ins and defaults (spec 02 §3, §5; spec 01 §5 'Lead form defaults')", () => {
  it("spec 01 §5: opt_in starts ticked, finance and trade opt-ins unticked, contact by Phone", () => {
    expect(leadFormDefaults("vehicle-enquiry")).toMatchObject({
      preferred_contact_method: "Phone",
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      website: "",
    });
  });

  it("spec 02 §5: the opt-in is optional; an unticked box (absent from the post) is no consent", () => {
    expect(values(submit("quick-enquiry", { opt_in: "on" })).opt_in).toBe(true);
    expect(values(submit("quick-enquiry")).opt_in).toBe(false);
  });
});

describe("one endpoint for every form (spec 02 §7 Form submission)", () => {
  it("spec 02 §7: formKind picks the form's schema", () => {
    const schema = leadSubmissionSchema();
    const offer = schema.safeParse({ formKind: "make-an-offer", ...shopper, offer_from_client: "$9,000" });
    expect(values(offer)).toMatchObject({ category: "Make an Offer", offer_from_client: 9000 });
    expect(errors(schema.safeParse({ formKind: "make-an-offer", ...shopper }))).toEqual({
      offer_from_client: ["Please enter your offer."],
    });
  });

  it("spec 02 §7: an unknown formKind is refused", () => {
    expect(leadSubmissionSchema().safeParse({ formKind: "spin-to-win", ...shopper }).success).toBe(false);
  });
});

describe("site switches (spec 02 §5, read from the site config)", () => {
  it("spec 02 §5: terms, its wording and optional comments come from the site config", () => {
    const config = parseSiteConfig({
      features: { terms_consent: true, comments_required: false },
      copy: { terms_consent_text: "*You must agree to the terms of use before submitting." },
    });
    expect(leadFormOptionsForSite(config, { dealershipCount: 2 })).toEqual({
      termsConsent: true,
      termsConsentMessage: "*You must agree to the terms of use before submitting.",
      commentsOptional: true,
      dealershipCount: 2,
    });
  });

  it("spec 02 §5: the shared defaults hide terms and require comments", () => {
    expect(leadFormOptionsForSite(parseSiteConfig({}))).toMatchObject({
      termsConsent: false,
      commentsOptional: false,
    });
  });
});
