import { formatNumber, formatPrice } from "../format/format";
import { ownValue } from "../utils/own-value";
import type { FacetAttribute, RangeAttribute } from "./search-attributes";
import type { RangeValue } from "./search-types";

/**
 * How the search page names its filters and their values, in the filter panels, the applied-filter
 * chips and the empty result's suggestions (issue 34 item 4): one place, so a value reads the same
 * everywhere. Values stay as the URL holds them; only their labels change.
 */

/** Each filter's name as a shopper reads it (the panel title, the chip's group). */
export const FILTER_GROUP_LABELS: Record<FacetAttribute | RangeAttribute, string> = {
  car_type: "Condition",
  make: "Make",
  model: "Model",
  make_model: "Model",
  badge: "Badge",
  body: "Body type",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive",
  colour: "Paint",
  colour_family: "Colour",
  seats: "Seats",
  state: "State",
  city: "City",
  location_name: "Location",
  dealership_name: "Dealer",
  status: "Availability",
  tag: "Tag",
  certified: "Certified",
  categories: "Category",
  filtered_features: "Feature",
  keyword: "Keyword",
  item_type: "Vehicle type",
  price_range: "Price range",
  weekly_price_range: "Weekly price",
  price: "Price",
  km: "Kilometres",
  year: "Year",
  subscription_price: "Subscription",
  created_at_timestamp: "Listed",
};

/**
 * Australia's states and territories by their abbreviation, as cars and locations store them (lower
 * case, lib/locations/au-states). Decision 0073: lists and chips show the full name; a car's card,
 * short of room, shows the abbreviation upper-cased.
 */
const STATE_NAMES: Record<string, string> = {
  act: "Australian Capital Territory",
  nsw: "New South Wales",
  nt: "Northern Territory",
  qld: "Queensland",
  sa: "South Australia",
  tas: "Tasmania",
  vic: "Victoria",
  wa: "Western Australia",
};

/** A state's full name from its abbreviation, any case; anything else as given, upper-cased if short. */
export function stateName(value: string): string {
  const trimmed = value.trim();
  return (
    ownValue(STATE_NAMES, trimmed.toLowerCase()) ?? (trimmed.length <= 3 ? trimmed.toUpperCase() : trimmed)
  );
}

/** A state as a card shows it: the abbreviation, upper-cased ("qld" → "QLD"). */
export function stateAbbreviation(value: string): string {
  return value.trim().toUpperCase();
}

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };
const STATUS_LABELS: Record<string, string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Recently sold",
};

/** A refinement value as a shopper reads it ("qld" → "Queensland", "used" → "Used", "7" seats → "7 seats"). */
export function facetValueLabel(attribute: FacetAttribute, value: string): string {
  switch (attribute) {
    case "state":
      return stateName(value);
    case "car_type":
      return ownValue(CAR_TYPE_LABELS, value.toLowerCase()) ?? value;
    case "status":
      return ownValue(STATUS_LABELS, value.toLowerCase()) ?? value;
    case "seats":
      return `${value} seats`;
    case "certified":
      return value === "true" ? "Certified" : "Not certified";
    case "keyword":
      return `“${value}”`;
    default:
      return value;
  }
}

/** A range in words ("$10,000 to $40,000", "up to 100,000 km", "2019 or newer"); null for no range. */
export function rangeText(attribute: RangeAttribute, range: RangeValue): string | null {
  const { min, max } = range;
  const span = (show: (n: number) => string, suffix = "") =>
    min !== undefined && max !== undefined
      ? `${show(min)} to ${show(max)}${suffix}`
      : min !== undefined
        ? `from ${show(min)}${suffix}`
        : max !== undefined
          ? `up to ${show(max)}${suffix}`
          : null;
  switch (attribute) {
    case "price":
      return span(formatPrice);
    case "subscription_price":
      return span(formatPrice, " / week");
    case "km":
      return span((n) => formatNumber(n), " km");
    case "year":
      return min !== undefined && max !== undefined
        ? min === max
          ? `${min}`
          : `${min} to ${max}`
        : min !== undefined
          ? `${min} or newer`
          : max !== undefined
            ? `${max} or older`
            : null;
    case "created_at_timestamp":
      return null;
  }
}
