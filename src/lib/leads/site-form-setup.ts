import type { SiteLocation } from "../locations/location";
import { stateTimeZone } from "../locations/time-zones";
import type { YardSlots } from "../scheduling/slot-words";
import { amountText, type PriceDisplayCar, priceDisplay } from "../stock/price-display";
import { type DealershipPickerConfig, pickerLocations } from "./dealership-picker";
import { type CarFacts, type LeadFormCar, leadFormCar, type SiteFormSetup } from "./form-setup";
import { leadFormOptionsForSite } from "./forms";

/** What a site's lead forms read of its config: the form switches, the budget picks, the price copy. */
export type FormSiteSettings = Parameters<typeof leadFormOptionsForSite>[0] & {
  finance: { budget_quick_picks: number[] };
  features: { subscription_pricing: boolean };
  copy: { no_price_text: string };
  /** Spec 02 §5: which locations the picker offers; absent, all of them. */
  dealership_picker?: DealershipPickerConfig;
};

/** What of a site the form setup reads: its config, its dealerships and its template's event switch. */
export type FormSite = {
  config: FormSiteSettings;
  dealerships: readonly { id: number; slug: string; name: string }[];
  template: { financeEnquiryEvent: boolean };
};

/**
 * A site's lead-form setup: the switches and choices its forms are drawn with, and the same ones
 * POST /api/leads validates against, so the browser's checks and the server's agree.
 */
export function siteFormSetup(site: FormSite, siteLocations: readonly SiteLocation[]): SiteFormSetup {
  const picker = site.config.dealership_picker;
  const locations = picker ? pickerLocations(siteLocations, picker) : siteLocations;
  const slugOf = new Map(site.dealerships.map((d) => [d.id, d.slug]));
  return {
    options: leadFormOptionsForSite(site.config, {
      dealershipCount: site.dealerships.length,
      locationCount: locations.length,
      // A test drive time is checked on the dealer's clock (spec 01 §5) before the shopper's location
      // is known: past only once past on every clock the site's yards keep (the yard's own is checked
      // when the time is booked, decision 0063); the schema's qld default without one.
      timeZone: siteTimeZones(locations.map((l) => l.address.state)),
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

/** The distinct zones of the site's locations' states, or undefined when none is known. */
function siteTimeZones(states: readonly (string | null | undefined)[]): string[] | undefined {
  const zones = [...new Set(states.map(stateTimeZone).filter((zone): zone is string => zone !== null))];
  return zones.length ? zones : undefined;
}

/** The car a lead page's form is about: its facts, its price as the site shows it, its places. */
export function formCarFor(
  site: Pick<FormSite, "config">,
  car: CarFacts & PriceDisplayCar & { location: { distributionLocations: string[] } | null },
): LeadFormCar {
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
export function formSetupForCar(
  setup: SiteFormSetup,
  carConfig: Pick<FormSiteSettings, "finance">,
): SiteFormSetup {
  const picks = carConfig.finance.budget_quick_picks;
  return picks === setup.budgetQuickPicks ? setup : { ...setup, budgetQuickPicks: picks };
}

/**
 * The test drive page's setup (issue 34 item 2): its bookable times by location, and, where the
 * shopper chooses the yard, only the yards with times to offer (a parts counter takes no test drives).
 */
export function withBookings(
  setup: SiteFormSetup,
  bookings: Record<string, YardSlots | null>,
  aboutCar: boolean,
): SiteFormSetup {
  const locations = aboutCar
    ? setup.locations
    : setup.locations.filter((l) => Object.hasOwn(bookings, l.value));
  return { ...setup, bookings, locations: locations.length ? locations : setup.locations };
}
