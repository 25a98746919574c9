import "server-only";
import { and, between, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { utcOffsets } from "@/lib/format/local-date-time";
import type { UtcOffsets } from "@/lib/format/utc-offsets";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { responsivePhoto } from "@/lib/media/photo-sizes";
import type { Site } from "@/lib/tenancy/site";
import { isSlug } from "@/lib/text/slugify";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";
import type { Database } from "../db/client";
import { carOverrides, carPhotos, cars, dealerships, locations, specialHours } from "../db/schema";
import { carKeySql, carOverrideJoin, shownCommentsSql, shownVideoSql } from "../stock/car-overrides-sql";
import { listedNowSql, siteStockWhere } from "../stock/listed-stock";
import { rowToDocument, searchDocumentColumns } from "../stock/search-documents";

/**
 * One car for the vehicle page (spec 01 §2 "/cars/{slug}"):
 * - `listed`: the site lists it now (in stock, or sold within include_sold_cars_days) — the page;
 * - `gone`: the site's car, but no longer listed (sold longer ago, or hidden from the website) — the
 *   page sends the shopper on to similar stock;
 * - null: no such car, or another site's — a 404.
 */
export type VehicleLookup = { kind: "listed" | "gone"; car: VehicleDetail };

const detailColumns = (now: Date) => ({
  ...searchDocumentColumns(now),
  carsalesTitle: cars.carsalesTitle,
  interiorColour: cars.interiorColour,
  priceType: cars.priceType,
  buildDate: cars.buildDate,
  complianceDate: cars.complianceDate,
  regoExpiry: cars.regoExpiry,
  regplate: cars.regplate,
  nvic: cars.nvic,
  doors: cars.doors,
  engineSize: cars.engineSize,
  trans: cars.trans,
  gearnum: cars.gearnum,
  fuel: cars.fuel,
  bodyconfiguration: cars.bodyconfiguration,
  dealercomments: shownCommentsSql,
  // The car's video (the feed's, or staff's over it; decision 0057), in the car's own query.
  videoUrl: shownVideoSql,
  views: cars.views,
  fileUrl: cars.fileUrl,
  images: cars.images,
  standardEquipment: cars.standardEquipment,
  variant: cars.variant,
  specifications: cars.specifications,
  autograbData: cars.autograbData,
  youxQuote: cars.youxQuote,
  updatedAt: cars.updatedAt,
  locationId: cars.locationId,
  locationAddress: locations.address,
  locationContact: locations.contactDetail,
  locationDistribution: locations.distributionLocations,
  dealershipPhone: dealerships.phone,
  // The car's photos uploaded in the console, in their order (decision 0052), in the car's own query:
  // a car page asks the database the same number of times with or without them (e2e/query-count).
  extraPhotoRows: sql<
    PhotoRow[]
  >`(select coalesce(json_agg(json_build_object('id', p.id, 'alt', p.alt, 'width', p.width, 'height', p.height, 'widths', p.widths) order by p.position, p.created_at), '[]'::json) from ${carPhotos} p where p.dealership_id = ${cars.dealershipId} and p.stock_key = ${carKeySql})`,
});

type PhotoRow = { id: string; alt: string; width: number; height: number; widths: number[] };

export function findVehicle(
  db: Database,
  site: Site,
  slug: string,
  now: Date,
): Promise<VehicleLookup | null> {
  // Not slug-shaped names no car; and a NUL (`/cars/%00`) would otherwise reach PostgreSQL as a 500.
  if (!isSlug(slug)) return Promise.resolve(null);
  return lookup(db, site, eq(cars.slug, slug), now);
}

/** A listed car of the site by id (the disclaimer and quote calls name cars by id), or null. */
export async function findVehicleById(
  db: Database,
  site: Site,
  id: number,
  now: Date,
): Promise<VehicleDetail | null> {
  const found = await lookup(db, site, eq(cars.id, id), now);
  return found?.kind === "listed" ? found.car : null;
}

async function lookup(db: Database, site: Site, which: SQL, now: Date): Promise<VehicleLookup | null> {
  const [row] = await detailRows(db, site, which, now);
  if (!row) return null;
  const {
    listed,
    locationAddress,
    locationContact,
    locationDistribution,
    dealershipPhone,
    extraPhotoRows,
    ...rest
  } = row;
  const car: VehicleDetail = {
    ...detailWithoutLocation(rest),
    extraPhotos: extraPhotoRows.map((photo) => ({ ...responsivePhoto(photo), alt: photo.alt })),
    location:
      rest.locationId !== null && rest.locationName !== null && rest.locationSlug !== null
        ? {
            id: rest.locationId,
            name: rest.locationName,
            slug: rest.locationSlug,
            phone: locationContact?.phone?.trim() || dealershipPhone?.trim() || null,
            street: locationAddress?.street ?? null,
            city: locationAddress?.city ?? null,
            state: locationAddress?.state ?? null,
            postcode: locationAddress?.postcode ?? null,
            placeUrl: locationAddress?.place_url ?? null,
            distributionLocations: locationDistribution ?? [],
            openingHours: (locationContact?.opening_hours ?? []).map(({ weekday, status, open, close }) => ({
              weekday,
              status,
              open: open ?? null,
              close: close ?? null,
            })),
            specialHours: await comingSpecialHours(db, rest.locationId, now),
            clock: locationClock(locationAddress?.state ?? null, now),
          }
        : null,
  };
  return { kind: listed ? "listed" : "gone", car };
}

type DetailRow = Omit<
  Awaited<ReturnType<typeof detailRows>>[number],
  | "listed"
  | "locationAddress"
  | "locationContact"
  | "locationDistribution"
  | "dealershipPhone"
  | "extraPhotoRows"
>;

function detailRows(db: Database, site: Site, which: SQL, now: Date) {
  return db
    .select({ ...detailColumns(now), listed: sql<boolean>`(${listedNowSql(site, now)})` })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(carOverrides, carOverrideJoin)
    .where(and(siteStockWhere(site), which));
}

function detailWithoutLocation({ updatedAt, ...rest }: DetailRow): Omit<VehicleDetail, "location"> {
  return {
    ...rest,
    ...rowToDocument(rest),
    images: rest.images ?? [],
    standardEquipment: rest.standardEquipment ?? [],
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The cars of `ids` the site lists now, by id, for the compare page (issue 21 §4): their current data
 * in one query, without what only the car page shows (its location's hours). A car the site does not
 * list (sold beyond the sold window, hidden, another site's, no such car) is absent.
 */
export async function findComparedVehicles(
  db: Database,
  site: Site,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, Omit<VehicleDetail, "location">>> {
  if (!ids.length) return new Map();
  const rows = await detailRows(
    db,
    site,
    and(listedNowSql(site, now), inArray(cars.id, [...ids])) as SQL,
    now,
  );
  return new Map(
    rows.map(
      ({
        listed: _l,
        locationAddress: _a,
        locationContact: _c,
        locationDistribution: _d,
        dealershipPhone: _p,
        extraPhotoRows: _x,
        ...row
      }) => [row.id, detailWithoutLocation(row)],
    ),
  );
}

/** Special days from yesterday to a fortnight out (a cached page may be shown for a while). */
async function comingSpecialHours(db: Database, locationId: number, now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      date: specialHours.date,
      status: specialHours.status,
      start: specialHours.startHour,
      end: specialHours.endHour,
    })
    .from(specialHours)
    .where(and(eq(specialHours.locationId, locationId), between(specialHours.date, day(-1), day(14))));
  return rows.map((row) => ({
    ...row,
    status: row.status === "Closed" ? ("Closed" as const) : ("Open" as const),
  }));
}

const DAY = 86_400_000;
const clocks = new Map<string, UtcOffsets>();

/**
 * The location's clock for the page: its zone's UTC offsets from yesterday to a fortnight out, the
 * days its special hours cover, so the browser can tell whether it is open without Intl (decision
 * 0013). One table per zone and day: every car page of the day shares it.
 */
function locationClock(state: string | null, now: Date): UtcOffsets {
  const zone = openingTimeZone(state);
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const key = `${zone} ${today}`;
  let clock = clocks.get(key);
  if (!clock) {
    if (clocks.size >= 32) clocks.clear();
    clock = utcOffsets(zone, new Date(today - DAY), new Date(today + 16 * DAY));
    clocks.set(key, clock);
  }
  return clock;
}

/**
 * The site's in-stock car pages for its sitemap, newest change first: all of them (a sitemap of more
 * than 50,000 URLs is split into parts behind an index, decision 0032).
 */
export async function listedCarPages(
  db: Database,
  site: Site,
  now: Date,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(
      and(listedNowSql(site, now), siteStockWhere(site), inArray(cars.status, ["in_stock", "coming_soon"])),
    )
    .orderBy(desc(cars.updatedAt), desc(cars.id));
}
