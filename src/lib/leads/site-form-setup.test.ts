import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { parseSiteConfig } from "../tenancy/site-config";
import type { SiteFormSetup } from "./form-setup";
import { siteFormSetup, withBookings } from "./site-form-setup";

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

describe("spec 02 §5 'Dealership picker' settings reach the forms' location choice", () => {
  const locations = [
    testLocation({ id: 1, name: "Sales", locationType: "sales" }),
    testLocation({ id: 2, name: "Service", locationType: "service" }),
    testLocation({ id: 3, name: "Parts", locationType: "parts" }),
  ];
  const setup = (picker: Record<string, unknown>) =>
    siteFormSetup(
      {
        config: parseSiteConfig({ dealership_picker: picker }),
        dealerships: [{ id: 1, slug: "d", name: "D" }],
        template: { financeEnquiryEvent: false },
      },
      locations,
    );
  it("a hidden location is not offered, and the form counts only what it offers", () => {
    const hidden = setup({ hidden_location_ids: [2, 3] });
    expect(hidden.locations.map((l) => l.label)).toEqual(["Sales"]);
    expect(hidden.options.locationCount).toBe(1);
    expect(setup({}).locations.map((l) => l.label)).toEqual(["Sales", "Service", "Parts"]);
  });
  it("a site offering only service locations", () => {
    expect(setup({ location_type: "service" }).locations.map((l) => l.value)).toEqual(["2"]);
  });
});
