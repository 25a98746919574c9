import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadSuccess } from "@/lib/notices/lead-notice";
import { TEST_YARD } from "../../../test/notice-fixtures";
import { LeadConfirmation } from "./lead-confirmation";

/**
 * Issue 34 item 1 "the success page says the same: the car, the yard, its number, the next step"
 * (the page was the same for every form, naming neither car nor yard, with the group's main number).
 */
const success: LeadSuccess = {
  what: "your test drive request",
  nextStep: "We will contact you within one business day to confirm a time.",
  car: { title: "2021 Toyota RAV4 GX", url: "https://metro.example/cars/rav4-42" },
  yard: TEST_YARD,
  sentBy: ["email", "sms"],
};
const render = (over: Partial<LeadSuccess> = {}) =>
  renderToStaticMarkup(h(LeadConfirmation, { success: { ...success, ...over } }));

describe("issue 34 item 1: the success page's confirmation", () => {
  const html = render();

  it("names what was received and the car, linked to its page", () => {
    expect(html).toContain("We have received your test drive request");
    expect(html).toContain('<a href="https://metro.example/cars/rav4-42"');
    expect(html).toContain(">2021 Toyota RAV4 GX</a>");
  });

  it("names the yard's address and its desk's own number as a call link, and its hours", () => {
    expect(html).toContain("Metro Toyota Parramatta");
    expect(html).toContain("12 Church St, Parramatta NSW 2150");
    expect(html).toMatch(/<a href="tel:0298765432"[^>]*>Sales: 02 9876 5432<\/a>/);
    expect(html).toContain("<caption");
    expect(html).toContain(">Mon – Fri</th><td>8:30 am – 5:30 pm</td>");
  });

  it("gives the next step and says how the confirmation went out, never to where", () => {
    expect(html).toContain(">What happens next</h2>");
    expect(html).toContain("We will contact you within one business day to confirm a time.");
    expect(html).toContain("We have sent a confirmation to your e-mail and a text to your mobile.");
    expect(render({ sentBy: ["email"] })).toContain("a confirmation to your e-mail.");
    expect(render({ sentBy: [] })).not.toContain("We have sent a confirmation");
  });

  it("without a car or a number, says only what it knows", () => {
    const bare = render({ car: null, yard: { ...TEST_YARD, phone: null, hours: [] } });
    expect(bare).toContain("We have received your test drive request.</p>");
    expect(bare).not.toContain("tel:");
    expect(bare).not.toContain("<table");
  });
});
