import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { vehicleBrochure } from "./brochure";

const ctx = {
  siteName: "Metro",
  config: parseSiteConfig({}),
  template: getTemplate("default"),
  url: "https://m.example/cars/x",
};

describe("the car on paper (issue 4 §6 print page and PDF)", () => {
  it("issue 4 §6: price by the display priority, was-price only when higher", () => {
    const b = vehicleBrochure(testCar({ price: 45_990, beforePrice: 49_990, offerPrice: null }), ctx);
    expect(b.priceText).toBe("$45,990");
    expect(b.wasPriceText).toBe("$49,990");
  });
  it("spec 01 §4: no price shows the site's no-price text", () => {
    const b = vehicleBrochure(
      testCar({ price: null, offerPrice: null, preorder: false, subscriptionPrice: null }),
      ctx,
    );
    expect(b.priceText).toBe("Enquire for price.");
  });
  it("spec 01 §2: pending comments are left out of the brochure; '|' splits paragraphs", () => {
    expect(vehicleBrochure(testCar({ dealercomments: " | " }), ctx).comments).toEqual([]);
    expect(vehicleBrochure(testCar({ dealercomments: "One owner|Logbooks" }), ctx).comments).toEqual([
      "One owner",
      "Logbooks",
    ]);
  });
  it("spec 01 §5: the details are the spec list, with no blank values", () => {
    const b = vehicleBrochure(testCar({ colour: "null", km: 12_000 }), ctx);
    expect(b.details.some((d) => d.value === "null")).toBe(false);
    expect(b.details.some((d) => d.value === "12,000 km")).toBe(true);
  });
});
