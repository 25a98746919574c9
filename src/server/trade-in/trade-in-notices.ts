import "server-only";
import { eq } from "drizzle-orm";
import { openingTimeZone } from "@/lib/locations/time-zones";
import type { NoticeBrand } from "@/lib/notices/notice-content";
import type { Site } from "@/lib/tenancy/site";
import { offerValidUntil, type TradeInNoticeFacts } from "@/lib/trade-in/trade-in-notice";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import { noticeBrandFor, noticeYardFor, siteLocationById } from "../notices/notice-yards";
import { siteOrigin } from "../tenancy/sites";

/**
 * The facts a trade-in's notices name (issue 34 item 1): the yard (the location the shopper chose,
 * else the car's they came from, else the dealership's sales yard), the car to put the offer toward,
 * the site's search and the valuation's page, and the offer's last day on the yard's clock.
 */
export function tradeInPageUrl(site: Site, id: string): string | null {
  return site.config.features.trade_in
    ? `${siteOrigin(site)}${site.config.trade_in.path}?${new URLSearchParams({ valuation: id })}`
    : null;
}

/** The offer's last day: `trade_in.offer_valid_days` after `at`, on the clock of `state`'s yard. */
export function validUntilFor(site: Site, at: Date, state: string | null | undefined): string {
  return offerValidUntil(
    at,
    site.config.trade_in.offer_valid_days,
    openingTimeZone(state ?? site.config.default_state),
  );
}

export async function tradeInNoticeFacts(
  db: Database,
  site: Site,
  row: { id: string; carId: number | null; locationId: number | null; firstName: string; vehicle: string },
  at: Date,
): Promise<{ facts: TradeInNoticeFacts; brand: NoticeBrand }> {
  const [car] =
    row.carId === null
      ? []
      : await db
          .select({
            name: cars.name,
            slug: cars.slug,
            locationId: cars.locationId,
            dealershipId: cars.dealershipId,
          })
          .from(cars)
          .where(eq(cars.id, row.carId));
  const locationId = row.locationId ?? car?.locationId ?? null;
  const location = locationId === null ? null : await siteLocationById(db, site, locationId);
  const dealershipId =
    car?.dealershipId ??
    location?.dealershipId ??
    (site.dealershipIds.length === 1 ? site.dealershipIds[0]! : null);
  const [brand, yard] = await Promise.all([
    noticeBrandFor(db, site),
    noticeYardFor(db, site, { location, dealershipId, desk: "sales" }, at),
  ]);
  const origin = siteOrigin(site);
  return {
    brand,
    facts: {
      firstName: row.firstName,
      dealerName: site.dealerships.find((d) => d.id === dealershipId)?.name ?? site.name,
      vehicle: row.vehicle,
      yard,
      towards: car ? { title: car.name, url: `${origin}/cars/${car.slug}` } : null,
      searchUrl: `${origin}/search`,
      valuationUrl: tradeInPageUrl(site, row.id),
      validUntil: validUntilFor(site, at, location?.address.state),
    },
  };
}
