import { describe, expect, it } from "vitest";
import { compareLocationTypes, isSalesLocation, listedLocations } from "./location-type";

const at = (name: string, locationType: string) => ({ name, locationType });
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe("which locations are sales yards (spec 01 §2 Locations screen, spec 02 §2/§3 Location)", () => {
  const group = [
    at("Metro Toyota Parts", "parts"),
    at("Metro Toyota Sales", "sales"),
    at("Metro Toyota Service", "service"),
    at("Metro Car Buying Centre", "car-buying"),
    at("Metro Toyota", ""),
  ];

  it("spec 01 §2 'only sales-type locations are listed': a sales-only list drops service, parts and car buying", () => {
    expect(names(group.filter(isSalesLocation))).toEqual(["Metro Toyota Sales", "Metro Toyota"]);
  });

  it("spec 02 §3 location_type '… or empty': a yard whose type the feed left empty still shows as a place to buy", () => {
    expect(isSalesLocation(at("Metro Toyota", ""))).toBe(true);
    expect(isSalesLocation(at("Metro Car Buying Centre", "car-buying"))).toBe(false);
  });

  it("spec 01 §2 'Order within a group: sales, then service, then parts', other kinds of place after", () => {
    const sorted = [...group].sort((a, b) => compareLocationTypes(a, b) || a.name.localeCompare(b.name));
    expect(names(sorted)).toEqual([
      "Metro Toyota Sales",
      "Metro Toyota Service",
      "Metro Toyota Parts",
      "Metro Car Buying Centre",
      "Metro Toyota",
    ]);
  });

  it("spec 01 §2 'the template's sales-only variant': a site lists every location, or only its sales ones", () => {
    expect(names(listedLocations({ locationsSalesOnly: true }, group))).toEqual([
      "Metro Toyota Sales",
      "Metro Toyota",
    ]);
    expect(listedLocations({ locationsSalesOnly: false }, group)).toHaveLength(group.length);
  });
});
