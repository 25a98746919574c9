import { formatNumber } from "@/lib/format/format";
import { formatKm } from "../format/format";
import type { VehicleDetail } from "./vehicle-detail";

/**
 * The 'Vehicle details' spec card and the key-information grid of the vehicle page (spec 01 §2, §3 "Car",
 * §5 "Spec list hides entries whose value is empty, null or the text 'null'", §9 "Key-info grid 4 specs
 * before Show More; feature list limit 8").
 */

export type SpecEntry = { key: string; label: string; value: string };

/** What the spec card reads of a car: all of it but where it is (the compare page has no location). */
export type SpecListCar = Omit<VehicleDetail, "location">;

/** Spec 01 §9: the key-information grid shows 4 specs before Show More. */
export const KEY_INFO_VISIBLE = 4;
/** Spec 01 §9: the feature list shows 8 before Show All. */
export const FEATURE_LIST_LIMIT = 8;
/** Spec 01 §9: "Feet to metres factor 0.3048" (caravan body sizes come in feet). */
export const FEET_TO_METRES = 0.3048;

/**
 * Spec 01 §5: a value is blank when it is null, undefined, empty or only space, or the text 'null' in any
 * case (feeds write the word). A number that is not finite is blank too; 0 is a value.
 */
export function isBlankSpecValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return !Number.isFinite(value);
  if (typeof value === "string") {
    const text = value.trim();
    return text === "" || text.toLowerCase() === "null";
  }
  return false;
}

/** The first value that is not blank, or null. */
function firstPresent<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values)
    if (value !== null && value !== undefined && !isBlankSpecValue(value)) return value;
  return null;
}

type RawValue = string | number | null | undefined;

