import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { LEAD_FORMS } from "../leads/forms";
import { type LeadNoticeFacts, leadNotice } from "./lead-notice";
import { renderNotice } from "./notice-render";

/**
 * Issue 34 item 1 "enquiry received and test drive received": each confirmation names the car, the
 * yard with its address, hours and the desk's own number, and the next step.
 */
const facts: LeadNoticeFacts = {
  category: "Vehicle Enquiry",
  subcategory: null,
  firstName: "Ada",
  car: { title: "2021 Toyota RAV4 GX", stocknum: "T1234", url: "https://metro.example/cars/rav4-42" },
  testDriveAt: null,
  yard: TEST_YARD,
  dealerName: "Metro Toyota",
  siteUrl: "https://metro.example",
};
const told = (overrides: Partial<LeadNoticeFacts> = {}) =>
  renderNotice(leadNotice({ ...facts, ...overrides }), TEST_BRAND);

describe("issue 34 item 1: an enquiry's confirmation", () => {
  const enquiry = told();

  it("names the car and its stock number, and who has the enquiry", () => {
    expect(enquiry.subject).toBe("We've received your enquiry: 2021 Toyota RAV4 GX");
    expect(enquiry.text).toContain(
      "Thank you for your enquiry about the 2021 Toyota RAV4 GX. We've received it, and it is with the team at Metro Toyota Parramatta.",
    );
    expect(enquiry.text).toContain("Car: 2021 Toyota RAV4 GX\nStock number: T1234");
  });

  it("names the yard: address, the sales desk's number, the week's hours", () => {
    expect(enquiry.text).toContain(
      "YOUR DEALER\nMetro Toyota Parramatta\n12 Church St, Parramatta NSW 2150\nSales: 02 9876 5432\nOpening hours:\n  Mon – Fri: 8:30 am – 5:30 pm",
    );
  });

  it("says the next step, with the car's page", () => {
    expect(enquiry.text).toContain(
      "WHAT HAPPENS NEXT\nOur team will contact you within one business day, by phone or e-mail.\nSee the car: https://metro.example/cars/rav4-42",
    );
    expect(enquiry.text).toContain("If it's urgent, call Metro Toyota Parramatta on 02 9876 5432.");
  });

  it("the text message is the short form, with the number", () => {
    expect(enquiry.sms).toBe(
      "Metro Toyota Parramatta: we've received your enquiry about the 2021 Toyota RAV4 GX. We'll be in touch within one business day. Questions? Call 02 9876 5432.",
    );
  });

  it("is a service message whatever the marketing opt-in, and carries the dealer's licences", () => {
    expect(enquiry.text).toContain(
      "This is a service message about your enquiry. It is sent whether or not you asked us for marketing.",
    );
    expect(enquiry.text).toContain("Dealer licence MD 12345");
  });
});

describe("issue 34 item 1: a test drive's confirmation", () => {
  it("names the time asked for and what to bring", () => {
    const drive = told({ category: "Test Drive", testDriveAt: "2026-12-05T10:00" });
    expect(drive.subject).toBe("We've received your test drive request: 2021 Toyota RAV4 GX");
    expect(drive.text).toContain("Time you asked for: Saturday 5 December 2026 at 10:00 am");
    expect(drive.text).toContain(
      "We will contact you within one business day to confirm your test drive on Saturday 5 December 2026 at 10:00 am, the time you asked for. Please bring your driver's licence.",
    );
    expect(drive.sms).toContain("We'll call to confirm Saturday 5 December 2026 at 10:00 am.");
  });
});

describe("issue 34 item 2: a booked slot's confirmation", () => {
  const slot = {
    uid: "test-drive-key-1@forecourt.local",
    local: "2026-12-05T10:00",
    timeZone: "Australia/Sydney",
    start: "2026-12-04T23:00:00.000Z",
    end: "2026-12-04T23:30:00.000Z",
  };
  const drive = told({
    category: "Test Drive",
    testDriveAt: slot.local,
    booking: { slot, at: new Date("2026-12-01T00:00:00Z") },
  });

  it("names the time on the yard's clock with its zone, in the e-mail and the text", () => {
    expect(drive.text).toContain(
      "Time you asked for: Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)",
    );
    expect(drive.text).toContain(
      "to confirm your test drive on Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)",
    );
    expect(drive.sms).toContain(
      "We'll call to confirm Saturday 5 December 2026 at 10:00 am AEDT (Sydney time).",
    );
  });

  it("carries the calendar invite for the shopper: the drive at the yard, its address and number", () => {
    expect(drive.attachments).toHaveLength(1);
    const ics = drive.attachments![0]!.content.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("DTSTART:20261204T230000Z\r\n");
    expect(ics).toContain("SUMMARY:Test drive: 2021 Toyota RAV4 GX at Metro Toyota Parramatta\r\n");
    expect(ics).toContain("LOCATION:Metro Toyota Parramatta\\, 12 Church St\\, Parramatta NSW 2150\r\n");
    expect(drive.text).toContain(
      "The calendar invite attached (test-drive.ics) adds the time to your calendar.",
    );
  });

  it("an enquiry, or a time at a yard whose hours are unknown, has no invite", () => {
    expect(told().attachments).toBeUndefined();
    expect(told({ category: "Test Drive", testDriveAt: slot.local }).attachments).toBeUndefined();
  });
});

describe("issue 34 item 1: every form has its words", () => {
  it.each(Object.entries(LEAD_FORMS))("%s names what was received and a next step", (_kind, meta) => {
    const message = told({ category: meta.category, subcategory: meta.subcategory });
    expect(message.subject).not.toContain("your details");
    expect(message.text).toMatch(/WHAT HAPPENS NEXT\n\S/);
    expect(message.text).toContain("Metro Toyota Parramatta\n12 Church St");
  });

  it("a service enquiry with no car goes to the site's page and names the service team", () => {
    const service = told({ category: "Service Enquiry", car: null, yard: { ...TEST_YARD, desk: "Service" } });
    expect(service.subject).toBe("We've received your service enquiry");
    expect(service.text).toContain(
      "Our service team will contact you within one business day to book a time.",
    );
    expect(service.text).toContain("Service: 02 9876 5432");
    expect(service.text).toContain("Visit Metro Toyota: https://metro.example/");
  });
});
