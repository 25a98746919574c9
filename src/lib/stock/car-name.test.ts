import { describe, expect, it } from "vitest";
import { carDisplayName } from "./car-name";

describe("carDisplayName (spec 01 §3 Car.name, derived when a feed omits it)", () => {
  it("joins year, make, model and badge", () => {
    expect(carDisplayName({ year: 2024, make: "Toyota", model: "HiLux", badge: "SR5" })).toBe(
      "2024 Toyota HiLux SR5",
    );
  });
  it("leaves out a missing badge", () => {
    expect(carDisplayName({ year: 2020, make: "Mazda", model: "CX-5", badge: null })).toBe("2020 Mazda CX-5");
  });
  it("leaves out a badge that repeats the model", () => {
    expect(carDisplayName({ year: 2026, make: "Hyundai", model: "Kona", badge: "kona" })).toBe(
      "2026 Hyundai Kona",
    );
  });
});
