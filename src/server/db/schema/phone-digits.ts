import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A phone held as typed (0412 345 678, +61 412 …), reduced to its digits: the garage finds a signed-in
 * shopper's trade-ins and reservations by it (server/accounts/garage.ts, decision 0039), and the
 * indexes on those tables are built on this same expression, so the look is an index scan.
 * `regexp_replace` is immutable, as an index expression must be.
 */
export function phoneDigits(phone: AnyColumn | SQL): SQL {
  return sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;
}
