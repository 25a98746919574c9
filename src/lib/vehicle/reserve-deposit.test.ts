import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { reserveLabel } from "./card-actions";
import { reserveDeposit } from "./reserve-deposit";

const defaults = parseSiteConfig({});

describe("reserve deposit copy (spec 01 §5, spec 02 §4 Reservation, §9)", () => {
  it("spec 01 §5 / spec 02 §9: default $200, fully refundable, held 48 hours", () => {
    expect(reserveDeposit(testCar(), defaults)).toEqual({
      amount: 200,
      text: "Reserve this car with a $200 fully refundable deposit. We will hold it for you for 48 hours.",
    });
  });
  it("spec 01 §5: the per-car amount wins over the site's", () => {
    const config = parseSiteConfig({ reserve_deposit: 300 });
    expect(reserveDeposit(testCar({ reserveDeposit: 1000 }), config)).toEqual({
      amount: 1000,
      text: "Reserve this car with a $1,000 fully refundable deposit. We will hold it for you for 48 hours.",
    });
  });
  it("spec 01 §5: without a per-car amount the site's configured deposit is used", () => {
    const config = parseSiteConfig({ reserve_deposit: 500 });
    expect(reserveDeposit(testCar(), config).amount).toBe(500);
    expect(reserveDeposit(testCar(), config).text).toContain("$500 fully refundable");
  });
  it("spec 01 §5: the copy agrees with the card's reserve label for the same car", () => {
    const car = testCar({ reserveDeposit: 750 });
    expect(reserveLabel(car, defaults)).toBe("Reserve This Car $750");
    expect(reserveDeposit(car, defaults).amount).toBe(750);
  });
});
