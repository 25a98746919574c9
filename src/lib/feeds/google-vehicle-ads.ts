import { type XmlNode, xmlDocument } from "../text/xml-document";
import {
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
  oneLineAddress,
  storeCode,
} from "./feed-car";

/**
 * The Google vehicle ads / vehicle listings feed (Merchant Center "vehicle ads" primary feed, an RSS 2.0
 * file in the `g:` namespace, which Merchant Center fetches on a schedule). One `<item>` per car the
 * channel takes, with the attributes Google documents as required for vehicle ads (id, title,
 * description, link, image_link, price, condition, brand, model, year, mileage, VIN, store_code,
 * vehicle_fulfillment) and for vehicle listings (dealership_name, dealership_address), plus the
 * recommended ones we know (trim, color, body_style, engine, additional_image_link, sale_price, …).
 * Decision 0032 records which cars are left out and why.
 */

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

/** Google product category 916: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
export const GOOGLE_VEHICLE_CATEGORY = "916";
export const GOOGLE_TITLE_LIMIT = 150;
export const GOOGLE_ID_LIMIT = 50;
export const GOOGLE_DESCRIPTION_LIMIT = 5000;
/** One image_link and up to 10 additional_image_link. */
export const GOOGLE_IMAGE_LIMIT = 11;

/** Every attribute an item always carries (tests check each row has them). */
export const GOOGLE_REQUIRED_ATTRIBUTES = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "condition",
  "brand",
  "model",
  "year",
  "mileage",
  "vin",
  "store_code",
  "vehicle_fulfillment",
  "dealership_name",
  "dealership_address",
] as const;

/** Google's body_style values for our bodies (a ute is a "truck" to Google, as its AU help says). */
const BODY_STYLES: Record<string, string> = {
  hatch: "hatchback",
  hatchback: "hatchback",
  sedan: "sedan",
  suv: "suv",
  "4x4": "suv",
  ute: "truck",
  "cab chassis": "truck",
  cabchassis: "truck",
  van: "full size van",
  "people mover": "minivan",
  peoplemover: "minivan",
  wagon: "station wagon",
  "station wagon": "station wagon",
  stationwagon: "station wagon",
  coupe: "coupe",
  convertible: "convertible",
  crossover: "crossover",
};

const ENGINES: Record<string, string> = {
  petrol: "gasoline",
  diesel: "diesel",
  electric: "electric",
  hybrid: "hybrid",
  phev: "plug in hybrid",
};

export type GoogleItem = {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  price: string;
  sale_price?: string;
  condition: "new" | "used";
  brand: string;
  model: string;
  year: string;
  trim?: string;
  mileage: string;
  vin: string;
  color?: string;
  body_style?: string;
  engine?: string;
  certified_pre_owned?: "yes";
  store_code: string;
  vehicle_fulfillment: { option: "in_store"; store_code: string };
  dealership_name: string;
  dealership_address: string;
  availability: "in_stock";
  date_in_stock?: string;
  google_product_category: string;
};

/** The car as a Google item, or why Google cannot take it. */
export function googleItem(car: FeedCar, ctx: FeedContext): GoogleItem | { excluded: Exclusion } {
  if (car.status !== "in_stock") return { excluded: "not_in_stock" };
  // A held car cannot be bought from the ad; it comes back when the hold ends.
  if (car.reserved) return { excluded: "reserved" };
  // Vehicle ads take only non-commercial passenger vehicles, "cars and pickup trucks (utes in AU)".
  if (!isPassengerVehicle(car)) return { excluded: "not_a_car" };
  const prices = feedPrices(car);
  if (!prices) return { excluded: "no_price" };
  const images = feedImages(car, ctx.origin, GOOGLE_IMAGE_LIMIT);
  if (!images[0]) return { excluded: "no_photo" };
  if (!isVin(car.vin)) return { excluded: "no_vin" };
  const address = car.location ? oneLineAddress(car.location) : null;
  if (!car.location || !address) return { excluded: "no_location" };
  // Mileage is required; a new car has none to speak of, a used one must say.
  if (car.carType !== "new" && (car.km === null || car.km < 0)) return { excluded: "no_odometer" };
  const km = car.carType === "new" ? Math.max(0, car.km ?? 0) : (car.km as number);
  const code = storeCode(car.location, ctx);
  const body = BODY_STYLES[(car.simpleBody ?? car.body ?? "").trim().toLowerCase()];
  const engine = ENGINES[(car.simpleFuel ?? "").trim().toLowerCase()];
  const trim = car.badge?.trim();
  const colour = car.colour?.trim();
  const inStock = isoDate(car.createdAt);
  return {
    id: car.slug.length <= GOOGLE_ID_LIMIT ? car.slug : String(car.id),
    title: feedTitle(car, GOOGLE_TITLE_LIMIT),
    description: feedDescription(car, GOOGLE_DESCRIPTION_LIMIT),
    link: carPageUrl(car, ctx.origin),
    image_link: images[0],
    additional_image_link: images.slice(1),
    price: moneyText(prices.price),
    ...(prices.salePrice !== null ? { sale_price: moneyText(prices.salePrice) } : {}),
    // Google's vehicle conditions are new and used; a demonstrator has been driven and registered.
    condition: car.carType === "new" ? "new" : "used",
    brand: car.make.trim(),
    model: car.model.trim(),
    year: String(car.year),
    ...(trim ? { trim } : {}),
    mileage: `${Math.round(km)} km`,
    vin: (car.vin as string).trim().toUpperCase(),
    ...(colour ? { color: colour } : {}),
    ...(body ? { body_style: body } : {}),
    ...(engine ? { engine } : {}),
    ...(car.certified && car.carType === "used" ? { certified_pre_owned: "yes" as const } : {}),
    store_code: code,
    vehicle_fulfillment: { option: "in_store", store_code: code },
    dealership_name: car.dealership.name.trim(),
    dealership_address: address,
    availability: "in_stock",
    ...(inStock ? { date_in_stock: inStock } : {}),
    google_product_category: GOOGLE_VEHICLE_CATEGORY,
  };
}

/** The whole feed: an RSS 2.0 channel of the site's cars Google takes, and what was left out. */
export function googleVehicleAdsFeed(cars: readonly FeedCar[], ctx: FeedContext): FeedResult {
  const excluded: FeedResult["excluded"] = {};
  const items: XmlNode[] = [];
  for (const car of cars) {
    const item = googleItem(car, ctx);
    if ("excluded" in item) countExclusion(excluded, item.excluded);
    else items.push(googleXmlItem(item));
  }
  const body = xmlDocument({
    rss: {
      "@_version": "2.0",
      "@_xmlns:g": GOOGLE_NAMESPACE,
      channel: {
        title: `${ctx.siteName}: vehicles for sale`,
        link: `${ctx.origin}/`,
        description: `In-stock vehicles of ${ctx.siteName}, for Google vehicle ads and vehicle listings.`,
        item: items,
      },
    },
  });
  return { body, included: items.length, excluded };
}

/** An item's attributes as `g:` elements; a list repeats its element, the fulfilment is a group. */
function googleXmlItem(item: GoogleItem): XmlNode {
  const node: XmlNode = {};
  for (const [name, value] of Object.entries(item)) {
    node[`g:${name}`] =
      name === "vehicle_fulfillment"
        ? { "g:option": item.vehicle_fulfillment.option, "g:store_code": item.vehicle_fulfillment.store_code }
        : (value as string | string[]);
  }
  return node;
}
