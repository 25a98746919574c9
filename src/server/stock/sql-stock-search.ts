import "server-only";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "@/lib/stock/search-attributes";
import { presentFacet, toHit } from "@/lib/stock/search-engine";
import type { SearchRequest, SearchResult } from "@/lib/stock/search-types";
import { queryTokens } from "@/lib/stock/text-query";
import { type Database, queryRows } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import type { Site } from "../tenancy/sites";
import { carAttributeColumn, listedCarsWhere, searchTextSql } from "./listed-stock";
import { rowToDocument, searchFrom } from "./search-documents";

/**
 * The reference stock search: the same request answered by SQL alone. Slower than the in-memory index
 * (one query per facet), it is the definition the index is tested against and the fallback for any
 * engine that cannot hold a site in memory.
 */

const ARRAY_ATTRIBUTES = new Set<FacetAttribute>(["categories", "filtered_features"]);

function column(attribute: FacetAttribute | RangeAttribute): SQL {
  const c = carAttributeColumn(attribute);
  if (!c) throw new Error(`no SQL column for ${attribute}`);
  return c;
}

/** A scalar facet attribute's value as text, blank as NULL: what `facetValues` gives in lib/stock. */
function facetText(attribute: FacetAttribute): SQL {
  if (attribute === "certified") return sql`(case when ${cars.certified} then 'true' else 'false' end)`;
  if (attribute === "seats") return sql`(${cars.seats}::text)`;
  return sql`nullif(btrim(${column(attribute)}), '')`;
}

function refinementSql(attribute: FacetAttribute, values: string[]): SQL {
  const wanted = values.map((v) => v.trim().toLowerCase());
  if (ARRAY_ATTRIBUTES.has(attribute)) {
    return sql`exists (select 1 from unnest(${column(attribute)}) as v(x) where lower(btrim(v.x)) in ${wanted})`;
  }
  return sql`lower(${facetText(attribute)}) in ${wanted}`;
}

function rangeSql(attribute: RangeAttribute, min: number | undefined, max: number | undefined): SQL {
  const c = column(attribute);
  const parts: SQL[] = [sql`${c} is not null`];
  if (min !== undefined) parts.push(sql`${c} >= ${min}`);
  if (max !== undefined) parts.push(sql`${c} <= ${max}`);
  return sql.join(parts, sql` and `);
}

function tokenPattern(token: string, whole: boolean): string {
  // Tokens are [a-z0-9]+ (lib/stock/text-query), so they are safe inside a regular expression.
  return `(^|[^a-z0-9])${token}${whole ? "([^a-z0-9]|$)" : ""}`;
}

export async function sqlSearch(
  db: Database,
  site: Site,
  request: SearchRequest,
  options: { now?: Date; facets?: readonly FacetAttribute[] } = {},
): Promise<SearchResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const facetAttributes = options.facets ?? FACET_ATTRIBUTES;
  const tokens = queryTokens(request.query);

  const base: SQL[] = [listedCarsWhere(site, now)];
  for (const token of tokens) base.push(sql`${searchTextSql} ~ ${tokenPattern(token, false)}`);
  const refinements = new Map<string, SQL>();
  for (const attribute of FACET_ATTRIBUTES) {
    const values = request.refinements[attribute];
    if (values?.length) refinements.set(attribute, refinementSql(attribute, values));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const r = request.ranges[attribute];
    if (r && (r.min !== undefined || r.max !== undefined))
      refinements.set(attribute, rangeSql(attribute, r.min, r.max));
  }
  const whereExcept = (skip?: string) =>
    and(...base, ...[...refinements].filter(([a]) => a !== skip).map(([, s]) => s)) ?? sql`true`;
  const where = whereExcept();

  const score = tokens.length
    ? sql.join(
        tokens.map((t) => sql`(${searchTextSql} ~ ${tokenPattern(t, true)})::int`),
        sql` + `,
      )
    : sql`0`;
  const realPrice = sql`(case when ${cars.price} > 10 then ${cars.price} end)`;
  const orderBy: SQL[] =
    request.sortBy === "latest"
      ? [sql`${cars.createdAt} desc`, sql`${cars.id} desc`]
      : request.sortBy === "price_desc"
        ? [sql`${realPrice} desc nulls last`, sql`${cars.id} desc`]
        : request.sortBy === "price_asc"
          ? [sql`${realPrice} asc nulls last`, sql`${cars.id} desc`]
          : [
              ...(tokens.length ? [sql`${score} desc`] : []),
              sql`(case ${cars.status} when 'in_stock' then 0 when 'coming_soon' then 1 else 2 end)`,
              sql`${cars.createdAt} desc`,
              sql`${cars.id} desc`,
            ];

  const [rows, totals] = await Promise.all([
    searchFrom(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(request.hitsPerPage)
      .offset((request.page - 1) * request.hitsPerPage),
    db
      .select({ n: count() })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .leftJoin(locations, eq(locations.id, cars.locationId))
      .where(where),
  ]);
  const total = Number(totals[0]?.n ?? 0);

  const facets: SearchResult["facets"] = {};
  for (const attribute of facetAttributes) {
    const value = ARRAY_ATTRIBUTES.has(attribute) ? sql`nullif(btrim(v.x), '')` : facetText(attribute);
    const from = ARRAY_ATTRIBUTES.has(attribute)
      ? sql`cars inner join dealerships on dealerships.id = cars.dealership_id left join locations on locations.id = cars.location_id cross join lateral unnest(${column(attribute)}) as v(x)`
      : sql`cars inner join dealerships on dealerships.id = cars.dealership_id left join locations on locations.id = cars.location_id`;
    const result = await queryRows<{ value: string | null; n: string | number }>(
      db,
      sql`select ${value} as value, count(distinct ${cars.id}) as n from ${from} where ${whereExcept(attribute)} group by 1`,
    );
    const counts = new Map<string, number>();
    for (const row of result) if (row.value !== null) counts.set(row.value, Number(row.n));
    facets[attribute] = presentFacet(attribute, counts);
  }

  const stats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const c = column(attribute);
    const [row] = await queryRows<{ min: string | number | null; max: string | number | null }>(
      db,
      sql`select min(${c}) as min, max(${c}) as max from cars inner join dealerships on dealerships.id = cars.dealership_id left join locations on locations.id = cars.location_id where ${whereExcept(attribute)}`,
    );
    if (row && row.min !== null && row.max !== null)
      stats[attribute] = { min: Number(row.min), max: Number(row.max) };
  }

  return {
    hits: rows.map((r) => toHit(rowToDocument(r))),
    count: total,
    pages: Math.ceil(total / request.hitsPerPage),
    page: request.page,
    facets,
    stats,
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}
