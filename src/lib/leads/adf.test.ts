import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { leadCustomer, leadDelivery, WIZARD_TRADE_IN } from "../../../test/lead-records";
import { buildAdfXml } from "./adf";
import type { LeadDelivery } from "./lead-delivery";

/** The dealer's lead with everything ADF can carry: an offer, a test drive time and a trade-in. */
function testLead(overrides: Partial<LeadDelivery> = {}): LeadDelivery {
  return leadDelivery({
    subcategory: "Test Drive",
    customer: leadCustomer({ phone: "0412 345 678", preferredContactMethod: "Email" }),
    message: "Is this car still available? Could I see it on Saturday?",
    offerFromClient: 31500,
    testDriveAt: "2026-11-28T10:30",
    tradeIn: { rego: "ABC12D", regoState: "NSW", kms: 84500 },
    optInTrade: true,
    extra: { "Additional services": "Finance, Extended warranty", "Finance required": "Yes" },
    ...overrides,
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  // Elements that may repeat are always arrays, so a test reads them the same way whatever the lead held.
  isArray: (name) => ["vehicle", "name", "price"].includes(name),
});

// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree is untyped by nature.
type Parsed = any;

function parse(lead: LeadDelivery): { xml: string; prospect: Parsed } {
  const xml = buildAdfXml(lead);
  expect(XMLValidator.validate(xml)).toBe(true);
  return { xml, prospect: parser.parse(xml).adf.prospect };
}

function wanted(prospect: Parsed): Parsed {
  return prospect.vehicle.find((v: Parsed) => v["@_interest"] === "buy");
}

describe("spec 02 §7: a lead is delivered to a CRM as ADF 1.0", () => {
  it("starts with the XML declaration and the ADF processing instruction, then one new prospect", () => {
    const xml = buildAdfXml(testLead());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    const doc = parser.parse(xml);
    expect(doc["?adf"]["@_version"]).toBe("1.0");
    expect(doc.adf.prospect["@_status"]).toBe("new");
  });

  it("identifies the prospect by lead id with the site as source, and dates it with an offset", () => {
    const { prospect } = parse(testLead());
    expect(prospect.id["#text"]).toBe("6f1c2d3e-4b5a-4c6d-8e7f-901234567890");
    expect(prospect.id["@_sequence"]).toBe("1");
    expect(prospect.id["@_source"]).toBe("Harbour City Toyota");
    expect(prospect.requestdate).toBe("2026-11-23T07:30:00+00:00");
    expect(new Date(prospect.requestdate).toISOString()).toBe("2026-11-23T07:30:00.000Z");
  });

  it("carries the car the shopper asked about: year, make, model, VIN, stock, trim, asking price, link", () => {
    const vehicle = wanted(parse(testLead()).prospect);
    expect(vehicle["@_status"]).toBe("used");
    expect(vehicle.year).toBe("2024");
    expect(vehicle.make).toBe("Toyota");
    expect(vehicle.model).toBe("Corolla");
    expect(vehicle.vin).toBe("JTNBA3HE10J123456");
    expect(vehicle.stock).toBe("ABC123");
    expect(vehicle.trim).toBe("Ascent Sport");
    const asking = vehicle.price.find((p: Parsed) => p["@_type"] === "asking");
    expect(asking).toMatchObject({ "#text": "32990", "@_currency": "AUD" });
    expect(vehicle.comments).toContain("/cars/2024-toyota-corolla-ascent-sport-9876");
  });

  it("carries the shopper's offer as an ADF offer price", () => {
    const vehicle = wanted(parse(testLead()).prospect);
    const offer = vehicle.price.find((p: Parsed) => p["@_type"] === "offer");
    expect(offer).toMatchObject({ "#text": "31500", "@_currency": "AUD" });
  });

  it.each([
    ["new", "new"],
    ["used", "used"],
    ["demo", "new"],
  ] as const)("car type %s is sent as ADF status %s (ADF knows only new and used)", (carType, status) => {
    const lead = testLead();
    const vehicle = wanted(parse({ ...lead, vehicle: { ...lead.vehicle!, carType } }).prospect);
    expect(vehicle["@_status"]).toBe(status);
  });

  it("says a demo is a demonstrator, since its status alone reads new", () => {
    const lead = testLead();
    const vehicle = wanted(parse({ ...lead, vehicle: { ...lead.vehicle!, carType: "demo" } }).prospect);
    expect(vehicle.comments).toMatch(/^Demonstrator\n/);
  });

  it("adds the trade-in as a second, used vehicle with odometer in km and rego in comments", () => {
    const trade = parse(testLead()).prospect.vehicle.find((v: Parsed) => v["@_interest"] === "trade-in");
    expect(trade["@_status"]).toBe("used");
    expect(trade.odometer).toEqual({ "#text": "84500", "@_status": "original", "@_units": "km" });
    expect(trade.comments).toBe("Rego: ABC12D\nRego state: NSW");
  });

  it("issue 20 §5: carries the valued trade-in car, the offer as an appraisal and whether it was accepted", () => {
    const trade = parse(testLead({ tradeIn: WIZARD_TRADE_IN })).prospect.vehicle.find(
      (v: Parsed) => v["@_interest"] === "trade-in",
    );
    expect(trade).toMatchObject({
      year: "2021",
      make: "Toyota",
      model: "Corolla",
      vin: "JTDBR32E720000001",
      trim: "Ascent Sport",
      condition: "fair",
      price: [{ "#text": "18200", "@_type": "appraisal", "@_currency": "AUD" }],
      pricecomments: "Estimate $18,200 to $19,800",
    });
    expect(trade.comments).toContain("Tyres: Due for replacement");
    expect(trade.comments).toContain("Offer accepted: Yes");
    expect(Object.keys(trade)).toEqual([
      "year",
      "make",
      "model",
      "vin",
      "trim",
      "odometer",
      "condition",
      "price",
      "pricecomments",
      "comments",
      "@_interest",
      "@_status",
    ]);
  });

  it("issue 20 §4: a car with no online estimate says why in the trade-in's comments", () => {
    const tradeIn = {
      ...WIZARD_TRADE_IN,
      valuation: { kind: "in-person", reason: "kms", message: "Over 100,000 km.", provider: null },
      offerAccepted: undefined,
    } as const;
    const trade = parse(testLead({ tradeIn })).prospect.vehicle.find(
      (v: Parsed) => v["@_interest"] === "trade-in",
    );
    expect(trade.price).toBeUndefined();
    expect(trade.condition).toBe("unknown");
    expect(trade.comments).toContain("No online estimate: Over 100,000 km.");
  });
});

describe("spec 02 §7: a lead is delivered to a CRM as ADF 1.0: the customer, the vendor and the provider", () => {
  it("carries the customer's name, e-mail, phone and postcode, marking the preferred contact", () => {
    const { prospect } = parse(testLead());
    const contact = prospect.customer.contact;
    expect(contact["@_primarycontact"]).toBe("1");
    expect(contact.name).toEqual([
      { "#text": "Jane", "@_part": "first" },
      { "#text": "Citizen", "@_part": "last" },
    ]);
    expect(contact.email).toEqual({ "#text": "jane.citizen@example.com", "@_preferredcontact": "1" });
    expect(contact.phone).toEqual({ "#text": "0412 345 678", "@_type": "voice" });
    expect(contact.address).toEqual({ postalcode: "2151", country: "AU" });
  });

  it.each(["Phone", "SMS"] as const)("preferred contact %s marks the phone", (preferredContactMethod) => {
    const lead = testLead();
    const { prospect } = parse({ ...lead, customer: { ...lead.customer, preferredContactMethod } });
    expect(prospect.customer.contact.phone["@_preferredcontact"]).toBe("1");
    expect(prospect.customer.contact.email).toBe("jane.citizen@example.com");
  });

  it("puts the message first in the customer comments, then the form's other answers as lines", () => {
    const comments: string = parse(testLead()).prospect.customer.comments;
    expect(comments.startsWith("Is this car still available? Could I see it on Saturday?\n\n")).toBe(true);
    const lines = comments.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Category: Vehicle Enquiry",
        "Subcategory: Test Drive",
        "Offer: $31,500",
        "Requested test drive: Saturday 28 November 2026 at 10:30 am",
        "Marketing opt-in: Yes",
        "Finance opt-in: No",
        "Trade-in opt-in: Yes",
        "Additional services: Finance, Extended warranty",
        "Finance required: Yes",
      ]),
    );
  });

  it("issue 34 item 2: a booked slot's time is on the yard's clock with its zone named", () => {
    const lead = testLead({
      testDriveAt: "2026-11-28T10:30",
      testDriveSlot: {
        uid: "test-drive-1@forecourt.local",
        local: "2026-11-28T10:30",
        timeZone: "Australia/Adelaide",
        start: "2026-11-28T00:00:00.000Z",
        end: "2026-11-28T00:30:00.000Z",
      },
    });
    expect(parse(lead).prospect.customer.comments.split("\n")).toContain(
      "Requested test drive: Saturday 28 November 2026 at 10:30 am ACDT (Adelaide time)",
    );
  });

  it("issue 5: the vendor is the location the lead goes to, with its contact and address", () => {
    const vendor = parse(testLead()).prospect.vendor;
    expect(vendor.id).toEqual({ "#text": "34", "@_source": "forecourt" });
    expect(vendor.vendorname).toBe("Harbour City Toyota Parramatta");
    expect(vendor.contact.name).toEqual([{ "#text": "Harbour City Toyota Parramatta", "@_part": "full" }]);
    expect(vendor.contact.email).toBe("sales@harbourcitytoyota.com.au");
    expect(vendor.contact.phone["#text"]).toBe("02 9630 1234");
    expect(vendor.contact.address).toEqual({
      street: { "#text": "123 Church Street", "@_line": "1" },
      city: "Parramatta",
      regioncode: "NSW",
      postalcode: "2150",
      country: "AU",
    });
  });

  it("the provider is the website the shopper used", () => {
    const provider = parse(testLead()).prospect.provider;
    expect(provider.name).toEqual([{ "#text": "Harbour City Toyota", "@_part": "full" }]);
    expect(provider.service).toBe("Forecourt");
    expect(provider.url).toBe("https://www.harbourcitytoyota.com.au");
  });
});

