import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { colourFamily } from "@/lib/search/colour-family";
import { FACET_ATTRIBUTES, type FacetAttribute, RANGE_ATTRIBUTES } from "@/lib/search/search-attributes";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";
import { SORT_OPTIONS } from "@/lib/stock/stock-values";
import type { Site } from "@/lib/tenancy/site";
import { hangGuard } from "../../../test/limits";
import { comparable, searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { sqlSearch } from "./sql-stock-search";
import {
  type IndexedStockSearch,
  indexedStockSearch,
  type StockSearch,
  sqlStockSearch,
} from "./stock-search";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let sites: Site[];
let index: IndexedStockSearch;
let reference: StockSearch;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 400, now: NOW });
  sites = await Promise.all(
    ["metro-motor-group", "harbour-toyota", "outback-used-cars"].map(
      async (s) => (await readSite(handle.db, s))!,
    ),
  );
  index = indexedStockSearch(handle.db, { checkIntervalMs: 0 });
  // Built before the first comparison: a site without an index answers from SQL, which would compare
  // the reference with itself.
  for (const site of sites) await index.warm(site, NOW);
  reference = sqlStockSearch(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const request = searchRequest;

const WORDS = [
  "toyota",
  "hilux",
  "sr5",
  "rav",
  "rav4",
  "white",
  "hybrid",
  "diesel",
  "mazda",
  "cx",
  "ute",
  "suv",
  "2022",
  "auto",
  "wagon",
  "grey",
  "zzz",
  "gt",
  "kia",
  "caravan",
  "test",
];

const NEAR_POINTS = [
  { latitude: -33.8043, longitude: 151.0031 },
  { latitude: -27.5352, longitude: 153.0254 },
  { latitude: -42.8476, longitude: 147.3 },
];

const nearRandom = mulberry32(17);

function randomRequest(
  random: () => number,
  facets: SearchResult["facets"],
  stats: SearchResult["stats"],
): SearchRequest {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const refinements: SearchRequest["refinements"] = {};
  const attributeCount = Math.floor(random() * 4);
  for (let i = 0; i < attributeCount; i++) {
    const attribute = pick(FACET_ATTRIBUTES) as FacetAttribute;
    const items = facets[attribute] ?? [];
    const values: string[] = [];
    const n = 1 + Math.floor(random() * 3);
    for (let k = 0; k < n; k++) {
      const roll = random();
      if (roll < 0.08 || !items.length) values.push("no-such-value");
      else {
        const v = pick(items).value;
        values.push(roll < 0.2 ? v.toLowerCase() : v);
      }
    }
    refinements[attribute] = values;
  }
  const ranges: SearchRequest["ranges"] = {};
  if (random() < 0.5) {
    const attribute = pick(RANGE_ATTRIBUTES);
    const s = stats[attribute];
    if (s) {
      const a = s.min + (s.max - s.min) * random();
      const b = s.min + (s.max - s.min) * random();
      const lo = Math.round(Math.min(a, b));
      const hi = Math.round(Math.max(a, b));
      ranges[attribute] = random() < 0.3 ? { min: lo } : random() < 0.5 ? { max: hi } : { min: lo, max: hi };
    }
  }
  const query =
    random() < 0.4 ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(WORDS)).join(" ") : "";
  // "Cars near me" (issue 17 item 5): a third of the searches ordered by distance from a point in
  // Australia, some from a demo yard's own postcode point (ties between a yard's cars).
  // Drawn from their own stream, so the rest of each request is what it was before distance existed.
  const near =
    nearRandom() < 0.33
      ? nearRandom() < 0.3
        ? NEAR_POINTS[Math.floor(nearRandom() * NEAR_POINTS.length)]!
        : { latitude: -12 - nearRandom() * 30, longitude: 114 + nearRandom() * 39 }
      : undefined;
  return request({
    query,
    refinements,
    ranges,
    near,
    sortBy: pick(SORT_OPTIONS),
    page: random() < 0.75 ? 1 : 2 + Math.floor(random() * 3),
  });
}

