import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { formatRegoDate, parseRegoExpiry, regoExpiryText } from "./rego-expiry";

const defaults = parseSiteConfig({});
const showsUnregistered = parseSiteConfig({ features: { show_unregistered: true } });
const now = new Date("2026-11-20T01:00:00.000Z"); // 20 Nov 2026, 11:00 in Brisbane

describe("rego expiry (spec 01 §5)", () => {
  it("spec 01 §5: a future date shows 'Expires on {date}', e.g. '14 March 2027'", () => {
    expect(regoExpiryText(testCar().regoExpiry, defaults, now)).toBe("Expires on 14 March 2027");
    expect(regoExpiryText("2027-03-14", showsUnregistered, now)).toBe("Expires on 14 March 2027");
  });
  it("spec 01 §5: a past date shows 'Unregistered' on sites that enable it", () => {
    expect(regoExpiryText("2026-11-19", showsUnregistered, now)).toBe("Unregistered");
  });
  it("spec 01 §5: a past date shows nothing on other sites (the default)", () => {
    expect(defaults.features.show_unregistered).toBe(false);
    expect(regoExpiryText("2026-11-19", defaults, now)).toBeNull();
  });
  it("spec 01 §5: rego that expires today is still registered today (Brisbane calendar day)", () => {
    expect(regoExpiryText("2026-11-20", showsUnregistered, now)).toBe("Expires on 20 November 2026");
    // 23:30 on 20 Nov in Brisbane is still the 20th there although it is the 20th 13:30 UTC.
    expect(regoExpiryText("2026-11-20", showsUnregistered, new Date("2026-11-20T13:30:00Z"))).toMatch(
      /^Expires/,
    );
    // 00:30 on 21 Nov in Brisbane is 20 Nov 14:30 UTC: the rego has run out there.
    expect(regoExpiryText("2026-11-20", showsUnregistered, new Date("2026-11-20T14:30:00Z"))).toBe(
      "Unregistered",
    );
  });
  it("spec 01 §5: a timestamp is read as the Brisbane day it falls on", () => {
    expect(regoExpiryText("2027-03-13T15:00:00Z", defaults, now)).toBe("Expires on 14 March 2027");
  });
  it("spec 01 §5: a missing or unparseable date shows nothing", () => {
    for (const value of [null, undefined, "", "  ", "null", "soon", "2027-02-30", "2027-13-01"]) {
      expect(regoExpiryText(value, showsUnregistered, now)).toBeNull();
    }
    expect(parseRegoExpiry("2027-02-30")).toBeNull();
    expect(regoExpiryText("2027-03-14", defaults, new Date(Number.NaN))).toBeNull();
  });
  it("spec 01 §5: dates are written day, month name, year in en-AU", () => {
    const date = parseRegoExpiry("2027-01-05");
    expect(date && formatRegoDate(date)).toBe("5 January 2027");
  });
});
