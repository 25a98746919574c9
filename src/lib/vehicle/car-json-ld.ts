import { priceDisplay } from "../stock/price-display";
import { carMetaDescription, carName, type PriceTextSettings } from "./car-meta";
import { cutText, dealerCommentsText } from "./dealer-comments";
import { isBlankSpecValue } from "./spec-list";
import type { VehicleDetail } from "./vehicle-detail";

/**
 * Structured data for the vehicle page: one schema.org Product + Car with its Offer, for search engines.
 * Fields with no value are left out entirely (no nulls, no empty strings), so nothing false is claimed.
 */

export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

export type CarJsonLdContext = {
  /** The page's canonical, absolute URL; relative image paths resolve against it. */
  url: string;
  config: PriceTextSettings;
};

export const JSON_LD_IMAGE_LIMIT = 10;
export const JSON_LD_DESCRIPTION_LIMIT = 300;

const SCHEMA = "https://schema.org/";

/** Drop null, undefined, blank or 'null' text and empty lists/objects. */
function compact(entries: Record<string, JsonLdValue | null | undefined>): JsonLd {
  const out: JsonLd = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string" && isBlankSpecValue(value)) continue;
    if (typeof value === "number" && !Number.isFinite(value)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === "string" ? value.trim() : value;
  }
  return out;
}

/** Absolute http(s) image URLs, primary image first, without repeats, at most 10. */
export function absoluteImageUrls(
  car: Pick<VehicleDetail, "primaryImageUrl" | "images">,
  base: string,
): string[] {
  const urls: string[] = [];
  for (const raw of [car.primaryImageUrl, ...car.images.map((image) => image.url)]) {
    const text = raw?.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text, base);
    } catch {
      continue;
    }
    if ((url.protocol === "https:" || url.protocol === "http:") && !urls.includes(url.href))
      urls.push(url.href);
    if (urls.length === JSON_LD_IMAGE_LIMIT) break;
  }
  return urls;
}

/** Spec 01 §3 car_type: new is NewCondition; used and demo are UsedCondition; anything else unsaid. */
export function itemCondition(carType: string): string | null {
  const type = carType.trim().toLowerCase();
  if (type === "new") return `${SCHEMA}NewCondition`;
  if (type === "used" || type === "demo") return `${SCHEMA}UsedCondition`;
  return null;
}

/** Spec 01 §4 availability: in_stock → InStock, coming_soon → PreOrder, anything else → SoldOut. */
export function offerAvailability(status: string): string {
  if (status === "in_stock") return `${SCHEMA}InStock`;
  if (status === "coming_soon") return `${SCHEMA}PreOrder`;
  return `${SCHEMA}SoldOut`;
}

/**
 * The drive-away amount the page shows (spec 01 §4: offer price, else price, each only when real — above
 * 10). A subscription's weekly amount is not the car's price, so it is never the Offer's price.
 */
export function offerPrice(car: VehicleDetail): number | null {
  const shown = priceDisplay(car, { subscriptionPricing: false, noPriceText: "" });
  return shown.kind === "offer" || shown.kind === "price" ? shown.amount : null;
}

/** The first 300 characters of the dealer comments as plain text, else the page's meta sentence. */
export function carDescription(car: VehicleDetail, config: PriceTextSettings): string {
  const comments = dealerCommentsText(car.dealercomments);
  return comments ? cutText(comments, JSON_LD_DESCRIPTION_LIMIT).trimEnd() : carMetaDescription(car, config);
}

export function carJsonLd(car: VehicleDetail, ctx: CarJsonLdContext): JsonLd {
  const price = offerPrice(car);
  const offer = compact({
    "@type": "Offer",
    price,
    priceCurrency: price === null ? null : "AUD",
    availability: offerAvailability(car.status),
    url: ctx.url,
    seller: isBlankSpecValue(car.dealershipName)
      ? null
      : { "@type": "AutoDealer", name: car.dealershipName.trim() },
  });
  return compact({
    "@context": "https://schema.org",
    "@type": ["Product", "Car"],
    name: carName(car),
    description: carDescription(car, ctx.config),
    image: absoluteImageUrls(car, ctx.url),
    url: ctx.url,
    brand: isBlankSpecValue(car.make) ? null : { "@type": "Brand", name: car.make.trim() },
    model: car.model,
    vehicleModelDate: Number.isFinite(car.year) && car.year > 0 ? String(car.year) : null,
    vehicleIdentificationNumber: car.vin,
    mileageFromOdometer:
      car.km === null || !Number.isFinite(car.km)
        ? null
        : { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    bodyType: isBlankSpecValue(car.body) ? car.simpleBody : car.body,
    color: car.colour,
    vehicleInteriorColor: car.interiorColour,
    driveWheelConfiguration: car.drive,
    vehicleTransmission: isBlankSpecValue(car.trans) ? car.simpleTransmission : car.trans,
    fuelType: isBlankSpecValue(car.fuel) ? car.simpleFuel : car.fuel,
    itemCondition: itemCondition(car.carType),
    sku: car.stocknum,
    offers: offer,
  });
}

/**
 * JSON for a <script type="application/ld+json"> element. '<' (and '>', '&') become \u escapes, which
 * JSON parsers read back as the same characters, so a '</script>' or '<!--' inside the data cannot end
 * the element; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function jsonLdScript(data: unknown): string {
  return (JSON.stringify(data) ?? "null")
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
