import { describe, expect, it } from "vitest";
import { carIdFromQuery, financeFormQuery } from "./page-query";

describe("query strings that prefill a lead form (spec 01 §2 finance link, test drive ?car_id=)", () => {
  it("reads the finance link's keys", () => {
    expect(
      financeFormQuery({
        preferredDealership: "metro-toyota",
        vehiclePriceBudget: "45990",
        car_id: "12",
        car_type: "used",
      }),
    ).toEqual({ preferredDealership: "metro-toyota", vehiclePriceBudget: 45990, carId: 12 });
  });

  it("drops a bad key and keeps the rest: the page still opens", () => {
    expect(
      financeFormQuery({ preferredDealership: "<script>", vehiclePriceBudget: "lots", car_id: "12" }),
    ).toEqual({
      carId: 12,
    });
    expect(financeFormQuery({ vehiclePriceBudget: "-5", car_id: "0" })).toEqual({});
    expect(financeFormQuery({ car_id: ["7", "8"] })).toEqual({ carId: 7 });
  });

  it("a car id is a positive whole number that fits the database", () => {
    expect(carIdFromQuery({ car_id: "427" })).toBe(427);
    expect(carIdFromQuery({ car_id: "1.5" })).toBeUndefined();
    expect(carIdFromQuery({ car_id: "99999999999" })).toBeUndefined();
    expect(carIdFromQuery({})).toBeUndefined();
  });
});
