import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { UseFormRegister, UseFormSetValue } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { FieldLayout } from "@/lib/leads/form-layout";
import { LeadFormField } from "./lead-form-field";

function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}

/** react-hook-form's register as far as the markup sees it: the name. */
const register = ((name: string) => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
})) as unknown as UseFormRegister<Record<string, unknown>>;
const setValue = (() => {}) as UseFormSetValue<Record<string, unknown>>;

function render(
  layout: FieldLayout,
  options: { error?: string; required?: boolean; quickPicks?: number[] } = {},
) {
  return renderToStaticMarkup(
    h(LeadFormField, {
      formId: "lead",
      name: "field",
      layout,
      label: layout.label,
      required: options.required ?? true,
      choices: [
        { value: "a", label: "Choice A" },
        { value: "b", label: "Choice B" },
      ],
      error: options.error ? { type: "validate", message: options.error } : undefined,
      register,
      setValue,
      quickPicks: options.quickPicks,
    }),
  );
}

describe("LeadFormField (decision 0011: errors at their fields; the e2e axe checks depend on these ids)", () => {
  it("a text field: labelled, required marked for the eye only, its error and hint describing it", () => {
    const html = render(
      { label: "Postcode", control: { type: "text", inputMode: "numeric" }, hint: "4 digits." },
      { error: "Please enter a 4-digit postcode." },
    );
    expect(html).toMatch(
      /<label for="lead-field"[^>]*>Postcode<span class="text-destructive" aria-hidden="true"> \*<\/span><\/label>/,
    );
    const [input] = tags(html, "input");
    expect(input).toContain('id="lead-field"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="lead-field-error lead-field-hint"');
    expect(html).toContain(
      '<p id="lead-field-error" class="mt-1 text-sm font-semibold text-destructive">Please enter a 4-digit postcode.</p>',
    );
    expect(html).toContain('<p id="lead-field-hint"');
    // Not half-width: the field takes the form's whole row.
    expect(html).toMatch(/^<div class="sm:col-span-2">/);
  });

  it("an optional field says so, and an answer in order carries no error", () => {
    const html = render({ label: "Badge", control: { type: "text" }, half: true }, { required: false });
    expect(html).toContain("(optional)");
    expect(tags(html, "input")[0]).not.toContain("aria-invalid");
    expect(html).not.toContain("lead-field-error");
    expect(html).toMatch(/^<div>/);
  });

  it("a radio question is a fieldset whose legend is the question, described by its error", () => {
    const html = render(
      { label: "Keys", control: { type: "radio", choices: { from: "fixed", choices: [] } } },
      { error: "Please choose one." },
    );
    expect(html).toMatch(/^<fieldset aria-describedby="lead-field-error"/);
    expect(html).toMatch(/<legend[^>]*>Keys/);
    expect(tags(html, "input")).toHaveLength(2);
    expect(html).toContain("Choice B</label>");
    expect(html).toContain('id="lead-field-error"');
  });

  it("a consent checkbox: the label wraps the box, the terms link and the error follow", () => {
    const html = render(
      { label: "I agree", control: { type: "checkbox" }, link: { href: "/terms", text: "Read the terms" } },
      { error: "Please agree." },
    );
    const [input] = tags(html, "input");
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('aria-describedby="lead-field-error"');
    expect(html).toContain('<a href="/terms" target="_blank" rel="noopener"');
    expect(html).toMatch(/Read the terms<\/a><p id="lead-field-error"[^>]*>Please agree\.<\/p><\/div>$/);
  });

  it("a money field offers its quick picks, each named for the field (spec 02 §5)", () => {
    const html = render(
      { label: "Budget", control: { type: "money", quickPicks: true } },
      { quickPicks: [5000, 70000] },
    );
    const buttons = tags(html, "button");
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toContain('aria-label="Budget: $70,000"');
    expect(tags(html, "input")[0]).toContain('inputMode="decimal"');
  });
});
