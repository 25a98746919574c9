import "server-only";
import { and, gt, inArray, min, or, sql } from "drizzle-orm";
import { type CarOverride, NO_OVERRIDE } from "@/lib/stock/car-override";
import type { Database } from "../db/client";
import { carOverrides } from "../db/schema";

/** Reading staff changes over cars' feed values (decision 0051); writing them is server/car-overrides. */

export const overrideColumns = {
  hidden: carOverrides.hidden,
  featured: carOverrides.featured,
  specialPrice: carOverrides.specialPrice,
  specialFrom: carOverrides.specialFrom,
  specialUntil: carOverrides.specialUntil,
  dealerComments: carOverrides.dealerComments,
  tag: carOverrides.tag,
  video: carOverrides.video,
};

type OverrideRow = {
  [K in keyof typeof overrideColumns]: (typeof overrideColumns)[K]["_"]["data"] | null;
};

export function toOverride(row: OverrideRow | undefined | null): CarOverride {
  if (!row) return { ...NO_OVERRIDE };
  return {
    ...row,
    specialPrice: row.specialPrice === null ? null : Number(row.specialPrice),
    specialFrom: row.specialFrom ? row.specialFrom.toISOString() : null,
    specialUntil: row.specialUntil ? row.specialUntil.toISOString() : null,
  };
}

/**
 * When a special price of the dealerships' cars next starts or ends after `now` (a search index
 * built now is stale then), or null when none will.
 */
export async function nextSpecialPriceChange(
  db: Database,
  dealershipIds: readonly number[],
  now: Date,
): Promise<number | null> {
  if (!dealershipIds.length) return null;
  const at = now.toISOString();
  const [row] = await db
    .select({
      from: min(
        sql<string>`case when ${carOverrides.specialFrom} > ${at} then ${carOverrides.specialFrom} end`,
      ),
      until: min(
        sql<string>`case when ${carOverrides.specialUntil} > ${at} then ${carOverrides.specialUntil} end`,
      ),
    })
    .from(carOverrides)
    .where(
      and(
        inArray(carOverrides.dealershipId, [...dealershipIds]),
        sql`${carOverrides.specialPrice} is not null`,
        or(gt(carOverrides.specialFrom, now), gt(carOverrides.specialUntil, now)),
      ),
    );
  const times = [row?.from, row?.until].filter((t) => t != null).map((t) => new Date(t as string).getTime());
  return times.length ? Math.min(...times) : null;
}
