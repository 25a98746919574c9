import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { SearchDocument } from "@/lib/stock/search-document";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import { listedCarsWhere } from "./listed-stock";

/** Columns every stock search reads: the card fields and the filter-only fields. */
export const searchDocumentColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  series: cars.series,
  year: cars.year,
  carType: cars.carType,
  status: cars.status,
  tag: cars.tag,
  reserved: cars.reserved,
  certified: cars.certified,
  price: cars.price,
  beforePrice: cars.beforePrice,
  offerPrice: cars.offerPrice,
  subscriptionPrice: cars.subscriptionPrice,
  weeklyPrice: cars.weeklyPrice,
  preorder: cars.preorder,
  km: cars.km,
  colour: cars.colour,
  simpleBody: cars.simpleBody,
  simpleFuel: cars.simpleFuel,
  simpleTransmission: cars.simpleTransmission,
  body: cars.body,
  drive: cars.drive,
  seats: cars.seats,
  itemType: cars.itemType,
  categories: cars.categories,
  filteredFeatures: cars.filteredFeatures,
  primaryImageUrl: cars.primaryImageUrl,
  photosCount: cars.photosCount,
  stocknum: cars.stocknum,
  vin: cars.vin,
  createdAt: cars.createdAt,
  soldAt: cars.soldAt,
  locationName: locations.name,
  locationSlug: locations.slug,
  city: cars.city,
  state: cars.state,
  dealershipId: cars.dealershipId,
  dealershipName: dealerships.name,
  dealershipSlug: dealerships.slug,
  reserveDeposit: cars.reserveDeposit,
  checkoutEnabled: cars.checkoutEnabled,
  tradeInEnabled: cars.tradeInEnabled,
};

type Row = Awaited<ReturnType<typeof searchFrom>>[number];

export function rowToDocument(row: Row): SearchDocument {
  return {
    ...row,
    price: row.price === null ? null : Number(row.price),
    beforePrice: row.beforePrice === null ? null : Number(row.beforePrice),
    offerPrice: row.offerPrice === null ? null : Number(row.offerPrice),
    subscriptionPrice: row.subscriptionPrice === null ? null : Number(row.subscriptionPrice),
    weeklyPrice: row.weeklyPrice === null ? null : Number(row.weeklyPrice),
    createdAt: row.createdAt.toISOString(),
    soldAt: row.soldAt ? row.soldAt.toISOString() : null,
  };
}

export function searchFrom(db: Database) {
  return db
    .select(searchDocumentColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId));
}

/**
 * Cars read per query while loading a site's documents. A query's rows are read and parsed without
 * a break (on embedded PGlite, WASM in this process, the thread is held throughout): measured on
 * 47,686 cars, a page of 2,000 held it 120–280 ms, a page of 500 30–140 ms, for the same total time.
 */
export const SEARCH_DOCUMENT_PAGE = 250;

/** Hands the thread back to whatever else is waiting (a server's requests) before going on. */
export function pauseForOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Every listed car of the site, as search documents (what the in-memory index is built from): each
 * dealership's cars a page at a time in id order (an index range scan per page), handing the thread
 * back between pages. The pages are separate reads, not one snapshot: a write committed meanwhile
 * may show in part, and its version bump, read before loading began, makes the next check rebuild.
 */
export async function loadSearchDocuments(
  db: Database,
  site: Site,
  now: Date,
  pageSize = SEARCH_DOCUMENT_PAGE,
): Promise<SearchDocument[]> {
  const listed = listedCarsWhere(site, now);
  const docs: SearchDocument[] = [];
  for (const dealershipId of site.dealershipIds) {
    let after = 0;
    for (;;) {
      const rows = await searchFrom(db)
        .where(and(listed, eq(cars.dealershipId, dealershipId), gt(cars.id, after)))
        .orderBy(asc(cars.id))
        .limit(pageSize);
      for (const row of rows) docs.push(rowToDocument(row));
      await pauseForOthers();
      if (rows.length < pageSize) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return docs;
}
