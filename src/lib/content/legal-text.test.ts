import { describe, expect, it } from "vitest";
import { TEST_LEGAL_VALUES } from "../../../test/legal-values";
import { fillLegalText, legalPlainText, unknownPlaceholders } from "./legal-text";

const DEALER = TEST_LEGAL_VALUES;

describe("legal copy templates filled from the site (spec 02 §9 'Privacy policy summary', §3 site config)", () => {
  it("fills the dealer's name as text, and its e-mail addresses and phone as links", () => {
    const segments = fillLegalText(
      "{dealer_name}: e-mail {complaints_email} or call {phone}; questions to {email}.",
      DEALER,
    );
    expect(segments).toEqual([
      { kind: "text", text: "Metro Motor Group: e-mail " },
      {
        kind: "link",
        text: "customercare@metromotorgroup.example",
        href: "mailto:customercare@metromotorgroup.example",
      },
      { kind: "text", text: " or call " },
      { kind: "link", text: "07 3555 0100", href: "tel:0735550100" },
      { kind: "text", text: "; questions to " },
      { kind: "link", text: "hello@metromotorgroup.example", href: "mailto:hello@metromotorgroup.example" },
      { kind: "text", text: "." },
    ]);
  });

  it("'It links to /contact': {contact_page} is a link to /contact", () => {
    expect(fillLegalText("Get in touch through {contact_page}.", DEALER)).toContainEqual({
      kind: "link",
      text: "our contact page",
      href: "/contact",
    });
  });

  it("'Privacy complaints answered within 30 days': the site's number of days is filled in", () => {
    const text = legalPlainText(fillLegalText("We answer within {privacy_response_days} days.", DEALER));
    expect(text).toBe("We answer within 30 days.");
  });

  it("a site without a complaints e-mail gets its contact e-mail; without either, the contact page", () => {
    const noComplaints = { ...DEALER, complaintsEmail: undefined };
    expect(fillLegalText("{complaints_email}", noComplaints)).toEqual([
      { kind: "link", text: "hello@metromotorgroup.example", href: "mailto:hello@metromotorgroup.example" },
    ]);
    const noEmail = { ...DEALER, email: undefined, complaintsEmail: undefined, phone: undefined };
    expect(fillLegalText("{complaints_email} {phone}", noEmail).filter((s) => s.kind === "link")).toEqual([
      { kind: "link", text: "the e-mail address on our contact page", href: "/contact" },
      { kind: "link", text: "the number on our contact page", href: "/contact" },
    ]);
  });

  it("markup in the copy stays text: a site's override cannot add HTML or a link of its own", () => {
    const segments = fillLegalText('<a href="https://evil.example">click</a> {dealer_name}', DEALER);
    expect(segments).toEqual([
      { kind: "text", text: '<a href="https://evil.example">click</a> Metro Motor Group' },
    ]);
  });

  it("an unknown placeholder is reported (config refuses it) and stays as written", () => {
    expect(unknownPlaceholders("{dealer_name} {dealer_phone} {email}")).toEqual(["dealer_phone"]);
    expect(legalPlainText(fillLegalText("Call {dealer_phone}", DEALER))).toBe("Call {dealer_phone}");
  });
});
