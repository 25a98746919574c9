import type { YardSlots } from "../scheduling/slot-words";
import type { EnquiryCar } from "./analytics";
import type { Choice } from "./form-layout";
import type { LeadFormOptions } from "./forms";

/**
 * What a lead form needs from the server to draw itself and validate exactly as the server will: the
 * site's switches and the choices for its selects. Plain data, so a server page can hand it to the
 * client form; the same for every form on a site, so a search page builds it once for all its cards.
 */
export type SiteFormSetup = {
  /** The site's switches (LeadFormOptions without the clock, which the browser supplies). */
  options: Omit<LeadFormOptions, "now">;
  dealerships: Choice[];
  locations: Choice[];
  /** Analytics switch (spec 02 §7 event 9 on the dealer variant that uses it). */
  financeEnquiryEvent: boolean;
  /** The finance budget's quick-pick amounts, whole dollars (spec 02 §5, finance.budget_quick_picks). */
  budgetQuickPicks: readonly number[];
  /**
   * The test drive page's bookable times by location id (issue 34 item 2): the time is chosen from
   * these; null for a yard whose hours do not say (the time is typed, as before). Absent elsewhere.
   */
  bookings?: Record<string, YardSlots | null>;
};

/** The car a form is about. */
export type LeadFormCar = EnquiryCar & {
  id: number;
  name: string;
  /** The price as shown, for the offer's placeholder (spec 02 §5 "the placeholder shows the price"). */
  priceText: string | null;
  /** The car's location's distribution locations (spec 01 §5 test-drive form). */
  distributionLocations: string[];
  /** Where the car is, which a form about it files its lead under. */
  locationId: number | null;
  dealershipSlug: string | null;
  /** Analytics event params (spec 02 §3 "Event params"). */
  status: string;
  make: string | null;
  model: string | null;
  year: number | null;
  km: number | null;
  badge: string | null;
};

/** What a search hit and a vehicle detail both have: the form's car, before its price and places. */
export type CarFacts = Pick<
  LeadFormCar,
  "id" | "name" | "status" | "make" | "model" | "year" | "km" | "badge"
> & {
  carType: string;
  tag: string | null;
  locationId?: number | null;
  dealershipSlug?: string | null;
};

/** A search hit or vehicle detail as the form's car. */
export function leadFormCar(
  car: CarFacts,
  priceText: string | null,
  distributionLocations: string[] = [],
): LeadFormCar {
  const carType = car.carType === "used" || car.carType === "demo" ? car.carType : "new";
  return {
    id: car.id,
    name: car.name,
    car_type: carType,
    tag: car.tag,
    priceText,
    distributionLocations,
    locationId: car.locationId ?? null,
    dealershipSlug: car.dealershipSlug ?? null,
    status: car.status,
    make: car.make,
    model: car.model,
    year: car.year,
    km: car.km,
    badge: car.badge,
  };
}

/** Spec 02 §3 "Event params": what the analytics event carries about the car. */
export function enquiryEventParams(category: string, car: LeadFormCar | null) {
  return {
    category,
    ...(car
      ? {
          car_id: car.id,
          car_type: car.car_type,
          vehicleStatus: car.status,
          vehicleMake: car.make,
          vehicleModel: car.model,
          vehicleYear: car.year,
          vehicleKilometers: car.km,
          vehicleGrade: car.badge,
        }
      : {}),
  };
}

/** The form's values before the shopper types: what the page's link carried (e.g. a finance budget). */
export type LeadFormPrefill = Record<string, string | number | boolean | string[] | undefined>;
