import { type XmlNode, xmlDocument } from "../text/xml-document";
import {
  COUNTRY,
  carPageUrl,
  countExclusion,
  type Exclusion,
  type FeedCar,
  type FeedContext,
  type FeedResult,
  feedDescription,
  feedImages,
  feedPrices,
  feedTitle,
  isoDate,
  isPassengerVehicle,
  isVin,
  moneyText,
} from "./feed-car";

/**
 * The Meta (Facebook, Instagram) automotive catalogue feed: a "Vehicles" catalogue for automotive
 * inventory ads, as the XML file Commerce Manager fetches on a schedule (`<listings>` of `<listing>`).
 * Each listing carries the fields Meta documents as required for a vehicle (vehicle_id, title,
 * description, url, make, model, year, mileage value and unit, image url, body_style, price,
 * exterior_color, state_of_vehicle, address, latitude, longitude, vin) and the useful optional ones
 * (transmission, fuel_type, drivetrain, trim, sale_price, availability, dealer details). Decision 0032
 * records which cars are left out and why.
 */

export const META_TITLE_LIMIT = 500;
export const META_ID_LIMIT = 100;
export const META_DESCRIPTION_LIMIT = 5000;
/** Meta takes up to 20 images a vehicle. */
export const META_IMAGE_LIMIT = 20;

export const META_BODY_STYLES = [
  "CONVERTIBLE",
  "COUPE",
  "HATCHBACK",
  "MINIVAN",
  "TRUCK",
  "SUV",
  "SEDAN",
  "VAN",
  "WAGON",
  "CROSSOVER",
  "OTHER",
] as const;
export const META_STATES_OF_VEHICLE = ["NEW", "USED", "CPO"] as const;
export const META_FUEL_TYPES = [
  "DIESEL",
  "ELECTRIC",
  "GASOLINE",
  "FLEX",
  "HYBRID",
  "PETROL",
  "PLUGIN_HYBRID",
  "OTHER",
] as const;
export const META_DRIVETRAINS = ["4X2", "4X4", "AWD", "FWD", "RWD", "TWO_WD", "FOUR_WD", "OTHER"] as const;
export const META_TRANSMISSIONS = ["AUTOMATIC", "MANUAL"] as const;
export const META_AVAILABILITY = ["AVAILABLE", "PENDING"] as const;

/** Every field a listing always carries (tests check each listing has them). */
export const META_REQUIRED_FIELDS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "image.url",
  "body_style",
  "price",
  "exterior_color",
  "state_of_vehicle",
  "address",
  "latitude",
  "longitude",
  "vin",
] as const;

const BODY_STYLES: Record<string, (typeof META_BODY_STYLES)[number]> = {
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  sedan: "SEDAN",
  suv: "SUV",
  "4x4": "SUV",
  ute: "TRUCK",
  "cab chassis": "TRUCK",
  cabchassis: "TRUCK",
  van: "VAN",
  "people mover": "MINIVAN",
  peoplemover: "MINIVAN",
  wagon: "WAGON",
  "station wagon": "WAGON",
  stationwagon: "WAGON",
  coupe: "COUPE",
  convertible: "CONVERTIBLE",
  crossover: "CROSSOVER",
};

const FUEL_TYPES: Record<string, (typeof META_FUEL_TYPES)[number]> = {
  petrol: "PETROL",
  diesel: "DIESEL",
  electric: "ELECTRIC",
  hybrid: "HYBRID",
  phev: "PLUGIN_HYBRID",
};

const DRIVETRAINS: Record<string, (typeof META_DRIVETRAINS)[number]> = {
  fwd: "FWD",
  rwd: "RWD",
  awd: "AWD",
  "4x4": "4X4",
  "4wd": "4X4",
  "4x2": "4X2",
  "2wd": "TWO_WD",
};

const TRANSMISSIONS: Record<string, (typeof META_TRANSMISSIONS)[number]> = {
  automatic: "AUTOMATIC",
  manual: "MANUAL",
};

export type MetaListing = {
  vehicle_id: string;
  title: string;
  description: string;
  url: string;
  make: string;
  model: string;
  year: number;
  trim?: string;
  mileage: { value: number; unit: "KM" };
  images: string[];
  body_style: (typeof META_BODY_STYLES)[number];
  transmission?: (typeof META_TRANSMISSIONS)[number];
  fuel_type?: (typeof META_FUEL_TYPES)[number];
  drivetrain?: (typeof META_DRIVETRAINS)[number];
  vin: string;
  price: string;
  sale_price?: string;
  exterior_color: string;
  state_of_vehicle: (typeof META_STATES_OF_VEHICLE)[number];
  availability: (typeof META_AVAILABILITY)[number];
  address: { addr1: string; city: string; region: string; postal_code: string; country: string };
  latitude: number;
  longitude: number;
  dealer_id: string;
  dealer_name: string;
  dealer_phone?: string;
  date_first_on_lot?: string;
};

