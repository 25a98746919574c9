import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ConfigChange } from "@/lib/settings/config-patch";
import { staffUsers } from "./staff";
import { dealerships, sites } from "./tenancy";

/**
 * Settings changes made in the console or through `PATCH /admin/api/sites/{slug}/config` (issue 32
 * item 3, decision 0054). Every change is a revision: who, when, the merge patch, and each changed
 * key's value before and after, secrets masked (a secret is never kept here, so a rollback never
 * restores one). A rollback is a new revision that names the one it undoes.
 */
export const configRevisions = pgTable(
  "config_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** A dealership's overrides; null: the site's config. */
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Who, as the audit log names them. */
    actor: text("actor").notNull(),
    /** The merge patch as applied, secrets masked. */
    patch: jsonb("patch").$type<Record<string, unknown>>().notNull(),
    changes: jsonb("changes").$type<ConfigChange[]>().notNull(),
    /** The revision this one rolled back, if it is a rollback. */
    rollbackOf: integer("rollback_of"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("config_revisions_site_at").on(t.siteId, t.at)],
);

/**
 * A preview of unsaved settings (decision 0054): the overrides the site would store, behind a random
 * token (kept as its SHA-256) that one staff browser exchanges for a cookie on the site's host.
 * Short-lived; expired rows are deleted when a new preview is made.
 */
export const configPreviews = pgTable(
  "config_previews",
  {
    tokenHash: text("token_hash").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
