import { describe, expect, it } from "vitest";
import {
  DEFAULT_SERVICE_PLAN,
  planIntervalText,
  planRangeText,
  planTotal,
  serviceAdvantagePlan,
} from "./service-advantage";

const toyota = (slug: string, name = slug, status = "current") => ({
  manufacturerSlug: "toyota",
  slug,
  name,
  status,
});

describe("Toyota Service Advantage (spec 02 §9 'Sites, dealers and content')", () => {
  it("default $250, 5 years, 5 services, every 12 months or 15,000 km, 75,000 km range", () => {
    expect(serviceAdvantagePlan(toyota("corolla", "Corolla"))).toEqual({
      pricePerService: 250,
      years: 5,
      services: 5,
      intervalMonths: 12,
      intervalKm: 15_000,
      rangeKm: 75_000,
    });
    expect(serviceAdvantagePlan(toyota("rav4", "RAV4"))).toBe(DEFAULT_SERVICE_PLAN);
  });

  it("prices range from $180 (bZ4X) to $525 (LandCruiser 70); Coaster $485", () => {
    expect(serviceAdvantagePlan(toyota("bz4x", "bZ4X"))?.pricePerService).toBe(180);
    expect(serviceAdvantagePlan(toyota("landcruiser-70", "LandCruiser 70"))?.pricePerService).toBe(525);
    expect(serviceAdvantagePlan(toyota("coaster", "Coaster"))?.pricePerService).toBe(485);
  });

  it("commercial models and LandCruiser: 3 or 5 years with 6 or 10 services at 6 months or 10,000 km", () => {
    for (const [slug, name] of [
      ["hilux", "HiLux"],
      ["hiace", "HiAce"],
      ["landcruiser-300", "LandCruiser 300"],
      ["landcruiser-70", "LandCruiser 70"],
      ["coaster", "Coaster"],
      ["landcruiser-prado", "LandCruiser Prado"],
    ] as const) {
      const plan = serviceAdvantagePlan(toyota(slug, name));
      expect(plan, slug).not.toBeNull();
      expect([plan?.intervalMonths, plan?.intervalKm], slug).toEqual([6, 10_000]);
      expect(
        [
          [3, 6],
          [5, 10],
        ],
        slug,
      ).toContainEqual([plan?.years, plan?.services]);
      // Every 6 months for the plan's years is its number of services, 10,000 km apart.
      expect(plan?.services, slug).toBe(((plan?.years ?? 0) * 12) / 6);
      expect(plan?.rangeKm, slug).toBe((plan?.services ?? 0) * 10_000);
    }
  });

  it("the range is 100,000 for Prado, whatever its slug", () => {
    expect(serviceAdvantagePlan(toyota("landcruiser-prado", "LandCruiser Prado"))?.rangeKm).toBe(100_000);
    expect(serviceAdvantagePlan(toyota("prado", "Prado"))?.rangeKm).toBe(100_000);
  });

  it("every price lies in the spec's $180 to $525", () => {
    for (const slug of ["yaris", "bz4x", "landcruiser-70", "coaster", "hilux", "gr86", "granvia"]) {
      const price = serviceAdvantagePlan(toyota(slug))?.pricePerService ?? 0;
      expect(price, slug).toBeGreaterThanOrEqual(180);
      expect(price, slug).toBeLessThanOrEqual(525);
    }
  });

  it("is Toyota's program: other makes' models, and models not on sale yet, have no block", () => {
    expect(
      serviceAdvantagePlan({ manufacturerSlug: "mazda", slug: "cx-5", name: "CX-5", status: "current" }),
    ).toBeNull();
    expect(serviceAdvantagePlan(toyota("landcruiser-fj", "LandCruiser FJ", "coming_soon"))).toBeNull();
  });

  it("says the plan in words a shopper reads", () => {
    expect(planIntervalText(DEFAULT_SERVICE_PLAN)).toBe(
      "every 12 months or 15,000 km, whichever comes first",
    );
    expect(planRangeText(DEFAULT_SERVICE_PLAN)).toBe("5 years or 75,000 km, whichever comes first");
    expect(planTotal(DEFAULT_SERVICE_PLAN)).toBe(1250);
  });

  it("a plan the model's feed carries (the manufacturer's published table) wins over the spec's rules", () => {
    const published = {
      pricePerService: 265,
      years: 5,
      services: 5,
      intervalMonths: 12,
      intervalKm: 15_000,
      rangeKm: 75_000,
    };
    expect(serviceAdvantagePlan({ ...toyota("corolla", "Corolla"), servicePlan: published })).toBe(published);
    expect(serviceAdvantagePlan({ ...toyota("corolla", "Corolla"), servicePlan: null })).toBe(
      DEFAULT_SERVICE_PLAN,
    );
    // Still Toyota's program, and still not before launch.
    expect(serviceAdvantagePlan({ ...toyota("fj", "FJ", "coming_soon"), servicePlan: published })).toBeNull();
    expect(
      serviceAdvantagePlan({
        manufacturerSlug: "mazda",
        slug: "cx-5",
        name: "CX-5",
        status: "current",
        servicePlan: published,
      }),
    ).toBeNull();
  });
});
