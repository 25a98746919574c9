import { describe, expect, it } from "vitest";
import type { SiteFormSetup } from "./form-setup";
import { withBookings } from "./site-form-setup";

const SETUP: SiteFormSetup = {
  options: { dealershipCount: 1, locationCount: 3 },
  dealerships: [{ value: "metro", label: "Metro" }],
  locations: [
    { value: "1", label: "Metro Sales", group: "metro" },
    { value: "2", label: "Metro Service", group: "metro" },
    { value: "3", label: "Metro Parts", group: "metro" },
  ],
  financeEnquiryEvent: false,
  budgetQuickPicks: [],
};
const BOOKINGS = { "1": { zone: "Sydney time", days: [] } };

describe("the test drive page's setup (issue 34 item 2)", () => {
  it("a site-level booking offers only the yards with times: a parts counter takes no test drives", () => {
    const setup = withBookings(SETUP, BOOKINGS, false);
    expect(setup.locations.map((l) => l.label)).toEqual(["Metro Sales"]);
    expect(setup.bookings).toBe(BOOKINGS);
  });

  it("a car's booking keeps the site's locations (the car's yard is set for it)", () => {
    expect(withBookings(SETUP, BOOKINGS, true).locations).toHaveLength(3);
  });

  it("no yard with times keeps every location: the shopper can still send the form", () => {
    expect(withBookings(SETUP, {}, false).locations).toHaveLength(3);
  });
});
