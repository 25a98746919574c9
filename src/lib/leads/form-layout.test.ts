import { describe, expect, it } from "vitest";
import {
  ENQUIRY_CATEGORIES,
  FIELD_LAYOUT,
  fieldLayout,
  HIDDEN_FIELDS,
  isFieldDrawn,
  isFieldShown,
  leadFormSteps,
  locationsFor,
  requiredFields,
  submitLabel,
  withoutHiddenAnswers,
} from "./form-layout";
import { ENQUIRY_PAGE_KINDS, isEnquiryPageKind, LEAD_FORM_KINDS, LEAD_FORMS, leadFormSchema } from "./forms";

const everySwitchOn = { termsConsent: true, dealershipCount: 3, locationCount: 4 };
const keysOf = (kind: (typeof LEAD_FORM_KINDS)[number], options = everySwitchOn) =>
  Object.keys(leadFormSchema(kind, options).shape);

describe("lead form layout (issue 5: every field a form's schema has is on screen, once)", () => {
  it.each(LEAD_FORM_KINDS)(
    "%s: each visible field of its schema has a layout and sits on exactly one step",
    (kind) => {
      const keys = keysOf(kind);
      const visible = keys.filter((key) => !HIDDEN_FIELDS.has(key));
      for (const key of visible) expect(FIELD_LAYOUT, key).toHaveProperty(key);
      const placed = leadFormSteps(kind, keys).flatMap((step) => step.fields);
      expect([...placed].sort()).toEqual([...visible].sort());
    },
  );

  it("spec 01 §5 'Lead form is multi-step': the car enquiry, finance and test drive forms have two steps", () => {
    expect(leadFormSteps("vehicle-enquiry", keysOf("vehicle-enquiry")).map((s) => s.title)).toEqual([
      "Your enquiry",
      "Finance and trade-in",
    ]);
    expect(leadFormSteps("test-drive", keysOf("test-drive"))).toHaveLength(2);
    expect(leadFormSteps("finance-enquiry", keysOf("finance-enquiry"))).toHaveLength(2);
    expect(leadFormSteps("quick-enquiry", keysOf("quick-enquiry"))).toHaveLength(1);
  });

  it("the consents come last: opt-ins and the terms box are on the final step", () => {
    const steps = leadFormSteps("vehicle-enquiry", keysOf("vehicle-enquiry"));
    const last = steps[steps.length - 1]!.fields;
    expect(last.slice(-4)).toEqual(["opt_in", "opt_in_finance", "opt_in_trade", "terms_agreed"]);
  });

  it("a step left with no fields under a site's switches is dropped, not drawn empty", () => {
    const steps = leadFormSteps("book-test-drive", ["name", "email", "phone", "postcode"]);
    expect(steps).toEqual([{ title: "Your details", fields: ["name", "email", "phone", "postcode"] }]);
  });

  it("spec 02 §5 make-an-offer removes the message and opt-in fields and asks for the offer", () => {
    const fields = leadFormSteps("make-an-offer", keysOf("make-an-offer")).flatMap((s) => s.fields);
    expect(fields).toContain("offer_from_client");
    expect(fields).not.toContain("message");
    expect(fields).not.toContain("opt_in");
  });

  it("spec 01 §5 lead-form defaults: the opt-in's label is 'Email me similar stock and latest offers.'", () => {
    expect(fieldLayout("opt_in").label).toBe("Email me similar stock and latest offers.");
  });

  it("spec 01 §5 test-drive form: the optional date-time is labelled 'Test Drive Booking Date'", () => {
    expect(fieldLayout("test_drive_at")).toMatchObject({
      label: "Test Drive Booking Date",
      control: { type: "datetime" },
    });
  });

  it("spec 02 §5 postcode input has a maximum length of 4", () => {
    expect(fieldLayout("postcode").control).toMatchObject({
      type: "text",
      maxLength: 4,
      inputMode: "numeric",
    });
  });
});

describe("which fields are marked required (spec 02 §5)", () => {
  it("contact fields, comments, postcode and the terms box are required; last name, rego and opt-ins are not", () => {
    const required = requiredFields(leadFormSchema("vehicle-enquiry", { termsConsent: true }).shape);
    for (const key of ["name", "email", "phone", "postcode", "message", "terms_agreed"])
      expect(required).toContain(key);
    for (const key of ["last_name", "rego", "kms", "opt_in", "finance", "trade_in"])
      expect(required).not.toContain(key);
  });

  it("comments are optional when the site configures it", () => {
    expect(requiredFields(leadFormSchema("contact", { commentsOptional: true }).shape)).not.toContain(
      "message",
    );
  });

  it("the location and dealership selects are required only with several to choose from", () => {
    const several = requiredFields(leadFormSchema("general-enquiry", everySwitchOn).shape);
    expect(several).toContain("location_id");
    expect(several).toContain("preferred_dealership");
    const one = requiredFields(
      leadFormSchema("general-enquiry", { dealershipCount: 1, locationCount: 1 }).shape,
    );
    expect(one).not.toContain("location_id");
    expect(one).not.toContain("preferred_dealership");
  });

  it("the enquiry pages' category select is required; hidden plumbing and ticked lists never are", () => {
    const required = requiredFields(leadFormSchema("service-enquiry").shape);
    expect(required).toContain("category");
    expect(required).not.toContain("additional_services");
    expect(required).not.toContain("idempotency_key");
  });
});

