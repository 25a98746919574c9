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
  it("issue 29 item 1: car_id is read by the one id rule: past int4, an exponent or hex is no car", () => {
    for (const car_id of ["2147483648", "9999999999", "1e3", "0x10", "1.0"]) {
      expect(carIdFromQuery({ car_id }), car_id).toBeUndefined();
    }
    expect(carIdFromQuery({ car_id: "2147483647" })).toBe(2_147_483_647);
  });

  it("a car id is a positive whole number that fits the database", () => {
    expect(carIdFromQuery({ car_id: "427" })).toBe(427);
    expect(carIdFromQuery({ car_id: "1.5" })).toBeUndefined();
    expect(carIdFromQuery({ car_id: "99999999999" })).toBeUndefined();
    expect(carIdFromQuery({})).toBeUndefined();
  });
});
