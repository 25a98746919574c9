import { describe, expect, it } from "vitest";
import { leadDelivery, WIZARD_TRADE_IN } from "../../../test/lead-records";
import { dealerEmailSubject, formatReceivedAt, formatTestDriveTime, renderDealerEmail } from "./dealer-email";

const testLead = leadDelivery;

describe("dealer e-mail subject says what and who at a glance", () => {
  it("category, vehicle one-liner with stock number, customer name", () => {
    expect(renderDealerEmail(testLead()).subject).toBe(
      "New Vehicle Enquiry: 2024 Toyota Corolla Ascent Sport (stock ABC123) — Jane Citizen",
    );
  });

  it("no vehicle part when the lead is not about a car", () => {
    expect(renderDealerEmail(testLead({ category: "Fleet Enquiry", vehicle: null })).subject).toBe(
      "New Fleet Enquiry — Jane Citizen",
    );
  });

  it("leaves out unknown vehicle parts and the last name", () => {
    const lead = testLead();
    const subject = renderDealerEmail({
      ...lead,
      category: "Test Drive",
      customer: { ...lead.customer, lastName: null },
      vehicle: { ...lead.vehicle!, year: null, badge: null, stocknum: null },
    }).subject;
    expect(subject).toBe("New Test Drive: Toyota Corolla — Jane");
  });

  it("stays one header line whatever the shopper typed", () => {
    const lead = testLead();
    const subject = renderDealerEmail({
      ...lead,
      customer: { ...lead.customer, firstName: "Jane\r\nBcc: victim@example.com", lastName: "\u0000Citizen" },
    }).subject;
    for (const control of ["\r", "\n", "\u0000"]) expect(subject).not.toContain(control);
    expect(subject).toMatch(/— Jane Bcc: victim@example\.com Citizen$/);
  });
});

describe("issue 31: the accepted trade-in offer has its own subject, never the valuation's", () => {
  const valued = testLead({
    category: "Trade-in Valuation",
    subcategory: "2. Valuation Given",
    vehicle: null,
    tradeIn: { ...WIZARD_TRADE_IN, offerAccepted: false },
  });
  const accepted = testLead({
    category: "Trade-in Valuation",
    subcategory: "3. Offer Accepted",
    vehicle: null,
    tradeIn: WIZARD_TRADE_IN,
  });

  it("the valuation reads as a new lead; the acceptance says ACCEPTED, the offer and the car", () => {
    expect(renderDealerEmail(valued).subject).toBe("New Trade-in Valuation — Jane Citizen");
    expect(renderDealerEmail(accepted).subject).toBe(
      "Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla Ascent Sport — Jane Citizen",
    );
  });

  it("the ADF e-mail's subject (dealerEmailSubject) and the body's heading say the same", () => {
    const { text, html } = renderDealerEmail(accepted);
    expect(dealerEmailSubject(accepted)).toBe(renderDealerEmail(accepted).subject);
    expect(text.split("\n")[0]).toBe(
      "Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla Ascent Sport from Jane Citizen",
    );
    expect(html).toContain(">Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla Ascent Sport</h1>");
    expect(renderDealerEmail(valued).html).toContain(">New Trade-in Valuation</h1>");
  });
});