describe("which controls are drawn", () => {
  const counts = {
    location_id: 3,
    preferred_dealership: 2,
    distribution_location: 0,
    category: 6,
    additional_services: 0,
  };

  it("a form about a car takes its location and dealership from the car", () => {
    expect(isFieldDrawn("location_id", { hasCar: true, counts })).toBe(false);
    expect(isFieldDrawn("preferred_dealership", { hasCar: true, counts })).toBe(false);
    expect(isFieldDrawn("location_id", { hasCar: false, counts })).toBe(true);
  });

  it("one location or dealership is filled in, not asked", () => {
    expect(isFieldDrawn("location_id", { hasCar: false, counts: { location_id: 1 } })).toBe(false);
  });

  it("spec 01 §5: the distribution location only when the car's location has some", () => {
    expect(isFieldDrawn("distribution_location", { hasCar: true, counts })).toBe(false);
    expect(
      isFieldDrawn("distribution_location", { hasCar: true, counts: { distribution_location: 2 } }),
    ).toBe(true);
  });

  it("fixed choices (contact method, yes/no, states) are always drawn", () => {
    expect(isFieldDrawn("preferred_contact_method", { hasCar: false, counts: {} })).toBe(true);
    expect(isFieldDrawn("regoState", { hasCar: false, counts: {} })).toBe(true);
  });

  it("the trade-in's rego, state and kms show once the shopper says they have a trade-in", () => {
    const keys = keysOf("vehicle-enquiry");
    expect(isFieldShown("rego", keys, {})).toBe(false);
    expect(isFieldShown("rego", keys, { trade_in: "No" })).toBe(false);
    expect(isFieldShown("rego", keys, { trade_in: "Yes" })).toBe(true);
    // The service enquiry asks for the shopper's car without a trade-in question: always shown.
    expect(isFieldShown("rego", keysOf("service-enquiry"), {})).toBe(true);
  });
});

describe("enquiry pages (spec 02 §2)", () => {
  it("six pages, whose category select offers each page's category", () => {
    const pages = [
      "new-vehicle-enquiry",
      "service-enquiry",
      "parts-enquiry",
      "fleet-enquiry",
      "general-enquiry",
      "feedback",
    ];
    for (const page of pages) expect(isEnquiryPageKind(page), page).toBe(true);
    // Forms about a car, or shown inside another page, have no /enquiries/<kind> page of their own.
    for (const kind of ["vehicle-enquiry", "test-drive", "fleet-block", "contact"]) {
      expect(isEnquiryPageKind(kind), kind).toBe(false);
    }
    expect(ENQUIRY_CATEGORIES.map((c) => c.value)).toEqual(
      ENQUIRY_PAGE_KINDS.map((k) => LEAD_FORMS[k].category),
    );
  });

  it("each form's submit button says what it does", () => {
    expect(submitLabel("test-drive")).toBe("Book Test Drive");
    expect(submitLabel("make-an-offer")).toBe("Send Offer");
    expect(submitLabel("quick-enquiry")).toBe("Send Enquiry");
  });
});

describe("locations narrowed by the chosen dealership", () => {
  const locations = [
    { value: "1", label: "Metro Toyota Sales", group: "metro-toyota" },
    { value: "2", label: "Metro Toyota Service", group: "metro-toyota" },
    { value: "3", label: "Metro Kia Sales", group: "metro-kia" },
  ];

  it("offers every location until a dealership is chosen, then only that dealership's", () => {
    expect(locationsFor(locations, "")).toHaveLength(3);
    expect(locationsFor(locations, undefined)).toHaveLength(3);
    expect(locationsFor(locations, "metro-kia").map((l) => l.value)).toEqual(["3"]);
  });

  it("a dealership without listed locations does not leave the shopper with none", () => {
    expect(locationsFor(locations, "metro-ford")).toHaveLength(3);
  });
});

describe("answers of hidden fields", () => {
  it("a trade-in's details are dropped once the shopper answers 'No', kept with 'Yes'", () => {
    const keys = Object.keys(leadFormSchema("vehicle-enquiry").shape);
    const typed = { name: "Ada", trade_in: "No", rego: "TOOLONG123", kms: "5", idempotency_key: "k" };
    expect(withoutHiddenAnswers(typed, keys)).toEqual({ name: "Ada", trade_in: "No", idempotency_key: "k" });
    expect(withoutHiddenAnswers({ ...typed, trade_in: "Yes" }, keys)).toEqual({ ...typed, trade_in: "Yes" });
  });
});
