import "server-only";
import type { CarRecord } from "@/lib/import/schema/cars";
import { isInStockStatus } from "@/lib/stock/availability";
import { carDisplayName } from "@/lib/stock/car-name";
import type { cars } from "../../db/schema";

/**
 * A feed's car as the row the cars table stores: its photos, its display name, and `sold_at` set once
 * when it leaves stock and kept while it stays out.
 */

export type CarInsert = typeof cars.$inferInsert;

/** What a re-import keeps of a stored car: its identity, its URL and dates, and the prices before. */
export type ExistingCar = {
  id: number;
  slug: string;
  status: string;
  soldAt: Date | null;
  createdAt: Date;
  /** The prices before this import, for price-drop alerts (server/alerts). */
  price: number | null;
  offerPrice: number | null;
};

export function carValues(
  record: CarRecord,
  dealershipId: number,
  locationId: number | null,
  existing: ExistingCar | undefined,
  slug: string,
  now: Date,
): CarInsert {
  const images = record.images.map((i) => ({
    url: i.url,
    ...("thumb_url" in i && i.thumb_url ? { thumb_url: i.thumb_url } : {}),
  }));
  const primary = record.primary_image_url ?? images[0]?.url ?? null;
  const inStock = isInStockStatus(record.status);
  // sold_at drives "sold within N days": set once when a car leaves stock, kept while it stays out.
  const soldAt = inStock
    ? null
    : record.sold_at
      ? new Date(record.sold_at)
      : existing && !isInStockStatus(existing.status) && existing.soldAt
        ? existing.soldAt
        : now;
  const name = record.name ?? carDisplayName(record);
  return {
    slug,
    dealershipId,
    locationId,
    name,
    carsalesTitle: record.carsales_title ?? null,
    make: record.make,
    model: record.model,
    badge: record.badge ?? null,
    series: record.series ?? null,
    year: record.year,
    colour: record.colour ?? null,
    interiorColour: record.interior_colour ?? null,
    carType: record.car_type,
    status: record.status,
    tag: record.tag ?? null,
    reserved: record.reserved,
    certified: record.certified,
    showOnDealerWebsite: record.show_on_dealer_website,
    price: record.price ?? null,
    beforePrice: record.before_price ?? null,
    offerPrice: record.offer_price ?? null,
    subscriptionPrice: record.subscription_price ?? null,
    weeklyPrice: record.weekly_price ?? null,
    priceType: record.price_type ?? null,
    preorder: record.preorder,
    km: record.km ?? null,
    buildDate: record.build_date ?? null,
    complianceDate: record.compliance_date ?? null,
    regoExpiry: record.rego_expiry ?? null,
    regplate: record.regplate ?? null,
    stocknum: record.stocknum ?? null,
    vin: record.vin ?? null,
    nvic: record.nvic ?? null,
    seats: record.seats ?? null,
    doors: record.doors ?? null,
    drive: record.drive ?? null,
    engineSize: record.engine_size ?? null,
    simpleBody: record.simple_body ?? null,
    simpleFuel: record.simple_fuel ?? null,
    simpleTransmission: record.simple_transmission ?? null,
    trans: record.trans ?? null,
    gearnum: record.gearnum ?? null,
    fuel: record.fuel ?? null,
    body: record.body ?? null,
    bodyconfiguration: record.bodyconfiguration ?? null,
    manufacturerBody: record.manufacturer_body ?? null,
    dealercomments: record.dealercomments ?? null,
    city: record.city ?? null,
    state: record.state ?? null,
    privateSuburb: record.private_suburb ?? null,
    privatePostcode: record.private_postcode ?? null,
    itemType: record.item_type ?? null,
    categories: record.categories,
    filteredFeatures: record.filtered_features,
    fileUrl: record.file ?? null,
    primaryImageUrl: primary,
    images,
    photosCount: images.length,
    videoUrl: record.video_url ?? null,
    standardEquipment: record.standardEquipment,
    variant: record.variant ?? null,
    specifications: record.specifications ?? null,
    autograbData: record.autograb_data
      ? Object.fromEntries(
          Object.entries(record.autograb_data).filter(([, v]) => v !== null && v !== undefined),
        )
      : null,
    youxQuote: record.youxQuote ?? null,
    reserveDeposit: record.reserve_deposit ?? null,
    checkoutEnabled: record.checkout_enabled,
    tradeInEnabled: record.trade_in_enabled,
    createdAt: record.created_at ? new Date(record.created_at) : (existing?.createdAt ?? now),
    updatedAt: now,
    soldAt,
  };
}
