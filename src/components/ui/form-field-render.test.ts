import { type ComponentProps, type FunctionComponent, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FIELD_INPUT_CLASS, FieldError, FormField, fieldAria } from "./form-field";

/** Every opening tag of `tag` in the markup. */
function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}

function field(error: string | undefined, hint?: string) {
  return renderToStaticMarkup(
    h(
      FormField as FunctionComponent<Omit<ComponentProps<typeof FormField>, "children">>,
      { id: "f-rego", label: "Rego", error, hint },
      h("input", {
        id: "f-rego",
        name: "rego",
        className: FIELD_INPUT_CLASS,
        ...fieldAria("f-rego", { error: Boolean(error), hint: Boolean(hint) }),
      }),
    ),
  );
}

describe("FormField (spec 02 §8: a clear message at the field)", () => {
  it("labels its control by id, with no error and no aria noise while the answer is fine", () => {
    const html = field(undefined);
    expect(html).toContain('<label for="f-rego" class="block text-sm font-semibold">Rego</label>');
    const [input] = tags(html, "input");
    expect(input).not.toContain("aria-invalid");
    expect(input).not.toContain("aria-describedby");
    expect(html).not.toContain("text-destructive");
  });

  it("shows the error right under the control, marks the control invalid and describes it by the error", () => {
    const html = field("Please enter the rego.");
    const [input] = tags(html, "input");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-rego-error"');
    expect(html).toMatch(
      /<input[^>]*><p id="f-rego-error" class="mt-1 text-sm font-semibold text-destructive">Please enter the rego\.<\/p><\/div>$/,
    );
  });

  it("reads the error before the hint, and the hint is there without an error too", () => {
    const both = field("Please enter the rego.", "As on the plate.");
    expect(tags(both, "input")[0]).toContain('aria-describedby="f-rego-error f-rego-hint"');
    expect(both).toContain(
      '<p id="f-rego-hint" class="mt-1 text-sm text-muted-foreground">As on the plate.</p>',
    );
    expect(tags(field(undefined, "As on the plate."), "input")[0]).toContain(
      'aria-describedby="f-rego-hint"',
    );
  });
});

describe("FieldError", () => {
  it("renders nothing without a message, bold by default, plain when asked", () => {
    expect(renderToStaticMarkup(h(FieldError, { id: "x-error", message: undefined }))).toBe("");
    expect(renderToStaticMarkup(h(FieldError, { id: "x-error", message: "" }))).toBe("");
    expect(renderToStaticMarkup(h(FieldError, { id: "x-error", message: "Bad" }))).toBe(
      '<p id="x-error" class="mt-1 text-sm font-semibold text-destructive">Bad</p>',
    );
    expect(renderToStaticMarkup(h(FieldError, { id: "x-error", message: "Bad", plain: true }))).toBe(
      '<p id="x-error" class="mt-1 text-sm text-destructive">Bad</p>',
    );
  });
});
