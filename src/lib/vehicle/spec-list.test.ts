import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import {
  FEATURE_LIST_LIMIT,
  isBlankSpecValue,
  isCaravan,
  KEY_INFO_VISIBLE,
  keyInformation,
  specList,
  visibleItems,
} from "./spec-list";

const valueFor = (entries: { label: string; value: string }[], label: string) =>
  entries.find((e) => e.label === label)?.value;

describe("'Vehicle details' spec card (spec 01 §2, §3 Car, §5)", () => {
  it("spec 01 §2/§3: the card lists the car's details in order, km formatted", () => {
    const entries = specList(testCar());
    expect(entries.slice(0, 20).map((e) => [e.label, e.value])).toEqual([
      ["Make", "Toyota"],
      ["Model", "HiLux"],
      ["Badge", "SR5"],
      ["Series", "GUN126R"],
      ["Year", "2021"],
      ["Kilometres", "45,000 km"],
      ["Colour", "Glacier White"],
      ["Interior Colour", "Black"],
      ["Body", "Ute"],
      ["Transmission", "6 Speed Automatic"],
      ["Drive", "4X4"],
      ["Fuel", "Diesel"],
      ["Engine", "2.8L"],
      ["Seats", "5"],
      ["Doors", "4"],
      ["Build Date", "03/2021"],
      ["Compliance Date", "04/2021"],
      ["Rego Plate", "123ABC"],
      ["Stock Number", "U1234"],
      ["VIN", "MR0HA3CD100123456"],
    ]);
  });
  it("spec 01 §3 variant: variant figures carry their units", () => {
    const entries = specList(testCar());
    expect(valueFor(entries, "Cylinders")).toBe("4");
    expect(valueFor(entries, "Engine Size")).toBe("2.8 L");
    expect(valueFor(entries, "Induction")).toBe("Turbo Intercooled");
    expect(valueFor(entries, "Gear Type")).toBe("Automatic");
    expect(valueFor(entries, "Fuel Consumption (Combined)")).toBe("8.4 L/100km");
    expect(valueFor(entries, "Fuel Capacity")).toBe("80 L");
    expect(valueFor(entries, "GVM")).toBe("3,050 kg");
    expect(valueFor(entries, "Length")).toBe("5,325 mm");
    expect(valueFor(entries, "Height")).toBe("1,815 mm");
    expect(valueFor(entries, "Width")).toBe("1,855 mm");
    expect(valueFor(entries, "Towing Capacity (Braked)")).toBe("3,500 kg");
    expect(valueFor(entries, "Body Configuration")).toBe("Double Cab Pick Up");
    expect(valueFor(entries, "Torque")).toBe("500 Nm");
    expect(valueFor(entries, "ANCAP Rating")).toBe("5");
  });
  it("spec 01 §3 variant: a value that already carries its unit is not given a second one", () => {
    const car = testCar({ variant: { torque: "500Nm", grossvehiclemass: "3050" } });
    expect(valueFor(specList(car), "Torque")).toBe("500Nm");
    expect(valueFor(specList(car), "GVM")).toBe("3,050 kg");
  });
  it("spec 01 §5: spec list hides empty, null, undefined and 'null' values (any case, trimmed)", () => {
    const car = testCar({
      badge: "",
      series: " NULL ",
      interiorColour: null,
      regplate: "   ",
      km: null,
      vin: "null",
      variant: { torque: "null", cylinders: undefined, ancaprating: null, induction: " Null" },
    });
    const labels = specList(car).map((e) => e.label);
    for (const hidden of [
      "Badge",
      "Series",
      "Interior Colour",
      "Rego Plate",
      "Kilometres",
      "VIN",
      "Torque",
      "Cylinders",
      "ANCAP Rating",
      "Induction",
      "GVM",
    ]) {
      expect(labels).not.toContain(hidden);
    }
    expect(specList(car).every((e) => e.value.trim() !== "" && e.value.toLowerCase() !== "null")).toBe(true);
  });
  it("spec 01 §5: 0 is a value, not an empty one (a new car's 0 km shows)", () => {
    expect(isBlankSpecValue(0)).toBe(false);
    expect(isBlankSpecValue("nullable")).toBe(false);
    expect(valueFor(specList(testCar({ km: 0 })), "Kilometres")).toBe("0 km");
  });
  it("spec 01 §3: the detailed transmission, fuel and body win over the simple ones, which stand in when missing", () => {
    const car = testCar({ trans: null, fuel: "null", body: "", simpleTransmission: "Manual" });
    const entries = specList(car);
    expect(valueFor(entries, "Transmission")).toBe("Manual");
    expect(valueFor(entries, "Fuel")).toBe("Diesel");
    expect(valueFor(entries, "Body")).toBe("Ute");
  });
  it("spec 01 §3 specifications (caravans): a caravan lists body width/length (feet, with metres), tare, axle, sleeps, ATM", () => {
    const caravan = testCar({
      itemType: "caravan",
      variant: null,
      specifications: {
        body_width: 7.5,
        body_length: 18.5,
        tare_weight: 2300,
        axle_type: "Tandem",
        sleeps: 4,
        aggregate_trailer_mass: 2900,
      },
    });
    const entries = specList(caravan);
    expect(valueFor(entries, "Body Width")).toBe("7.5 ft (2.29 m)");
    expect(valueFor(entries, "Body Length")).toBe("18.5 ft (5.64 m)");
    expect(valueFor(entries, "Tare Weight")).toBe("2,300 kg");
    expect(valueFor(entries, "Axle Type")).toBe("Tandem");
    expect(valueFor(entries, "Sleeps")).toBe("4");
    expect(valueFor(entries, "ATM")).toBe("2,900 kg");
  });
  it("spec 01 §3: caravan specifications show for item_type caravan or when present, and not for a plain car", () => {
    expect(isCaravan(testCar())).toBe(false);
    expect(specList(testCar()).some((e) => e.key.startsWith("caravan_"))).toBe(false);
    expect(isCaravan(testCar({ itemType: "Caravan" }))).toBe(true);
    expect(isCaravan(testCar({ specifications: { sleeps: 2 } }))).toBe(true);
    expect(isCaravan(testCar({ specifications: { sleeps: null, axle_type: "null" } }))).toBe(false);
    // A caravan without specifications lists no empty caravan rows (spec 01 §5).
    expect(specList(testCar({ itemType: "caravan" })).some((e) => e.key.startsWith("caravan_"))).toBe(false);
  });
});

