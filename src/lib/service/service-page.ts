import type { SiteLocation } from "../locations/location";
import { dealerBrandUrl } from "../navigation/site-navigation";

/**
 * Spec 02 §2 routes: "/service: Book a Service; if a dealer-brand base domain is configured it goes to
 * an external dealer booking page, else /genuine-service". The booking page's path on the brand's
 * dealer site is the one the brand template's 'Book a Service' menu item links to
 * (`{dealer_brand}/service-booking`, src/templates/toyota/template.ts).
 */
export const DEALER_BOOKING_PATH = "/service-booking";
export const GENUINE_SERVICE_PATH = "/genuine-service";

/** Where /service sends the shopper (decision 0024: a redirect, so every link to /service agrees). */
export function serviceTarget(config: { dealer_brand_base_domain?: string | undefined }): string {
  return dealerBrandUrl(config, `{dealer_brand}${DEALER_BOOKING_PATH}`) ?? GENUINE_SERVICE_PATH;
}

/**
 * The locations the service page lists: spec 02 §3 Location "location_type (sales, service, parts,
 * car-buying, or empty)", the service ones, in the order they come (the site's location order).
 */
export function serviceLocations(locations: readonly SiteLocation[]): SiteLocation[] {
  return locations.filter((l) => l.locationType === "service");
}
