import { describe, expect, it, vi } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import { keptPerSite } from "./kept-per-site";

const site = (slug: string) => ({ slug }) as unknown as Site;

describe("a site's locations and promo cards are read once per site object (issue 35 §1, decision 0085)", () => {
  it("every request that gets the same cached site shares one read", async () => {
    const load = vi.fn(async (s: Site) => `${s.slug} locations`);
    const locations = keptPerSite(load);
    const metro = site("metro");
    const answers = await Promise.all([locations(metro), locations(metro), locations(metro)]);
    expect(answers).toEqual(["metro locations", "metro locations", "metro locations"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a site object the site cache made afresh (its time up, or its data changed) reads again", async () => {
    let version = 0;
    const locations = keptPerSite(async () => `version ${++version}`);
    expect(await locations(site("metro"))).toBe("version 1");
    expect(await locations(site("metro"))).toBe("version 2");
  });

  it("tenants never share: another site's object reads its own", async () => {
    const locations = keptPerSite(async (s: Site) => `${s.slug} locations`);
    expect(await locations(site("metro"))).toBe("metro locations");
    expect(await locations(site("outback"))).toBe("outback locations");
  });

  it("a failed read is not kept: the next request tries again", async () => {
    let calls = 0;
    const locations = keptPerSite(async () => {
      calls++;
      if (calls === 1) throw new Error("database busy");
      return "locations";
    });
    const metro = site("metro");
    await expect(locations(metro)).rejects.toThrow("database busy");
    expect(await locations(metro)).toBe("locations");
  });
});
