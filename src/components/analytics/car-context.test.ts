import { describe, expect, it } from "vitest";
import { carParams } from "./car-context";

/** A stand-in for a DOM element: what `closest` would find around it. */
const inside = (carId: string | null) =>
  ({ closest: () => (carId === null ? null : { getAttribute: () => carId }) }) as unknown as Element;

describe("the car an event is about (decision 0061)", () => {
  it("is the car page's data-car-id around the element", () => {
    expect(carParams(inside("42"))).toEqual({ car_id: 42 });
  });

  it("is none off a car's page, or when the mark is not an id", () => {
    expect(carParams(inside(null))).toEqual({});
    expect(carParams(inside("x"))).toEqual({});
    expect(carParams(inside("-3"))).toEqual({});
    expect(carParams(null)).toEqual({});
  });
});
