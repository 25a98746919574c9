import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";
import type { ContactDetail, LocationAddress } from "@/lib/locations/location";
import { dealerships } from "./tenancy";

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    primary: boolean("primary").notNull().default(false),
    locationType: text("location_type").notNull().default(""),
    locationSubtype: text("location_subtype"),
    manufacturers: text("manufacturers").array().notNull().default([]),
    visible: boolean("visible").notNull().default(true),
    address: jsonb("address").$type<LocationAddress>().notNull().default({}),
    contactDetail: jsonb("contact_detail").$type<ContactDetail>().notNull().default({}),
    imageUrl: text("image_url"),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
    distributionLocations: jsonb("distribution_locations").$type<string[]>().notNull().default([]),
    averageRating: real("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
  },
  (t) => [unique("locations_dealership_slug").on(t.dealershipId, t.slug)],
);

/** Holiday and other one-off hours (spec 02 §3 "Special hours entry"). */
export const specialHours = pgTable(
  "special_hours",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    status: text("status").notNull(),
    startHour: text("start_hour"),
    endHour: text("end_hour"),
  },
  (t) => [unique("special_hours_location_date").on(t.locationId, t.date), index().on(t.locationId)],
);