describe("key information grid and collapsible lists (spec 01 §2, §9)", () => {
  it("spec 01 §2: key information leads with the everyday facts, from the same values as the spec card", () => {
    const info = keyInformation(testCar());
    expect(info.slice(0, KEY_INFO_VISIBLE).map((e) => e.value)).toEqual([
      "45,000 km",
      "Ute",
      "6 Speed Automatic",
      "Diesel",
    ]);
    expect(keyInformation(testCar({ km: null, body: null, simpleBody: null }))[0]?.label).toBe(
      "Transmission",
    );
  });
  it("spec 01 §2: key information for a caravan includes its sleeps and sizes", () => {
    const caravan = testCar({ itemType: "caravan", specifications: { sleeps: 4, body_length: 18 } });
    expect(keyInformation(caravan).map((e) => e.label)).toEqual(
      expect.arrayContaining(["Sleeps", "Body Length"]),
    );
  });
  it("spec 01 §2: first 4 shown, then Show More / Show Less", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    expect(visibleItems(items, KEY_INFO_VISIBLE, false)).toEqual({
      shown: ["a", "b", "c", "d"],
      hiddenCount: 2,
      canToggle: true,
    });
    expect(visibleItems(items, KEY_INFO_VISIBLE, true)).toEqual({
      shown: items,
      hiddenCount: 0,
      canToggle: true,
    });
  });
  it("spec 01 §9: the feature list shows 8 before Show All", () => {
    const features = Array.from({ length: 11 }, (_, i) => `feature ${i + 1}`);
    expect(visibleItems(features, FEATURE_LIST_LIMIT, false)).toEqual({
      shown: features.slice(0, 8),
      hiddenCount: 3,
      canToggle: true,
    });
  });
  it("spec 01 §2: a list within its limit needs no toggle", () => {
    expect(visibleItems(["a", "b"], FEATURE_LIST_LIMIT, false)).toEqual({
      shown: ["a", "b"],
      hiddenCount: 0,
      canToggle: false,
    });
    expect(visibleItems(["a", "b", "c", "d"], KEY_INFO_VISIBLE, false).canToggle).toBe(false);
  });
});
