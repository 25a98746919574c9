import "server-only";
import { and, type SQL, sql } from "drizzle-orm";
import { CONJUNCTIVE_FACETS } from "@/lib/search/keywords";
import { presentFacet, toHit } from "@/lib/search/present-result";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "@/lib/search/search-attributes";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";
import { queryTokens } from "@/lib/search/text-query";
import type { Site } from "@/lib/tenancy/site";
import { type Database, queryRows } from "../db/client";
import { carOverrides, cars } from "../db/schema";
import { carAttributeColumn, colourFamilySql, listedCarsWhere, searchTextSql } from "../stock/listed-stock";
import {
  locationLatitudeSql,
  locationLongitudeSql,
  rowToDocument,
  searchFrom,
} from "../stock/search-documents";

/**
 * The reference stock search: the same request answered by SQL alone. Slower than the in-memory index
 * (one query per facet), it is the definition the index is tested against and the fallback for any
 * engine that cannot hold a site in memory.
 */

const ARRAY_ATTRIBUTES = new Set<FacetAttribute>(["categories", "filtered_features", "keyword"]);

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
  // The keywords must all be words of the car (decision 0087).
  if (CONJUNCTIVE_FACETS.has(attribute))
    return sql`${column(attribute)} @> array[${sql.join(
      wanted.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
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
  // Tokens are [a-z0-9]+ (lib/search/text-query), so they are safe inside a regular expression.
  return `(^|[^a-z0-9])${token}${whole ? "([^a-z0-9]|$)" : ""}`;
}

/** The WHERE clauses of a search: the base filter, each refinement's test, and all of them together. */
type SearchFilters = {
  /** The listing rules and the query's words: what every count starts from. */
  base: SQL;
  where: SQL;
  /** Each refined attribute's condition. */
  refinements: Map<string, SQL>;
};

function searchFilters(site: Site, now: Date, request: SearchRequest, tokens: string[]): SearchFilters {
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
  return {
    base: and(...base) ?? sql`true`,
    where: and(...base, ...refinements.values()) ?? sql`true`,
    refinements,
  };
}

/** The ORDER BY of a search: the tie-breaks of decision 0007, and distance first for "cars near me". */
function searchOrder(request: SearchRequest, tokens: string[]): SQL[] {
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
              sql`coalesce(${carOverrides.featured}, false) desc`,
              sql`${cars.createdAt} desc`,
              sql`${cars.id} desc`,
            ];

  // "Cars near me" (issue 17 item 5): by distance from the postcode's point first, nearest first,
  // cars with no point last; the haversine formula of lib/locations/distance, R = 6371 km.
  const near = request.near;
  if (near) {
    const lat = sql`${near.latitude}::float8`;
    const lng = sql`${near.longitude}::float8`;
    const distance = sql`(2 * 6371 * asin(least(1, sqrt(power(sin(radians(${locationLatitudeSql} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${locationLatitudeSql})) * power(sin(radians(${locationLongitudeSql} - ${lng}) / 2), 2)))))`;
    orderBy.unshift(sql`${distance} asc nulls last`);
  }
  return orderBy;
}

/** One row of the scan: the count (`k` = COUNT_KEY, `n`), a facet value's count (`v`, `n`) or a range's min and max (`lo`, `hi`). */
type ScanRow = { k: string; v: string | null; n: string | number; lo: string | null; hi: string | null };

/** The scan row's key for the number of cars the whole filter keeps (no attribute is named so). */
const COUNT_KEY = "#count";

/**
 * The count, every facet's counts and every range's stats in one statement (decision 0088): the cars
 * the search's base filter keeps (the listing rules and the query's words) are read once, with each
 * refinement's test as a column, and each part counts the rows that pass every test but its own
 * (disjunctive facets: a refined attribute is counted without its own refinement).
 */
function scanAll(
  db: Database,
  filters: SearchFilters,
  facetAttributes: readonly FacetAttribute[],
): Promise<ScanRow[]> {
  const refined = [...filters.refinements];
  const columns: SQL[] = [sql`${cars.id} as id`];
  refined.forEach(([, test], i) => {
    columns.push(sql`coalesce(${test}, false) as ${sql.raw(`c${i}`)}`);
  });
  const passing = (skip?: string): SQL => {
    const tests = refined.flatMap(([attribute], i) => (attribute === skip ? [] : [sql.raw(`f.c${i}`)]));
    return tests.length ? sql.join(tests, sql` and `) : sql`true`;
  };
  const parts: SQL[] = [
    sql`select ${COUNT_KEY}::text as k, null as v, count(*) as n, null::numeric as lo, null::numeric as hi from f where ${passing()}`,
  ];
  facetAttributes.forEach((attribute, i) => {
    const alias = sql.raw(`f${i}`);
    const where = passing(attribute);
    if (ARRAY_ATTRIBUTES.has(attribute)) {
      columns.push(sql`${column(attribute)} as ${alias}`);
      parts.push(
        sql`select ${attribute}::text as k, nullif(btrim(x), '') as v, count(distinct id) as n, null::numeric as lo, null::numeric as hi from f cross join lateral unnest(f.${alias}) as x where ${where} group by 2`,
      );
    } else if (attribute === "colour_family") {
      // A paint's family is a cascade of regular expressions (decision 0073): run once per distinct
      // paint, not once per car (at 47,686 cars it was ~500 ms of a ~1.2 s scan; decision 0088).
      columns.push(sql`${cars.colour} as ${alias}`);
      parts.push(
        sql`select ${attribute}::text as k, v, sum(n)::bigint as n, null::numeric as lo, null::numeric as hi from (select nullif(btrim(${colourFamilySql(sql`p.x`)}), '') as v, p.n from (select f.${alias} as x, count(*) as n from f where ${where} group by 1) p) fam group by 2`,
      );
    } else {
      columns.push(sql`${facetText(attribute)} as ${alias}`);
      parts.push(
        sql`select ${attribute}::text as k, ${alias} as v, count(*) as n, null::numeric as lo, null::numeric as hi from f where ${where} group by 2`,
      );
    }
  });
  RANGE_ATTRIBUTES.forEach((attribute, i) => {
    const alias = sql.raw(`r${i}`);
    columns.push(sql`(${column(attribute)})::numeric as ${alias}`);
    parts.push(
      sql`select ${attribute}::text as k, null as v, 0 as n, min(${alias}) as lo, max(${alias}) as hi from f where ${passing(attribute)}`,
    );
  });
  return queryRows<ScanRow>(
    db,
    sql`with f as materialized (select ${sql.join(columns, sql`, `)} from cars inner join dealerships on dealerships.id = cars.dealership_id left join locations on locations.id = cars.location_id where ${filters.base}) ${sql.join(parts, sql` union all `)}`,
  );
}

/** The count, every facet's counts and every range's stats, from one scan, presented as both engines do. */
async function countFacetsAndStats(
  db: Database,
  filters: SearchFilters,
  facetAttributes: readonly FacetAttribute[],
): Promise<Pick<SearchResult, "count" | "facets" | "stats">> {
  const facetCounts = new Map<string, Map<string, number>>();
  const stats: SearchResult["stats"] = {};
  let total = 0;
  for (const row of await scanAll(db, filters, facetAttributes)) {
    if (row.k === COUNT_KEY) {
      total = Number(row.n);
    } else if (row.lo !== null && row.hi !== null) {
      stats[row.k as RangeAttribute] = { min: Number(row.lo), max: Number(row.hi) };
    } else if (row.v !== null && Number(row.n) > 0) {
      const counts = facetCounts.get(row.k) ?? new Map<string, number>();
      counts.set(row.v, Number(row.n));
      facetCounts.set(row.k, counts);
    }
  }
  const facets: SearchResult["facets"] = {};
  for (const attribute of facetAttributes)
    facets[attribute] = presentFacet(attribute, facetCounts.get(attribute) ?? new Map());
  const orderedStats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) if (stats[attribute]) orderedStats[attribute] = stats[attribute];
  return { count: total, facets, stats: orderedStats };
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
  const filters = searchFilters(site, now, request, tokens);
  const rows = await searchFrom(db, now)
    .where(filters.where)
    .orderBy(...searchOrder(request, tokens))
    .limit(request.hitsPerPage)
    .offset((request.page - 1) * request.hitsPerPage);
  const { count: total, facets, stats } = await countFacetsAndStats(db, filters, facetAttributes);
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