describe("in-memory index agrees with the SQL reference (issue 3 §1)", () => {
  it("the same 240 random queries give the same hits, order, counts, facets and stats", {
    timeout: hangGuard(300_000),
  }, async () => {
    const random = mulberry32(20261122);
    let compared = 0;
    let nonEmpty = 0;
    let nearCount = 0;
    for (const site of sites) {
      const all = await reference.search(site, request(), { now: NOW });
      for (let i = 0; i < 80; i++) {
        const req = randomRequest(random, all.facets, all.stats);
        const [a, b] = await Promise.all([
          index.search(site, req, { now: NOW }),
          reference.search(site, req, { now: NOW }),
        ]);
        expect(comparable(a), `${site.slug} ${JSON.stringify(req)}`).toEqual(comparable(b));
        compared++;
        if (req.near) nearCount++;
        if (b.count > 0) nonEmpty++;
      }
    }
    expect(compared).toBe(240);
    expect(nearCount).toBeGreaterThan(50);
    // The property is only worth something if most queries find cars.
    expect(nonEmpty).toBeGreaterThan(120);
    // 240 SQL searches on the embedded database: about 15 s on a quiet machine, 45 s beside CI's other lanes
    // on two cores, 96 s on CI's own machine (which failed the 60 s default). It holds agreement, not speed.
  });

  it("facets are disjunctive: refining a make keeps the other makes' counts", async () => {
    const site = sites[0]!;
    const all = await index.search(site, request(), { now: NOW });
    const [first, second] = all.facets.make!;
    const refined = await index.search(site, request({ refinements: { make: [first!.value] } }), {
      now: NOW,
    });
    expect(refined.count).toBe(first!.count);
    expect(refined.facets.make).toEqual(all.facets.make);
    const both = await index.search(site, request({ refinements: { make: [first!.value, second!.value] } }), {
      now: NOW,
    });
    expect(both.count).toBe(first!.count + second!.count);
  });

  it("colour families (decision 0073): counted by family and filtered by family, alike in both engines", async () => {
    const site = sites[0]!;
    const all = await index.search(site, request(), { now: NOW });
    const families = all.facets.colour_family!;
    expect(families.map((f) => f.value)).toContain("White");
    // Every paint counts toward its family: the family counts add up to the paint counts.
    const sum = (items: { count: number }[]) => items.reduce((n, f) => n + f.count, 0);
    expect(sum(families)).toBe(sum(all.facets.colour!));
    const req = request({ refinements: { colour_family: ["white"] }, hitsPerPage: 400 });
    const [a, b] = await Promise.all([
      index.search(site, req, { now: NOW }),
      reference.search(site, req, { now: NOW }),
    ]);
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.count).toBe(families.find((f) => f.value === "White")!.count);
    expect(new Set(a.hits.map((h) => h.colour))).toContain("Glacier White");
    for (const hit of a.hits) expect(colourFamily(hit.colour)).toBe("White");
  });

  it("the SQL reference sends two statements for a search refined three ways (decision 0088: was five)", async () => {
    const site = sites[0]!;
    const sent: string[] = [];
    // Counts what the reference asks of the database: its page (a select) and one raw statement.
    const db = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key === "select" || key === "execute") sent.push(String(key));
        return Reflect.get(target, key, receiver);
      },
    });
    const req = request({
      query: "white",
      refinements: { make: ["Toyota"], body: ["SUV"] },
      ranges: { price: { min: 10_000, max: 90_000 } },
    });
    const answer = await sqlSearch(db, site, req, { now: NOW });
    expect(sent).toEqual(["select", "execute"]);
    const indexed = await index.search(site, req, { now: NOW });
    expect(indexed.count).toBeGreaterThan(0);
    expect(comparable(answer)).toEqual(comparable(indexed));
  });

  it("car types are ordered new, demo, used (spec 01 §9)", async () => {
    const result = await index.search(sites[0]!, request(), { now: NOW });
    expect(result.facets.car_type!.map((f) => f.value)).toEqual(["new", "demo", "used"]);
  });
});

describe("a site only ever searches its own listed stock (issue 3 §1)", () => {
  it("no search on one site returns another site's cars, even when refined by the other site's makes", async () => {
    const [group, toyota, used] = sites as [Site, Site, Site];
    for (const site of [group, toyota, used]) {
      const others = sites.filter((s) => s !== site).flatMap((s) => s.dealershipIds);
      const makes = (await index.search(group, request(), { now: NOW })).facets.make!.map((m) => m.value);
      const result = await index.search(site, request({ refinements: { make: makes }, hitsPerPage: 100 }), {
        now: NOW,
      });
      expect(result.hits.every((h) => site.dealershipIds.includes(h.dealershipId))).toBe(true);
      expect(result.hits.some((h) => others.includes(h.dealershipId))).toBe(false);
    }
  });

  it("the used-only dealer's index holds only used cars", async () => {
    const result = await index.search(sites[2]!, request(), { now: NOW });
    expect(result.facets.car_type!.map((f) => f.value)).toEqual(["used"]);
  });
});

describe("the index follows stock changes (stock version)", () => {
  it("a new import is visible once the background rebuild is swapped in", async () => {
    const site = sites[2]!;
    const before = await index.search(site, request({ query: "zxq" }), { now: NOW });
    expect(before.count).toBe(0);
    await importBundle(
      handle.db,
      {
        cars: [
          {
            dealership_slug: site.dealerships[0]!.slug,
            stocknum: "NEW-ZXQ",
            make: "Toyota",
            model: "Zxq",
            year: 2020,
            car_type: "used",
            price: 20000,
            created_at: NOW.toISOString(),
          },
        ],
      },
      { now: NOW },
    );
    // Searches keep answering from the current index while it rebuilds (stock-search-refresh.int.test.ts).
    await index.warm(site, NOW);
    const after = await index.search(site, request({ query: "zxq" }), { now: NOW });
    expect(after.count).toBe(1);
  });
});

describe("cars near me in both engines (issue 17 item 5)", () => {
  it("from a Perth point the group's Perth cars come first and cars are in distance order", async () => {
    const site = sites[0]!;
    const perth = { latitude: -31.9523, longitude: 115.8613 };
    const req = request({ near: perth, hitsPerPage: 400 });
    const [a, b] = await Promise.all([
      index.search(site, req, { now: NOW }),
      reference.search(site, req, { now: NOW }),
    ]);
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.hits[0]!.state?.toLowerCase()).toBe("wa");
    const states = a.hits.map((h) => h.state?.toLowerCase());
    // Perth, then Adelaide, then Melbourne: the nearest yards' cars come first.
    expect(states.indexOf("sa")).toBeGreaterThan(states.lastIndexOf("wa"));
  });
});
