import { describe, expect, it } from "vitest";
import { isServiceSaturday, nextServiceSaturdays, SERVICE_SATURDAY_REFERENCE } from "./service-saturdays";

describe("Service Saturdays by appointment (spec 02 §4: 'alternate fortnightly, counted from a reference Saturday, 14 June 2025')", () => {
  it("the reference Saturday is 14 June 2025 and is a service Saturday", () => {
    expect(SERVICE_SATURDAY_REFERENCE).toBe("2025-06-14");
    expect(isServiceSaturday("2025-06-14")).toBe(true);
  });

  it("every second Saturday after it is one; the Saturdays between are not", () => {
    expect(isServiceSaturday("2025-06-21")).toBe(false);
    expect(isServiceSaturday("2025-06-28")).toBe(true);
    expect(isServiceSaturday("2025-07-05")).toBe(false);
    expect(isServiceSaturday("2025-07-12")).toBe(true);
    // Across a year end and a daylight-saving change the count stays in whole days.
    expect(isServiceSaturday("2025-12-27")).toBe(true);
    expect(isServiceSaturday("2026-01-03")).toBe(false);
    expect(isServiceSaturday("2026-04-04")).toBe(true);
  });

  it("counts backwards from the reference too", () => {
    expect(isServiceSaturday("2025-05-31")).toBe(true);
    expect(isServiceSaturday("2025-06-07")).toBe(false);
  });

  it("only Saturdays", () => {
    expect(isServiceSaturday("2025-06-15")).toBe(false);
    expect(isServiceSaturday("2025-06-13")).toBe(false);
    expect(isServiceSaturday("garbage")).toBe(false);
  });

  it("the next ones from a day on the location's clock, today included", () => {
    expect(nextServiceSaturdays("2025-06-14")).toEqual(["2025-06-14", "2025-06-28"]);
    expect(nextServiceSaturdays("2025-06-15")).toEqual(["2025-06-28", "2025-07-12"]);
    expect(nextServiceSaturdays("2025-06-16", 3)).toEqual(["2025-06-28", "2025-07-12", "2025-07-26"]);
    // Saturday 21 June is off: the next is a week later.
    expect(nextServiceSaturdays("2025-06-21", 1)).toEqual(["2025-06-28"]);
    expect(nextServiceSaturdays("nope")).toEqual([]);
  });

  it("a service Saturday a special day closes is passed over (Boxing Day 2026 is one)", () => {
    expect(isServiceSaturday("2026-12-26")).toBe(true);
    const closed = (date: string) => date === "2026-12-26";
    expect(nextServiceSaturdays("2026-12-14", 2, closed)).toEqual(["2027-01-09", "2027-01-23"]);
    expect(nextServiceSaturdays("2026-12-14", 2)).toEqual(["2026-12-26", "2027-01-09"]);
  });
});
