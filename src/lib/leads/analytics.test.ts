import { describe, expect, it } from "vitest";
import { enquiryAnalyticsEvent, enquiryAnalyticsId } from "./analytics";

const newCar = { car_type: "new" as const };
const demoCar = { car_type: "demo" as const };
const usedCar = { car_type: "used" as const };
const testDriveOnly = { car_type: "used" as const, tag: "Test Drive Only" };

describe("enquiry analytics ids (spec 01 §7 'Analytics event ids', spec 02 §7)", () => {
  it("spec 02 §7: 17 for any enquiry about a car tagged 'Test Drive Only'", () => {
    expect(enquiryAnalyticsId("vehicle-enquiry", testDriveOnly)).toBe(17);
    expect(enquiryAnalyticsId("test-drive", testDriveOnly)).toBe(17);
    expect(enquiryAnalyticsId("quick-enquiry", { car_type: "new", tag: " test drive only " })).toBe(17);
  });

  it("spec 01 §7: 17 for a new car's test drive, 48 for a used car's", () => {
    expect(enquiryAnalyticsId("test-drive", newCar)).toBe(17);
    expect(enquiryAnalyticsId("book-test-drive", newCar)).toBe(17);
    expect(enquiryAnalyticsId("test-drive", usedCar)).toBe(48);
  });

  it("spec 01 §7: 15 for a used car's enquiry, 14 otherwise", () => {
    expect(enquiryAnalyticsId("vehicle-enquiry", usedCar)).toBe(15);
    expect(enquiryAnalyticsId("make-an-offer", usedCar)).toBe(15);
    expect(enquiryAnalyticsId("vehicle-enquiry", newCar)).toBe(14);
    expect(enquiryAnalyticsId("general-enquiry", null)).toBe(14);
    expect(enquiryAnalyticsId("quick-enquiry", { car_type: "used", tag: "Runout Sale" })).toBe(15);
  });

  it("spec 01 §7 (demo not named): a demo car counts as new, 14 to enquire and 17 to test drive", () => {
    expect(enquiryAnalyticsId("vehicle-enquiry", demoCar)).toBe(14);
    expect(enquiryAnalyticsId("test-drive", demoCar)).toBe(17);
  });

  it("spec 01 §7: 19 for a fleet enquiry, from the block or the enquiry page", () => {
    expect(enquiryAnalyticsId("fleet-block", null)).toBe(19);
    expect(enquiryAnalyticsId("fleet-enquiry", usedCar)).toBe(19);
  });

  it("spec 02 §7: 9 for a finance enquiry on the dealer variant that reports it", () => {
    expect(enquiryAnalyticsId("finance-enquiry", usedCar, { financeEnquiryEvent: true })).toBe(9);
    expect(enquiryAnalyticsEvent("finance-enquiry", null, { financeEnquiryEvent: true })).toBe(
      "financeEnquiry",
    );
  });

  it("spec 02 §7: elsewhere a finance enquiry is an enquiry like any other", () => {
    expect(enquiryAnalyticsId("finance-enquiry", usedCar)).toBe(15);
    expect(enquiryAnalyticsId("finance-enquiry", null)).toBe(14);
  });
});
