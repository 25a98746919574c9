import { describe, expect, it } from "vitest";
import { displayCount, showMeLabel } from "./count-display";

const facet = (...counts: number[]) => counts.map((count, i) => ({ label: `v${i}`, value: `v${i}`, count }));
const status = facet(1500, 900);
const carType = facet(1000, 800, 700);

describe("displayCount (spec 01 §9 'A result count over 1999 is treated as capped')", () => {
  it("spec 01 §9 capped count: 1999 and below are shown as they are, whatever else is known", () => {
    expect(displayCount(1999, { stockCount: 5000, facets: { status, car_type: carType } })).toBe(1999);
    expect(displayCount(42, { stockCount: 5000 })).toBe(42);
  });
  it("spec 01 §9 capped count: over 1999, the site's configured stock count comes first", () => {
    expect(displayCount(2000, { stockCount: 3210, facets: { status, car_type: carType } })).toBe(3210);
  });
  it("spec 01 §9 capped count: without a stock count, the status facet counts are summed", () => {
    expect(displayCount(2000, { facets: { status, car_type: carType } })).toBe(2400);
  });
  it("spec 01 §9 capped count: without status facets, the car_type facet counts are summed", () => {
    expect(displayCount(2000, { facets: { car_type: carType } })).toBe(2500);
    expect(displayCount(2000, { facets: { status: [], car_type: carType } })).toBe(2500);
  });
  it("spec 01 §9 capped count: with nothing else known the capped count is shown", () => {
    expect(displayCount(2000, {})).toBe(2000);
    expect(displayCount(2000, { stockCount: 0, facets: { status: facet(0) } })).toBe(2000);
  });
});

describe("'Show Me N <vehicle type>' (spec 01 §2)", () => {
  it("spec 01 §2 Show Me button: one refined car type names it, with thousands separators", () => {
    expect(showMeLabel(1234, { car_type: ["used"] })).toBe("Show Me 1,234 Used Cars");
    expect(showMeLabel(12, { car_type: ["new"] })).toBe("Show Me 12 New Cars");
    expect(showMeLabel(3, { car_type: ["demo"] })).toBe("Show Me 3 Demo Cars");
  });
  it("spec 01 §2 Show Me button: several car types, none, or an unknown one read 'Cars'", () => {
    expect(showMeLabel(50, { car_type: ["new", "demo"] })).toBe("Show Me 50 Cars");
    expect(showMeLabel(50, {})).toBe("Show Me 50 Cars");
    expect(showMeLabel(50, { car_type: ["vintage"] })).toBe("Show Me 50 Cars");
  });
  it("spec 01 §2 Show Me button: item_type refined to caravan only reads 'Caravans'", () => {
    expect(showMeLabel(8, { item_type: ["caravan"] })).toBe("Show Me 8 Caravans");
    expect(showMeLabel(8, { item_type: ["caravan", "car"] })).toBe("Show Me 8 Cars");
  });
  it("spec 01 §2 Show Me button: a car type and caravans combine ('Used Caravans')", () => {
    expect(showMeLabel(8, { item_type: ["caravan"], car_type: ["used"] })).toBe("Show Me 8 Used Caravans");
  });
  it("spec 01 §2 Show Me button: singular for exactly 1, plural for 0", () => {
    expect(showMeLabel(1, { car_type: ["used"] })).toBe("Show Me 1 Used Car");
    expect(showMeLabel(1, { item_type: ["caravan"] })).toBe("Show Me 1 Caravan");
    expect(showMeLabel(0, {})).toBe("Show Me 0 Cars");
  });
  it("spec 01 §2 'the count animating': an in-between animated value is shown as a whole number", () => {
    expect(showMeLabel(1233.6, { car_type: ["used"] })).toBe("Show Me 1,234 Used Cars");
  });
});

describe("issue 16 item 2: ?car_type=constructor is no car type", () => {
  it("'Show Me' names cars, not Object's source", () => {
    expect(showMeLabel(3, { car_type: ["constructor"] })).toBe("Show Me 3 Cars");
  });
});
