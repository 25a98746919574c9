import "server-only";
import { type Column, inArray, isNull, or, SQL, sql } from "drizzle-orm";
import type { DealershipVisibility } from "@/lib/staff/dealership-visibility";

/**
 * A visibility (lib/staff/dealership-visibility) as a query's condition on a record's dealership
 * column or expression: the same test `dealershipVisible` makes, so a list and `may` agree. Undefined:
 * no condition (every dealership and the group's records).
 */
export function dealershipWhere(visibility: DealershipVisibility, dealership: Column | SQL): SQL | undefined {
  if (visibility.dealershipIds === "all")
    return visibility.groupRecords ? undefined : sql`${dealership} is not null`;
  const ids = [...visibility.dealershipIds];
  const column = dealership instanceof SQL ? dealership : sql`${dealership}`;
  const theirs = ids.length ? inArray(column, ids) : sql`false`;
  return visibility.groupRecords ? or(theirs, isNull(dealership)) : theirs;
}
