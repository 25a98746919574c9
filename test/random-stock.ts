import { mulberry32 } from "@/demo/prng";
import { facetValues } from "@/lib/search/index-columns";
import { keywordWords } from "@/lib/search/keywords";
import { FACET_ATTRIBUTES, type FacetAttribute } from "@/lib/search/search-attributes";
import type { SearchDocument } from "@/lib/search/search-document";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchRequest } from "@/lib/search/search-types";

/**
 * Test support: random stock for the search engine's tests (lib/search/search-engine.test.ts) and the
 * saved-search matcher's (lib/alerts/search-match.test.ts), seeded so a failure repeats.
 */

const MAKES = ["Toyota", "Mazda", "Kia", "Ford", "Jayco", "BMW"];
const BODIES = ["SUV", "Ute", "Hatch", "Sedan", "Wagon", null];
const FUELS = ["Petrol", "Diesel", "Hybrid", "Electric", null];
const COMMENTS = ["One owner, full service history.", "Sunroof and tow bar | leather seats", null, "Tow bar"];
export const WORDS = ["sport", "gt", "hybrid", "cruiser", "x", "limited"];

export function randomDocs(count: number, seed: number): SearchDocument[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const make = pick(MAKES);
    const name = `${make} ${pick(WORDS)}`;
    const model = `${pick(["A", "B", "C"])}${random() < 0.5 ? ` ${pick(WORDS)}` : ""}`;
    const badge = random() < 0.3 ? null : pick(WORDS);
    const price = random() < 0.05 ? null : 5_000 + Math.floor(random() * 120) * 1_000;
    return {
      id: i + 1,
      slug: `car-${i + 1}`,
      name,
      make,
      model,
      badge,
      year: 2005 + Math.floor(random() * 21),
      carType: pick(["new", "demo", "used"]),
      status: pick(["in_stock", "in_stock", "coming_soon"]),
      tag: null,
      reserved: false,
      certified: random() < 0.2,
      price,
      beforePrice: null,
      offerPrice: null,
      subscriptionPrice: null,
      weeklyPrice: price === null ? null : Math.round(price / 250),
      preorder: false,
      km: random() < 0.1 ? null : Math.floor(random() * 200) * 1_000,
      colour: pick(["White", "Black", "Red", "Blue"]),
      simpleBody: pick(BODIES),
      simpleFuel: pick(FUELS),
      simpleTransmission: pick(["Automatic", "Manual"]),
      primaryImageUrl: null,
      photosCount: 0,
      stocknum: null,
      vin: null,
      // Coarse timestamps, so the id tie-break is exercised.
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(random() * 40))).toISOString(),
      soldAt: null,
      locationName: pick(["North", "South"]),
      locationSlug: null,
      city: null,
      state: pick(["qld", "nsw"]),
      dealershipId: 1,
      dealershipName: "Metro",
      dealershipSlug: "metro",
      reserveDeposit: null,
      checkoutEnabled: false,
      tradeInEnabled: false,
      series: null,
      body: null,
      drive: pick(["FWD", "AWD", null]),
      seats: pick([2, 5, 7, null]),
      itemType: null,
      categories: WORDS.filter(() => random() < 0.25),
      filteredFeatures: ["Sunroof", "Tow bar", "Heated seats"].filter(() => random() < 0.4),
      // The keyword facet's words (decision 0087), the description by car number: no extra draws.
      keywords: keywordWords({ make, model, badge, description: COMMENTS[i % COMMENTS.length]! }),
    };
  });
}

/** A random search over `index`'s values: mostly a few refinements, sometimes a range or a word. */
export function randomRequest(random: () => number, index: SearchDocument[]): SearchRequest {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const refinements: SearchRequest["refinements"] = {};
  // Mostly the page's small facets, so one- and two-refinement searches (the co-occurrence paths) are common.
  const pool: FacetAttribute[] =
    random() < 0.7 ? ["car_type", "make", "body", "fuel", "certified"] : [...FACET_ATTRIBUTES];
  const lists = Math.floor(random() * 4);
  for (let i = 0; i < lists; i++) {
    const attribute = pick(pool);
    const values = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
      const options = facetValues(pick(index), attribute);
      return options.length && random() < 0.9 ? pick(options) : "no-such-value";
    });
    refinements[attribute] = values;
  }
  const ranges: SearchRequest["ranges"] = {};
  if (random() < 0.4)
    ranges.price = {
      min: 20_000 + Math.floor(random() * 40) * 1_000,
      max: random() < 0.7 ? 90_000 : undefined,
    };
  if (random() < 0.25) ranges.km = { max: Math.floor(random() * 150) * 1_000 };
  if (random() < 0.15) ranges.year = { min: 2015 };
  return {
    ...EMPTY_SEARCH_STATE,
    query: random() < 0.25 ? pick(WORDS).slice(0, 1 + Math.floor(random() * 3)) : "",
    refinements,
    ranges,
    sortBy: "latest",
    page: 1 + Math.floor(random() * 2),
    hitsPerPage: 21,
  };
}
