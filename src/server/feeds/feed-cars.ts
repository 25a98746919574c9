import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { FeedCar } from "@/lib/feeds/feed-car";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { carOverrides, cars, dealerships, locations } from "../db/schema";
import { carOverrideJoin, shownCarColumns, shownCommentsSql } from "../stock/car-overrides-sql";
import { listedCarsWhere } from "../stock/listed-stock";
import { locationLatitudeSql, locationLongitudeSql } from "../stock/search-documents";

/**
 * The site's in-stock cars as the advertising feeds read them (lib/feeds): only the site's listed
 * stock (its own dealerships, its filter expression and allow lists, shown on the website, not hidden
 * by staff), so a feed can never carry another site's car. Sold and coming-soon cars are not advertised; which of the rest
 * each channel takes is the feed builder's rule.
 */
export async function listFeedCars(db: Database, site: Site, now: Date): Promise<FeedCar[]> {
  // Staff changes over the feed's values (decision 0051): a hidden car is not listed, the special
  // price runs as the reduced price, the dealer comments replaced.
  const shown = shownCarColumns(now);
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      year: cars.year,
      carType: cars.carType,
      status: cars.status,
      reserved: cars.reserved,
      certified: cars.certified,
      price: cars.price,
      beforePrice: shown.beforePrice,
      offerPrice: shown.offerPrice,
      km: cars.km,
      colour: cars.colour,
      simpleBody: cars.simpleBody,
      body: cars.body,
      simpleFuel: cars.simpleFuel,
      simpleTransmission: cars.simpleTransmission,
      drive: cars.drive,
      vin: cars.vin,
      stocknum: cars.stocknum,
      itemType: cars.itemType,
      dealercomments: shownCommentsSql,
      primaryImageUrl: cars.primaryImageUrl,
      images: cars.images,
      createdAt: cars.createdAt,
      dealershipId: dealerships.id,
      dealershipSlug: dealerships.slug,
      dealershipName: dealerships.name,
      dealershipPhone: dealerships.phone,
      locationSlug: locations.slug,
      locationName: locations.name,
      locationAddress: locations.address,
      locationContact: locations.contactDetail,
      latitude: locationLatitudeSql,
      longitude: locationLongitudeSql,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .leftJoin(carOverrides, carOverrideJoin)
    .where(and(listedCarsWhere(site, now), eq(cars.status, "in_stock")))
    .orderBy(asc(cars.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    badge: row.badge,
    year: row.year,
    carType: row.carType,
    status: row.status,
    reserved: row.reserved,
    certified: row.certified,
    price: row.price === null ? null : Number(row.price),
    beforePrice: row.beforePrice === null ? null : Number(row.beforePrice),
    offerPrice: row.offerPrice === null ? null : Number(row.offerPrice),
    km: row.km,
    colour: row.colour,
    simpleBody: row.simpleBody,
    body: row.body,
    simpleFuel: row.simpleFuel,
    simpleTransmission: row.simpleTransmission,
    drive: row.drive,
    vin: row.vin,
    stocknum: row.stocknum,
    itemType: row.itemType,
    dealercomments: row.dealercomments,
    primaryImageUrl: row.primaryImageUrl,
    images: row.images ?? [],
    createdAt: row.createdAt.toISOString(),
    dealership: {
      id: row.dealershipId,
      slug: row.dealershipSlug,
      name: row.dealershipName,
      phone: row.dealershipPhone,
    },
    location:
      row.locationSlug !== null && row.locationName !== null
        ? {
            slug: row.locationSlug,
            name: row.locationName,
            phone: row.locationContact?.phone?.trim() || null,
            street: row.locationAddress?.street ?? null,
            city: row.locationAddress?.city ?? null,
            state: row.locationAddress?.state ?? null,
            postcode: row.locationAddress?.postcode ?? null,
            latitude: row.latitude === null ? null : Number(row.latitude),
            longitude: row.longitude === null ? null : Number(row.longitude),
          }
        : null,
  }));
}
