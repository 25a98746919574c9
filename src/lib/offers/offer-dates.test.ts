import { describe, expect, it } from "vitest";
import { offerEndsText } from "./offer-dates";

describe("an offer's end date, on the site's clock", () => {
  it("names the last day the offer runs", () => {
    expect(offerEndsText("2026-12-31T12:59:59.999Z", "Australia/Sydney")).toBe("Offer ends 31 December 2026");
    // Midnight in Sydney ends the offer: the 31st was its last day.
    expect(offerEndsText("2026-12-31T13:00:00.000Z", "Australia/Sydney")).toBe("Offer ends 31 December 2026");
    // The same instant is still the 31st in Perth (3 hours behind): its last day is the 31st there too.
    expect(offerEndsText("2026-12-31T13:00:00.000Z", "Australia/Perth")).toBe("Offer ends 31 December 2026");
    expect(offerEndsText("2026-12-31T16:00:00.000Z", "Australia/Perth")).toBe("Offer ends 31 December 2026");
    expect(offerEndsText("2026-12-31T16:00:01.000Z", "Australia/Perth")).toBe("Offer ends 1 January 2027");
  });

  it("an open-ended or unreadable expiry says nothing", () => {
    expect(offerEndsText(null, "Australia/Sydney")).toBeNull();
    expect(offerEndsText("soon", "Australia/Sydney")).toBeNull();
  });
});
