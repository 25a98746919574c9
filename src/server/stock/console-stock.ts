import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { CarOverride } from "@/lib/stock/car-override";
import { STOCK_PAGE_SIZE, type StockQuery, searchWords } from "@/lib/stock/console-stock-query";
import { isSlug } from "@/lib/text/slugify";
import type { Database } from "../db/client";
import { carOverrides, cars, dealerships } from "../db/schema";
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
  /** When the feed last wrote the car (its import). */
  feedUpdatedAt: string;
  override: CarOverride;
  /** Staff changed the car (an override row stands). */
  changed: boolean;
};

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

/** One page of the list (STOCK_PAGE_SIZE cars) and how many cars match in all. */
export async function listConsoleStock(
  db: Database,
  siteDealershipIds: readonly number[],
  visibility: DealershipVisibility,
  query: StockQuery,
): Promise<{ rows: StockRow[]; total: number }> {
  const ids = visibleDealerships(siteDealershipIds, visibility);
  if (!ids.length) return { rows: [], total: 0 };
  const where = queryWhere(ids, query);
  const [rows, totals] = await Promise.all([
    db
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
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .leftJoin(carOverrides, carOverrideJoin)
      .where(where)
      .orderBy(...queryOrder(query))
      .limit(STOCK_PAGE_SIZE)
      .offset((query.page - 1) * STOCK_PAGE_SIZE),
    db.select({ n: count() }).from(cars).leftJoin(carOverrides, carOverrideJoin).where(where),
  ]);
  return {
    rows: rows.map(({ o, updatedAt, ...row }) => ({
      ...row,
      price: row.price === null ? null : Number(row.price),
      createdAt: row.createdAt.toISOString(),
      feedUpdatedAt: updatedAt.toISOString(),
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
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(carOverrides, carOverrideJoin)
    .where(and(inArray(cars.dealershipId, ids), eq(cars.slug, slug)));
  if (!row) return null;
  const { o, updatedAt, ...car } = row;
  const money = (n: number | null) => (n === null ? null : Number(n));
  return {
    ...car,
    price: money(car.price),
    beforePrice: money(car.beforePrice),
    offerPrice: money(car.offerPrice),
    createdAt: car.createdAt.toISOString(),
    feedUpdatedAt: updatedAt.toISOString(),
    override: overrideOf(o),
  };
}
