import type { OpeningHoursEntry, SiteLocation } from "../locations/location";
import type { SiteConfig } from "../tenancy/site-config";

/**
 * Spec 02 §2 routes: "/service: Book a Service; if a dealer-brand base domain is configured it goes to
 * an external dealer booking page, else /genuine-service". The booking page's path on the brand's
 * dealer site is the one the brand template's 'Book a Service' menu item links to
 * (`{dealer_brand}/service-booking`, src/templates/toyota/template.ts).
 */
export const DEALER_BOOKING_PATH = "/service-booking";
export const GENUINE_SERVICE_PATH = "/genuine-service";

/** Where /service sends the shopper (decision 0024: a redirect, so every link to /service agrees). */
export function serviceTarget(config: Pick<SiteConfig, "dealer_brand_base_domain">): string {
  const base = config.dealer_brand_base_domain?.replace(/\/+$/, "");
  return base ? `${base}${DEALER_BOOKING_PATH}` : GENUINE_SERVICE_PATH;
}

/**
 * The locations the service page lists: spec 02 §3 Location "location_type (sales, service, parts,
 * car-buying, or empty)", the service ones, in the order they come (the site's location order).
 */
export function serviceLocations(locations: readonly SiteLocation[]): SiteLocation[] {
  return locations.filter((l) => l.locationType === "service");
}

/** Monday first, as a week reads on an Australian page; 0 is Sunday (spec 02 §3 opening_hours). */
const WEEK: readonly { weekday: number; name: string }[] = [
  { weekday: 1, name: "Monday" },
  { weekday: 2, name: "Tuesday" },
  { weekday: 3, name: "Wednesday" },
  { weekday: 4, name: "Thursday" },
  { weekday: 5, name: "Friday" },
  { weekday: 6, name: "Saturday" },
  { weekday: 0, name: "Sunday" },
];

/** "07:30" → "7:30 am", "17:00" → "5 pm"; anything else as written. */
function clockText(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return hhmm.trim();
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  const suffix = hours >= 12 ? "pm" : "am";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes === "00" ? "" : `:${minutes}`} ${suffix}`;
}

export type HoursRow = { day: string; hours: string };

/**
 * A location's week, one row a day from Monday: the feed's own formatted hours if it gives them, else
 * open to close; spec 02 §5 "Missing opening hours show Closed". The plain week a service page needs;
 * the grouped hours table of the location details page replaces it where both exist.
 */
export function weeklyHoursRows(entries: readonly OpeningHoursEntry[] | undefined): HoursRow[] {
  return WEEK.map(({ weekday, name }) => {
    const entry = entries?.find((e) => e.weekday === weekday);
    if (entry?.status !== "Open") return { day: name, hours: "Closed" };
    if (entry.formated_hours?.trim()) return { day: name, hours: entry.formated_hours.trim() };
    if (entry.open && entry.close)
      return { day: name, hours: `${clockText(entry.open)} – ${clockText(entry.close)}` };
    return { day: name, hours: "Open" };
  });
}
