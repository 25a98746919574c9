import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TradeInInspection } from "@/lib/trade-in/inspection";
import { ConsoleInspection } from "./console-inspection";

/**
 * Decision 0084: the console's trade-in page shows the booked inspection (on the yard's clock, its
 * zone named, where, its lead), and the cancel action to those who may write trade-ins; a cancelled
 * one says when and why.
 */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

const BOOKED: TradeInInspection = {
  status: "booked",
  slot: {
    uid: "u",
    local: "2026-12-03T10:00",
    timeZone: "Australia/Sydney",
    start: "2026-12-02T23:00:00.000Z",
    end: "2026-12-02T23:30:00.000Z",
  },
  location: { id: 4, name: "Metro Parramatta Sales" },
  bookedAt: "2026-12-02T00:00:00.000Z",
  leadId: "lead-1",
  count: 1,
};

const render = (inspection: TradeInInspection | null, writable = true) =>
  renderToStaticMarkup(
    h(ConsoleInspection, { inspection, slug: "metro", id: "tv_x", shopper: "Sam Seller", writable }),
  );

describe("ConsoleInspection", () => {
  it("a booked inspection: when, where, its lead, and the cancel action for a writer", () => {
    const html = render(BOOKED);
    expect(text(html)).toContain("Booked forThursday 3 December 2026 at 10:00 am AEDT (Sydney time)");
    expect(text(html)).toContain("WhereMetro Parramatta Sales");
    expect(html).toContain(
      '<a class="underline" href="/sites/metro/leads/lead-1">The inspection&#x27;s lead</a>',
    );
    expect(text(html)).toContain("Cancel the inspection");
    expect(text(render(BOOKED, false))).not.toContain("Cancel the inspection");
  });

  it("a cancelled one says so and why, with no action; none booked says so", () => {
    const html = render({
      ...BOOKED,
      status: "cancelled",
      cancelled: { at: "2026-12-02T01:00:00.000Z", reason: "Our valuer is away." },
    });
    expect(text(html)).toContain("Was booked for");
    expect(text(html)).toContain("Reason givenOur valuer is away.");
    expect(text(html)).not.toContain("Cancel the inspection");
    expect(text(render(null))).toBe("No inspection booked yet.");
  });
});