const lookup = <T>(table: Record<string, T>, raw: string | null): T | undefined =>
  table[(raw ?? "").trim().toLowerCase()];

/** The car as a Meta listing, or why Meta cannot take it. */
export function metaListing(car: FeedCar, ctx: FeedContext): MetaListing | { excluded: Exclusion } {
  if (car.status !== "in_stock") return { excluded: "not_in_stock" };
  // Meta's vehicle catalogue is for cars: its body styles have no caravan or motorcycle.
  if (!isPassengerVehicle(car)) return { excluded: "not_a_car" };
  const prices = feedPrices(car);
  if (!prices) return { excluded: "no_price" };
  const images = feedImages(car, ctx.origin, META_IMAGE_LIMIT);
  if (!images[0]) return { excluded: "no_photo" };
  if (!isVin(car.vin)) return { excluded: "no_vin" };
  const location = car.location;
  const street = location?.street?.trim();
  const city = location?.city?.trim();
  const region = location?.state?.trim().toUpperCase();
  const postcode = location?.postcode?.trim();
  if (!location || !street || !city || !region || !postcode) return { excluded: "no_location" };
  if (location.latitude === null || location.longitude === null) return { excluded: "no_map_position" };
  if (car.carType !== "new" && (car.km === null || car.km < 0)) return { excluded: "no_odometer" };
  const colour = car.colour?.trim();
  if (!colour) return { excluded: "no_colour" };
  const trim = car.badge?.trim();
  const transmission = lookup(TRANSMISSIONS, car.simpleTransmission);
  const fuel = lookup(FUEL_TYPES, car.simpleFuel);
  const drive = lookup(DRIVETRAINS, car.drive);
  const phone = car.location?.phone?.trim() || car.dealership.phone?.trim();
  const onLot = isoDate(car.createdAt);
  return {
    vehicle_id: car.slug.length <= META_ID_LIMIT ? car.slug : String(car.id),
    title: feedTitle(car, META_TITLE_LIMIT),
    description: feedDescription(car, META_DESCRIPTION_LIMIT),
    url: carPageUrl(car, ctx.origin),
    make: car.make.trim(),
    model: car.model.trim(),
    year: car.year,
    ...(trim ? { trim } : {}),
    mileage: { value: car.carType === "new" ? Math.max(0, car.km ?? 0) : (car.km as number), unit: "KM" },
    images,
    body_style: lookup(BODY_STYLES, car.simpleBody ?? car.body) ?? "OTHER",
    ...(transmission ? { transmission } : {}),
    ...(fuel ? { fuel_type: fuel } : {}),
    ...(drive ? { drivetrain: drive } : {}),
    vin: (car.vin as string).trim().toUpperCase(),
    price: moneyText(prices.price),
    ...(prices.salePrice !== null ? { sale_price: moneyText(prices.salePrice) } : {}),
    exterior_color: colour,
    // Meta's CPO is a manufacturer-certified used car; a demonstrator is sold as used.
    state_of_vehicle:
      car.carType === "new" ? "NEW" : car.certified && car.carType === "used" ? "CPO" : "USED",
    // A reserved car is held for someone for 48 hours: Meta's "pending" (sale in progress).
    availability: car.reserved ? "PENDING" : "AVAILABLE",
    address: { addr1: street, city, region, postal_code: postcode, country: COUNTRY },
    latitude: location.latitude,
    longitude: location.longitude,
    dealer_id: car.dealership.slug,
    dealer_name: car.dealership.name.trim(),
    ...(phone ? { dealer_phone: phone } : {}),
    ...(onLot ? { date_first_on_lot: onLot } : {}),
  };
}

/** The whole feed: `<listings>` of the site's cars Meta takes, and what was left out. */
export function metaVehiclesFeed(cars: readonly FeedCar[], ctx: FeedContext, selfUrl: string): FeedResult {
  const excluded: FeedResult["excluded"] = {};
  const listings: XmlNode[] = [];
  for (const car of cars) {
    const listing = metaListing(car, ctx);
    if ("excluded" in listing) countExclusion(excluded, listing.excluded);
    else listings.push(metaXmlListing(listing));
  }
  const body = xmlDocument({
    listings: {
      title: `${ctx.siteName}: vehicles for sale`,
      link: { "@_rel": "self", "@_href": selfUrl },
      listing: listings,
    },
  });
  return { body, included: listings.length, excluded };
}

/** A listing in Meta's XML shape: mileage as value and unit, one image element per photo, a simple address. */
function metaXmlListing(listing: MetaListing): XmlNode {
  const { images, address, mileage, ...fields } = listing;
  const node: XmlNode = {};
  for (const [name, value] of Object.entries(fields)) {
    node[name] = value as string | number;
    if (name === "year") {
      node.mileage = { value: mileage.value, unit: mileage.unit };
      node.image = images.map((url) => ({ url }));
    }
  }
  node.address = {
    "@_format": "simple",
    component: Object.entries(address).map(([name, text]) => ({ "@_name": name, "#text": text })),
  };
  return node;
}
