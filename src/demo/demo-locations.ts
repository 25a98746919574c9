import type { Bundle } from "@/lib/import/bundle-schema";
import { manufacturerSlug } from "@/lib/stock/manufacturers";
import type { DemoAddress, DemoDealership } from "./demo-sites";

/**
 * A demo dealership's locations: its sales yard at its own address, and service and parts a few doors
 * along, each with its opening hours and the next fixed-date public holidays.
 */

export type LocationInput = NonNullable<Bundle["locations"]>[number];

/** "1045 Ipswich Road" -> "1049 Ipswich Road": service and parts sit a few doors along, at their own address. */
function alongTheStreet(street: string, by: number): string {
  const match = /^(\d+)(.*)$/.exec(street);
  return match ? `${Number(match[1]) + by}${match[2]}` : street;
}

function formatHour(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${suffix}`;
}

type Hours = readonly [open: string, close: string] | null;

/** Weekday 0 is Sunday (spec 02 §3). */
function openingHours(week: readonly Hours[]) {
  return week.map((hours, weekday) =>
    hours
      ? {
          weekday,
          status: "Open" as const,
          open: hours[0],
          close: hours[1],
          formated_hours: `${formatHour(hours[0])} - ${formatHour(hours[1])}`,
        }
      : { weekday, status: "Closed" as const, open: null, close: null, formated_hours: "Closed" },
  );
}

const FIXED_HOLIDAYS: readonly (readonly [month: number, day: number, open: Hours])[] = [
  [1, 1, null],
  [1, 26, null],
  [4, 25, null],
  [12, 24, ["08:30", "12:00"]],
  [12, 25, null],
  [12, 26, null],
];

/** The next few fixed-date public holidays (and Christmas Eve's short day) from `now`. */
function specialHours(now: Date, salesHours: boolean) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const upcoming: {
    date: string;
    status: "Open" | "Closed";
    start_hour: string | null;
    end_hour: string | null;
  }[] = [];
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    for (const [month, day, hours] of FIXED_HOLIDAYS) {
      const ms = Date.UTC(year, month - 1, day);
      if (ms < today || upcoming.length >= 3) continue;
      if (hours && !salesHours) continue;
      upcoming.push({
        date: new Date(ms).toISOString().slice(0, 10),
        status: hours ? "Open" : "Closed",
        start_hour: hours ? hours[0] : null,
        end_hour: hours ? hours[1] : null,
      });
    }
  }
  return upcoming;
}

function address(a: DemoAddress, street: string, nudge: number) {
  const lat = Number((a.lat + nudge * 0.0004).toFixed(4));
  const long = Number((a.long + nudge * 0.0004).toFixed(4));
  return {
    street,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    lat,
    long,
    place_id: null,
    place_url: `https://www.google.com/maps/search/?api=1&query=${lat},${long}`,
  };
}

export function dealershipLocations(d: DemoDealership, now: Date): LocationInput[] {
  const manufacturers = d.make ? [manufacturerSlug(d.make)] : [];
  const weekdays = (open: string, close: string): Hours[] => [
    null,
    [open, close],
    [open, close],
    [open, close],
    [open, close],
    [open, close],
  ];
  const common = {
    dealership_slug: d.slug,
    manufacturers,
    image: null,
    dealer_license_number: d.dealerLicence,
    motor_vehicle_repairer: d.repairerLicence,
  };
  return [
    {
      ...common,
      slug: `${d.slug}-sales`,
      name: `${d.name} Sales`,
      primary: true,
      location_type: "sales",
      location_subtype: d.make ? "New & Used Vehicles" : "Used Vehicles",
      visible: true,
      address: address(d.address, d.address.street, 0),
      contact_detail: {
        phone: `${d.phoneBase}00`,
        landline_phone: `${d.phoneBase}00`,
        // Reserved .example domain: demo leads are spooled as .eml files, never sent anywhere.
        email: `sales@${d.slug}.example`,
        opening_hours: openingHours([...weekdays("08:30", "17:30"), ["08:30", d.saturdayClose]]),
      },
      special_hours: specialHours(now, true),
      distribution_locations: [...d.distributionLocations],
    },
    {
      ...common,
      slug: `${d.slug}-service`,
      name: `${d.name} Service`,
      primary: false,
      location_type: "service",
      location_subtype: null,
      visible: true,
      address: address(d.address, alongTheStreet(d.address.street, 4), 1),
      contact_detail: {
        phone: `${d.phoneBase}20`,
        landline_phone: null,
        email: `service@${d.slug}.example`,
        opening_hours: openingHours([...weekdays("07:30", "17:30"), null]),
      },
      special_hours: specialHours(now, false),
      distribution_locations: [],
    },
    {
      ...common,
      slug: `${d.slug}-parts`,
      name: `${d.name} Parts`,
      primary: false,
      location_type: "parts",
      location_subtype: null,
      // A yard without a parts counter to the public: exercises "only visible locations are listed".
      visible: d.make !== null,
      address: address(d.address, alongTheStreet(d.address.street, 8), 2),
      contact_detail: {
        phone: `${d.phoneBase}40`,
        landline_phone: null,
        email: `parts@${d.slug}.example`,
        opening_hours: openingHours([...weekdays("08:00", "17:00"), ["08:00", "12:00"]]),
      },
      special_hours: specialHours(now, false),
      distribution_locations: [],
    },
  ];
}
