import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  AutograbData,
  CaravanSpecifications,
  CarImage,
  CarVariant,
  YouxQuote,
} from "../../../lib/stock/car-types";
import { locations } from "./locations";
import { feedImports } from "./media";
import { dealerships } from "./tenancy";

export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
});

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    imageUrl: text("image_url"),
    manufacturerBody: text("manufacturer_body"),
    overrideUrl: text("override_url"),
    status: text("status").notNull().default("current"),
    /** The manufacturer's capped-price service plan for the model, from its feed; null: the spec's rules. */
    servicePlan: jsonb("service_plan").$type<ServicePlan>(),
    /** The model page's introduction, plain text (spec 02 §2 "Explore model"). */
    description: text("description"),
  },
  (t) => [unique("models_manufacturer_slug").on(t.manufacturerId, t.slug)],
);

import type { ServicePlan } from "../../../lib/models/service-advantage";

export type { AutograbData, CaravanSpecifications, CarImage, CarVariant, YouxQuote };

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    carsalesTitle: text("carsales_title"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    year: integer("year").notNull(),
    colour: text("colour"),
    interiorColour: text("interior_colour"),
    carType: text("car_type").notNull(),
    status: text("status").notNull(),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    price: money("price"),
    beforePrice: money("before_price"),
    offerPrice: money("offer_price"),
    subscriptionPrice: money("subscription_price"),
    weeklyPrice: money("weekly_price"),
    priceType: text("price_type"),
    preorder: boolean("preorder").notNull().default(false),
    km: integer("km"),
    buildDate: text("build_date"),
    complianceDate: text("compliance_date"),
    regoExpiry: text("rego_expiry"),
    regplate: text("regplate"),
    stocknum: text("stocknum"),
    vin: text("vin"),
    nvic: text("nvic"),
    seats: integer("seats"),
    doors: integer("doors"),
    drive: text("drive"),
    engineSize: text("engine_size"),
    simpleBody: text("simple_body"),
    simpleFuel: text("simple_fuel"),
    simpleTransmission: text("simple_transmission"),
    trans: text("trans"),
    gearnum: integer("gearnum"),
    fuel: text("fuel"),
    body: text("body"),
    bodyconfiguration: text("bodyconfiguration"),
    manufacturerBody: text("manufacturer_body"),
    dealercomments: text("dealercomments"),
    views: integer("views").notNull().default(0),
    city: text("city"),
    state: text("state"),
    privateSuburb: text("private_suburb"),
    privatePostcode: text("private_postcode"),
    itemType: text("item_type"),
    categories: text("categories").array().notNull().default([]),
    filteredFeatures: text("filtered_features").array().notNull().default([]),
    /** History report link ("file" in the spec). */
    fileUrl: text("file_url"),
    primaryImageUrl: text("primary_image_url"),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    photosCount: integer("photos_count").notNull().default(0),
    /** The feed's video: a YouTube video's address (decision 0057), shown where the site allows videos. */
    videoUrl: text("video_url"),
    standardEquipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    variant: jsonb("variant").$type<CarVariant>(),
    specifications: jsonb("specifications").$type<CaravanSpecifications>(),
    autograbData: jsonb("autograb_data").$type<AutograbData>(),
    youxQuote: jsonb("youx_quote").$type<YouxQuote>(),
    /** Per-car reserve deposit in dollars; null means the site's default (spec 01 §5). */
    reserveDeposit: integer("reserve_deposit"),
    checkoutEnabled: boolean("checkout_enabled").notNull().default(false),
    tradeInEnabled: boolean("trade_in_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the car stopped being in stock; drives "sold within N days" (spec 02 §4). */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    /**
     * The feed import that last wrote the car (issue 32 §1, decision 0052): set in the transaction
     * that writes it, by every feed that carries it (changed or not) and by the complete feed that
     * marks it sold; null when no recorded import wrote it (the demo seed, a history write that
     * failed). Not indexed: feed imports are never deleted, and an index on a column every import
     * rewrites would cost each car write an index entry.
     */
    lastImportId: integer("last_import_id").references(() => feedImports.id, { onDelete: "set null" }),
    /**
     * The transaction that last wrote the car (`pg_current_xact_id()`, set by the `cars_written_xid`
     * trigger on every insert and update, whoever writes). A server's search index keeps the oldest
     * transaction still running when it last read the stock (`pg_snapshot_xmin`): the cars written
     * since are exactly those with a `written_xid` at or above it, so a feed that changes N cars
     * reloads N documents instead of the site's whole stock (issue 35 §2, decision 0086).
     */
    writtenXid: bigint("written_xid", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("cars_dealership_stocknum")
      .on(t.dealershipId, t.stocknum)
      .where(sql`${t.stocknum} is not null`),
    index("cars_dealership_vin").on(t.dealershipId, t.vin),
    index("cars_dealership_status").on(t.dealershipId, t.status),
    /**
     * A search index loads a dealership's cars a page at a time in id order (issue 15 §4: no long
     * pause while it loads); this reads each page straight off the index instead of scanning and
     * sorting the dealership's remaining cars for every page.
     */
    index("cars_dealership_id").on(t.dealershipId, t.id),
    /** A search index reloads a dealership's cars written since it last read them (decision 0086). */
    index("cars_dealership_written_xid").on(t.dealershipId, t.writtenXid),
  ],
);
