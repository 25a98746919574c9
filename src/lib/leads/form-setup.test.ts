import { describe, expect, it } from "vitest";
import { enquiryEventParams, leadFormCar } from "./form-setup";

const hit = {
  id: 9,
  name: "2021 Toyota Hilux SR5",
  carType: "demo",
  tag: "Test Drive Only",
  status: "in_stock",
  make: "Toyota",
  model: "Hilux",
  year: 2021,
  km: 12000,
  badge: "SR5",
  dealershipSlug: "metro-toyota",
};

describe("the car a lead form is about", () => {
  it("carries what analytics and the form need; demo stays demo", () => {
    expect(leadFormCar(hit, "$45,990", ["Parramatta"])).toMatchObject({
      id: 9,
      car_type: "demo",
      tag: "Test Drive Only",
      priceText: "$45,990",
      distributionLocations: ["Parramatta"],
      dealershipSlug: "metro-toyota",
      locationId: null,
    });
  });

  it("spec 02 §3 'Event params': vehicleStatus, vehicleMake, vehicleModel, vehicleYear, vehicleKilometers, vehicleGrade", () => {
    expect(enquiryEventParams("Vehicle Enquiry", leadFormCar(hit, null))).toEqual({
      category: "Vehicle Enquiry",
      car_id: 9,
      car_type: "demo",
      vehicleStatus: "in_stock",
      vehicleMake: "Toyota",
      vehicleModel: "Hilux",
      vehicleYear: 2021,
      vehicleKilometers: 12000,
      vehicleGrade: "SR5",
    });
    expect(enquiryEventParams("Contact Us", null)).toEqual({ category: "Contact Us" });
  });
});
