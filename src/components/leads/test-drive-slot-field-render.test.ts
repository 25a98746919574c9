import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { UseFormRegister, UseFormSetValue } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { YardSlots } from "@/lib/scheduling/slot-words";
import { TestDriveSlotField } from "./test-drive-slot-field";

/**
 * Issue 34 item 2: the test drive's time is a day, then a time, from the yard's bookable slots only;
 * labelled selects in one labelled group, the yard's zone in the hint, the error beside the field.
 */
function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const register = ((name: string) => ({
  name,
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
})) as unknown as UseFormRegister<Record<string, unknown>>;
const setValue = (() => {}) as UseFormSetValue<Record<string, unknown>>;

const SLOTS: YardSlots = {
  zone: "Sydney time",
  days: [
    {
      value: "2026-12-05",
      label: "Saturday 5 December 2026",
      times: [
        { value: "2026-12-05T09:00", label: "9:00 am" },
        { value: "2026-12-05T09:30", label: "9:30 am" },
      ],
    },
    {
      value: "2026-12-07",
      label: "Monday 7 December 2026",
      times: [{ value: "2026-12-07T08:30", label: "8:30 am" }],
    },
  ],
};

function render(slots: YardSlots | null, options: { value?: string; error?: string } = {}) {
  return renderToStaticMarkup(
    h(TestDriveSlotField, {
      formId: "lead",
      name: "test_drive_at",
      label: "Test Drive Booking Date",
      slots,
      value: options.value ?? "",
      error: options.error ? { type: "server", message: options.error } : undefined,
      register,
      setValue,
    }),
  );
}

describe("TestDriveSlotField (issue 34 item 2: bookable times)", () => {
  it("a labelled group: the day, then the time, each a labelled select; the zone said in the hint", () => {
    const html = render(SLOTS);
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="lead-test_drive_at-hint"/);
    expect(html).toMatch(/<legend[^>]*>Test Drive Booking Date<span[^>]*> \(optional\)<\/span><\/legend>/);
    expect(html).toContain(
      '<p id="lead-test_drive_at-hint" class="mt-1 text-sm text-muted-foreground">Times are Sydney time, the yard&#x27;s own clock. We will confirm the time with you.</p>',
    );
    expect(html).toMatch(
      /<label for="lead-test_drive_at-day"[^>]*>Day<\/label><select id="lead-test_drive_at-day"/,
    );
    expect(html).toMatch(/<label for="lead-test_drive_at"[^>]*>Time<\/label><select id="lead-test_drive_at"/);
    expect(tags(html, "select")[1]).toContain('name="test_drive_at"');
  });

  it("offers only the yard's bookable days; before one is chosen every time is listed under its day", () => {
    const html = render(SLOTS);
    const days = html.match(/<select id="lead-test_drive_at-day"[\s\S]*?<\/select>/)![0];
    expect(text(days).trim()).toBe("Choose a day Saturday 5 December 2026 Monday 7 December 2026");
    expect(tags(html, "optgroup")).toEqual([
      '<optgroup label="Saturday 5 December 2026">',
      '<optgroup label="Monday 7 December 2026">',
    ]);
    expect(html).toContain('<option value="2026-12-07T08:30">8:30 am, Monday 7 December 2026</option>');
  });

  it("with a time chosen, its day is chosen and the times are that day's alone", () => {
    const html = render(SLOTS, { value: "2026-12-05T09:30" });
    expect(html).toContain('<option value="2026-12-05" selected="">Saturday 5 December 2026</option>');
    expect(tags(html, "optgroup")).toEqual([]);
    expect(text(html.match(/<select id="lead-test_drive_at"[\s\S]*?<\/select>/)![0]).trim()).toBe(
      "Choose a time 9:00 am 9:30 am",
    );
  });

  it("the server's refusal sits beside the field and describes the time select", () => {
    const html = render(SLOTS, { error: "The yard is closed then: choose one of the times shown." });
    expect(tags(html, "select")[1]).toContain('aria-invalid="true"');
    expect(tags(html, "select")[1]).toContain(
      'aria-describedby="lead-test_drive_at-error lead-test_drive_at-hint"',
    );
    expect(html).toContain(
      '<p id="lead-test_drive_at-error" class="mt-1 text-sm font-semibold text-destructive">The yard is closed then: choose one of the times shown.</p>',
    );
  });

  it("before a yard is chosen it says to choose one; a yard with no times left says to send without", () => {
    expect(text(render(null))).toContain("Choose a location first to see the times you can book there.");
    expect(tags(render(null), "select")).toEqual([]);
    expect(text(render({ zone: "Sydney time", days: [] }))).toContain(
      "No times are open to book online just now. Send the form without one and we will call you to arrange a time.",
    );
  });
});
