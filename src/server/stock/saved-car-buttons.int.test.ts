import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedCarButtons } from "@/lib/saved-cars/saved-car-rules";
import { toHit } from "@/lib/search/present-result";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, daysAgo, TEST_NOW } from "../../../test/car-records";
import { searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { sqlStockSearch } from "../search/stock-search";
import { readSite } from "../tenancy/sites";
import { findComparedVehicles } from "../vehicle/vehicle-detail";
import { withSavedCarButtons } from "./saved-car-buttons";
import { loadSearchDocuments } from "./search-documents";

const NOW = TEST_NOW;
let handle: DatabaseHandle;
let filtered: Site;
let plain: Site;
let other: Site;

const photo = { images: ["https://img.example/1.jpg"] };

beforeAll(async () => {
  handle = await openTestDatabase();
  // A site whose compare list reads `drive`, which a search hit does not carry; its second dealership
  // switches compare off for its own cars (decision 0032).
  await importBundle(handle.db, {
    site: {
      slug: "filtered",
      name: "Filtered",
      dealerships: ["north", "south"],
      config: { feature_filters: { compare: "drive:AWD", favourites: "NOT categories:Fleet" } },
    },
    dealerships: [
      { slug: "north", name: "North" },
      { slug: "south", name: "South", config: { features: { compare: false } } },
    ],
    cars: [
      carRecord("north", "N1", { drive: "AWD", ...photo }),
      carRecord("north", "N2", { drive: "FWD", categories: ["Fleet"], ...photo }),
      carRecord("south", "S1", { drive: "AWD", ...photo }),
      carRecord("north", "N3", { drive: "AWD", status: "sold", sold_at: daysAgo(1), ...photo }),
    ],
  });
  // A garage site whose lists read only what hits carry.
  await importBundle(handle.db, {
    site: { slug: "plain", name: "Plain", dealerships: ["east"], config: { features: { garage: true } } },
    dealerships: [{ slug: "east", name: "East" }],
    cars: [
      carRecord("east", "E1", photo),
      carRecord("east", "E2", { price: 0, ...photo }),
      carRecord("east", "E3", { images: [] }),
      carRecord("east", "E4", { status: "sold", sold_at: daysAgo(30), ...photo }),
    ],
  });
  await importBundle(handle.db, {
    site: { slug: "other", name: "Other", dealerships: ["west"] },
    dealerships: [{ slug: "west", name: "West" }],
    cars: [carRecord("west", "W1", photo)],
  });
  filtered = (await readSite(handle.db, "filtered"))!;
  plain = (await readSite(handle.db, "plain"))!;
  other = (await readSite(handle.db, "other"))!;
});
afterAll(async () => {
  await handle?.close();
});

async function cardsOf(site: Site) {
  const result = await sqlStockSearch(handle.db).search(site, searchRequest(), { now: NOW });
  const cards = await withSavedCarButtons(handle.db, site, result.hits, NOW);
  return new Map(cards.map((card) => [card.stocknum, card.savedCarButtons]));
}

describe("withSavedCarButtons: a search card's Favourite and Compare follow the car page's rules", () => {
  it("a list reading a field hits lack (drive, categories) is decided on the car's whole document", async () => {
    const cards = await cardsOf(filtered);
    expect(cards.get("N1")).toEqual({ favourite: true, compare: true });
    expect(cards.get("N2")).toEqual({ favourite: false, compare: false });
  });
  it("each car is decided under its dealership's config", async () => {
    const cards = await cardsOf(filtered);
    expect(cards.get("S1")).toEqual({ favourite: true, compare: false });
  });
  it("a sold car in the sold window gets neither (spec 01 §4 'and the car is in stock')", async () => {
    expect((await cardsOf(filtered)).get("N3")).toEqual({ favourite: false, compare: false });
  });
  it("the garage variant's price and image rules hold on cards", async () => {
    const cards = await cardsOf(plain);
    expect(cards.get("E1")).toEqual({ favourite: true, compare: true });
    expect(cards.get("E2")).toEqual({ favourite: false, compare: false });
    expect(cards.get("E3")).toEqual({ favourite: false, compare: false });
  });
  it("agrees with the rules on every listed car's document, whatever the site", async () => {
    for (const site of [filtered, plain, other]) {
      const docs = await loadSearchDocuments(handle.db, site, NOW);
      const cards = await withSavedCarButtons(handle.db, site, docs.map(toHit), NOW);
      for (const [i, doc] of docs.entries()) {
        const carSite = siteForDealership(site, doc.dealershipId);
        expect(cards[i]!.savedCarButtons, `${site.slug} ${doc.stocknum}`).toEqual(
          savedCarButtons(doc, { config: carSite.config, template: carSite.template }),
        );
      }
    }
  });
  it("no hits, no query", async () => {
    expect(await withSavedCarButtons(handle.db, filtered, [], NOW)).toEqual([]);
  });
});

describe("findComparedVehicles: the compare page's current data", () => {
  const idOf = async (stocknum: string) =>
    (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

  it("returns the site's listed cars by id, sold ones within the sold window included", async () => {
    const n1 = await idOf("N1");
    const n3 = await idOf("N3");
    const found = await findComparedVehicles(handle.db, filtered, [n1, n3], NOW);
    expect(found.get(n1)).toMatchObject({ stocknum: "N1", drive: "AWD", status: "in_stock" });
    expect(found.get(n3)?.status).toBe("sold");
  });
  it("leaves out another site's car, a car sold long ago and an id that names no car", async () => {
    const [w1, e1, e4] = await Promise.all(["W1", "E1", "E4"].map(idOf));
    const ids = [w1!, e1!, 999_999, e4!];
    const found = await findComparedVehicles(handle.db, plain, ids, NOW);
    expect([...found.keys()]).toEqual([e1]);
    expect(await findComparedVehicles(handle.db, plain, [], NOW)).toEqual(new Map());
  });
});
