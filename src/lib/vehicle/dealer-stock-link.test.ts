import { describe, expect, it } from "vitest";
import { dealerStockLink } from "./dealer-stock-link";

const dealerships = [
  { slug: "metro-toyota-brisbane", name: "Metro Toyota Brisbane" },
  { slug: "metro-kia-melbourne", name: "Metro Kia Melbourne" },
];

describe("spec 01 §2 '/search/{dealership_slug}: See more from this dealer link'", () => {
  it("links a car to its own dealership's search, named for the dealer", () => {
    expect(dealerStockLink({ dealershipSlug: "metro-kia-melbourne" }, dealerships)).toEqual({
      href: "/search/metro-kia-melbourne",
      label: "See more from this dealer",
      dealerName: "Metro Kia Melbourne",
    });
  });
  it("offers no link for a dealership the site does not list (its search would find nothing)", () => {
    expect(dealerStockLink({ dealershipSlug: "someone-else" }, dealerships)).toBeNull();
  });
});
