import "server-only";
import { createHash } from "node:crypto";
import { and, asc, count, eq, gte, inArray, lt, max, min, type SQL, sql } from "drizzle-orm";
import { keywordWords } from "@/lib/search/keywords";
import type { SearchDocument } from "@/lib/search/search-document";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { carOverrides, cars, dealerships, locations } from "../db/schema";
import { carKeySql, carOverrideJoin, shownCarColumns, shownCommentsSql } from "./car-overrides-sql";
import { listedCarsWhere } from "./listed-stock";

/**
 * A car's location's latitude or longitude (`lat` / `long` of the location's address, spec 02 §3):
 * NULL unless both are JSON numbers on the globe, so a location with half a point, or none, measures
 * as no point in both engines (lib/locations/distance `isGeoPoint`).
 */
function locationCoordinateSql(key: "lat" | "long"): SQL<number | null> {
  const a = sql`${locations.address}`;
  return sql<
    number | null
  >`(case when jsonb_typeof(${a}->'lat') = 'number' and jsonb_typeof(${a}->'long') = 'number' and abs((${a}->>'lat')::float8) <= 90 and abs((${a}->>'long')::float8) <= 180 then (${a}->>${key})::float8 end)`;
}

export const locationLatitudeSql = locationCoordinateSql("lat");
export const locationLongitudeSql = locationCoordinateSql("long");

/**
 * The photos a search result counts: the feed's, and the extra photos uploaded in the console for the
 * car's dealership and stock identity (decision 0052; an upload bumps the dealership's stock version).
 */
const photosCountSql =
  sql<number>`(${cars.photosCount} + (select count(*) from car_photos p where p.dealership_id = "cars"."dealership_id" and p.stock_key = ${carKeySql}))::int`.mapWith(
    Number,
  );

/**
 * Columns every stock search reads: the card fields and the filter-only fields, with staff changes
 * over the feed's values applied at `now` (decision 0051; the query joins `car_overrides`).
 */
export const searchDocumentColumns = (now: Date) => ({
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
  ...shownCarColumns(now),
  reserved: cars.reserved,
  certified: cars.certified,
  price: cars.price,
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
  photosCount: photosCountSql,
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
  latitude: locationLatitudeSql,
  longitude: locationLongitudeSql,
  dealerComments: shownCommentsSql,
});

type Row = Awaited<ReturnType<typeof searchFrom>>[number];

export function rowToDocument({ dealerComments, ...row }: Row): SearchDocument {
  return {
    ...row,
    // The comments are read for their words only: a document does not keep them (decision 0087).
    keywords: keywordWords({
      make: row.make,
      model: row.model,
      badge: row.badge,
      description: dealerComments,
    }),
    price: row.price === null ? null : Number(row.price),
    beforePrice: row.beforePrice === null ? null : Number(row.beforePrice),
    offerPrice: row.offerPrice === null ? null : Number(row.offerPrice),
    subscriptionPrice: row.subscriptionPrice === null ? null : Number(row.subscriptionPrice),
    weeklyPrice: row.weeklyPrice === null ? null : Number(row.weeklyPrice),
    createdAt: row.createdAt.toISOString(),
    soldAt: row.soldAt ? row.soldAt.toISOString() : null,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  };
}

/** Cars as shoppers see them at `now` (staff changes applied), to be narrowed with `.where`. */
export function searchFrom(db: Database, now = new Date()) {
  return db
    .select(searchDocumentColumns(now))
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(carOverrides, carOverrideJoin);
}

/**
 * Cars read per query while loading a site's documents. A query's rows are read and parsed without
 * a break (on embedded PGlite, WASM in this process, the thread is held throughout): measured on
 * 47,686 cars on a busy 2-core machine, pages of 2,000 held it up to 280–580 ms, of 250 up to
 * 135–245 ms, of 100 up to 45–90 ms, in about the same total time (5.5–10 s, as one query took).
 */
export const SEARCH_DOCUMENT_PAGE = 100;

/** Hands the thread back to whatever else is waiting (a server's requests) before going on. */
export function pauseForOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Every listed car of the site, as search documents (what the in-memory index is built from): each
 * dealership's cars a page at a time in id order, handing the thread back between pages.
 *
 * Each page reads one window of one dealership's ids through `cars_dealership_id`, so its cost is
 * bounded by the window whatever plan the database picks: PGlite keeps no statistics, and asked for
 * the site's listed cars "after id x, by id, n of them" it read and sorted every remaining car of the
 * dealership for every page (the site's list of dealerships steered it to another index).
 * A window that filled a page is resumed after its last car with the width that page spanned; one
 * that did not is followed by a wider one (at most 8× wider), so sparse stretches of ids take few
 * queries.
 *
 * The pages are separate reads, not one snapshot: a write committed meanwhile may show in part, and
 * its version bump, read before loading began, makes the next check rebuild.
 */
export async function loadSearchDocuments(
  db: Database,
  site: Site,
  now: Date,
  pageSize = SEARCH_DOCUMENT_PAGE,
): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (const dealershipId of site.dealershipIds) {
    // The site's listing rules, for this one dealership's cars.
    const listed = listedCarsWhere({ ...site, dealershipIds: [dealershipId] }, now);
    const [ids] = await db
      .select({ first: min(cars.id), last: max(cars.id) })
      .from(cars)
      .where(eq(cars.dealershipId, dealershipId));
    if (ids?.first == null || ids.last == null) continue;
    let from = ids.first;
    let width = pageSize;
    while (from <= ids.last) {
      const rows = await searchFrom(db, now)
        .where(and(listed, gte(cars.id, from), lt(cars.id, from + width)))
        .orderBy(asc(cars.id))
        .limit(pageSize);
      for (const row of rows) docs.push(rowToDocument(row));
      await pauseForOthers();
      if (rows.length === pageSize) {
        const next = rows[rows.length - 1]!.id + 1;
        width = Math.max(pageSize, next - from);
        from = next;
      } else {
        from += width;
        width = Math.min(width * 8, Math.ceil((width * pageSize) / Math.max(rows.length, 1)));
      }
    }
  }
  return docs;
}

