import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { CarOverride } from "@/lib/stock/car-override";
import { STOCK_PAGE_SIZE, type StockQuery, searchWords } from "@/lib/stock/console-stock-query";
import { isSlug } from "@/lib/text/slugify";
import type { Database } from "../db/client";
import { carOverrides, cars, dealerships, feedImports } from "../db/schema";
import { toOverride } from "./car-override-read";
import { carOverrideJoin } from "./car-overrides-sql";

/**
 * The console's view of a site's stock (issue 32 §1): every car of the dealerships the member may see,
 * whatever the site lists, with the staff changes over it. Reads only; changes are car-overrides.ts.
 */

/** The site's dealerships a member sees: all for group admins and operators, else their own. */
export function visibleDealerships(siteDealershipIds: readonly number[], visibility: DealershipVisibility) {
  const all = visibility.dealershipIds;
  return all === "all" ? [...siteDealershipIds] : siteDealershipIds.filter((id) => all.includes(id));
}

export type StockRow = {
  id: number;
  slug: string;
  name: string;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  carType: string;
  status: string;
  price: number | null;
  dealershipName: string;
  createdAt: string;
  /** When the feed last wrote the car: its import's end, else the car's last write. */
  feedUpdatedAt: string;
  /** The feed history's import that last wrote the car, or null (no recorded import did). */
  lastImport: LastImport | null;
  override: CarOverride;
  /** Staff changed the car (an override row stands). */
  changed: boolean;
};

export type LastImport = { id: number; source: string; fileName: string | null };

/** The import that last wrote a car: a primary-key lookup per listed car, by `cars.last_import_id`. */
const lastImportSelect = {
  imp: {
    id: feedImports.id,
    source: feedImports.source,
    fileName: feedImports.fileName,
    startedAt: feedImports.startedAt,
    finishedAt: feedImports.finishedAt,
  },
};
const lastImportJoin = eq(feedImports.id, cars.lastImportId);

type LastImportColumns = {
  id: number;
  source: string;
  fileName: string | null;
  startedAt: Date;
  finishedAt: Date | null;
} | null;

/** The car's source as the console shows it: its import, and when the feed last wrote it. */
function sourceOf(imp: LastImportColumns, updatedAt: Date) {
  return {
    feedUpdatedAt: (imp ? (imp.finishedAt ?? imp.startedAt) : updatedAt).toISOString(),
    lastImport: imp ? { id: imp.id, source: imp.source, fileName: imp.fileName } : null,
  };
}

/** The override's columns, named apart from the car's own (`o.tag` beside the feed's `tag`). */
const overrideSelect = {
  o: {
    id: carOverrides.id,
    hidden: carOverrides.hidden,
    featured: carOverrides.featured,
    specialPrice: carOverrides.specialPrice,
    specialFrom: carOverrides.specialFrom,
    specialUntil: carOverrides.specialUntil,
    dealerComments: carOverrides.dealerComments,
    tag: carOverrides.tag,
    video: carOverrides.video,
  },
};

type OverrideColumns = {
  id: number;
  hidden: boolean | null;
  featured: boolean | null;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialUntil: Date | null;
  dealerComments: string | null;
  tag: string | null;
  video: string | null;
} | null;

function overrideOf(o: OverrideColumns): CarOverride {
  if (!o) return toOverride(null);
  const { id: _id, ...fields } = o;
  return toOverride(fields);
}

function queryWhere(ids: number[], query: StockQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    inArray(cars.dealershipId, ids),
    query.dealershipId !== null ? eq(cars.dealershipId, query.dealershipId) : undefined,
    query.type ? eq(cars.carType, query.type) : undefined,
    query.status ? eq(cars.status, query.status) : undefined,
    query.changed === true
      ? isNotNull(carOverrides.id)
      : query.changed === false
        ? isNull(carOverrides.id)
        : undefined,
  ];
  for (const word of searchWords(query.q)) {
    const like = `%${word}%`;
    conditions.push(
      sql`(lower(${cars.stocknum}) like ${like} or lower(${cars.vin}) like ${like} or lower(${cars.regplate}) like ${like} or lower(concat_ws(' ', ${cars.make}, ${cars.model}, ${cars.badge}, ${cars.year}::text)) like ${like})`,
    );
  }
  return and(...conditions) as SQL;
}

function queryOrder(query: StockQuery): SQL[] {
  switch (query.sort) {
    case "price_desc":
      return [sql`${cars.price} desc nulls last`, desc(cars.id)];
    case "price_asc":
      return [sql`${cars.price} asc nulls last`, desc(cars.id)];
    case "days_desc":
      return [asc(cars.createdAt), asc(cars.id)];
    default:
      return [desc(cars.createdAt), desc(cars.id)];
  }
}

