import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { InspectionYard } from "@/lib/trade-in/inspection";
import { InspectionBooking, type InspectionBookingProps } from "./inspection-booking";

/**
 * Issue 34 item 2, decision 0084: the inspection's booking as the server draws it (and the first
 * client render): the yard, then a day and a time from the yard's slots on its clock with the zone in
 * the hint; a yard whose hours do not say sends the shopper to the phone; once booked, the time and
 * place, and a way to change it.
 */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

const PARRAMATTA: InspectionYard = {
  id: 4,
  name: "Metro Parramatta Sales",
  slots: {
    zone: "Sydney time",
    days: [
      {
        value: "2026-12-03",
        label: "Thursday 3 December 2026",
        times: [
          { value: "2026-12-03T09:00", label: "9:00 am" },
          { value: "2026-12-03T09:30", label: "9:30 am" },
        ],
      },
      {
        value: "2026-12-04",
        label: "Friday 4 December 2026",
        times: [{ value: "2026-12-04T09:00", label: "9:00 am" }],
      },
    ],
  },
};
const BATHURST: InspectionYard = { id: 5, name: "Metro Bathurst", slots: null };

function render(props: Partial<InspectionBookingProps> = {}) {
  return renderToStaticMarkup(
    h(InspectionBooking, {
      tradeInId: "tv_x",
      yards: [PARRAMATTA, BATHURST],
      booked: null,
      path: "/trade-in?valuation=tv_x",
      ...props,
    }),
  );
}

describe("InspectionBooking: choosing a yard and a time", () => {
  it("with several yards, asks for the location first and offers no times yet", () => {
    const html = render();
    expect(html).toContain(
      '<label for="inspection-tv_x-location" class="block text-sm font-semibold">Where would you like it inspected?</label>',
    );
    expect(text(html)).toContain("Choose a location first to see the times you can book there.");
    expect(html).not.toContain('id="inspection-tv_x-time"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Book the inspection<\/button>/);
  });

  it("one yard: its days and times, every time under its day, and the zone in the hint", () => {
    const html = render({ yards: [PARRAMATTA] });
    expect(text(html)).toContain(
      "Times are Sydney time, the yard's own clock. About 30 minutes; we will confirm the time with you.",
    );
    expect(html).toContain('<option value="2026-12-04">Friday 4 December 2026</option>');
    expect(html).toContain(
      '<optgroup label="Thursday 3 December 2026"><option value="2026-12-03T09:00">9:00 am, Thursday 3 December 2026</option>',
    );
    expect(html).toMatch(
      /<select id="inspection-tv_x-time"[^>]*aria-describedby="inspection-tv_x-time-hint"/,
    );
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it("a yard whose hours do not say sends the shopper to the phone", () => {
    const html = render({ yards: [BATHURST] });
    expect(text(html)).toContain(
      "This yard takes no inspection bookings online just now: please call it to arrange a time.",
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

describe("InspectionBooking: booked", () => {
  it("says when and where, that a confirmation with an invite was sent, and offers to change it", () => {
    const html = render({
      booked: {
        status: "booked",
        local: "2026-12-03T09:00",
        when: "Thursday 3 December 2026 at 9:00 am AEDT (Sydney time)",
        location: { id: 4, name: "Metro Parramatta Sales" },
      },
    });
    expect(html).toContain('role="status" data-testid="inspection-booked"');
    expect(text(html)).toContain(
      "Inspection booked: Thursday 3 December 2026 at 9:00 am AEDT (Sydney time) at Metro Parramatta Sales. We've sent you a confirmation with a calendar invite",
    );
    expect(text(html)).toContain("Change the time");
    expect(html).not.toContain("<form");
  });

  it("a cancelled booking offers the form again", () => {
    const html = render({
      booked: {
        status: "cancelled",
        local: "2026-12-03T09:00",
        when: "Thursday 3 December 2026 at 9:00 am AEDT (Sydney time)",
        location: { id: 4, name: "Metro Parramatta Sales" },
      },
    });
    expect(html).toContain('data-testid="inspection-form"');
    // The yard it was booked at is chosen again.
    expect(html).toContain('<option value="4" selected="">Metro Parramatta Sales</option>');
  });
});
