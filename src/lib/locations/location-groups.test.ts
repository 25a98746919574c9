import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import type { SiteLocation } from "./location";
import {
  dedupeLocations,
  filterLocations,
  groupLocations,
  locationCards,
  locationGroupName,
  parseLocationFilter,
} from "./location-groups";

let nextId = 1;
function loc(name: string, locationType: string, extra: Partial<SiteLocation> = {}): SiteLocation {
  return testLocation({
    id: nextId++,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    name,
    locationType,
    address: { street: `${nextId} ${name} Rd` },
    ...extra,
  });
}
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe("card grouping (spec 01 §2 Locations screen)", () => {
  it("'grouped by name after removing ' Parts', ' Service' and ' Sales''", () => {
    expect(locationGroupName("Metro Toyota Sales")).toBe("Metro Toyota");
    expect(locationGroupName("Metro Toyota Service")).toBe("Metro Toyota");
    expect(locationGroupName("Metro Toyota Parts")).toBe("Metro Toyota");
    expect(locationGroupName("Metro Toyota")).toBe("Metro Toyota");
    // Only the words with their leading space: 'Salesforce Motors' is not a sales suffix.
    expect(locationGroupName("Serviceton Motors")).toBe("Serviceton Motors");
  });

  it("'Order within a group: sales, then service, then parts'", () => {
    const groups = groupLocations([
      loc("Metro Toyota Parts", "parts"),
      loc("Metro Toyota Service", "service"),
      loc("Metro Kia Sales", "sales"),
      loc("Metro Toyota Sales", "sales"),
    ]);
    expect(groups.map((g) => g.name)).toEqual(["Metro Toyota", "Metro Kia"]);
    expect(names(groups[0]!.members)).toEqual([
      "Metro Toyota Sales",
      "Metro Toyota Service",
      "Metro Toyota Parts",
    ]);
  });

  it("'Only visible locations are grouped'", () => {
    const groups = groupLocations([
      loc("Metro Toyota Sales", "sales"),
      loc("Metro Toyota Parts", "parts", { visible: false }),
      loc("Hidden Yard Sales", "sales", { visible: false }),
    ]);
    expect(groups.map((g) => [g.name, names(g.members)])).toEqual([["Metro Toyota", ["Metro Toyota Sales"]]]);
  });

  it("spec 02 §8 'No locations: nothing rendered': no groups", () => {
    expect(groupLocations([])).toEqual([]);
    expect(locationCards([])).toEqual([]);
  });
});

describe("de-duplication (spec 02 §5 'Locations are de-duplicated by street or place id')", () => {
  it("the first of two locations on one street is kept, whatever the case or punctuation", () => {
    const a = loc("Metro Toyota", "sales", { address: { street: "12 Main St." } });
    const b = loc("Metro Lexus", "sales", { address: { street: "12 main st" } });
    const c = loc("Metro Kia", "sales", { address: { street: "14 Main St" } });
    expect(names(dedupeLocations([a, b, c]))).toEqual(["Metro Toyota", "Metro Kia"]);
  });

  it("the same place id is one location even when the streets are spelt differently", () => {
    const a = loc("A", "sales", { address: { street: "1 Corner Rd", place_id: "ChIJ1" } });
    const b = loc("B", "sales", { address: { street: "Cnr Corner Rd & High St", place_id: "ChIJ1" } });
    expect(names(dedupeLocations([a, b]))).toEqual(["A"]);
  });

  it("locations with neither a street nor a place id are all kept", () => {
    const a = loc("A", "sales", { address: {} });
    const b = loc("B", "sales", { address: { street: "  " } });
    expect(names(dedupeLocations([a, b]))).toEqual(["A", "B"]);
  });

  it("cards: a group is dropped when its face shares a street with an earlier card", () => {
    const street = { street: "5 Harbour Rd" };
    const cards = locationCards([
      loc("Harbour Toyota Sales", "sales", { address: street }),
      loc("Harbour Toyota Service", "service", { address: street }),
      loc("Harbour Lexus Sales", "sales", { address: street }),
      loc("Outback Used Cars", "", { address: { street: "1 Mitchell Hwy" } }),
    ]);
    expect(cards.map((c) => c.name)).toEqual(["Harbour Toyota", "Outback Used Cars"]);
    expect(names(cards[0]!.members)).toEqual(["Harbour Toyota Sales", "Harbour Toyota Service"]);
  });
});

describe("location block filter (spec 02 §2 'primary, sales, service, parts, service-and-parts, all, or a location id')", () => {
  const sales = loc("Metro Toyota Sales", "sales", { primary: true });
  const service = loc("Metro Toyota Service", "service");
  const parts = loc("Metro Toyota Parts", "parts");
  const untyped = loc("Metro Used", "");
  const hidden = loc("Metro Hidden Sales", "sales", { visible: false });
  const all = [sales, service, parts, untyped, hidden];

  it.each([
    ["primary", ["Metro Toyota Sales"]],
    ["sales", ["Metro Toyota Sales", "Metro Used"]],
    ["service", ["Metro Toyota Service"]],
    ["parts", ["Metro Toyota Parts"]],
    ["service-and-parts", ["Metro Toyota Service", "Metro Toyota Parts"]],
    ["all", ["Metro Toyota Sales", "Metro Toyota Service", "Metro Toyota Parts", "Metro Used"]],
  ] as const)("%s", (filter, expected) => expect(names(filterLocations(all, filter))).toEqual(expected));

  it("a location id shows that location; another site's id, or a hidden one, shows nothing", () => {
    expect(names(filterLocations(all, service.id))).toEqual(["Metro Toyota Service"]);
    expect(filterLocations(all, 999_999)).toEqual([]);
    expect(filterLocations(all, hidden.id)).toEqual([]);
  });

  it("'primary' with no location marked primary falls back to the first sales location", () => {
    expect(names(filterLocations([service, untyped], "primary"))).toEqual(["Metro Used"]);
    expect(filterLocations([service, parts], "primary")).toEqual([]);
  });

  it("a filter read from config or a URL: names, ids, and anything else as 'all'", () => {
    expect(parseLocationFilter("Service-And-Parts")).toBe("service-and-parts");
    expect(parseLocationFilter("42")).toBe(42);
    expect(parseLocationFilter(42)).toBe(42);
    expect(parseLocationFilter("-1")).toBe("all");
    expect(parseLocationFilter("042")).toBe("all");
    expect(parseLocationFilter("nearest")).toBe("all");
    expect(parseLocationFilter(undefined)).toBe("all");
  });
});