/**
 * The list's two statements, unrun: a page of cars and how many match in all. The page is chosen
 * first, by the car's own columns (and its staff changes, for the "changed" filter), and only its
 * STOCK_PAGE_SIZE cars are then read whole with their dealership, staff changes and the import that
 * last wrote them (primary-key lookups): joined before the sort, the history would be joined to every
 * matching car of the site.
 */
export function consoleStockQueries(db: Database, ids: number[], query: StockQuery) {
  const where = queryWhere(ids, query);
  const order = queryOrder(query);
  const pageIds = db
    .select({ id: cars.id })
    .from(cars)
    .leftJoin(carOverrides, carOverrideJoin)
    .where(where)
    .orderBy(...order)
    .limit(STOCK_PAGE_SIZE)
    .offset((query.page - 1) * STOCK_PAGE_SIZE);
  return {
    page: db
      .select({
        id: cars.id,
        slug: cars.slug,
        name: cars.name,
        stocknum: cars.stocknum,
        vin: cars.vin,
        regplate: cars.regplate,
        carType: cars.carType,
        status: cars.status,
        price: cars.price,
        dealershipName: dealerships.name,
        createdAt: cars.createdAt,
        updatedAt: cars.updatedAt,
        ...overrideSelect,
        ...lastImportSelect,
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .leftJoin(carOverrides, carOverrideJoin)
      .leftJoin(feedImports, lastImportJoin)
      .where(inArray(cars.id, pageIds))
      .orderBy(...order),
    count: db.select({ n: count() }).from(cars).leftJoin(carOverrides, carOverrideJoin).where(where),
  };
}

/** One page of the list (STOCK_PAGE_SIZE cars) and how many cars match in all. */
export async function listConsoleStock(
  db: Database,
  siteDealershipIds: readonly number[],
  visibility: DealershipVisibility,
  query: StockQuery,
): Promise<{ rows: StockRow[]; total: number }> {
  const ids = visibleDealerships(siteDealershipIds, visibility);
  if (!ids.length) return { rows: [], total: 0 };
  const statements = consoleStockQueries(db, ids, query);
  const [rows, totals] = await Promise.all([statements.page, statements.count]);
  return {
    rows: rows.map(({ o, imp, updatedAt, ...row }) => ({
      ...row,
      price: row.price === null ? null : Number(row.price),
      createdAt: row.createdAt.toISOString(),
      ...sourceOf(imp, updatedAt),
      override: overrideOf(o),
      changed: o !== null,
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/** A car as the feed sent it, for the console's car page. */
export type StockCar = {
  id: number;
  slug: string;
  name: string;
  dealershipId: number;
  dealershipName: string;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  carType: string;
  status: string;
  showOnDealerWebsite: boolean;
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  dealercomments: string | null;
  tag: string | null;
  /** The feed's video address (decision 0057). */
  videoUrl: string | null;
  primaryImageUrl: string | null;
  createdAt: string;
  feedUpdatedAt: string;
  lastImport: LastImport | null;
  override: CarOverride;
};

/** The member's car of the site by its slug, or null (no such car, another site's or dealership's). */
export async function findStockCar(
  db: Database,
  siteDealershipIds: readonly number[],
  visibility: DealershipVisibility,
  slug: string,
): Promise<StockCar | null> {
  const ids = visibleDealerships(siteDealershipIds, visibility);
  // Not slug-shaped names no car; and a NUL would otherwise reach PostgreSQL as a 500.
  if (!ids.length || !isSlug(slug)) return null;
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      dealershipId: cars.dealershipId,
      dealershipName: dealerships.name,
      stocknum: cars.stocknum,
      vin: cars.vin,
      regplate: cars.regplate,
      carType: cars.carType,
      status: cars.status,
      showOnDealerWebsite: cars.showOnDealerWebsite,
      price: cars.price,
      beforePrice: cars.beforePrice,
      offerPrice: cars.offerPrice,
      dealercomments: cars.dealercomments,
      tag: cars.tag,
      videoUrl: cars.videoUrl,
      primaryImageUrl: cars.primaryImageUrl,
      createdAt: cars.createdAt,
      updatedAt: cars.updatedAt,
      ...overrideSelect,
      ...lastImportSelect,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(carOverrides, carOverrideJoin)
    .leftJoin(feedImports, lastImportJoin)
    .where(and(inArray(cars.dealershipId, ids), eq(cars.slug, slug)));
  if (!row) return null;
  const { o, imp, updatedAt, ...car } = row;
  const money = (n: number | null) => (n === null ? null : Number(n));
  return {
    ...car,
    price: money(car.price),
    beforePrice: money(car.beforePrice),
    offerPrice: money(car.offerPrice),
    createdAt: car.createdAt.toISOString(),
    ...sourceOf(imp, updatedAt),
    override: overrideOf(o),
  };
}
