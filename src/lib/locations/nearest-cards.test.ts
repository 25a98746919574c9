import { describe, expect, it } from "vitest";
import { testLocation } from "../../../test/site-location";
import { nearestCards } from "./nearest-cards";

const BRISBANE = { latitude: -27.4698, longitude: 153.0251 };
const at = (lat: number, long: number, street: string) => ({ lat, long, street });

// One yard with three desks at one address, as the demo's dealerships are, and a second yard further off.
const toyota = (id: number, desk: string, locationType: string) =>
  testLocation({
    id,
    slug: `metro-toyota-brisbane-${desk.toLowerCase()}`,
    name: `Metro Toyota Brisbane ${desk}`,
    locationType,
    address: at(-27.47, 153.02, "1 Main St"),
  });
const parts = toyota(1, "Parts", "parts");
const service = toyota(2, "Service", "service");
const sales = toyota(3, "Sales", "sales");
const gold = testLocation({
  id: 4,
  slug: "metro-mazda-gold-coast-sales",
  name: "Metro Mazda Gold Coast Sales",
  address: at(-28.0, 153.43, "9 Gold Coast Hwy"),
});

describe("nearest location (issue 17 item 5; cards as spec 01 §2 groups them)", () => {
  it("a yard is one answer, under its group name, at its sales desk; not its parts or service counter", () => {
    const near = nearestCards(BRISBANE, [parts, service, sales, gold], 3);
    expect(near.map((n) => [n.name, n.slug])).toEqual([
      ["Metro Toyota Brisbane", "metro-toyota-brisbane-sales"],
      ["Metro Mazda Gold Coast", "metro-mazda-gold-coast-sales"],
    ]);
    expect(near[0]!.distanceKm).toBeLessThan(2);
    expect(near[0]!.directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
  });

  it("a yard whose sales desk has no coordinates is placed at the next desk that has them", () => {
    const unplaced = { ...sales, address: { street: "1 Main St" } };
    const near = nearestCards(BRISBANE, [unplaced, service], 1);
    expect(near.map((n) => [n.name, n.slug])).toEqual([
      ["Metro Toyota Brisbane", "metro-toyota-brisbane-service"],
    ]);
  });

  it("hidden locations and yards without any coordinates are left out", () => {
    expect(nearestCards(BRISBANE, [{ ...gold, visible: false }, testLocation({ id: 9 })], 5)).toEqual([]);
  });
});