/** The cars written since an index last read the stock, and those of them the site lists now. */
export type ChangedSearchDocuments = { changedIds: Set<number>; docs: SearchDocument[] };

/**
 * The site's cars written by transactions at or after `sinceXid` (a `pg_snapshot_xmin` read with the
 * versions an index was built at; decision 0086): their ids, listed or not (a car sold or hidden leaves
 * the index), and the documents of those listed now, a page of ids at a time. Null when more than
 * `limit` cars were written: reloading the whole stock is then the cheaper way.
 */
export async function loadChangedSearchDocuments(
  db: Database,
  site: Site,
  now: Date,
  sinceXid: number,
  limit: number,
  pageSize = SEARCH_DOCUMENT_PAGE,
): Promise<ChangedSearchDocuments | null> {
  const changedIds = new Set<number>();
  const docs: SearchDocument[] = [];
  for (const dealershipId of site.dealershipIds) {
    const written = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.dealershipId, dealershipId), gte(cars.writtenXid, sinceXid)))
      .limit(limit - changedIds.size + 1);
    for (const { id } of written) changedIds.add(id);
    if (changedIds.size > limit) return null;
    const listed = listedCarsWhere({ ...site, dealershipIds: [dealershipId] }, now);
    const ids = written.map((w) => w.id);
    for (let start = 0; start < ids.length; start += pageSize) {
      const rows = await searchFrom(db, now)
        .where(and(listed, inArray(cars.id, ids.slice(start, start + pageSize))))
        .orderBy(asc(cars.id));
      for (const row of rows) docs.push(rowToDocument(row));
      await pauseForOthers();
    }
  }
  return { changedIds, docs };
}

/** How many cars the site lists now: what its index would hold. */
export async function countSearchDocuments(db: Database, site: Site, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(listedCarsWhere(site, now));
  return row?.n ?? 0;
}

/** A car as the document query reads it, the same every time: what `documentRecipe` converts. */
const PROBE_ROW: Row = {
  id: 1,
  slug: "probe-2020-make-model",
  name: "2020 Make Model Badge",
  make: "Make",
  model: "Model",
  badge: "Badge",
  series: "Series",
  year: 2020,
  carType: "used",
  status: "in_stock",
  tag: "Tag",
  featured: false,
  beforePrice: "21000",
  offerPrice: null,
  reserved: false,
  certified: true,
  price: 20000,
  subscriptionPrice: null,
  weeklyPrice: 99.5,
  preorder: false,
  km: 1000,
  colour: "Pearl White",
  simpleBody: "SUV",
  simpleFuel: "Petrol",
  simpleTransmission: "Automatic",
  body: "Wagon",
  drive: "AWD",
  seats: 5,
  itemType: "car",
  categories: ["family"],
  filteredFeatures: ["sunroof"],
  primaryImageUrl: "https://example.test/probe.jpg",
  photosCount: 3,
  stocknum: "P1",
  vin: "VIN1",
  createdAt: new Date("2020-01-02T03:04:05Z"),
  soldAt: null,
  locationName: "Yard",
  locationSlug: "yard",
  city: "City",
  state: "NSW",
  dealershipId: 1,
  dealershipName: "Dealer",
  dealershipSlug: "dealer",
  reserveDeposit: 500,
  checkoutEnabled: true,
  tradeInEnabled: false,
  latitude: -33.8,
  longitude: 151.2,
  dealerComments: "Towbar, roof racks, one owner, full service history.",
};

/**
 * A fingerprint of how this code reads a site's cars as search documents: the document query's SQL
 * (columns, joins, the site's listing rules; not its parameters) and a fixed car converted to a
 * document. A search snapshot (decision 0089) records it, and a server whose code reads cars
 * otherwise (a new column, other keyword rules) refuses the snapshot instead of building from stale
 * documents. Runs no query.
 */
export function documentRecipe(db: Database, site: Site): string {
  const at = new Date(0);
  const query = searchFrom(db, at).where(listedCarsWhere(site, at)).orderBy(asc(cars.id)).toSQL().sql;
  const probe = JSON.stringify(rowToDocument(PROBE_ROW));
  return createHash("sha256").update(query).update("\n").update(probe).digest("base64url").slice(0, 22);
}
