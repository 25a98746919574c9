import { slugify } from "../text/slugify";
/**
 * The static manufacturer list (spec 02 §3 "Manufacturer (static list, about 145 entries)"): cars, motorcycles,
 * caravans and trucks sold in Australia. Slugs are derived from names by `manufacturerSlug` so a make typed in a
 * stock feed ("Mercedes-Benz", "mercedes benz") resolves to the same entry.
 */

export interface Manufacturer {
  readonly name: string;
  readonly slug: string;
}

export type ManufacturerKind = "car" | "motorcycle" | "caravan" | "truck";

/** Lower-case, '&' spelled out, every run of other characters a single hyphen, no leading or trailing hyphen. */
export function manufacturerSlug(name: string): string {
  return slugify(name);
}

// Grouped by kind so the list is easy to review; the export is one flat list because a make's kind is not part
// of the spec's entry. Names that collide across kinds (Honda, Suzuki, BMW, Volvo, Isuzu) keep the car brand's
// plain name and give the other division its trading name, so every slug stays unique.
const NAMES_BY_KIND: Readonly<Record<ManufacturerKind, readonly string[]>> = {
  car: [
    "Abarth",
    "Alfa Romeo",
    "Alpine",
    "Aston Martin",
    "Audi",
    "Bentley",
    "BMW",
    "BYD",
    "Cadillac",
    "Chery",
    "Chevrolet",
    "Chrysler",
    "Citroen",
    "Cupra",
    "Daihatsu",
    "Deepal",
    "Dodge",
    "Ferrari",
    "Fiat",
    "Ford",
    "Foton",
    "GAC",
    "Geely",
    "Genesis",
    "Great Wall",
    "GWM",
    "GWM Haval",
    "GWM Ora",
    "GWM Tank",
    "Haval",
    "Holden",
    "Honda",
    "HSV",
    "Hummer",
    "Hyundai",
    "Ineos",
    "Infiniti",
    "Isuzu UTE",
    "Jaecoo",
    "Jaguar",
    "Jeep",
    "KGM SsangYong",
    "Kia",
    "Lamborghini",
    "Land Rover",
    "LDV",
    "Leapmotor",
    "Lexus",
    "Lotus",
    "Mahindra",
    "Maserati",
    "Mazda",
    "McLaren",
    "Mercedes-Benz",
    "MG",
    "Mini",
    "Mitsubishi",
    "Nissan",
    "Omoda",
    "Opel",
    "Peugeot",
    "Polestar",
    "Porsche",
    "Proton",
    "Ram",
    "Renault",
    "Rolls-Royce",
    "Saab",
    "Skoda",
    "Skywell",
    "Smart",
    "SsangYong",
    "Subaru",
    "Suzuki",
    "Tesla",
    "Toyota",
    "Volkswagen",
    "Volvo",
    "Xpeng",
    "Zeekr",
  ],
  motorcycle: [
    "Aprilia",
    "Benelli",
    "Beta",
    "BMW Motorrad",
    "Can-Am",
    "CFMoto",
    "Ducati",
    "GasGas",
    "Harley-Davidson",
    "Honda Motorcycles",
    "Husqvarna",
    "Hyosung",
    "Indian",
    "Kawasaki",
    "KTM",
    "Kymco",
    "Moto Guzzi",
    "MV Agusta",
    "Piaggio",
    "Polaris",
    "Royal Enfield",
    "Sherco",
    "Suzuki Motorcycles",
    "SYM",
    "Triumph",
    "Vespa",
    "Yamaha",
    "Zero Motorcycles",
  ],
  caravan: [
    "Avan",
    "Bushtracker",
    "Coromal",
    "Crusader",
    "Essential Caravans",
    "Evernew",
    "Franklin",
    "Goldstream RV",
    "Jayco",
    "Kedron",
    "Kokoda",
    "Lotus Caravans",
    "MDC",
    "New Age",
    "Paramount",
    "Regent",
    "Retreat Caravans",
    "Roadstar",
    "Royal Flair",
    "Snowy River",
    "Sunland",
    "Supreme",
    "Swagman",
    "Track Trailer",
    "Trakmaster",
    "Vista RV",
    "Windsor",
    "Wonderland RV",
    "Zone RV",
  ],
  truck: [
    "DAF",
    "Freightliner",
    "Fuso",
    "Hino",
    "International",
    "Isuzu Trucks",
    "Iveco",
    "Kenworth",
    "Mack",
    "MAN",
    "Scania",
    "UD Trucks",
    "Volvo Trucks",
    "Western Star",
  ],
};

export const MANUFACTURERS: readonly Manufacturer[] = Object.values(NAMES_BY_KIND)
  .flat()
  .map((name) => ({ name, slug: manufacturerSlug(name) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const BY_SLUG: ReadonlyMap<string, Manufacturer> = new Map(MANUFACTURERS.map((m) => [m.slug, m]));

/** Looks a make up by its name in any spelling or case, or by its slug; undefined when it is not listed. */
export function findManufacturer(nameOrSlug: string): Manufacturer | undefined {
  return BY_SLUG.get(manufacturerSlug(nameOrSlug));
}
