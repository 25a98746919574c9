import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredImportReport } from "../../../lib/import/feed-history";
import { staffUsers } from "./staff";
import { dealerships, sites } from "./tenancy";

/**
 * A car's extra photos, uploaded in the console (issue 32 §1, decision 0052). Held by the car's
 * dealership and stock identity (`stocknum:<n>`, else `vin:<v>`, as the import matches cars), not by
 * the car's row, so they survive a re-import that recreates the row. The files are in media storage
 * under `cars/<id>/<width>.<avif|webp|jpg>`.
 */
export const carPhotos = pgTable(
  "car_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    stockKey: text("stock_key").notNull(),
    position: integer("position").notNull(),
    alt: text("alt").notNull().default(""),
    /** The photo's size after orientation, and the widths stored (each in AVIF, WebP and JPEG). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: integer("widths").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_photos_car").on(t.dealershipId, t.stockKey, t.position)],
);

/**
 * Every feed imported (issue 32 §1 "feed history"): from the admin API, the command line, the inbox or
 * the console; who sent it, the site and dealerships it named, and its report (decision 0052).
 */
export const feedImports = pgTable(
  "feed_imports",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    /** The sender as the audit log names them (`API key "…"`, `Admin token`, a staff member). */
    actor: text("actor").notNull(),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "set null" }),
    dealershipIds: integer("dealership_ids").array().notNull().default(sql`'{}'::int[]`),
    format: text("format").notNull(),
    fileName: text("file_name"),
    bytes: integer("bytes").notNull().default(0),
    /**
     * `running` (begun, no report yet: still going, or its server stopped), `imported`, `refused`
     * (nothing written: the site or the scope refused it) or `failed` (unreadable).
     */
    outcome: text("outcome").notNull(),
    error: text("error"),
    report: jsonb("report").$type<StoredImportReport>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Null while it runs: the row is written before the first car, which names it (cars.last_import_id). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("feed_imports_site").on(t.siteId, t.id),
    index("feed_imports_dealerships").using("gin", t.dealershipIds),
  ],
);
