import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { carOverrides, cars } from "../db/schema";

/**
 * Staff changes over the feed's values in SQL (decision 0051), the same rules as lib/stock/car-override
 * `applyCarOverride`: every query that shows cars to shoppers or feeds reads them through these.
 * Queries that select car columns left-join `car_overrides` on `carOverrideJoin`; conditions that must
 * stand in any query (listed or not, the tag a filter reads) use correlated subqueries instead.
 */

/** The car's feed identity within its dealership, as lib/stock/car-feed-key `carFeedKey`. */
export const carKeySql = sql<
  string | null
>`(case when nullif(trim(${cars.stocknum}), '') is not null then 'stocknum:' || trim(${cars.stocknum}) when nullif(trim(${cars.vin}), '') is not null then 'vin:' || upper(trim(${cars.vin})) end)`;

/** The join of a car to its override row (a left join: most cars have none). */
export const carOverrideJoin = and(
  eq(carOverrides.dealershipId, cars.dealershipId),
  eq(carOverrides.carKey, carKeySql),
) as SQL;

/** The overrides of this car, for a correlated subquery's WHERE. */
const thisCar = sql`o.dealership_id = ${cars.dealershipId} and o.car_key = ${carKeySql}`;

/** Staff hid the car: it is listed nowhere (no join needed). */
export const carHiddenSql = sql<boolean>`exists (select 1 from car_overrides o where ${thisCar} and o.hidden)`;

/** The tag shoppers see, without the join: the override's ("" none), else the feed's. */
export const shownTagSql = sql<
  string | null
>`(case when exists (select 1 from car_overrides o where ${thisCar} and o.tag is not null) then (select nullif(o.tag, '') from car_overrides o where ${thisCar}) else ${cars.tag} end)`;

/** The dealer comments shoppers see, without the join: the override's ("" none), else the feed's. */
export const shownCommentsNoJoinSql = sql<
  string | null
>`(case when exists (select 1 from car_overrides o where ${thisCar} and o.dealer_comments is not null) then (select nullif(o.dealer_comments, '') from car_overrides o where ${thisCar}) else ${cars.dealercomments} end)`;

/** The columns a query joined to `car_overrides` reads instead of the feed's. */
export function shownCarColumns(now: Date) {
  const at = now.toISOString();
  const specialRuns = sql`${carOverrides.specialPrice} is not null and ${carOverrides.specialFrom} <= ${at} and ${at} < ${carOverrides.specialUntil}`;
  return {
    offerPrice: sql<
      string | null
    >`(case when ${specialRuns} then ${carOverrides.specialPrice} else ${cars.offerPrice} end)`,
    // A running special is a reduction from the feed's price, which is its before price when the feed
    // gives none above it; otherwise the feed's before price (spec 01 §4: the only was-price).
    beforePrice: sql<
      string | null
    >`(case when ${specialRuns} and (${cars.beforePrice} is null or ${cars.beforePrice} <= ${carOverrides.specialPrice}) then ${cars.price} else ${cars.beforePrice} end)`,
    tag: sql<
      string | null
    >`(case when ${carOverrides.tag} is null then ${cars.tag} else nullif(${carOverrides.tag}, '') end)`,
    featured: sql<boolean>`coalesce(${carOverrides.featured}, false)`,
  };
}

/** The video address shoppers see, in a query joined to `car_overrides`: staff's ("" none), else the feed's. */
export const shownVideoSql = sql<
  string | null
>`(case when ${carOverrides.video} is null then ${cars.videoUrl} else nullif(${carOverrides.video}, '') end)`;

/** The dealer comments shoppers see, in a query joined to `car_overrides`. */
export const shownCommentsSql = sql<
  string | null
>`(case when ${carOverrides.dealerComments} is null then ${cars.dealercomments} else nullif(${carOverrides.dealerComments}, '') end)`;