/** The value when it is not blank (spec 01 §5), else null. */
function present(value: RawValue): string | number | null {
  return value === null || value === undefined || isBlankSpecValue(value) ? null : value;
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number, or a string that is only a number (feeds send both), else null. */
function numeric(value: string | number): number | null {
  if (typeof value === "number") return value;
  const text = value.trim().replaceAll(",", "");
  return NUMERIC.test(text) ? Number(text) : null;
}

const decimal = (n: number) => formatNumber(n, 2);

/** As shown: trimmed text; numbers with thousands separators. */
function text(raw: RawValue): string | null {
  const value = present(raw);
  if (value === null) return null;
  return typeof value === "number" ? decimal(value) : value.trim();
}

/** Text without digit grouping (years, seat counts, ratings). */
function plain(raw: RawValue): string | null {
  const value = present(raw);
  return value === null ? null : String(value).trim();
}

/** A measurement: a bare number gets the unit ('3,050 kg'); text that already carries one stays as sent. */
function withUnit(raw: RawValue, unit: string): string | null {
  const value = present(raw);
  if (value === null) return null;
  const n = numeric(value);
  return n === null ? String(value).trim() : `${decimal(n)} ${unit}`;
}

/** A caravan size in feet, with metres beside it: '18.5 ft (5.64 m)'. */
function feet(raw: RawValue): string | null {
  const value = present(raw);
  if (value === null) return null;
  const n = numeric(value);
  return n === null ? String(value).trim() : `${decimal(n)} ft (${(n * FEET_TO_METRES).toFixed(2)} m)`;
}

/**
 * Spec 01 §3 item_type (caravan) and "specifications (caravans)": a caravan by type, or any car that
 * carries caravan specifications.
 */
export function isCaravan(car: Pick<VehicleDetail, "itemType" | "specifications">): boolean {
  if (car.itemType?.trim().toLowerCase() === "caravan") return true;
  return Object.values(car.specifications ?? {}).some((value) => !isBlankSpecValue(value));
}

/**
 * The 'Vehicle details' card, in display order: identity, the car's main facts, its registration and
 * stock identifiers, then the variant figures and (caravans) the caravan specifications. Entries with a
 * blank value are left out (spec 01 §5).
 */
export function specList(car: SpecListCar): SpecEntry[] {
  const variant = car.variant ?? {};
  const entries: [key: string, label: string, value: string | null][] = [
    ["make", "Make", text(car.make)],
    ["model", "Model", text(car.model)],
    ["badge", "Badge", text(car.badge)],
    ["series", "Series", text(car.series)],
    ["year", "Year", plain(car.year)],
    ["km", "Kilometres", car.km === null || !Number.isFinite(car.km) ? null : formatKm(car.km)],
    ["colour", "Colour", text(car.colour)],
    ["interior_colour", "Interior Colour", text(car.interiorColour)],
    ["body", "Body", text(firstPresent(car.body, car.simpleBody))],
    ["transmission", "Transmission", text(firstPresent(car.trans, car.simpleTransmission))],
    ["drive", "Drive", text(car.drive)],
    ["fuel", "Fuel", text(firstPresent(car.fuel, car.simpleFuel))],
    ["engine", "Engine", text(car.engineSize)],
    ["seats", "Seats", plain(car.seats)],
    ["doors", "Doors", plain(car.doors)],
    ["build_date", "Build Date", text(car.buildDate)],
    ["compliance_date", "Compliance Date", text(car.complianceDate)],
    ["regplate", "Rego Plate", text(car.regplate)],
    ["stocknum", "Stock Number", text(car.stocknum)],
    ["vin", "VIN", text(car.vin)],
    ["cylinders", "Cylinders", plain(variant.cylinders)],
    ["engine_size_litres", "Engine Size", withUnit(variant.enginesize_litres, "L")],
    ["induction", "Induction", text(variant.induction)],
    ["gear_type", "Gear Type", text(variant.geartype)],
    ["fuel_consumption", "Fuel Consumption (Combined)", withUnit(variant.fuelconsumptioncombined, "L/100km")],
    ["fuel_capacity", "Fuel Capacity", withUnit(variant.fuelcapacity, "L")],
    ["gvm", "GVM", withUnit(variant.grossvehiclemass, "kg")],
    ["length", "Length", withUnit(variant.vehiclelength, "mm")],
    ["height", "Height", withUnit(variant.vehicleheight, "mm")],
    ["width", "Width", withUnit(variant.vehiclewidth, "mm")],
    ["towing_braked", "Towing Capacity (Braked)", withUnit(variant.towingcapacitybraked, "kg")],
    [
      "body_configuration",
      "Body Configuration",
      text(firstPresent(variant.bodyconfiguration, car.bodyconfiguration)),
    ],
    ["torque", "Torque", withUnit(variant.torque, "Nm")],
    ["ancap", "ANCAP Rating", plain(variant.ancaprating)],
  ];
  if (isCaravan(car)) {
    const specs = car.specifications ?? {};
    entries.push(
      ["caravan_body_width", "Body Width", feet(specs.body_width)],
      ["caravan_body_length", "Body Length", feet(specs.body_length)],
      ["caravan_tare_weight", "Tare Weight", withUnit(specs.tare_weight, "kg")],
      ["caravan_axle_type", "Axle Type", text(specs.axle_type)],
      ["caravan_sleeps", "Sleeps", plain(specs.sleeps)],
      ["caravan_atm", "ATM", withUnit(specs.aggregate_trailer_mass, "kg")],
    );
  }
  return entries.flatMap(([key, label, value]) => (value === null ? [] : [{ key, label, value }]));
}

/**
 * The key-information grid's specs, most useful first (the first 4 show before Show More, spec 01 §2):
 * the everyday facts a shopper compares, then caravan sizes. Same values as the spec card.
 */
export const KEY_INFO_KEYS = [
  "km",
  "body",
  "transmission",
  "fuel",
  "drive",
  "engine",
  "seats",
  "doors",
  "colour",
  "interior_colour",
  "caravan_sleeps",
  "caravan_body_length",
  "caravan_tare_weight",
  "caravan_atm",
] as const;

export function keyInformation(car: VehicleDetail): SpecEntry[] {
  const byKey = new Map(specList(car).map((entry) => [entry.key, entry]));
  return KEY_INFO_KEYS.flatMap((key) => {
    const entry = byKey.get(key);
    return entry ? [entry] : [];
  });
}

/**
 * A collapsible list (spec 01 §2 key information "first 4, then Show More / Show Less"; features "limit 8,
 * Show All / Hide"): what shows, how many are hidden, and whether the toggle is needed at all.
 */
export function visibleItems<T>(
  items: readonly T[],
  limit: number,
  expanded: boolean,
): { shown: T[]; hiddenCount: number; canToggle: boolean } {
  const cap = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : items.length;
  const canToggle = items.length > cap;
  const shown = expanded || !canToggle ? [...items] : items.slice(0, cap);
  return { shown, hiddenCount: items.length - shown.length, canToggle };
}
