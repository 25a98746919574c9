import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { dealershipOf, locationFormPrefill } from "./location-page";

const dealerships = [
  { id: 7, slug: "metro-toyota", name: "Metro Toyota Brisbane", manufacturerName: "Toyota", phone: null },
  { id: 8, slug: "metro-kia", name: "Metro Kia Melbourne", manufacturerName: "Kia", phone: null },
];
const sales = testLocation({ id: 1, dealershipId: 8, name: "Metro Kia Melbourne Sales" });
const service = testLocation({
  id: 2,
  dealershipId: 8,
  name: "Metro Kia Melbourne Service",
  locationType: "service",
});
const group = { name: "Metro Kia Melbourne", members: [sales, service] };

describe("a location page's dealership and contact form (spec 02 §2 Location details page: 'a contact form for that location')", () => {
  it("the location's own dealership, not the site's first", () => {
    expect(dealershipOf(dealerships, service)?.name).toBe("Metro Kia Melbourne");
    expect(dealershipOf(dealerships, testLocation({ dealershipId: 99 }))).toBeUndefined();
  });

  it("the form files the lead under this location and its dealership", () => {
    expect(locationFormPrefill(service, group, ["1", "2"], dealershipOf(dealerships, service))).toEqual({
      location_id: "2",
      preferred_dealership: "metro-kia",
    });
  });

  it("a desk the form does not list (sales-only template) files under the first of its group it does", () => {
    expect(locationFormPrefill(service, group, ["1"], undefined)).toEqual({ location_id: "1" });
    expect(locationFormPrefill(service, group, [], undefined)).toEqual({});
  });
});