describe("dealer e-mail body lists every detail the shopper gave", () => {
  const lead = testLead({
    offerFromClient: 31500,
    testDriveAt: "2026-11-28T10:30",
    tradeIn: { rego: "ABC12D", regoState: "NSW", kms: 84500 },
    subcategory: "Test Drive",
    extra: { "Additional services": "Finance, Extended warranty" },
  });
  const { text, html } = renderDealerEmail(lead);

  it.each([
    "Name: Jane Citizen",
    "Phone: 0412 345 678",
    "Email: jane.citizen@example.com",
    "Postcode: 2151",
    "Preferred contact: Phone",
    "Is this car still available?\nCould I see it on Saturday?",
    "Vehicle: 2024 Toyota Corolla Ascent Sport",
    "Condition: Used",
    "Price: $32,990",
    "Stock number: ABC123",
    "VIN: JTNBA3HE10J123456",
    "Link: https://www.harbourcitytoyota.com.au/cars/2024-toyota-corolla-ascent-sport-9876",
    "Category: Vehicle Enquiry",
    "Subcategory: Test Drive",
    "Offer: $31,500",
    "Test drive time: Saturday 28 November 2026 at 10:30 am",
    "Rego: ABC12D",
    "Rego state: NSW",
    "Odometer: 84,500 km",
    "Marketing opt-in: Yes",
    "Finance opt-in: No",
    "Trade-in opt-in: No",
    "Additional services: Finance, Extended warranty",
    "Location: Harbour City Toyota Parramatta",
    "Source page: https://www.harbourcitytoyota.com.au/cars/2024-toyota-corolla-ascent-sport-9876",
    "Lead ID: 6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
    "Received: Monday 23 November 2026 at 6:30 pm AEDT",
  ])("text has %j", (line) => {
    expect(text).toContain(line);
  });

  it("html shows the same rows as labelled table rows, with links to call, e-mail and view the car", () => {
    expect(html).toContain('<th scope="row"');
    expect(html).toMatch(/>Price<\/th><td[^>]*>\$32,990<\/td>/);
    expect(html).toContain('href="tel:0412345678"');
    expect(html).toContain('href="mailto:jane.citizen@example.com"');
    expect(html).toContain(
      'href="https://www.harbourcitytoyota.com.au/cars/2024-toyota-corolla-ascent-sport-9876"',
    );
    expect(html).toContain("Is this car still available?<br>Could I see it on Saturday?");
    expect(html).toContain('<html lang="en-AU">');
  });
});

describe("dealer e-mail omits rows with nothing to show", () => {
  const { text, html } = renderDealerEmail(
    testLead({
      customer: {
        firstName: "Jane",
        lastName: null,
        email: null,
        phone: "0412345678",
        postcode: "",
        preferredContactMethod: null,
      },
      message: null,
      vehicle: null,
      sourceUrl: null,
      extra: { "Empty answer": "  " },
    }),
  );

  it.each([
    "Email:",
    "Postcode:",
    "Preferred contact:",
    "MESSAGE",
    "VEHICLE",
    "Offer:",
    "Test drive time:",
    "TRADE-IN",
    "Source page:",
    "OTHER ANSWERS",
    "Empty answer",
  ])("text has no %j", (absent) => {
    expect(text).not.toContain(absent);
  });

  it("html has no empty rows or sections", () => {
    expect(html).not.toMatch(/<td[^>]*><\/td>/);
    expect(html).not.toContain(">Vehicle</h2>");
    expect(html).not.toContain(">Email</th>");
  });

  it("still says a trade-in was mentioned when no details were given", () => {
    const withBareTrade = renderDealerEmail(
      testLead({ tradeIn: { rego: null, regoState: null, kms: null } }),
    );
    expect(withBareTrade.text).toContain("TRADE-IN\nTrade-in: Yes, no details given");
  });

  it("issue 20 §6: shows the trade-in car, its answers, the range offered and whether it was accepted", () => {
    const { text, html } = renderDealerEmail(testLead({ tradeIn: WIZARD_TRADE_IN }));
    expect(text).toContain(
      [
        "TRADE-IN",
        "Car: 2021 Toyota Corolla Ascent Sport",
        "VIN: JTDBR32E720000001",
        "Rego: DEMO1",
        "Rego state: NSW",
        "Odometer: 40,000 km",
        "Service history: Full logbook history",
        "Tyres: Due for replacement",
        "Estimate: $18,200 to $19,800",
        "Offer: $18,200, subject to inspection",
        "Valued by: local",
        "Offer accepted: Yes",
      ].join("\n"),
    );
    expect(html).toContain("Offer accepted");
  });
});

describe("dealer e-mail html never lets shopper input inject markup", () => {
  const payload = `<script>alert("x")</script><img src=x onerror='alert(1)'>&amp;`;
  const lead = testLead();
  const { html, text } = renderDealerEmail({
    ...lead,
    customer: { ...lead.customer, firstName: payload, email: `x"><script>@example.com` },
    message: payload,
    extra: { [payload]: payload },
    sourceUrl: "javascript:alert(document.cookie)",
    vehicle: { ...lead.vehicle!, badge: payload, url: "javascript:alert(1)" },
  });

  it("escapes every interpolated value", () => {
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain(`"><script>`);
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;",
    );
  });

  it("does not link a javascript: URL, but still shows it as text", () => {
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("javascript:alert(document.cookie)");
  });

  it("the plain-text body keeps the text as typed", () => {
    expect(text).toContain(`Name: ${payload}`);
  });
});

