import { describe, expect, it } from "vitest";
import { bookableLocations, bookingDesk } from "./booking-desk";

const at = (id: number, name: string, locationType: string, dealershipId = 1) => ({
  id,
  dealershipId,
  name,
  locationType,
});
const SALES = at(1, "Parramatta Motors Sales", "sales");
const SERVICE = at(2, "Parramatta Motors Service", "service");
const PARTS = at(3, "Parramatta Motors Parts", "parts");
const BUYING = at(4, "Parramatta Motors", "car-buying");
const OTHER_DEALER_SALES = at(5, "Parramatta Motors Sales", "sales", 2);
const ALL = [SALES, SERVICE, PARTS, OTHER_DEALER_SALES];

describe("a booking keeps its desk's hours (issue 34 item 2 'for that department')", () => {
  it("a test drive at a sales yard keeps that yard's sales hours", () => {
    expect(bookingDesk(SALES, ALL, "test-drive")).toBe(SALES);
  });

  it("a test drive filed under the service or parts desk keeps the same yard's sales hours", () => {
    expect(bookingDesk(SERVICE, ALL, "test-drive")).toBe(SALES);
    expect(bookingDesk(PARTS, ALL, "test-drive")).toBe(SALES);
  });

  it("never another dealership's yard of the same name", () => {
    expect(bookingDesk(at(6, "Parramatta Motors Service", "service", 2), ALL, "test-drive")).toBe(
      OTHER_DEALER_SALES,
    );
  });

  it("a yard with no sales desk keeps its own hours", () => {
    const lone = at(7, "Bankstown Service", "service");
    expect(bookingDesk(lone, [...ALL, lone], "test-drive")).toBe(lone);
  });

  it("an inspection goes to the car-buying desk, else sales", () => {
    expect(bookingDesk(SERVICE, [...ALL, BUYING], "trade-in-inspection")).toBe(BUYING);
    expect(bookingDesk(SERVICE, ALL, "trade-in-inspection")).toBe(SALES);
  });
});

describe("where a test drive may be booked", () => {
  it("the sales yards only, or every location when none is typed sales", () => {
    expect(bookableLocations(ALL)).toEqual([SALES, OTHER_DEALER_SALES]);
    expect(bookableLocations([SERVICE, PARTS])).toEqual([SERVICE, PARTS]);
  });
});
