import { describe, expect, it } from "vitest";
import { calculatorDisclaimer, financeDisclaimer } from "../finance/disclaimer";
import { parseSiteConfig } from "../tenancy/site-config";
import { DEFAULT_TAB_COPY } from "../vehicle/tab-copy";

/**
 * Issue 32 §6 "A new site inherits no promise its dealer did not make" (decision 0056): a site made
 * from a template, with no settings of its own, names no help line and promises no approval time,
 * inspection, certificate, warranty or guarantee; the dealer's settings say those things.
 */
const PROMISES = [
  /\d{4} \d{3} \d{3}/, // a phone number
  /pre-?approval/i,
  /in minutes|within \d+|\d+ ?hours?/i,
  /money-back|guarantee/i,
  /qualified technicians|roadworthy|full tank|extended warranty|applied by our team/i,
  /leading lenders/i,
];

describe("a new site's defaults promise nothing", () => {
  const config = parseSiteConfig({});

  it("has no finance help line or finance card words of its own", () => {
    expect(config.finance.support_phone).toBeUndefined();
    expect(config.finance.card_text).toBeUndefined();
  });

  it("its disclaimers and vehicle tab copy make none of the demo dealers' promises", () => {
    const texts = [
      financeDisclaimer(undefined),
      calculatorDisclaimer(undefined),
      ...Object.values(DEFAULT_TAB_COPY),
    ];
    for (const text of texts) for (const promise of PROMISES) expect(text).not.toMatch(promise);
  });

  it("a dealer's own help line is what the disclaimers name", () => {
    const own = parseSiteConfig({ finance: { support_phone: "07 4000 1234" } });
    expect(financeDisclaimer(own.finance.support_phone)).toContain("For help call 07 4000 1234.");
  });
});
