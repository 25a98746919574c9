import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ADJUSTMENT_QUESTIONS } from "@/lib/trade-in/adjustments";
import { TradeInCarStep } from "./trade-in-car-step";
import { TradeInConditionStep } from "./trade-in-condition-step";
import { TradeInDetailsStep } from "./trade-in-details-step";
import { TradeInWizard, type TradeInWizardProps } from "./trade-in-wizard";
import { pick, type TradeInState, type WizardValues } from "./use-trade-in-wizard";

/**
 * Issue 20 (decision 0034), the trade-in wizard on screen: three steps in one form (the car, its
 * condition, the shopper's details), drawn with the lead forms' fields, their errors beside them.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");
/** The steps' titles a shopper can see (the wizard hides the steps not on screen). */
const shown = (html: string) =>
  [...html.matchAll(/<fieldset([^>]*)><legend class="sr-only">([^<]+)<\/legend>/g)]
    .filter((m) => !m[1]!.includes("hidden"))
    .map((m) => m[2]);

const LOCATIONS = [
  { value: "1", label: "Dubbo" },
  { value: "2", label: "Orange" },
];
const PROPS: Omit<TradeInWizardProps, "initial"> = {
  car: { id: 1, name: "2022 Kia Sportage", price: 30_000, priceText: "$30,000", href: "/cars/kia" },
  locations: LOCATIONS,
  thisYear: 2026,
  siteName: "Test Motors",
};
const VEHICLE = {
  make: "Toyota",
  model: "RAV4",
  year: 2020,
  badge: "GX",
  kms: 30_000,
  rego: "DEMO2",
  regoState: "NSW",
  source: "lookup",
} as const;

function saved(over: Partial<TradeInState>): TradeInState {
  return {
    id: "tv_x",
    car_id: 1,
    status: "open",
    steps: {},
    next_step: "vehicle",
    valuation: null,
    lead_id: null,
    ...over,
  } as TradeInState;
}

describe("TradeInWizard", () => {
  it("a new valuation starts at step 1 of 3, the car, with no way back and Next to go on", () => {
    const html = renderToStaticMarkup(h(TradeInWizard, { ...PROPS, initial: null }));
    expect(tags(html, "form")[0]).toContain('data-testid="trade-in-wizard"');
    expect(text(html)).toContain("Step 1 of 3: Your car");
    expect(shown(html)).toEqual(["Your car"]);
    expect(text(html)).toContain("Find your car by its rego");
    expect(text(html)).not.toContain("Your answers are saved");
    const buttons = tags(html, "button").map((b) => b.match(/type="(\w+)"/)?.[1]);
    expect(buttons).toEqual(["button", "submit"]);
    expect(text(html)).toMatch(/Next$/);
    // The honeypot is there, hidden from people and assistive tech.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="[^"]+-website">Leave this empty<\/label>/);
  });

  it("a saved valuation resumes at its next step and says the answers are kept", () => {
    const html = renderToStaticMarkup(
      h(TradeInWizard, { ...PROPS, initial: saved({ steps: { vehicle: VEHICLE }, next_step: "condition" }) }),
    );
    expect(text(html)).toContain("Step 2 of 3: Its condition");
    expect(shown(html)).toEqual(["Its condition"]);
    expect(text(html)).toContain("Your answers are saved: bookmark this page to come back to them.");
    expect(text(html)).toContain("Back");
  });

  it("the last step sends the details for a valuation", () => {
    const html = renderToStaticMarkup(
      h(TradeInWizard, { ...PROPS, initial: saved({ steps: { vehicle: VEHICLE }, next_step: "contact" }) }),
    );
    expect(text(html)).toContain("Step 3 of 3: Your details");
    expect(text(html)).toContain("Get my valuation");
  });

  it("a valued car opens on the offer, not the form", () => {
    const html = renderToStaticMarkup(
      h(TradeInWizard, {
        ...PROPS,
        initial: saved({
          steps: { vehicle: VEHICLE },
          status: "valued",
          valuation: {
            kind: "in-person",
            reason: "kms",
            message: "Over 100,000 km.",
            provider: null,
          } as never,
        }),
      }),
    );
    expect(html).not.toContain("trade-in-wizard");
    expect(html).toContain('data-testid="trade-in-in-person"');
  });
});

type StepName = "car" | "condition" | "details";
type StepOptions = {
  errors?: Record<string, string>;
  locations?: typeof LOCATIONS;
  hidden?: boolean;
  busy?: boolean;
};

