import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadFormCar, SiteFormSetup } from "@/lib/leads/form-setup";
import { LeadForm, type LeadFormProps } from "./lead-form";
import { LeadFormStepHeading } from "./lead-form-step-heading";

/**
 * Issue 5, a lead form on screen as the server first draws it: its fields laid out in steps, the first
 * step on show, the send button named for the form. What happens as the shopper answers (errors
 * re-checked as typed, the steps' focus, the remembered shopper, the send) needs a browser:
 * e2e/lead-forms.spec.
 */

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The app router useLeadSubmit asks for; nothing navigates while the markup is drawn. */
const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };

const ONE_PLACE: SiteFormSetup = {
  options: { dealershipCount: 1, locationCount: 1 },
  dealerships: [{ value: "metro", label: "Metro Toyota" }],
  locations: [{ value: "1", label: "Metro Toyota Sales", group: "metro" }],
  financeEnquiryEvent: false,
  budgetQuickPicks: [20_000, 30_000],
};
const GROUP: SiteFormSetup = {
  ...ONE_PLACE,
  options: { dealershipCount: 2, locationCount: 2 },
  dealerships: [
    { value: "metro", label: "Metro Toyota" },
    { value: "coast", label: "Coast Toyota" },
  ],
  locations: [
    { value: "1", label: "Metro Toyota Sales", group: "metro" },
    { value: "2", label: "Coast Toyota Sales", group: "coast" },
  ],
};
const CAR: LeadFormCar = {
  id: 42,
  name: "2021 Toyota HiLux SR5",
  car_type: "used",
  tag: null,
  priceText: "$45,990",
  distributionLocations: [],
  locationId: 1,
  dealershipSlug: "metro",
  status: "in_stock",
  make: "Toyota",
  model: "HiLux",
  year: 2021,
  km: 45_000,
  badge: "SR5",
};

function render(props: LeadFormProps) {
  return renderToStaticMarkup(h(AppRouterContext.Provider, { value: router as never }, h(LeadForm, props)));
}
/** The form's steps, each a fieldset (a radio group inside one is a fieldset too). */
const steps = (html: string) => tags(html, "fieldset").filter((f) => f.includes("grid min-w-0"));

describe("LeadForm", () => {
  it("a one-step form: no step heading, its fields labelled, and the send button named for the form", () => {
    const html = render({ kind: "make-an-offer", site: ONE_PLACE, car: CAR });
    const [form] = tags(html, "form");
    expect(form).toContain("noValidate");
    expect(form).toContain('data-form-kind="make-an-offer"');
    expect(html).not.toContain("<h3");
    expect(steps(html)).toHaveLength(1);
    expect(html).toMatch(/<label for="[^"]+-name"[^>]*>First name/);
    // Spec 02 §5: the offer's placeholder is the car's price.
    expect(tags(html, "input").find((i) => i.includes('name="offer_from_client"'))).toContain(
      'placeholder="$45,990"',
    );
    const buttons = tags(html, "button");
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('type="submit"');
    expect(text(html)).toContain("Send Offer");
  });

  it("a multi-step form shows step 1 of 2 under its heading, the later step hidden, and 'Next'", () => {
    const html = render({ kind: "test-drive", site: ONE_PLACE, car: CAR });
    expect(html).toMatch(/<h3 tabindex="-1"[^>]*><span[^>]*>Step 1 of 2: <\/span>When and where<\/h3>/);
    expect(steps(html)).toHaveLength(2);
    expect(steps(html).map((f) => f.includes("hidden"))).toEqual([false, true]);
    expect(text(html)).toMatch(/Next\s*$/);
    expect(text(html)).not.toContain("Back");
  });

  it("on a page whose h1 is the form's purpose, the step heading is an h2 (headings go down one at a time)", () => {
    const html = render({ kind: "test-drive", site: ONE_PLACE, car: CAR, stepHeadingLevel: 2 });
    expect(html).toMatch(/<h2 tabindex="-1"[^>]*><span[^>]*>Step 1 of 2: <\/span>When and where<\/h2>/);
    expect(html).not.toContain("<h3");
  });

  it("a dealer group's form asks which dealership and location; the honeypot is hidden", () => {
    const html = render({ kind: "contact", site: GROUP });
    expect(tags(html, "select").some((s) => s.includes('name="preferred_dealership"'))).toBe(true);
    expect(tags(html, "select").some((s) => s.includes('name="location_id"'))).toBe(true);
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label for="[^"]+-website">Leave this empty<\/label>/);
  });
});

describe("issue 34 item 2: the test drive page's bookable times", () => {
  const bookings = {
    "1": {
      zone: "Brisbane time",
      days: [
        {
          value: "2026-12-07",
          label: "Monday 7 December 2026",
          times: [{ value: "2026-12-07T08:30", label: "8:30 am" }],
        },
      ],
    },
    "2": null,
  };

  it("the car's yard's days and times replace the typed date-time", () => {
    const html = render({ kind: "test-drive", site: { ...ONE_PLACE, bookings }, car: CAR });
    expect(html).toContain('data-testid="test-drive-slots"');
    expect(tags(html, "input").some((i) => i.includes('type="datetime-local"'))).toBe(false);
    expect(html).toContain('<option value="2026-12-07T08:30">8:30 am, Monday 7 December 2026</option>');
  });

  it("a site-level booking asks for the yard first; a page without times keeps the typed date-time", () => {
    const group = render({ kind: "book-test-drive", site: { ...GROUP, bookings } });
    expect(text(group)).toContain("Choose a location first to see the times you can book there.");
    const plain = render({ kind: "test-drive", site: ONE_PLACE, car: CAR });
    expect(tags(plain, "input").some((i) => i.includes('type="datetime-local"'))).toBe(true);
  });

  it("a yard whose hours do not say keeps the typed date-time", () => {
    const html = render({
      kind: "test-drive",
      site: { ...ONE_PLACE, bookings },
      car: { ...CAR, locationId: 2 },
    });
    expect(tags(html, "input").some((i) => i.includes('type="datetime-local"'))).toBe(true);
  });
});

describe("LeadFormStepHeading", () => {
  it("says which step of how many, then the step's title, and can take focus", () => {
    const html = renderToStaticMarkup(h(LeadFormStepHeading, { number: 2, count: 3, title: "Your details" }));
    expect(html).toBe(
      '<h3 tabindex="-1" class="text-base font-bold outline-none"><span class="font-normal text-muted-foreground">Step 2 of 3: </span>Your details</h3>',
    );
  });
});
