import { describe, expect, it } from "vitest";
import {
  carAvailability,
  deliveryStateLabel,
  fieldLabel,
  fieldRows,
  formatWait,
  likelyDuplicate,
} from "./lead-view";

describe("issue 31 §4: the car's state now, on the lead's page", () => {
  it.each([
    [{ status: "in_stock", reserved: false }, "in-stock"],
    [{ status: "coming_soon", reserved: false }, "coming-soon"],
    [{ status: "in_stock", reserved: true }, "reserved"],
    [{ status: "sold", reserved: true }, "sold"],
    [null, "gone"],
  ] as const)("%j is %s", (car, expected) => {
    expect(carAvailability(car)).toBe(expected);
  });
});

describe("issue 31 §4: a delivery's state in words", () => {
  it("tells a failure still being retried from one given up on", () => {
    expect(deliveryStateLabel({ status: "pending", lastError: null })).toBe("Sending");
    expect(deliveryStateLabel({ status: "pending", lastError: "HTTP 503" })).toBe("Failed: trying again");
    expect(deliveryStateLabel({ status: "dead", lastError: "HTTP 410" })).toBe("Failed: gave up");
    expect(deliveryStateLabel({ status: "delivered", lastError: null })).toBe("Delivered");
  });
});

describe("issue 31 §4: the first-response time as a manager reads it", () => {
  it.each([
    [0, "0 seconds"],
    [1, "1 second"],
    [59.6, "1 minute"],
    [12 * 60 + 30, "12 minutes"],
    [3600, "1 hour"],
    [3 * 3600 + 5 * 60, "3 hours 5 minutes"],
    [2 * 86400 + 4 * 3600 + 59, "2 days 4 hours"],
    [86400, "1 day"],
    [-5, "0 seconds"],
  ])("%s s is %s", (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});

describe("issue 31 §4: a likely duplicate is the same kind about the same car within a day", () => {
  const lead = { category: "Vehicle Enquiry", carId: 7, createdAt: new Date("2026-11-23T10:00:00Z") };
  const at = (iso: string) => new Date(iso);
  it("same kind, same car, 23 hours apart either way: likely", () => {
    expect(likelyDuplicate(lead, { ...lead, createdAt: at("2026-11-24T09:00:00Z") })).toBe(true);
    expect(likelyDuplicate(lead, { ...lead, createdAt: at("2026-11-22T11:00:00Z") })).toBe(true);
    expect(likelyDuplicate({ ...lead, carId: null }, { ...lead, carId: null })).toBe(true);
  });
  it("more than a day apart, another car or another kind: not", () => {
    expect(likelyDuplicate(lead, { ...lead, createdAt: at("2026-11-24T10:00:01Z") })).toBe(false);
    expect(likelyDuplicate(lead, { ...lead, carId: 8 })).toBe(false);
    expect(likelyDuplicate(lead, { ...lead, category: "Test Drive" })).toBe(false);
  });
});

describe("issue 31 §4: a form's fields labelled in words", () => {
  it("uses the form's own words, else the name made readable", () => {
    expect(fieldLabel("opt_in_finance")).toBe("Finance opt-in");
    expect(fieldLabel("vehicle_price_budget")).toBe("Vehicle price budget");
    expect(fieldLabel("regoState")).toBe("Trade-in rego state");
    expect(fieldLabel("adjustmentAnswers")).toBe("Adjustment answers");
  });
  it("drops empty values and words ticks, lists and objects", () => {
    expect(
      fieldRows({
        name: "Ada",
        message: "",
        opt_in: false,
        services: ["Finance", "Warranty"],
        extra: { a: 1 },
        x: null,
      }),
    ).toEqual([
      { label: "First name", value: "Ada" },
      { label: "Marketing opt-in", value: "No" },
      { label: "Services", value: "Finance, Warranty" },
      { label: "Extra", value: '{"a":1}' },
    ]);
  });
});
