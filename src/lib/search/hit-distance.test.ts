import { describe, expect, it } from "vitest";
import { withHitDistances } from "./hit-distance";

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

describe("each card's distance from the search's postcode (issue 34 item 4)", () => {
  const yards = [
    { dealershipId: 1, slug: "parramatta", latitude: -33.8151, longitude: 151.0011 },
    { dealershipId: 2, slug: "parramatta", latitude: -27.47, longitude: 153.02 },
    { dealershipId: 1, slug: "no-point", latitude: undefined, longitude: 151 },
  ];

  it("measures from the car's own yard, told apart by dealership", () => {
    const [a, b] = withHitDistances(
      [
        { id: 1, dealershipId: 1, locationSlug: "parramatta" },
        { id: 2, dealershipId: 2, locationSlug: "parramatta" },
      ],
      SYDNEY,
      yards,
    );
    expect(a!.distanceKm).toBeCloseTo(20, 0);
    expect(b!.distanceKm).toBeGreaterThan(700);
  });

  it("gives no distance when the yard has no point or the car no yard", () => {
    const hits = withHitDistances(
      [
        { id: 3, dealershipId: 1, locationSlug: "no-point" },
        { id: 4, dealershipId: 1, locationSlug: null },
      ],
      SYDNEY,
      yards,
    );
    for (const hit of hits) expect(hit).not.toHaveProperty("distanceKm");
  });
});
