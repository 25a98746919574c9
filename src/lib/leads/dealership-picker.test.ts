import { describe, expect, it } from "vitest";
import { dealershipPickerSchema, pickerLocations, pickerMakeSlug } from "./dealership-picker";

const loc = (id: number, locationType: string, manufacturers: string[] = []) => ({
  id,
  locationType,
  manufacturers,
});
const LOCATIONS = [
  loc(1, "sales", ["toyota"]),
  loc(2, "service", ["toyota"]),
  loc(3, "sales", ["land-rover"]),
  loc(4, "parts", []),
];
const rules = (over: Record<string, unknown> = {}) => dealershipPickerSchema.parse(over);
const ids = (list: { id: number }[]) => list.map((l) => l.id);

describe("spec 02 §5 'Dealership picker: hides some fixed location ids … filters by make, by location type, or by a hard-coded list'", () => {
  it("offers every location by default", () => {
    expect(ids(pickerLocations(LOCATIONS, rules()))).toEqual([1, 2, 3, 4]);
  });
  it("hides the fixed location ids a site lists", () => {
    expect(ids(pickerLocations(LOCATIONS, rules({ hidden_location_ids: [2, 4] })))).toEqual([1, 3]);
  });
  it("offers only a hard-coded list", () => {
    expect(ids(pickerLocations(LOCATIONS, rules({ location_ids: [3, 1] })))).toEqual([1, 3]);
  });
  it("filters by location type", () => {
    expect(ids(pickerLocations(LOCATIONS, rules({ location_type: "sales" })))).toEqual([1, 3]);
  });
  it("filters by make, spaces replaced with a hyphen ('Land Rover' is land-rover)", () => {
    expect(pickerMakeSlug(" Land  Rover ")).toBe("land-rover");
    expect(ids(pickerLocations(LOCATIONS, rules({ make: "Land Rover" })))).toEqual([3]);
    expect(ids(pickerLocations(LOCATIONS, rules({ make: "Toyota", location_type: "sales" })))).toEqual([1]);
  });
  it("never leaves the picker empty: a filter that would is not applied", () => {
    expect(ids(pickerLocations(LOCATIONS, rules({ make: "Kia" })))).toEqual([1, 2, 3, 4]);
    expect(ids(pickerLocations(LOCATIONS, rules({ hidden_location_ids: [1, 2, 3, 4] })))).toEqual([
      1, 2, 3, 4,
    ]);
  });
  it("refuses a malformed setting with a reason", () => {
    expect(dealershipPickerSchema.safeParse({ location_type: "car-buying" }).success).toBe(false);
    expect(dealershipPickerSchema.safeParse({ hidden_location_ids: [-1] }).success).toBe(false);
  });
});
