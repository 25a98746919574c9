import { addressLines } from "../format/address";
import { formatPrice } from "../format/format";
import { priceDisplay } from "../stock/price-display";
import type { Template } from "../template/template";
import type { PriceTextSettings } from "./car-meta";
import { dealerComments } from "./dealer-comments";
import { specList } from "./spec-list";
import type { VehicleDetail } from "./vehicle-detail";

/**
 * The car on paper (issue 4 §6: the print page and the PDF), built by the page's own rules so all three
 * say the same: price by display priority, the spec list without blank values, comments as paragraphs.
 */
export type Brochure = {
  siteName: string;
  title: string;
  priceText: string;
  wasPriceText: string | null;
  details: { label: string; value: string }[];
  features: string[];
  comments: string[];
  location: string[];
  url: string;
};

export function vehicleBrochure(
  car: VehicleDetail,
  ctx: { siteName: string; config: PriceTextSettings; template: Template; url: string },
): Brochure {
  const price = priceDisplay(car, {
    subscriptionPricing: ctx.config.features.subscription_pricing,
    noPriceText: ctx.config.copy.no_price_text,
  });
  const comments = dealerComments(car.dealercomments, ctx.template);
  const location = car.location;
  return {
    siteName: ctx.siteName,
    title: car.name,
    priceText: price.text,
    wasPriceText: price.wasPrice === null ? null : formatPrice(price.wasPrice),
    details: specList(car).map(({ label, value }) => ({ label, value })),
    features: car.standardEquipment,
    comments: comments.pending ? [] : comments.paragraphs,
    location: location
      ? [location.name, ...addressLines(location), location.phone ? `Phone ${location.phone}` : null].filter(
          (line): line is string => Boolean(line?.trim()),
        )
      : [],
    url: ctx.url,
  };
}