describe("spec 02 §7: unknown values are left out of the ADF, not sent empty", () => {
  it("no vehicle element when the lead is not about a car, and none for a trade-in not mentioned", () => {
    const { xml, prospect } = parse(testLead({ vehicle: null, tradeIn: null, offerFromClient: null }));
    expect(prospect.vehicle).toBeUndefined();
    expect(xml).not.toContain("<vehicle");
  });

  it("vendor falls back to the dealership, then the site, when no location is known", () => {
    const toDealership = parse(testLead({ location: null })).prospect.vendor;
    expect(toDealership.id).toBeUndefined();
    expect(toDealership.vendorname).toBe("Harbour City Toyota Pty Ltd");
    expect(toDealership.contact.address).toBeUndefined();

    const toSite = parse(testLead({ location: null, dealership: null })).prospect.vendor;
    expect(toSite.vendorname).toBe("Harbour City Toyota");
  });

  it("omits null optional customer and vehicle fields", () => {
    const lead = testLead();
    const { xml, prospect } = parse({
      ...lead,
      customer: {
        firstName: "Jane",
        lastName: null,
        email: null,
        phone: "0412 345 678",
        postcode: null,
        preferredContactMethod: null,
      },
      vehicle: { ...lead.vehicle!, year: null, vin: null, stocknum: "", badge: null, price: null },
      offerFromClient: null,
      tradeIn: { rego: null, regoState: null, kms: null },
      location: { id: 34, name: "Harbour City Toyota Parramatta" },
    });
    const contact = prospect.customer.contact;
    expect(contact.name).toEqual([{ "#text": "Jane", "@_part": "first" }]);
    expect(contact.email).toBeUndefined();
    expect(contact.address).toBeUndefined();
    expect(contact.phone["@_preferredcontact"]).toBeUndefined();

    const vehicle = wanted(prospect);
    expect(Object.keys(vehicle).sort()).toEqual(["@_interest", "@_status", "comments", "make", "model"]);
    expect(xml).not.toMatch(/<(year|vin|stock|trim|price)\b/);

    // The shopper still said they have a trade-in, so it stays, with nothing invented.
    const trade = prospect.vehicle.find((v: Parsed) => v["@_interest"] === "trade-in");
    expect(Object.keys(trade).sort()).toEqual(["@_interest", "@_status"]);

    const vendor = prospect.vendor;
    expect(vendor.contact.email).toBeUndefined();
    expect(vendor.contact.phone).toBeUndefined();
    expect(vendor.contact.address).toBeUndefined();
  });

  it("omits the customer comments' message when there is none, keeping the other lines", () => {
    const comments: string = parse(testLead({ message: "   " })).prospect.customer.comments;
    expect(comments.startsWith("Category: Vehicle Enquiry\n")).toBe(true);
  });
});