/** A step inside a real react-hook-form form, with `errors` as the resolver would set them. */
function Step({
  step,
  errors = {},
  locations = LOCATIONS,
  hidden = false,
  busy = false,
}: StepOptions & { step: StepName }) {
  const form = useForm<WizardValues>();
  const fields = {
    formId: "w",
    form,
    errors: Object.fromEntries(
      Object.entries(errors).map(([k, message]) => [k, { type: "validate", message }]),
    ),
    required: new Set(["make", "model", "year", "kms", "name", "phone"]),
    hidden,
    busy,
  };
  if (step === "car")
    return h(TradeInCarStep, { ...fields, lookupNote: "Found: 2020 Toyota RAV4 GX.", onLookUp: () => {} });
  if (step === "condition") return h(TradeInConditionStep, fields);
  return h(TradeInDetailsStep, { ...fields, locations });
}
const step = (name: StepName, props: StepOptions = {}) =>
  renderToStaticMarkup(h(Step, { step: name, ...props }));

describe("TradeInCarStep (step 1: the car, by rego or by hand)", () => {
  it("offers the rego lookup, then the make, model, year, badge and kilometres, each labelled", () => {
    const html = step("car");
    expect(html).toMatch(/^<fieldset class="space-y-4"><legend class="sr-only">Your car<\/legend>/);
    const labelled = [...html.matchAll(/<label for="w-(\w+)"/g)].map((m) => m[1]);
    expect(labelled).toEqual(["rego", "regoState", "make", "model", "year", "badge", "kms"]);
    expect(text(html)).toContain("Find my car");
    expect(html).toContain(
      '<p aria-live="polite" class="mt-2 text-sm" data-testid="lookup-note">Found: 2020 Toyota RAV4 GX.</p>',
    );
    expect(text(html)).toContain("As on the plate, e.g. ABC123.");
  });

  it("a refused answer is shown at its field, which is marked invalid and described by it", () => {
    const html = step("car", {
      errors: { kms: "Please enter the kilometres as a whole number, e.g. 85,000." },
    });
    const kms = tags(html, "input").find((i) => i.includes('id="w-kms"'));
    expect(kms).toContain('aria-invalid="true"');
    expect(kms).toContain('aria-describedby="w-kms-error w-kms-hint"');
    expect(html).toContain(
      '<p id="w-kms-error" class="mt-1 text-sm font-semibold text-destructive">Please enter the kilometres as a whole number, e.g. 85,000.</p>',
    );
    expect(tags(html, "input").find((i) => i.includes('id="w-make"'))).not.toContain("aria-invalid");
  });

  it("is hidden and disabled when it is not the step on screen, or while sending", () => {
    const html = step("car", { hidden: true, busy: true });
    expect(tags(html, "fieldset")[0]).toBe('<fieldset hidden="" disabled="" class="space-y-4">');
  });
});

describe("TradeInConditionStep (step 2: the condition questions)", () => {
  it("asks every adjustment question as a radio group", () => {
    const html = step("condition");
    expect(tags(html, "fieldset")).toHaveLength(1 + ADJUSTMENT_QUESTIONS.length);
    for (const question of ADJUSTMENT_QUESTIONS) expect(text(html)).toContain(question.label);
    expect(text(html)).toContain("Full logbook history");
    expect(tags(html, "input").every((i) => i.includes('type="radio"'))).toBe(true);
  });
});

describe("TradeInDetailsStep (step 3: the shopper's details)", () => {
  it("asks where to value the car only when the dealer has more than one location", () => {
    expect(text(step("details"))).toContain("Where would you like it valued?");
    expect(tags(step("details"), "option").map((o) => o.match(/value="([^"]*)"/)?.[1])).toEqual([
      "",
      "1",
      "2",
    ]);
    expect(text(step("details", { locations: [LOCATIONS[0]!] }))).not.toContain(
      "Where would you like it valued?",
    );
  });

  it("has the lead forms' contact fields, the phone's error beside the phone", () => {
    const html = step("details", {
      errors: { phone: "Please enter an Australian phone number, e.g. 0412 345 678." },
    });
    for (const label of ["First name", "Last name", "Email", "Phone", "Postcode"])
      expect(text(html)).toContain(label);
    expect(tags(html, "input").find((i) => i.includes('id="w-phone"'))).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /<p id="w-phone-error"[^>]*>Please enter an Australian phone number, e\.g\. 0412 345 678\.<\/p>/,
    );
  });
});

describe("the wizard's sent answers", () => {
  it("pick keeps only the step's fields that have a value key", () => {
    expect(pick({ make: "Kia", model: "Rio", name: "Terry" }, ["make", "model", "kms"])).toEqual({
      make: "Kia",
      model: "Rio",
    });
  });
});
