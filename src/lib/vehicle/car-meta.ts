import { formatKm } from "../format/format";
import { isInStockStatus } from "../stock/availability";
import { carDisplayName } from "../stock/car-name";
import { amountText, priceDisplay } from "../stock/price-display";
import { isBlankSpecValue } from "./spec-list";
import type { VehicleDetail } from "./vehicle-detail";

/** The vehicle page's <title> and meta description, built from the car (spec 01 §2 "/cars/{slug}"). */

export type CarMeta = { title: string; description: string };
/** What a car's price text reads of a site's config: the subscription switch and the no-price copy. */
export type PriceTextSettings = {
  features: { subscription_pricing: boolean };
  copy: { no_price_text: string };
};

export type CarMetaContext = { siteName: string; config: PriceTextSettings };

/** Text that is really there: not blank and not the feed's 'null' (spec 01 §5). */
function present(value: string | null | undefined): string | null {
  return value === null || value === undefined || isBlankSpecValue(value) ? null : value.trim();
}

/** The car's own name, else "2021 Toyota HiLux SR5" built from it (lib/stock/car-name.ts). */
export function carName(car: Pick<VehicleDetail, "name" | "year" | "make" | "model" | "badge">): string {
  return present(car.name) ?? carDisplayName(car);
}

/** '{name} for sale | {site}' while in stock (in_stock, coming_soon); '{name} (sold) | {site}' after. */
export function carTitle(car: VehicleDetail, siteName: string): string {
  const name = carName(car);
  const site = siteName.trim();
  const title = isInStockStatus(car.status) ? `${name} for sale` : `${name} (sold)`;
  return site ? `${title} | ${site}` : title;
}

/**
 * One sentence: '2021 Toyota HiLux SR5, 45,000 km, Automatic, Diesel, $45,990 at Metro Toyota, Brisbane
 * QLD.' Missing parts are skipped. The price is the one the page shows (spec 01 §4 price display) and only
 * when it is an amount: 'PREORDER' and the no-price text are left out.
 */
export function carMetaDescription(car: VehicleDetail, config: PriceTextSettings): string {
  const price = priceDisplay(car, {
    subscriptionPricing: config.features.subscription_pricing,
    noPriceText: config.copy.no_price_text,
  });
  const facts = [
    carName(car),
    car.km !== null && Number.isFinite(car.km) ? formatKm(car.km) : null,
    present(car.simpleTransmission) ?? present(car.trans),
    present(car.simpleFuel) ?? present(car.fuel),
    amountText(price),
  ].filter((part): part is string => part !== null);
  const dealer = present(car.dealershipName);
  const city = present(car.city) ?? present(car.location?.city);
  const state = (present(car.state) ?? present(car.location?.state))?.toUpperCase() ?? null;
  const place = [city, state].filter(Boolean).join(" ");
  return `${facts.join(", ")}${dealer ? ` at ${dealer}` : ""}${place ? `, ${place}` : ""}.`;
}

export function carMeta(car: VehicleDetail, ctx: CarMetaContext): CarMeta {
  return { title: carTitle(car, ctx.siteName), description: carMetaDescription(car, ctx.config) };
}
