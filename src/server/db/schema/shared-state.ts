import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What every web server on one database must agree on, beyond the data itself (issue 16 §5–6): the
 * rate counters and the secrets servers generate for themselves. Kept here so two servers behind a
 * balancer share them and a restart keeps them.
 */

/**
 * One fixed window per key (a client address on a site, a site, a form token's hash), begun at the
 * key's first hit; an upsert counts a hit and starts a new window once `expires_at` has passed
 * (server/net/rate-counters.ts). Ended rows are swept a few at a time by `expires_at`.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_counters_expires_at").on(t.expiresAt)],
);

/**
 * Secrets a server makes for itself when the environment gives none (the lead forms' signing key):
 * the first server to start writes one, every other reads it (server/net/app-secrets.ts).
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
