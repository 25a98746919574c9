import { date, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./tenancy";

/**
 * The retention purge's one row per site (decision 0070): the UTC day it last ran for, a short lease
 * while a server runs it (so two servers sharing the database never purge the same site at once), and
 * when it finished with what it did. A pass that ran out of its batch budget leaves `finished_at` null
 * and its lease lapsed, and the next pass (on any server) carries on the same day.
 */
export const privacyPurges = pgTable("privacy_purges", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** The UTC day (`YYYY-MM-DD`) of the run last begun. */
  day: date("day", { mode: "string" }).notNull(),
  /** Held by the server running it until then; a crashed server's lease lapses. */
  claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true, precision: 3 }),
  /** What the day's run did so far, by kind (lib/privacy/retention `PurgeCounts`). */
  report: jsonb("report").$type<Record<string, number>>().notNull().default({}),
});
