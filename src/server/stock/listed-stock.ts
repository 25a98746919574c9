import "server-only";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { COLOUR_RULES, colourRulePattern, NAMED_PAINTS } from "@/lib/search/colour-family";
import { PRICE_BUCKETS, type PriceBucket, WEEKLY_PRICE_BUCKETS } from "@/lib/search/price-range";
import type { FilterAttribute } from "@/lib/stock/filter-expression";
import { parseFilterExpression } from "@/lib/stock/filter-parse";
import type { Site } from "@/lib/tenancy/site";
import { cars, dealerships, locations } from "../db/schema";
import { logger } from "../observability/log";
import { carHiddenSql, shownCommentsNoJoinSql, shownTagSql } from "./car-overrides-sql";
import { filterToSql } from "./filter-sql";

const log = logger("stock");

/**
 * A site's listed stock (spec 02 §4 "Stock listing filter"): cars of the site's own dealerships that
 * are shown on the dealer website and in stock, or sold within include_sold_cars_days; narrowed by the
 * site's filter expression and allow lists. Every stock query starts from `listedCarsWhere`, which
 * is why one site can never list another site's cars. Queries must join `dealerships` and (left)
 * `locations` as `listedCarsFrom` does, because some attributes live there.
 */

function bucketCase(column: SQL, table: readonly PriceBucket[]): SQL {
  const whens = table.map((b) =>
    b.max === null
      ? sql`when ${column} >= ${b.min} then ${b.label}`
      : sql`when ${column} >= ${b.min} and ${column} < ${b.max} then ${b.label}`,
  );
  return sql`(case when ${column} > 10 then (case ${sql.join(whens, sql` `)} end) end)`;
}

/**
 * A paint's colour family (decision 0073), as `colourFamily` in lib/search/colour-family reads it: no
 * family without a word in the paint, then a paint known by its whole name, then the first rule one
 * of whose words the paint has, else 'Other'.
 */
export function colourFamilySql(column: SQL): SQL {
  const lowered = sql`lower(${column})`;
  const named = Object.entries(NAMED_PAINTS).map(
    ([name, family]) =>
      sql`when btrim(regexp_replace(${lowered}, '[^a-z0-9]+', ' ', 'g')) = ${name} then ${family}`,
  );
  const rules = COLOUR_RULES.map(
    (rule) => sql`when ${lowered} ~ ${colourRulePattern(rule)} then ${rule.family}`,
  );
  return sql`(case when ${column} is null or ${lowered} !~ '[a-z0-9]' then null ${sql.join([...named, ...rules], sql` `)} else 'Other' end)`;
}

/**
 * A car's keywords (decision 0087), as lib/search/keywords `keywordWords`: the words of its make,
 * model, badge and shown dealer comments. The array may hold '' (text that starts or ends with a
 * separator) and repeats; readers drop blanks and count cars, not words.
 */
export const keywordWordsSql = sql`regexp_split_to_array(lower(concat_ws(' ', ${cars.make}, ${cars.model}, ${cars.badge}, ${shownCommentsNoJoinSql})), '[^a-z0-9]+')`;

