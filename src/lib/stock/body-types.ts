import { slugify } from "../text/slugify";
import { ownValue } from "../utils/own-value";

/**
 * The body-type list (spec 02 §3 "Body-type list", decision 0087): the body types the platform knows
 * by name. A feed's body is free text ("Cab Chassis", "CAB-CHASSIS", "People Mover"); it is one of
 * these when its letters and digits, case aside, are the key's. The list drives the home page's
 * browse-by-body-type cards (one card per known type, spec 02 §2 "Browse-by-make / body-type facet
 * cards linking to /search/{make-or-body-slug}") and the routes they link to, /search/{type slug},
 * which find every body the type covers. A body outside the list (a caravan, a motorcycle) stays a
 * value of the Body type filter but gets no card.
 */
export const BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

const LABELS: Record<BodyType, string> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  ev: "EV",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  prestige: "Prestige",
  sedan: "Sedan",
  softtop: "Softtop",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
};

const BY_LETTERS = new Map<string, BodyType>(BODY_TYPES.map((t) => [t.toLowerCase(), t]));

/** The list's body type a feed's body text names, or null when it names none. */
export function bodyTypeOf(body: string | null | undefined): BodyType | null {
  if (!body) return null;
  return BY_LETTERS.get(body.toLowerCase().replace(/[^a-z0-9]/g, "")) ?? null;
}

/** How a page names a body type: "Cab Chassis", "SUV". */
export function bodyTypeLabel(type: BodyType): string {
  return LABELS[type];
}

/** The body type's route segment: /search/cab-chassis, /search/4x4. */
export function bodyTypeSlug(type: BodyType): string {
  return slugify(LABELS[type]);
}

const BY_SLUG: Record<string, BodyType> = Object.fromEntries(BODY_TYPES.map((t) => [bodyTypeSlug(t), t]));

/** The body type a route segment names, or null. */
export function bodyTypeFromSlug(slug: string): BodyType | null {
  return ownValue(BY_SLUG, slug) ?? null;
}