describe("any shopper input yields a well-formed ADF document", () => {
  const hostileMessage =
    "Hi </comments><script>alert('x')</script> & <![CDATA[ ]]> \u0000\u001b\u0007 🚗😀 \ud800 end";
  const visibleMessage = "Hi </comments><script>alert('x')</script> & <![CDATA[ ]]>  🚗😀  end";

  it("escapes markup and drops characters XML cannot carry, round-tripping the visible text", () => {
    const lead = testLead({ message: hostileMessage });
    const { xml, prospect } = parse(lead);
    expect(xml).not.toContain("<script>");
    for (const control of ["\u0000", "\u001b", "\u0007"]) expect(xml).not.toContain(control);
    expect(prospect.customer.comments.startsWith(`${visibleMessage}\n\n`)).toBe(true);
  });

  it("escapes every field and attribute, not only the message", () => {
    const evil = `"Quote' & <b>bold</b>\u0000\ud83d`;
    const lead = testLead({
      site: { slug: "x", name: evil, url: "https://x.example/?a=1&b=2" },
      customer: { ...testLead().customer, firstName: evil, lastName: "O'Brien & <Sons>" },
      extra: { '<label "x">': "value & <more>" },
    });
    const { prospect } = parse(lead);
    const visible = `"Quote' & <b>bold</b>`;
    expect(prospect.id["@_source"]).toBe(visible);
    expect(prospect.provider.name[0]["#text"]).toBe(visible);
    expect(prospect.provider.url).toBe("https://x.example/?a=1&b=2");
    expect(prospect.customer.contact.name[0]["#text"]).toBe(visible);
    expect(prospect.customer.contact.name[1]["#text"]).toBe("O'Brien & <Sons>");
    expect(prospect.customer.comments).toContain(`<label "x">: value & <more>`);
  });

  it("keeps CR LF line breaks from a textarea as plain line breaks", () => {
    const { prospect } = parse(testLead({ message: "line one\r\nline two" }));
    expect(prospect.customer.comments.startsWith("line one\nline two\n\n")).toBe(true);
  });
});

describe("issue 29 item 6: no bidirectional control reaches the dealer's CRM", () => {
  it("a right-to-left override or isolate in the name, message or answers is stripped, the rest kept", () => {
    const xml = buildAdfXml(
      testLead({
        customer: leadCustomer({ firstName: "Jane\u202e", lastName: "\u2066Citizen\u2069" }),
        message: "Call me\u200f\u061c back",
        extra: { "Best time\u202a": "\u202dMorning" },
      }),
    );
    expect(xml).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(xml).toContain(">Jane<");
    expect(xml).toContain(">Citizen<");
    expect(xml).toContain("Call me back");
    expect(xml).toContain("Morning");
  });
});
