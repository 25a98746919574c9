import "server-only";
import { notFound } from "next/navigation";
import type { CarOverrideView } from "@/components/console/car-override-form";
import type { LastFeed } from "@/components/console/feed-source";
import type { StockListRow } from "@/components/console/stock-table";
import { formatPrice } from "@/lib/format/format";
import { feedSourceLabel } from "@/lib/import/feed-history";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import { changedFields, changeWords, localInput, specialPriceActive } from "@/lib/stock/car-override";
import { daysInStock, STOCK_STATUS_LABELS, type StockQuery } from "@/lib/stock/console-stock-query";
import { priceDisplay } from "@/lib/stock/price-display";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "@/server/db/client";
import type { StaffMember } from "@/server/staff/current-staff";
import {
  findStockCar,
  type LastImport,
  listConsoleStock,
  type StockCar,
  visibleDealerships,
} from "@/server/stock/console-stock";

/** The import that last wrote a car, as its source shows it. */
export function lastFeedOf(lastImport: LastImport | null): LastFeed | null {
  return lastImport ? { id: lastImport.id, label: feedSourceLabel(lastImport) } : null;
}

/** The stock list's page: its cars as the table shows them, how many match, the dealership choices. */
export async function stockListView(
  db: Database,
  member: StaffMember,
  site: Site,
  query: StockQuery,
  now: Date,
) {
  const visibility = dealershipVisibility(member.scope, "stock.write", site.id);
  if (!visibility) notFound();
  const { rows, total } = await listConsoleStock(db, site.dealershipIds, visibility, query);
  const seen = new Set(visibleDealerships(site.dealershipIds, visibility));
  const dealerships = site.dealerships
    .filter((d) => seen.has(d.id))
    .map((d) => ({ value: String(d.id), label: d.name }));
  const listRows: StockListRow[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    stocknum: row.stocknum,
    vin: row.vin,
    regplate: row.regplate,
    carType: row.carType,
    status: row.status,
    statusLabel: STOCK_STATUS_LABELS[row.status as keyof typeof STOCK_STATUS_LABELS] ?? row.status,
    price: row.price,
    dealershipName: row.dealershipName,
    daysInStock: daysInStock(row.createdAt, now),
    feedUpdatedAt: row.feedUpdatedAt,
    lastFeed: lastFeedOf(row.lastImport),
    changes: changeWords(row.override),
  }));
  return { rows: listRows, total, dealerships: dealerships.length > 1 ? dealerships : [] };
}

/** The member's car, or a 404. */
export async function stockCar(
  db: Database,
  member: StaffMember,
  site: Site,
  carSlug: string,
): Promise<StockCar> {
  const visibility = dealershipVisibility(member.scope, "stock.write", site.id);
  const car = visibility ? await findStockCar(db, site.dealershipIds, visibility, carSlug) : null;
  if (!car) notFound();
  return car;
}

/** What the car page's forms show: the feed's values, the staff changes, the site's clock. */
export function carOverrideView(site: Site, car: StockCar, now: Date): CarOverrideView {
  const timeZone = openingTimeZone(site.config.default_state);
  const o = car.override;
  const shown = priceDisplay(
    { ...car, subscriptionPrice: null, preorder: false },
    { subscriptionPricing: false, noPriceText: "no price" },
  );
  return {
    siteSlug: site.slug,
    carSlug: car.slug,
    timeZone,
    feed: {
      shown: car.showOnDealerWebsite,
      price: shown.wasPrice ? `${shown.text} (was ${formatPrice(shown.wasPrice)})` : shown.text,
      dealerComments: car.dealercomments ?? "",
      tag: car.tag ?? "",
      video: car.videoUrl ?? "",
    },
    changed: changedFields(o),
    videosShown: site.config.marketing.youtube_embeds,
    values: {
      hidden: o.hidden === true,
      featured: o.featured === true,
      specialPrice: o.specialPrice === null ? "" : String(o.specialPrice),
      specialFrom: localInput(o.specialFrom, timeZone),
      specialUntil: localInput(o.specialUntil, timeZone),
      specialRunning: specialPriceActive(o, now),
      dealerComments: o.dealerComments ?? car.dealercomments ?? "",
      tag: o.tag ?? car.tag ?? "",
      video: o.video ?? car.videoUrl ?? "",
    },
  };
}
