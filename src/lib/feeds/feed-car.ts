import { formatKm } from "../format/format";
import { carDisplayName } from "../stock/car-name";
import { isRealPrice } from "../stock/price-display";
import { cutText, dealerCommentParagraphs } from "../vehicle/dealer-comments";

/**
 * A listed car as the advertising feeds (Google vehicle ads, Meta vehicle catalogue) read it: plain
 * data, loaded by server/feeds for one site. Relative photo paths are resolved against the site's
 * origin here, so every URL a feed carries is absolute.
 */
export type FeedCar = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  carType: string;
  status: string;
  reserved: boolean;
  certified: boolean;
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  km: number | null;
  colour: string | null;
  simpleBody: string | null;
  body: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  drive: string | null;
  vin: string | null;
  stocknum: string | null;
  itemType: string | null;
  dealercomments: string | null;
  primaryImageUrl: string | null;
  images: readonly { url: string }[];
  /** ISO timestamp: when the car came into stock. */
  createdAt: string;
  dealership: { id: number; slug: string; name: string; phone: string | null };
  /** The yard the car stands at (its sales location); null when the feed named none. */
  location: FeedLocation | null;
};

export type FeedLocation = {
  slug: string;
  name: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type FeedContext = {
  /** The site's public origin, no trailing slash: car pages and photos are made absolute against it. */
  origin: string;
  siteName: string;
  /**
   * Store codes by location slug (site config `feeds.store_codes`): the codes the dealer's Google
   * Business Profile uses. A location with none uses its slug.
   */
  storeCodes: Readonly<Record<string, string>>;
};

/** Why a channel leaves a car out; every excluded car is counted by reason in the feed's report. */
export type Exclusion =
  | "not_in_stock"
  | "reserved"
  | "not_a_car"
  | "no_price"
  | "no_photo"
  | "no_vin"
  | "no_location"
  | "no_odometer"
  | "no_colour"
  | "no_map_position";

export const EXCLUSION_TEXT: Record<Exclusion, string> = {
  not_in_stock: "not in stock (coming soon or sold)",
  reserved: "reserved: held for a shopper",
  not_a_car: "a caravan or motorcycle, which the channel does not advertise",
  no_price: "no price (the channel needs one)",
  no_photo: "no photo (the channel needs one)",
  no_vin: "no 17-character VIN (the channel needs one)",
  no_location: "no location with an address (the channel needs the dealership's)",
  no_odometer: "a used car without its kilometres (the channel needs them)",
  no_colour: "no exterior colour (the channel needs one)",
  no_map_position: "its location has no map position (the channel needs one)",
};

export type FeedResult = {
  /** The feed document. */
  body: string;
  included: number;
  excluded: Partial<Record<Exclusion, number>>;
};

export const CURRENCY = "AUD";
export const COUNTRY = "AU";

/** Item types and bodies the vehicle channels refuse (both are for passenger cars and utes). */
const NOT_CARS = new Set(["caravan", "motorcycle", "motorbike", "trailer", "boat", "camper", "motorhome"]);

export function isPassengerVehicle(car: Pick<FeedCar, "itemType" | "simpleBody" | "body">): boolean {
  const kinds = [car.itemType, car.simpleBody, car.body].map((v) => v?.trim().toLowerCase() ?? "");
  return !kinds.some((kind) => NOT_CARS.has(kind));
}

/** A 17-character VIN (ISO 3779: no I, O or Q); a pre-1989 chassis number is not one. */
export function isVin(vin: string | null): vin is string {
  return typeof vin === "string" && /^[A-HJ-NPR-Z0-9]{17}$/i.test(vin.trim());
}

/**
 * The advertised price and, when the car is on offer, the price it was: spec 01 §4's price priority,
 * its was-price only a before_price above the offer (as on the pages).
 */
export function feedPrices(car: Pick<FeedCar, "price" | "beforePrice" | "offerPrice">): {
  price: number;
  salePrice: number | null;
} | null {
  if (isRealPrice(car.offerPrice)) {
    const was = car.beforePrice;
    return isRealPrice(was) && was > car.offerPrice
      ? { price: was, salePrice: car.offerPrice }
      : { price: car.offerPrice, salePrice: null };
  }
  if (isRealPrice(car.price)) return { price: car.price, salePrice: null };
  return null;
}

/** "45990.00 AUD": ISO 4217, the form both channels document. */
export function moneyText(amount: number): string {
  return `${amount.toFixed(2)} ${CURRENCY}`;
}

/** An absolute http(s) URL of `raw` against the site's origin, or null when it is not one. */
export function absoluteUrl(raw: string | null | undefined, origin: string): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, `${origin}/`);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The car's photos as absolute URLs, main photo first, without repeats, at most `limit`. */
export function feedImages(car: Pick<FeedCar, "primaryImageUrl" | "images">, origin: string, limit: number) {
  const out: string[] = [];
  for (const raw of [car.primaryImageUrl, ...car.images.map((i) => i.url)]) {
    const url = absoluteUrl(raw, origin);
    if (url && !out.includes(url)) out.push(url);
    if (out.length >= limit) break;
  }
  return out;
}

/** The car page's canonical URL. */
export function carPageUrl(car: Pick<FeedCar, "slug">, origin: string): string {
  return `${origin}/cars/${encodeURIComponent(car.slug)}`;
}

/** "2022 Toyota HiLux SR5", cut to the channel's limit. */
export function feedTitle(car: Pick<FeedCar, "name" | "year" | "make" | "model" | "badge">, max: number) {
  const name = car.name.trim() || carDisplayName(car);
  return cutText(name, max);
}

const CONDITION_WORD: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

/**
 * The listing's description: the dealer's comments as plain text (HTML a feed sent is reduced to its
 * text, '|' breaks become new lines); without comments, a sentence of the car's facts. Both channels
 * take plain text up to 5,000 characters and refuse links or shouting, which dealer comments rarely
 * hold; the channel's own review catches the rest.
 */
export function feedDescription(car: FeedCar, max = 5000): string {
  const paragraphs = dealerCommentParagraphs(car.dealercomments);
  if (paragraphs.length) return cutText(paragraphs.join("\n"), max);
  const facts = [
    `${CONDITION_WORD[car.carType] ?? ""} ${feedTitle(car, 150)}`.trim(),
    car.km !== null && car.carType !== "new" ? formatKm(car.km) : null,
    car.colour?.trim() || null,
    car.simpleTransmission?.trim() || null,
    car.simpleFuel?.trim() || null,
  ].filter(Boolean);
  const where = car.location?.city ? ` in ${car.location.city}` : "";
  return cutText(`${facts.join(", ")}, at ${car.dealership.name}${where}.`, max);
}

/** "1 Main St, Brisbane QLD 4000, AU": the one-line address Google's dealership_address takes. */
export function oneLineAddress(location: FeedLocation): string | null {
  const street = location.street?.trim();
  const city = location.city?.trim();
  if (!street || !city) return null;
  const tail = [city, location.state?.trim().toUpperCase(), location.postcode?.trim()]
    .filter(Boolean)
    .join(" ");
  return `${street}, ${tail}, ${COUNTRY}`;
}

/** The store code of the car's location: the dealer's own code, else the location's slug. */
export function storeCode(location: FeedLocation, ctx: Pick<FeedContext, "storeCodes">): string {
  return ctx.storeCodes[location.slug] ?? location.slug;
}

/** "YYYY-MM-DD" of an ISO timestamp, or null. */
export function isoDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function countExclusion(excluded: Partial<Record<Exclusion, number>>, reason: Exclusion): void {
  excluded[reason] = (excluded[reason] ?? 0) + 1;
}
