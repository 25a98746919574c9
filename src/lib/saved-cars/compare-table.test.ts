import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { priceDisplay } from "../stock/price-display";
import {
  type ComparedCar,
  compareColumns,
  compareRows,
  differenceSummary,
  parseCompareIds,
} from "./compare-table";

const priceOf = (car: ComparedCar) =>
  priceDisplay(car, { subscriptionPricing: false, noPriceText: "Enquire for price." });
const cars = (...list: ComparedCar[]) => new Map(list.map((car) => [car.id, car]));
const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe("parseCompareIds: the compare page's ?ids=", () => {
  it("reads ids in column order, from one comma list or repeated keys", () => {
    expect(parseCompareIds("3,1,2")).toEqual({ ids: [3, 1, 2], issues: [] });
    expect(parseCompareIds(["3", "1, 2"])).toEqual({ ids: [3, 1, 2], issues: [] });
    expect(parseCompareIds(undefined)).toEqual({ ids: [], issues: [] });
    expect(parseCompareIds("")).toEqual({ ids: [], issues: [] });
  });
  it("a car named twice is one column", () => {
    expect(parseCompareIds("5,5,6").ids).toEqual([5, 6]);
  });
  it("leaves out a word that is not a car id and says so", () => {
    const parsed = parseCompareIds("7,abc,0,-2,1.5,99999999999");
    expect(parsed.ids).toEqual([7]);
    expect(parsed.issues).toHaveLength(5);
    expect(parsed.issues[0]).toBe('"abc" is not a car id, so it was left out.');
  });
  it("issue 29 item 1: an id past int4 (2^31 to 10 digits) is not a car id, so no query is sent with it", () => {
    const parsed = parseCompareIds("2147483648,9999999999,2147483647");
    expect(parsed.ids).toEqual([2_147_483_647]);
    expect(parsed.issues).toEqual([
      '"2147483648" is not a car id, so it was left out.',
      '"9999999999" is not a car id, so it was left out.',
    ]);
  });
  it("compares at most 4 cars: the first four are kept and the page says so", () => {
    const parsed = parseCompareIds("1,2,3,4,5,6");
    expect(parsed.ids).toEqual([1, 2, 3, 4]);
    expect(parsed.issues).toEqual(["Up to 4 cars can be compared side by side; the first 4 are shown."]);
  });
  it("a hostile query is read only so far", () => {
    const parsed = parseCompareIds(Array.from({ length: 10_000 }, (_, i) => String(i + 1)).join(","));
    expect(parsed.ids).toEqual([1, 2, 3, 4]);
    expect(parsed.issues).toHaveLength(1);
  });
});

describe("compareColumns: current data, so a sold or removed car is no longer available", () => {
  it("an in-stock or coming-soon car is compared with its price by the price display rules", () => {
    const columns = compareColumns(
      [2, 1],
      cars(testCar({ id: 1 }), testCar({ id: 2, status: "coming_soon" })),
      priceOf,
    );
    expect(columns.map((c) => [c.id, c.kind])).toEqual([
      [2, "car"],
      [1, "car"],
    ]);
    expect(columns[1]!.kind === "car" && columns[1]!.price.text).toBe("$45,990");
  });
  it("a sold car, and a car the site no longer lists, show as unavailable", () => {
    const columns = compareColumns([1, 2], cars(testCar({ id: 1, status: "sold" })), priceOf);
    expect(columns).toEqual([
      { kind: "unavailable", id: 1, reason: "sold" },
      { kind: "unavailable", id: 2, reason: "gone" },
    ]);
  });
});

describe("compareRows: the cars side by side, differences marked", () => {
  const a = testCar({ id: 1 });
  const b = testCar({
    id: 2,
    price: 39_990,
    km: 45_000,
    year: 2020,
    seats: 5,
    drive: "4X2",
    trans: "6 Speed Automatic",
    colour: "glacier white",
  });
  const rows = compareRows(compareColumns([1, 2], cars(a, b), priceOf));

  it("leads with price, km, year, body, fuel, transmission, drive, seats, colour and location", () => {
    expect(rows.slice(0, 10).map((r) => r.label)).toEqual([
      "Price",
      "Kilometres",
      "Year",
      "Body",
      "Fuel",
      "Transmission",
      "Drive",
      "Seats",
      "Colour",
      "Location",
    ]);
  });
  it("then the rest of the spec card, in the card's order, with the card's values", () => {
    const rest = rows.slice(10).map((r) => r.key);
    expect(rest.slice(0, 4)).toEqual(["make", "model", "badge", "series"]);
    expect(rest).toContain("towing_braked");
    expect(row(rows, "towing_braked")?.values[0]).toMatch(/ kg$/);
  });
  it("a row whose values differ is marked; equal ones (ignoring case) are not", () => {
    expect(row(rows, "price")).toMatchObject({ values: ["$45,990", "$39,990"], differs: true });
    expect(row(rows, "year")?.differs).toBe(true);
    expect(row(rows, "drive")?.differs).toBe(true);
    expect(row(rows, "km")?.differs).toBe(false);
    expect(row(rows, "seats")?.differs).toBe(false);
    expect(row(rows, "colour")?.differs).toBe(false);
    expect(differenceSummary(rows)).toMatch(/^3 of \d+ rows differ$/);
  });
  it("a value only some cars have is shown as missing for the others, and differs", () => {
    const withoutDrive = compareRows(compareColumns([1, 2], cars(a, { ...b, drive: null }), priceOf));
    expect(row(withoutDrive, "drive")).toMatchObject({ values: ["4X4", null], differs: true });
  });
  it("a row no car has a value for is left out; identifiers (VIN, rego, stock number) are never rows", () => {
    const bare = compareRows(compareColumns([1, 2], cars(a, { ...b }), priceOf));
    for (const key of ["vin", "regplate", "stocknum"]) expect(row(bare, key)).toBeUndefined();
    const noDoors = compareRows(
      compareColumns([1, 2], cars({ ...a, doors: null }, { ...b, doors: null }), priceOf),
    );
    expect(row(noDoors, "doors")).toBeUndefined();
  });
  it("an unavailable car's column is empty and does not count towards a difference", () => {
    const columns = compareColumns(
      [1, 2, 3],
      cars(a, b, testCar({ id: 3, status: "sold", seats: 2 })),
      priceOf,
    );
    const withSold = compareRows(columns);
    expect(row(withSold, "seats")).toMatchObject({ values: ["5", "5", null], differs: false });
  });
  it("one car alone differs from nothing", () => {
    const single = compareRows(compareColumns([1, 9], cars(a), priceOf));
    expect(single.some((r) => r.differs)).toBe(false);
  });
  it("a caravan's specifications and a car's variant figures join in the card's order", () => {
    const caravan = testCar({
      id: 3,
      itemType: "caravan",
      specifications: { sleeps: 4 } as never,
      variant: null,
    });
    const mixed = compareRows(compareColumns([1, 3], cars(a, caravan), priceOf));
    const keys = mixed.map((r) => r.key);
    expect(keys.indexOf("towing_braked")).toBeLessThan(keys.indexOf("caravan_sleeps"));
    expect(row(mixed, "caravan_sleeps")).toMatchObject({ values: [null, "4"], differs: true });
  });
});
