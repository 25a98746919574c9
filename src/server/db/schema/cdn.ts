import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { outboxColumns } from "./outbox";

/**
 * A shared cache in front of several app servers (issue 35 §4, decision 0076). Only used with
 * CDN_PROVIDER set.
 *
 * Each app server says here, once a second while anything moves and every 5 s otherwise, which version
 * of each site's data its pages are made from (what its front door has acted on). A site is purged from
 * the shared cache once every live server serves the same version: purged earlier, the cache could
 * refill the site's pages from a server still behind and keep them. A server not seen for 15 s is not
 * waited for (server/cdn/served-versions.ts).
 */
export const cdnServers = pgTable("cdn_servers", {
  /** Made by each server process as it starts. */
  serverId: text("server_id").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true, precision: 3 }).notNull(),
  /** Site slug → the data version its pages are made from on this server. */
  versions: jsonb("versions").$type<Record<string, string>>().notNull(),
});

/**
 * The purge of one site's tag from the shared cache, an outbox row (decision 0038's claim, lease, retry
 * and record): one row per site, made due again with each new version, so a change is purged once
 * whichever server saw it, and a purge the vendor refused is retried until it is taken.
 */
export const cdnPurges = pgTable(
  "cdn_purges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site").notNull().unique(),
    /** The data version every live server served when the purge was asked for. */
    version: text("version").notNull(),
    ...outboxColumns(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cdn_purges_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