/** Filter attribute → SQL expression over cars ⨝ dealerships ⟕ locations. */
export function carAttributeColumn(attribute: FilterAttribute): SQL | undefined {
  switch (attribute) {
    case "badge":
      return sql`${cars.badge}`;
    case "status":
      return sql`${cars.status}`;
    case "car_type":
      return sql`${cars.carType}`;
    case "categories":
      return sql`${cars.categories}`;
    case "keyword":
      return keywordWordsSql;
    case "city":
      return sql`${cars.city}`;
    case "colour":
      return sql`${cars.colour}`;
    case "colour_family":
      return colourFamilySql(sql`${cars.colour}`);
    case "dealership_name":
      return sql`${dealerships.name}`;
    case "dealership_slug":
      return sql`${dealerships.slug}`;
    case "filtered_features":
      return sql`${cars.filteredFeatures}`;
    case "item_type":
      return sql`${cars.itemType}`;
    case "km":
      return sql`${cars.km}`;
    case "location_name":
      return sql`${locations.name}`;
    case "make":
      return sql`${cars.make}`;
    case "make_model":
      return sql`(${cars.make} || ' ' || ${cars.model})`;
    case "model":
      return sql`${cars.model}`;
    case "price":
      return sql`${cars.price}`;
    case "subscription_price":
      return sql`${cars.subscriptionPrice}`;
    case "price_range":
      return bucketCase(sql`${cars.price}`, PRICE_BUCKETS);
    case "weekly_price_range":
      return bucketCase(sql`${cars.weeklyPrice}`, WEEKLY_PRICE_BUCKETS);
    case "seats":
      return sql`${cars.seats}`;
    case "body":
      return sql`coalesce(${cars.simpleBody}, ${cars.body})`;
    case "drive":
      return sql`${cars.drive}`;
    case "fuel":
      return sql`${cars.simpleFuel}`;
    case "transmission":
      return sql`${cars.simpleTransmission}`;
    case "state":
      return sql`${cars.state}`;
    case "tag":
      return shownTagSql;
    case "year":
      return sql`${cars.year}`;
    case "certified":
      return sql`${cars.certified}`;
    case "created_at_timestamp":
      return sql`extract(epoch from ${cars.createdAt})`;
    case "photos_count":
      return sql`${cars.photosCount}`;
    case "stocknum":
      return sql`${cars.stocknum}`;
    default:
      return undefined;
  }
}

/** The site's own filter expression as SQL; a stored expression that no longer parses lists nothing. */
export function siteFilterSql(site: Site): SQL {
  const parsed = parseFilterExpression(site.config.search.filters);
  if (!parsed.ok) {
    log.error(`search.filters of ${site.slug} does not parse (${parsed.error}); listing no stock`, {
      site: site.slug,
    });
    return sql`false`;
  }
  return filterToSql(parsed.ast, carAttributeColumn);
}

/**
 * The site's stock whatever its status: cars of the site's dealerships that its filter expression and
 * allow lists admit. A car outside this is another site's, never shown here (a 404).
 */
export function siteStockWhere(site: Site): SQL {
  const { allow } = site.config.search;
  const conditions: (SQL | undefined)[] = [
    site.dealershipIds.length ? inArray(cars.dealershipId, site.dealershipIds) : sql`false`,
    siteFilterSql(site),
    allow.makes.length ? sql`lower(${cars.make}) in ${allow.makes.map((m) => m.toLowerCase())}` : undefined,
    allow.car_types.length ? inArray(cars.carType, allow.car_types) : undefined,
    allow.dealership_slugs.length ? inArray(dealerships.slug, allow.dealership_slugs) : undefined,
    allow.location_slugs.length ? inArray(locations.slug, allow.location_slugs) : undefined,
  ];
  return and(...conditions) ?? sql`true`;
}

/**
 * Of the site's stock, what is listed now: shown on the website, not hidden by staff (decision 0051),
 * in stock or sold within the window.
 */
export function listedNowSql(site: Site, now: Date): SQL {
  const soldSince = new Date(now.getTime() - site.config.include_sold_cars_days * 86_400_000);
  return and(
    eq(cars.showOnDealerWebsite, true),
    sql`not ${carHiddenSql}`,
    or(inArray(cars.status, ["in_stock", "coming_soon"]), sql`${cars.soldAt} >= ${soldSince.toISOString()}`),
  ) as SQL;
}

export function listedCarsWhere(site: Site, now: Date): SQL {
  return and(siteStockWhere(site), listedNowSql(site, now)) as SQL;
}

/** The text a query searches; the same fields in the same order as `documentSearchText` in lib/stock. */
export const searchTextSql = sql`lower(concat_ws(' ', ${cars.name}, ${cars.make}, ${cars.model}, ${cars.badge}, ${cars.series}, ${cars.colour}, coalesce(${cars.simpleBody}, ${cars.body}), ${cars.simpleFuel}, ${cars.simpleTransmission}, ${cars.drive}, ${cars.year}::text, ${cars.stocknum}, ${cars.itemType}, ${shownTagSql}))`;
