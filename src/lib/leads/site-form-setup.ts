import type { SiteLocation } from "../locations/location";
import { siteTimeZone } from "../locations/time-zones";
import { amountText, priceDisplay } from "../stock/price-display";
import type { Site } from "../tenancy/site";
import type { VehicleDetail } from "../vehicle/vehicle-detail";
import { type LeadFormCar, leadFormCar, type SiteFormSetup } from "./form-setup";
import { leadFormOptionsForSite } from "./forms";

/**
 * A site's lead-form setup: the switches and choices its forms are drawn with, and the same ones
 * POST /api/leads validates against, so the browser's checks and the server's agree.
 */
export function siteFormSetup(site: Site, locations: readonly SiteLocation[]): SiteFormSetup {
  const slugOf = new Map(site.dealerships.map((d) => [d.id, d.slug]));
  return {
    options: leadFormOptionsForSite(site.config, {
      dealershipCount: site.dealerships.length,
      locationCount: locations.length,
      // A test drive time is checked on the dealer's clock (spec 01 §5) before the shopper's location
      // is known: the zone most of the site's locations keep; the schema's qld default without one.
      timeZone: siteTimeZone(locations.map((l) => l.address.state)) ?? undefined,
    }),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    locations: locations.map((l) => ({
      value: String(l.id),
      label: l.name,
      group: slugOf.get(l.dealershipId),
    })),
    financeEnquiryEvent: site.template.financeEnquiryEvent,
    budgetQuickPicks: site.config.finance.budget_quick_picks,
  };
}

/** The car a lead page's form is about: its facts, its price as the site shows it, its places. */
export function formCarFor(site: Site, car: VehicleDetail): LeadFormCar {
  const price = priceDisplay(car, {
    subscriptionPricing: site.config.features.subscription_pricing,
    noPriceText: site.config.copy.no_price_text,
  });
  return leadFormCar(car, amountText(price), car.location?.distributionLocations ?? []);
}

/**
 * A form about one car, on a site whose car's dealership has its own config (decision 0032): the
 * dealership's finance budget quick picks. Everything the lead API validates stays the site's.
 */
export function formSetupForCar(setup: SiteFormSetup, carConfig: Site["config"]): SiteFormSetup {
  const picks = carConfig.finance.budget_quick_picks;
  return picks === setup.budgetQuickPicks ? setup : { ...setup, budgetQuickPicks: picks };
}
