import { describe, expect, it } from "vitest";
import type { SearchResult } from "@/lib/search/search-types";
import { parseSiteConfig, publicSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { cardHit, cardResult, searchViewConfig, searchViewTemplate } from "./view-props";

describe("what the search page hands its client view (decision 0092: only what it reads)", () => {
  it("a card's hit keeps what a card shows and decides by, and leaves the rest to the JSON API", () => {
    const hit = cardHit(testCar({ featured: true, distanceKm: 3.2 }));
    expect(hit).toMatchObject({ id: 42, slug: "2021-toyota-hilux-sr5-42", price: 45_990, featured: true });
    expect(hit.distanceKm).toBe(3.2);
    for (const dropped of [
      "colour",
      "simpleBody",
      "stocknum",
      "photosCount",
      "dealershipName",
      "weeklyPrice",
    ])
      expect(hit).not.toHaveProperty(dropped);
  });

  it("an optional field unset stays absent rather than serialised as undefined", () => {
    const hit = cardHit(testCar({ featured: undefined, savedCarButtons: undefined, distanceKm: undefined }));
    expect(Object.keys(hit)).not.toContain("featured");
    expect(Object.keys(hit)).not.toContain("savedCarButtons");
    expect(Object.keys(hit)).not.toContain("distanceKm");
  });

  it("a result's hits and an empty search's nearby cars become cards; the rest is as it was", () => {
    const result: SearchResult = {
      hits: [testCar()],
      count: 1,
      pages: 1,
      page: 1,
      facets: { make: [{ value: "Toyota", label: "Toyota", count: 1 }] },
      stats: { price: { min: 1, max: 2 } },
      ms: 1,
      relaxed: { options: [{ key: "refine:make", count: 3 }], nearby: [testCar({ id: 9 })], nearbyKey: null },
    };
    const shown = cardResult(result);
    expect(shown.hits[0]).toEqual(cardHit(testCar()));
    expect(shown.relaxed?.nearby[0]).toEqual(cardHit(testCar({ id: 9 })));
    expect(shown.relaxed?.options).toEqual(result.relaxed?.options);
    expect({ ...shown, hits: [], relaxed: undefined }).toEqual({ ...result, hits: [], relaxed: undefined });
    expect(cardResult({ ...result, relaxed: undefined })).not.toHaveProperty("relaxed");
  });

  it("the config keeps the sections the view reads, the template its copy and finance path", () => {
    const config = searchViewConfig(publicSiteConfig(parseSiteConfig({})));
    expect(Object.keys(config).sort()).toEqual(
      [
        "copy",
        "features",
        "finance",
        "gated_pages",
        "reserve_deposit",
        "saved_cars",
        "search",
        "specifications",
      ].sort(),
    );
    const template = searchViewTemplate(getTemplate("default"));
    expect(Object.keys(template).sort()).toEqual(
      getTemplate("default").certifiedBadgeMake
        ? ["certifiedBadgeMake", "copy", "financePath"]
        : ["copy", "financePath"],
    );
  });
});
