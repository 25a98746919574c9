import { isInStockStatus } from "../stock/availability";

/**
 * How the console's lead page words a lead (issue 31 §4): the car's state now, each delivery's state,
 * how long the dealer took to answer, the shopper's other leads and which of them is likely the same
 * enquiry sent again, and the form's own fields for a lead stored before snapshots. Pure: the page's
 * loader reads, these decide what it says.
 */

/** The car the lead is about, as it stands now (not as it stood when the lead arrived). */
export type CarAvailability = "in-stock" | "coming-soon" | "reserved" | "sold" | "gone";

export const CAR_AVAILABILITY_LABELS: Record<CarAvailability, string> = {
  "in-stock": "In stock",
  "coming-soon": "Coming soon",
  reserved: "Reserved",
  sold: "Sold",
  gone: "No longer in the stock list",
};

/** A car's state from its row; null (the car was deleted since) is "gone". */
export function carAvailability(car: { status: string; reserved: boolean } | null): CarAvailability {
  if (!car) return "gone";
  if (!isInStockStatus(car.status)) return "sold";
  if (car.reserved) return "reserved";
  return car.status === "coming_soon" ? "coming-soon" : "in-stock";
}

export type DeliveryChannel = "email" | "adf" | "webhook";

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: "E-mail",
  adf: "ADF (CRM e-mail)",
  webhook: "Webhook",
};

/** A delivery's state in words: delivered, waiting to try again after a failure, sending, or failed for good. */
export function deliveryStateLabel(delivery: {
  status: "pending" | "delivered" | "dead";
  lastError: string | null;
}): string {
  if (delivery.status === "delivered") return "Delivered";
  if (delivery.status === "dead") return "Failed: gave up";
  return delivery.lastError ? "Failed: trying again" : "Sending";
}

/** A wait as a manager reads it: "45 seconds", "12 minutes", "3 hours 5 minutes", "2 days 4 hours". */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (s < 60) return plural(s, "second");
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${plural(days, "day")} ${plural(rest, "hour")}` : plural(days, "day");
}

/** How long after sending an enquiry the same one again is likely a repeat, not a new question. */
export const DUPLICATE_WINDOW_HOURS = 24;

type LeadKind = { category: string; carId: number | null; createdAt: Date };

/**
 * Whether `other`, a lead of the same shopper (same phone or e-mail), is likely the same enquiry as
 * `lead`: the same kind about the same car (or both about none) within a day of each other.
 */
export function likelyDuplicate(lead: LeadKind, other: LeadKind): boolean {
  if (lead.category !== other.category || lead.carId !== other.carId) return false;
  const apart = Math.abs(lead.createdAt.getTime() - other.createdAt.getTime());
  return apart <= DUPLICATE_WINDOW_HOURS * 3_600_000;
}

/** The lead forms' own field names, in words (spec 02 §3), for a lead stored before snapshots. */
const FIELD_LABELS: Record<string, string> = {
  name: "First name",
  first_name: "First name",
  last_name: "Last name",
  email: "E-mail",
  phone: "Phone",
  postcode: "Postcode",
  message: "Message",
  preferred_contact_method: "Preferred contact",
  car_id: "Car",
  location_id: "Location",
  preferred_dealership: "Preferred dealership",
  offer_from_client: "Offer",
  test_drive_at: "Test drive time",
  trade_in: "Trade-in",
  rego: "Trade-in rego",
  regoState: "Trade-in rego state",
  kms: "Trade-in odometer",
  opt_in: "Marketing opt-in",
  opt_in_finance: "Finance opt-in",
  opt_in_trade: "Trade-in opt-in",
  terms_agreed: "Agreed to the terms of use",
};

/** A field's label: the form's own words, else its name made readable ("vehicle_price_budget" → "Vehicle price budget"). */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A field's value as text: yes/no for a tick, a list joined, anything else as JSON. Null when empty. */
export function fieldText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    return value.length ? value.join(", ") : null;
  }
  return JSON.stringify(value);
}

/** A lead's fields as labelled rows, empty ones left out. */
export function fieldRows(fields: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const text = fieldText(value);
    return text === null ? [] : [{ label: fieldLabel(key), value: text }];
  });
}
