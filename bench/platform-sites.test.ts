import { describe, expect, it } from "vitest";
import { platformBundle, platformSiteSlug } from "./platform-sites";

const NOW = new Date("2026-11-27T00:00:00Z");

describe("the platform-scale bench's sites (issue 35 §3): copies of the dealer group that never collide", () => {
  const [a, b] = [platformBundle(3, 200, NOW), platformBundle(41, 200, NOW)];

  it("names each site, and every slug in it, apart from every other site's", () => {
    expect(a.site?.slug).toBe(platformSiteSlug(3));
    expect(a.site?.slug).toBe("p0003-metro-motor-group");
    expect(a.site?.name).toBe("Platform site 3");
    const slugs = (bundle: typeof a) => [
      bundle.site?.slug,
      ...(bundle.dealerships ?? []).map((d) => d.slug),
      ...(bundle.locations ?? []).map((l) => l.slug),
      ...(bundle.cars ?? []).map((c) => c.slug),
    ];
    const ofB = new Set(slugs(b));
    expect(slugs(a).filter((slug) => ofB.has(slug))).toEqual([]);
    expect(slugs(a).every((slug) => String(slug).startsWith("p0003-"))).toBe(true);
  });

  it("points each car at its own site's dealerships and locations, and holds the cars asked for", () => {
    expect(a.cars).toHaveLength(200);
    const dealerships = new Set((a.dealerships ?? []).map((d) => d.slug));
    const locations = new Set((a.locations ?? []).map((l) => l.slug));
    for (const car of a.cars ?? []) {
      expect(dealerships.has(car.dealership_slug)).toBe(true);
      if (car.location_slug) expect(locations.has(car.location_slug)).toBe(true);
    }
    expect(new Set(a.site?.dealerships)).toEqual(dealerships);
  });

  it("gives each site cars of its own, not the same stock under other names", () => {
    const described = (bundle: typeof a) => (bundle.cars ?? []).map((c) => `${c.name} ${c.price} ${c.km}`);
    const ofB = described(b);
    const same = described(a).filter((car, i) => car === ofB[i]).length;
    expect(same).toBeLessThan(20);
  });
});
