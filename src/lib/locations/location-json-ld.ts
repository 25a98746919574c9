import { addressLines } from "../format/address";
import type { SiteLocation } from "./location";
import { type SpecialHours, specialDayHours, weeklyDayHours } from "./opening-hours";
import { uniquePhones } from "./phones";

/**
 * schema.org data for a location's details page: an AutoDealer (sales), AutoRepair (service),
 * AutoPartsStore (parts) or plain LocalBusiness, with its address, geo, telephone, rating and opening
 * hours, special days as their own dated entries.
 */

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const TYPES: Record<string, string> = {
  sales: "AutoDealer",
  "": "AutoDealer",
  service: "AutoRepair",
  parts: "AutoPartsStore",
};

type Options = { url: string; special?: readonly SpecialHours[] };

export function locationJsonLd(location: SiteLocation, { url, special = [] }: Options) {
  const { address, contactDetail } = location;
  const hours = [];
  for (const entry of contactDetail.opening_hours ?? []) {
    const day = weeklyDayHours(entry);
    if (day.kind !== "open" || !DAY_NAMES[entry.weekday]) continue;
    hours.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${DAY_NAMES[entry.weekday]}`,
      opens: day.open,
      closes: day.close,
    });
  }
  for (const s of special) {
    const day = specialDayHours(s);
    if (day.kind === "missing") continue;
    hours.push({
      "@type": "OpeningHoursSpecification",
      validFrom: s.date,
      validThrough: s.date,
      // schema.org: a day closed all day is written as opening and closing at midnight.
      opens: day.kind === "open" ? day.open : "00:00",
      closes: day.kind === "open" ? day.close : "00:00",
    });
  }
  const phone = uniquePhones([contactDetail.phone, contactDetail.landline_phone])[0];
  const street = addressLines(address).length ? address.street : undefined;
  return {
    "@context": "https://schema.org",
    "@type": TYPES[location.locationType] ?? "LocalBusiness",
    "@id": url,
    name: location.name,
    url,
    ...(phone ? { telephone: phone } : {}),
    ...(location.imageUrl ? { image: location.imageUrl } : {}),
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      ...(address.city ? { addressLocality: address.city } : {}),
      ...(address.state ? { addressRegion: address.state.toUpperCase() } : {}),
      ...(address.postcode ? { postalCode: address.postcode } : {}),
      addressCountry: "AU",
    },
    ...(Number.isFinite(address.lat) && Number.isFinite(address.long)
      ? { geo: { "@type": "GeoCoordinates", latitude: address.lat, longitude: address.long } }
      : {}),
    ...(location.averageRating !== null && location.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: location.averageRating,
            reviewCount: location.reviewCount,
          },
        }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}