describe("times in the dealer e-mail", () => {
  it.each([
    ["2026-11-23T07:30:00.000Z", "Monday 23 November 2026 at 6:30 pm AEDT"],
    ["2026-06-15T23:05:00Z", "Tuesday 16 June 2026 at 9:05 am AEST"],
  ])("received %s, with no location's state, is shown in Sydney time as %s", (iso, shown) => {
    expect(formatReceivedAt(iso)).toBe(shown);
    expect(formatReceivedAt(iso, "Auckland")).toBe(shown);
  });

  it.each([
    ["WA", "Monday 23 November 2026 at 3:30 pm AWST"],
    ["qld", "Monday 23 November 2026 at 5:30 pm AEST"],
    ["SA", "Monday 23 November 2026 at 6:00 pm ACDT"],
    ["NSW", "Monday 23 November 2026 at 6:30 pm AEDT"],
  ])("received is shown on the clock of the yard the lead goes to (%s): %s", (state, shown) => {
    expect(formatReceivedAt("2026-11-23T07:30:00.000Z", state)).toBe(shown);
  });

  it("the e-mail's Received row uses the state of the location the lead goes to", () => {
    const lead = testLead();
    const perth = renderDealerEmail({
      ...lead,
      createdAt: "2026-11-23T07:30:00.000Z",
      location: { ...lead.location!, address: { ...lead.location!.address, state: "WA" } },
    });
    expect(perth.text).toContain("Received: Monday 23 November 2026 at 3:30 pm AWST");
  });

  it("a requested test drive time is shown as entered, never shifted through a time zone", () => {
    expect(formatTestDriveTime("2026-11-28T10:30")).toBe("Saturday 28 November 2026 at 10:30 am");
    expect(formatTestDriveTime("2026-11-28")).toBe("Saturday 28 November 2026");
    expect(formatTestDriveTime("next Tuesday")).toBe("next Tuesday");
    expect(formatTestDriveTime("2026-02-30T10:00")).toBe("2026-02-30T10:00");
  });
});

describe("issue 34 item 2: a booked test drive in the dealer's e-mail", () => {
  const SLOT = {
    uid: "test-drive-key-1@forecourt.local",
    local: "2026-12-05T10:00",
    timeZone: "Australia/Sydney",
    start: "2026-12-04T23:00:00.000Z",
    end: "2026-12-04T23:30:00.000Z",
  };
  const booked = testLead({ category: "Test Drive", testDriveAt: SLOT.local, testDriveSlot: SLOT });

  it("names the slot on the yard's clock, its zone spelt out", () => {
    expect(renderDealerEmail(booked).text).toContain(
      "Test drive time: Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)",
    );
  });

  it("carries a calendar invite at the slot, naming the shopper, the car and how to reach them", () => {
    const [invite, ...more] = renderDealerEmail(booked).attachments;
    expect(more).toEqual([]);
    expect(invite!.filename).toBe("test-drive.ics");
    expect(invite!.contentType).toBe("text/calendar; charset=utf-8");
    const ics = invite!.content.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("DTSTART:20261204T230000Z\r\n");
    expect(ics).toContain("SUMMARY:Test drive: Jane Citizen — 2024 Toyota Corolla Ascent Sport\r\n");
    expect(ics).toContain("Phone: 0412 345 678");
    expect(ics).toContain(`Lead ID: ${booked.leadId}`);
  });

  it("a lead without a booked slot (unknown hours, an enquiry) has no attachment", () => {
    expect(renderDealerEmail(testLead()).attachments).toEqual([]);
    expect(renderDealerEmail(testLead({ testDriveAt: "2026-11-28T10:30" })).attachments).toEqual([]);
  });
});

describe("issue 29 item 6: no bidirectional control reaches the dealer's e-mail", () => {
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  const lead = testLead();
  const email = renderDealerEmail({
    ...lead,
    customer: { ...lead.customer, firstName: "Jane\u202e", lastName: "\u2067Citizen\u2069" },
    message: "Call me\u200e back\u202b",
    extra: { "Best time\u061c": "\u202dMorning" },
  });

  it.each(["subject", "text", "html"] as const)("the %s holds none, and the shopper's words", (part) => {
    expect(email[part]).not.toMatch(BIDI);
    expect(email[part]).toContain("Jane Citizen");
  });

  it("the message and the form's other answers are kept without them, in text and HTML", () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Call me back");
      expect(part).toContain("Morning");
    }
  });
});
