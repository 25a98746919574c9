import type { CarRecordInput, CarStatus } from "@/lib/import/schema/cars";
import type { AuState } from "@/lib/locations/au-states";
import { carDisplayName } from "@/lib/stock/car-name";
import type { CarType } from "@/lib/stock/stock-values";
import { slugify } from "@/lib/text/slugify";
import { type DemoBody, demoImageUrls } from "./car-image-svg";
import type { DemoDealership, DemoStockMix } from "./demo-sites";
import {
  COMMENT_BODY,
  COMMENT_CLOSERS,
  COMMENT_OPENERS,
  type CommentAudience,
  fillTemplate,
} from "./demo-text";
import { type Rng, weightedPicker } from "./prng";
import {
  BODY_EQUIPMENT,
  CARAVAN_COLOURS,
  CARAVANS,
  CATALOGUE,
  type CatalogueModel,
  COLOURS_BY_MAKE,
  EQUIPMENT,
  type EquipmentRow,
  GENERIC_COLOURS,
  INTERIOR_COLOURS,
  MOTORCYCLES,
  type PowertrainRow,
  type SimpleBody,
} from "./vehicle-catalogue";

/**
 * Generates one site's cars in a single pass. Everything that must be unique (stock numbers, VINs, slugs) comes
 * from counters rather than from "draw again until unused" loops, so 100,000 cars cost the same per car as 100.
 */

const DAY_MS = 86_400_000;

type StockKind = CarType | "caravan-new" | "caravan-used" | "motorcycle";

export interface CarSiteContext {
  readonly rng: Rng;
  readonly now: Date;
  readonly count: number;
  readonly mix: DemoStockMix;
  readonly dealerships: readonly DemoDealership[];
  /** dealership slug -> its sales location (slug, city, state) */
  readonly salesLocations: ReadonlyMap<string, { slug: string; city: string; state: AuState }>;
  /** VIN serials are drawn from this range so VINs stay unique across sites. */
  readonly vinSerialBase: number;
}

/** Exact counts per kind (rounded from the mix), so small runs get the intended shares instead of luck. */
function kindQuotas(count: number, mix: DemoStockMix): StockKind[] {
  const share = (fraction: number) => {
    const n = Math.round(count * fraction);
    return fraction > 0 && n === 0 && mix.atLeastOne ? 1 : n;
  };
  const newCount = share(mix.new);
  const demoCount = share(mix.demo);
  const caravanCount = share(mix.caravan);
  const motorcycleCount = share(mix.motorcycle);
  const caravanNew = Math.round(caravanCount * 0.3);
  const kinds: StockKind[] = [];
  const push = (kind: StockKind, n: number) => {
    for (let i = 0; i < n && kinds.length < count; i++) kinds.push(kind);
  };
  push("new", newCount);
  push("demo", demoCount);
  push("caravan-new", caravanNew);
  push("caravan-used", caravanCount - caravanNew);
  push("motorcycle", motorcycleCount);
  push("used", count - kinds.length);
  return kinds;
}

function statusQuotas(count: number): CarStatus[] {
  const sold = Math.round(count * 0.06);
  const comingSoon = Math.round(count * 0.05);
  const statuses: CarStatus[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(i < sold ? "sold" : i < sold + comingSoon ? "coming_soon" : "in_stock");
  return statuses;
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_YEAR_CYCLE = "ABCDEFGHJKLMNPRSTVWXY123456789";
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Letter values for the check digit (ISO 3779 transliteration), as pairs "letter, value".
const VIN_LETTER_VALUES = "A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9";
const VIN_VALUES: ReadonlyMap<string, number> = new Map(
  Array.from({ length: VIN_LETTER_VALUES.length / 2 }, (_, i) => [
    VIN_LETTER_VALUES[i * 2] as string,
    Number(VIN_LETTER_VALUES[i * 2 + 1]),
  ]),
);

const WMI: Readonly<Record<string, string>> = {
  Toyota: "MR0",
  Mazda: "JM0",
  Hyundai: "KMH",
  Kia: "KNA",
  Ford: "MNA",
  Mitsubishi: "MMA",
  Nissan: "JN1",
  Subaru: "JF1",
  Volkswagen: "WVW",
  "Isuzu UTE": "MPA",
  MG: "LSJ",
  "GWM Haval": "LGW",
  GWM: "LGW",
  BYD: "LGX",
  Tesla: "LRW",
  Honda: "JHM",
  Holden: "6G1",
  Suzuki: "JS3",
  LDV: "LSF",
  Jeep: "1C4",
  Lexus: "JTJ",
  BMW: "WBA",
  "Mercedes-Benz": "W1K",
  Audi: "WAU",
  Volvo: "YV1",
  Skoda: "TMB",
  Mini: "WMW",
  "Harley-Davidson": "1HD",
  Kawasaki: "JKA",
  Yamaha: "JYA",
  Ducati: "ZDM",
  KTM: "VBK",
};

/**
 * A 17-character VIN with a valid North American check digit (Australian VINs need not have one, but a valid
 * one keeps them plausible to any checker). Uniqueness comes from `serial`: positions 11-17 encode it exactly.
 */
function makeVin(rng: Rng, make: string, year: number, serial: number): string {
  let vin = WMI[make] ?? "6T9";
  for (let i = 0; i < 5; i++) vin += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  vin += "0"; // check digit placeholder
  vin += VIN_YEAR_CYCLE[(((year - 1980) % 30) + 30) % 30];
  vin += VIN_CHARS[Math.floor(serial / 1_000_000) % VIN_CHARS.length];
  vin += String(serial % 1_000_000).padStart(6, "0");
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] as string;
    const value = c >= "0" && c <= "9" ? Number(c) : (VIN_VALUES.get(c) ?? 0);
    sum += value * (VIN_WEIGHTS[i] as number);
  }
  const check = sum % 11;
  return `${vin.slice(0, 8)}${check === 10 ? "X" : String(check)}${vin.slice(9)}`;
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const PLATE_PATTERNS: Readonly<Record<AuState, string>> = {
  qld: "999 LLL",
  nsw: "LLL99L",
  vic: "9LL 9LL",
  sa: "S999LLL",
  wa: "9LLL 999",
  tas: "L99LL",
  nt: "CA99LL",
  act: "YLL99L",
};

function makePlate(rng: Rng, state: AuState): string {
  let plate = "";
  for (const c of PLATE_PATTERNS[state]) {
    plate += c === "9" ? String(rng.int(0, 9)) : c === "L" ? LETTERS[rng.int(0, LETTERS.length - 1)] : c;
  }
  return plate;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoTimestamp(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** Advertised prices end in 990, the way dealers price. */
function dealerPrice(value: number, floor = 990): number {
  return Math.max(floor, Math.floor(value / 1000) * 1000 + 990);
}

function weeklyRepayment(price: number): number {
  const principal = price * 0.9;
  const rate = 0.0899 / 52;
  const periods = 5 * 52;
  return Math.round((principal * rate) / (1 - (1 + rate) ** -periods));
}

/** Which drawn body a catalogue body type uses for its demo photos. */
export const DEMO_BODY: Readonly<Record<SimpleBody, DemoBody>> = {
  Hatch: "hatch",
  Sedan: "sedan",
  SUV: "suv",
  Ute: "ute",
  "Cab Chassis": "ute",
  Van: "van",
  Wagon: "wagon",
  Coupe: "coupe",
  Convertible: "convertible",
  "People Mover": "people-mover",
};

/** Typical dimensions (mm) and GVM (kg) per body, for the variant block. */
const BODY_DIMENSIONS: Readonly<Record<SimpleBody, readonly [number, number, number, number]>> = {
  Hatch: [4370, 1790, 1450, 1800],
  Sedan: [4850, 1840, 1450, 2050],
  SUV: [4650, 1860, 1700, 2400],
  Ute: [5320, 1900, 1815, 3100],
  "Cab Chassis": [5230, 1870, 1950, 3500],
  Van: [5260, 1950, 1990, 3300],
  Wagon: [4870, 1875, 1670, 2300],
  Coupe: [4750, 1915, 1400, 2100],
  Convertible: [3915, 1735, 1235, 1450],
  "People Mover": [5155, 1995, 1775, 2900],
};

const FUEL_TEXT: Readonly<Record<PowertrainRow[0], string>> = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid (Petrol)",
  PHEV: "Plug-in Hybrid (Petrol)",
  Electric: "Electric",
};

function transmissionText(trans: "Automatic" | "Manual", gears: number, fuel: PowertrainRow[0]): string {
  if (fuel === "Electric") return "1 Speed Reduction Gear";
  if (gears === 0) return "Continuous Variable";
  return `${gears} Speed ${trans === "Manual" ? "Manual" : "Automatic"}`;
}

function bestFirst(rows: readonly EquipmentRow[]): readonly EquipmentRow[] {
  return [...rows].sort((a, b) => b[2] - a[2]);
}

const CARAVAN_EQUIPMENT: readonly EquipmentRow[] = bestFirst([
  ["Queen Bed", null, 0],
  ["Roll-out Awning", "Awning", 0],
  ["Gas/Electric Hot Water System", null, 0],
  ["Microwave", null, 0],
  ["Reverse Cycle Air Conditioning", "Air Conditioning", 0],
  ["Ensuite with Separate Shower", "Ensuite", 1],
  ["Solar Panels", "Solar", 1],
  ["Lithium Battery", null, 1],
  ["Diesel Heater", null, 2],
  ["Front Load Washing Machine", null, 2],
  ["Off-road Independent Suspension", "Off-road", 2],
  ["Outdoor Kitchen", null, 2],
  ["Reversing Camera", "Reversing Camera", 1],
  ["Twin 95L Water Tanks", null, 0],
]);

const MOTORCYCLE_EQUIPMENT: readonly EquipmentRow[] = bestFirst([
  ["ABS (Antilock Brakes)", null, 0],
  ["LED Headlight", "LED Headlights", 0],
  ["TFT Display", null, 1],
  ["Traction Control", null, 1],
  ["Riding Modes", null, 1],
  ["Cruise Control", "Cruise Control", 2],
  ["Quickshifter", null, 2],
  ["Heated Grips", null, 2],
]);

const EQUIPMENT_BEST_FIRST = bestFirst(EQUIPMENT);
const PHONE_MIRRORING = new Set(["Apple CarPlay", "Android Auto"]);

/**
 * Equipment for a car: rows above the badge's tier are skipped and the rest kept at random up to a per-car
 * target, so a base model lists fewer and plainer items than a top badge. Pools are listed best first because
 * the detail page shows only the first few features.
 */
function pickEquipment(
  rng: Rng,
  pools: readonly (readonly EquipmentRow[])[],
  tier: 0 | 1 | 2,
  oldCar: boolean,
): { standardEquipment: string[]; filtered_features: string[] } {
  const target = rng.int(5, 25);
  const lines: string[] = [];
  const features: string[] = [];
  const take = ([line, feature]: EquipmentRow) => {
    lines.push(line);
    if (feature && !features.includes(feature)) features.push(feature);
  };
  for (const pool of pools) {
    for (const row of pool) {
      if (lines.length >= target) break;
      // Phone mirroring arrived around 2016; older cars without it read more true to life.
      if (row[2] > tier || (oldCar && PHONE_MIRRORING.has(row[0]))) continue;
      if (rng.chance(0.75)) take(row);
    }
  }
  // The contract asks for at least five lines; top up from what was skipped.
  for (const pool of pools) {
    for (const row of pool) {
      if (lines.length >= 5) break;
      if (!lines.includes(row[0]) && !(oldCar && PHONE_MIRRORING.has(row[0]))) take(row);
    }
  }
  return { standardEquipment: lines, filtered_features: features };
}

function dealerComments(
  rng: Rng,
  audience: CommentAudience,
  values: Readonly<Record<string, string>>,
): string {
  const roll = rng.next();
  if (roll < 0.09) return "";
  // A lone separator is "empty" to the detail page (spec 01 §2), so feeds that send one are worth showing.
  if (roll < 0.1) return "|";
  const size = rng.next();
  const target = size < 0.25 ? rng.int(40, 200) : size < 0.6 ? rng.int(200, 450) : rng.int(450, 1200);
  const sentences = [
    rng.pick(COMMENT_OPENERS[audience]),
    ...rng.sample(COMMENT_BODY[audience], COMMENT_BODY[audience].length),
    rng.pick(COMMENT_CLOSERS),
  ];
  const perParagraph = rng.chance(0.5) ? 2 : Number.POSITIVE_INFINITY;
  // Built as parts and joined once: 100,000 comments as concatenation ropes cost noticeably more memory.
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  let length = 0;
  for (const template of sentences) {
    if (length >= target) break;
    const sentence = fillTemplate(template, values);
    if (length + sentence.length + 1 > MAX_COMMENT_LENGTH) continue;
    if (paragraph.length >= perParagraph) {
      paragraphs.push(paragraph.join(" "));
      paragraph = [];
    }
    paragraph.push(sentence);
    length += sentence.length + (length === 0 ? 0 : 1);
  }
  if (paragraph.length > 0) paragraphs.push(paragraph.join(" "));
  const text = paragraphs.join("|");
  // An empty placeholder (a car without a badge) leaves a double space or a space before a full stop.
  return text.includes("  ") || text.includes(" .")
    ? text.replace(/ {2,}/g, " ").replace(/ ([.,:!])/g, "$1")
    : text;
}

/** Dealer comments run up to this length so both sides of the 400-character cut (spec 01 §9) occur. */
const MAX_COMMENT_LENGTH = 1200;

function categoriesFor(draft: VehicleDraft, price: number | null): string[] {
  if (draft.itemType === "caravan") return ["Caravans & Campers"];
  if (draft.itemType === "motorcycle") return ["Motorcycles"];
  const { body, seats, drive, simpleFuel: fuel, kw } = draft;
  const categories: string[] = [];
  if (body === "SUV") categories.push("SUV");
  if (body === "Ute" || body === "Cab Chassis" || body === "Van") categories.push("Commercial");
  if (seats !== null && seats >= 7) categories.push("7 Seater");
  if (drive === "4X4") categories.push("4x4 & Off-road");
  if (fuel === "Electric" || fuel === "Hybrid" || fuel === "PHEV") categories.push("Electrified");
  if (body === "Coupe" || body === "Convertible" || kw >= 250) categories.push("Performance");
  if (price !== null && price < 20_000) categories.push("Under $20k");
  if (price !== null && price >= 90_000) categories.push("Luxury");
  if ((body === "Hatch" || body === "Sedan") && price !== null && price < 30_000)
    categories.push("First Car");
  if (categories.length === 0) categories.push("Family");
  return categories;
}

interface Pickers {
  newByMake: Map<string, (rng: Rng) => CatalogueModel>;
  usedByMake: Map<string, (rng: Rng) => CatalogueModel>;
}

function modelPicker(models: readonly CatalogueModel[]): ((rng: Rng) => CatalogueModel) | undefined {
  return models.length > 0 ? weightedPicker(models, (m) => m.popularity) : undefined;
}

/** Pickers are built once per site (not per car) so each draw is a binary search. */
function buildPickers(year: number, dealerships: readonly DemoDealership[]): Pickers {
  const current = CATALOGUE.filter((m) => m.from <= year && m.to === undefined);
  const usable = CATALOGUE.filter((m) => m.from <= year);
  const newByMake = new Map<string, (rng: Rng) => CatalogueModel>();
  const usedByMake = new Map<string, (rng: Rng) => CatalogueModel>();
  const anyNew = modelPicker(current);
  const anyUsed = modelPicker(usable);
  if (anyNew) newByMake.set("", anyNew);
  if (anyUsed) usedByMake.set("", anyUsed);
  for (const d of dealerships) {
    if (!d.make || newByMake.has(d.make)) continue;
    const make = d.make;
    const n = modelPicker(current.filter((m) => m.make === make));
    const u = modelPicker(usable.filter((m) => m.make === make));
    if (n) newByMake.set(make, n);
    if (u) usedByMake.set(make, u);
  }
  return { newByMake, usedByMake };
}

function dealershipPicker(
  dealerships: readonly DemoDealership[],
  weight: (d: DemoDealership) => number,
): ((rng: Rng) => DemoDealership) | undefined {
  const eligible = dealerships.filter((d) => weight(d) > 0);
  return eligible.length > 0 ? weightedPicker(eligible, weight) : undefined;
}

/** Model year for used stock: skewed young, as most trade-ins are. */
function usedYear(rng: Rng, from: number, to: number | undefined, year: number): number {
  const lo = Math.max(from, year - 15);
  const hi = Math.min(to ?? year, year);
  if (lo >= hi) return hi;
  return Math.max(lo, hi - Math.floor((hi - lo + 1) * rng.next() ** 1.7));
}

function usedKm(rng: Rng, age: number): number {
  const years = age + rng.float(0.2, 1);
  return Math.max(1500, Math.round(years * rng.float(12_000, 18_000) * rng.float(0.7, 1.25)));
}

const MAX_IMAGES = 12;

/** Galleries share their URL strings per body and colour; at 100,000 cars the copies add up. */
function images(rng: Rng, body: DemoBody, colour: string, cache: Map<string, string[]>): string[] {
  if (rng.chance(0.03)) return [];
  const count = rng.chance(0.15) ? rng.int(1, 5) : rng.int(6, MAX_IMAGES);
  const key = `${body}/${colour}`;
  let urls = cache.get(key);
  if (!urls) {
    urls = demoImageUrls(body, colour, MAX_IMAGES);
    cache.set(key, urls);
  }
  return urls.slice(0, count);
}

function formatKm(km: number): string {
  return String(km).replace(/\B(?=(\d{3})+$)/g, ",");
}

export function generateSiteCars(ctx: CarSiteContext): CarRecordInput[] {
  const { rng, now, count } = ctx;
  const nowMs = now.getTime();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const kinds = rng.shuffle(kindQuotas(count, ctx.mix));
  const statuses = rng.shuffle(statusQuotas(count));
  const pickers = buildPickers(year, ctx.dealerships);
  const pickNewDealer = dealershipPicker(ctx.dealerships, (d) => d.newWeight);
  const pickUsedDealer = dealershipPicker(ctx.dealerships, (d) => d.usedWeight);
  const pickSpecialtyDealer = dealershipPicker(ctx.dealerships, (d) => d.specialtyWeight) ?? pickUsedDealer;
  const stockCounters = new Map<string, number>();
  const modelSlugs = new Map<string, string>();
  const imageCache = new Map<string, string[]>();
  for (const d of ctx.dealerships) stockCounters.set(d.slug, rng.int(10_000, 60_000));

  const cars: CarRecordInput[] = [];
  for (let i = 0; i < count; i++) {
    const kind = kinds[i] as StockKind;
    const status = statuses[i] as CarStatus;
    const carType: CarType =
      kind === "new" || kind === "caravan-new" ? "new" : kind === "demo" ? "demo" : "used";
    const dealerPicker =
      kind === "caravan-new" || kind === "caravan-used" || kind === "motorcycle"
        ? pickSpecialtyDealer
        : carType === "used"
          ? pickUsedDealer
          : (pickNewDealer ?? pickUsedDealer);
    if (!dealerPicker) throw new Error("demo site has no dealership to hold its cars");
    const dealer = dealerPicker(rng);
    const location = ctx.salesLocations.get(dealer.slug);
    const serial = (stockCounters.get(dealer.slug) ?? 10_000) + rng.int(1, 3);
    stockCounters.set(dealer.slug, serial);
    const stocknum = `${dealer.stockPrefix}${serial}`;

    const car =
      kind === "caravan-new" || kind === "caravan-used"
        ? caravanCar(rng, carType, year)
        : kind === "motorcycle"
          ? motorcycleCar(rng, year)
          : motorCar(rng, carType, dealer, pickers, year);

    const age = year - car.year;
    const state = location?.state ?? dealer.address.state;
    const km = car.km;

    // Status-dependent dates: sold cars sold 0-10 days ago (so both sides of the 3-day window show up) and
    // listed before that; coming-soon cars were added recently; the rest spread over ~120 days.
    let soldAt: number | null = null;
    let createdAt: number;
    if (status === "sold") {
      soldAt = nowMs - rng.float(0.05, 10) * DAY_MS;
      createdAt = soldAt - rng.float(2, 110) * DAY_MS;
    } else if (status === "coming_soon") {
      createdAt = nowMs - rng.float(0, 20) * DAY_MS;
    } else {
      createdAt = nowMs - rng.float(0, 120) * DAY_MS;
    }

    let price: number | null = car.price;
    let preorder = false;
    if (status === "coming_soon" && rng.chance(0.25)) {
      price = null;
      preorder = carType === "new" && rng.chance(0.5);
    }
    const beforePrice =
      price !== null && rng.chance(0.15) ? dealerPrice(price * rng.float(1.03, 1.12)) : null;
    const offerPrice =
      price !== null && price > 10_000 && rng.chance(0.03) ? price - rng.int(5, 30) * 100 : null;
    const inStock = status !== "sold";
    const registered = carType !== "new" && car.itemType !== "caravan";
    const regoExpiry = registered ? isoDate(nowMs + rng.int(-60, 340) * DAY_MS) : null;
    const buildMonth = car.year >= year ? rng.int(1, month) : rng.int(1, 12);

    let tag: string | null = null;
    if (carType === "demo" && rng.chance(0.25)) tag = "Test Drive Only";
    else if (car.runout && rng.chance(0.7)) tag = "Runout Sale";
    else if (carType === "used" && age >= 10 && rng.chance(0.3)) tag = "Clearance";

    const certified =
      carType === "used" &&
      dealer.certifiesMake === car.make &&
      age <= 6 &&
      (km ?? 0) <= 140_000 &&
      rng.chance(0.75);

    let autograb: CarRecordInput["autograb_data"] = null;
    if (dealer.autograb && carType === "used" && price !== null && car.itemType === null && rng.chance(0.7)) {
      // A quarter sit more than $499 under both market figures, which is when the below-market badge shows.
      autograb = rng.chance(0.25)
        ? {
            average_market_price: price + rng.int(50, 400) * 10,
            state_average_market_price: price + rng.int(60, 350) * 10,
          }
        : {
            average_market_price: Math.round((price * rng.float(0.93, 1.06)) / 10) * 10,
            state_average_market_price: Math.round((price * rng.float(0.93, 1.06)) / 10) * 10,
          };
    }

    const gallery = images(rng, car.imageBody, car.colour, imageCache);
    const values: Record<string, string> = {
      year: String(car.year),
      make: car.make,
      model: car.model,
      badge: car.badge ?? "",
      colour: car.colour,
      dealer: dealer.name,
      km: km === null ? "" : formatKm(km),
      body: (car.simpleBody ?? "car").toLowerCase(),
      state: state.toUpperCase(),
    };
    const name = carDisplayName(car);
    let modelSlug = modelSlugs.get(car.modelKey);
    if (modelSlug === undefined) {
      modelSlug = slugify(car.modelKey);
      modelSlugs.set(car.modelKey, modelSlug);
    }
    const vin = makeVin(rng, car.make, car.year, ctx.vinSerialBase + i);

    cars.push({
      dealership_slug: dealer.slug,
      location_slug: location?.slug ?? null,
      slug: `${car.year}-${modelSlug}-${stocknum.toLowerCase()}`,
      stocknum,
      vin,
      nvic: carType === "new" || car.itemType !== null ? null : nvic(rng),
      name,
      carsales_title: `${name} ${car.titleSuffix}`,
      make: car.make,
      model: car.model,
      badge: car.badge,
      series: car.series,
      year: car.year,
      colour: car.colour,
      interior_colour: car.interiorColour,
      car_type: carType,
      status,
      tag,
      reserved: status === "in_stock" && rng.chance(0.03),
      certified,
      show_on_dealer_website: !rng.chance(0.005),
      price,
      before_price: beforePrice !== null && price !== null && beforePrice > price ? beforePrice : null,
      offer_price: offerPrice,
      weekly_price: price !== null && carType !== "used" && rng.chance(0.4) ? weeklyRepayment(price) : null,
      price_type: carType === "new" && rng.chance(0.3) ? "Excl. Govt. Charges" : "Drive Away",
      preorder,
      km,
      build_date: `${String(buildMonth).padStart(2, "0")}/${car.year}`,
      compliance_date:
        carType === "new" ? null : `${String(Math.min(12, buildMonth + 1)).padStart(2, "0")}/${car.year}`,
      rego_expiry: regoExpiry,
      regplate: registered ? makePlate(rng, state) : null,
      seats: car.seats,
      doors: car.doors,
      drive: car.drive,
      engine_size: car.engineSize,
      simple_body: car.simpleBody,
      simple_fuel: car.simpleFuel,
      simple_transmission: car.simpleTransmission,
      trans: car.trans,
      gearnum: car.gearnum,
      fuel: car.fuel,
      body: car.body,
      bodyconfiguration: car.bodyconfiguration,
      manufacturer_body: car.manufacturerBody,
      dealercomments: dealerComments(rng, car.audience ?? carType, values),
      city: location?.city ?? dealer.address.city,
      state,
      item_type: car.itemType,
      categories: categoriesFor(car, price),
      filtered_features: car.equipment.filtered_features,
      primary_image_url: gallery[0] ?? null,
      images: gallery,
      standardEquipment: car.equipment.standardEquipment,
      variant: car.variant,
      specifications: car.specifications,
      autograb_data: autograb,
      reserve_deposit: status === "in_stock" && rng.chance(0.05) ? rng.pick([500, 1000]) : null,
      checkout_enabled: inStock && price !== null && rng.chance(0.85),
      trade_in_enabled: inStock && rng.chance(0.9),
      created_at: isoTimestamp(createdAt),
      sold_at: soldAt === null ? null : isoTimestamp(soldAt),
    });
  }
  return cars;
}

function nvic(rng: Rng): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return code;
}

/** The kind-specific half of a car; `generateSiteCars` adds dealership, status, price extras and dates. */
interface VehicleDraft {
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  colour: string;
  interiorColour: string | null;
  price: number;
  km: number | null;
  runout: boolean;
  seats: number | null;
  doors: number | null;
  drive: string | null;
  engineSize: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  trans: string | null;
  gearnum: number | null;
  fuel: string | null;
  body: string;
  bodyconfiguration: string | null;
  manufacturerBody: string | null;
  itemType: "caravan" | "motorcycle" | null;
  imageBody: DemoBody;
  variant: Record<string, string | number | null> | null;
  specifications: Record<string, string | number | null> | null;
  equipment: { standardEquipment: string[]; filtered_features: string[] };
  /** "make model", the cache key for the car slug's middle part. */
  modelKey: string;
  /** Appended to the car's name for carsales_title. */
  titleSuffix: string;
  /** null: comments follow the car type. */
  audience: CommentAudience | null;
  kw: number;
}

const MANUFACTURER_BODY: Readonly<Record<SimpleBody, string>> = {
  Hatch: "Hatch & sedans",
  Sedan: "Hatch & sedans",
  Wagon: "Hatch & sedans",
  SUV: "SUVs & 4WDs",
  Ute: "Utes & Vans",
  "Cab Chassis": "Utes & Vans",
  Van: "Utes & Vans",
  Coupe: "Performance",
  Convertible: "Performance",
  "People Mover": "People movers",
};

function motorCar(
  rng: Rng,
  carType: CarType,
  dealer: DemoDealership,
  pickers: Pickers,
  year: number,
): VehicleDraft {
  const ownMake =
    dealer.make !== null && (carType !== "used" || rng.chance(dealer.ownMakeUsedShare)) ? dealer.make : "";
  const pool = carType === "used" ? pickers.usedByMake : pickers.newByMake;
  const pick = pool.get(ownMake) ?? pool.get("");
  if (!pick) throw new Error("the vehicle catalogue has no model for this year");
  const model = pick(rng);

  let carYear = year;
  let runout = false;
  if (carType === "used") carYear = usedYear(rng, model.from, model.to, year);
  else if (model.from <= year - 1 && rng.chance(carType === "demo" ? 0.35 : 0.08)) {
    carYear = year - 1;
    runout = carType === "new";
  }

  const [badgeName, badgeFactor] = rng.pick(model.badges);
  const pt: PowertrainRow = rng.chance(0.6)
    ? (model.powertrains[0] as PowertrainRow)
    : rng.pick(model.powertrains);
  const [fuel, litres, cylinders, induction, trans, gears, drive, kw, nm, consumption] = pt;
  const basePt = model.powertrains[0] as PowertrainRow;
  const ptFactor = Math.min(1.3, Math.max(0.85, 1 + (kw - basePt[7]) / 600));
  const rrp = model.rrp * badgeFactor * ptFactor;
  const age = year - carYear;

  let km: number;
  let price: number;
  if (carType === "new") {
    km = rng.int(0, 50);
    price = dealerPrice(rrp * rng.float(0.97, 1.03) * (runout ? 0.93 : 1));
  } else if (carType === "demo") {
    km = rng.int(1_000, 12_000);
    price = dealerPrice(rrp * rng.float(0.86, 0.93));
  } else {
    km = usedKm(rng, age);
    const expected = age * 15_000 + 5_000;
    const kmFactor = Math.min(1.1, Math.max(0.8, 1 - (km - expected) / 300_000));
    price = dealerPrice(rrp * 0.85 * 0.9 ** age * kmFactor * rng.float(0.95, 1.05), 4_990);
  }

  const tier: 0 | 1 | 2 = badgeFactor >= 1.1 ? 2 : badgeFactor >= 0.95 ? 1 : 0;
  const colours = COLOURS_BY_MAKE[model.make] ?? GENERIC_COLOURS;
  const colour = rng.pick(colours);
  const interiorColour = rng.pick(tier === 2 ? INTERIOR_COLOURS.leather : INTERIOR_COLOURS.cloth);
  const pools: (readonly EquipmentRow[])[] = [EQUIPMENT_BEST_FIRST];
  const bodyExtras = BODY_EQUIPMENT[model.body];
  if (bodyExtras) pools.unshift(bodyExtras);
  if (drive === "4X4") pools.unshift(BODY_EQUIPMENT["4X4"] ?? []);
  if (fuel === "Electric") pools.unshift(BODY_EQUIPMENT.Electric ?? []);
  if (model.seats >= 7) pools.unshift(BODY_EQUIPMENT["7 Seats"] ?? []);
  const equipment = pickEquipment(rng, pools, tier, carYear < 2016);
  const [length, width, height, gvm] = BODY_DIMENSIONS[model.body];
  const electric = fuel === "Electric";
  const transText = transmissionText(trans, gears, fuel);
  const badge = badgeName === "" ? null : badgeName;
  const cc = Math.round(litres * 1000);

  return {
    make: model.make,
    model: model.model,
    badge,
    series: model.series,
    year: carYear,
    colour,
    interiorColour,
    price,
    km,
    runout,
    seats: model.seats,
    doors: model.doors,
    drive,
    engineSize: electric ? null : `${litres.toFixed(1)}L`,
    simpleBody: model.body,
    simpleFuel: fuel,
    simpleTransmission: trans,
    trans: transText,
    gearnum: gears === 0 ? null : gears,
    fuel: FUEL_TEXT[fuel],
    body: model.body,
    bodyconfiguration: model.bodyconfiguration,
    manufacturerBody: MANUFACTURER_BODY[model.body],
    itemType: null,
    imageBody: DEMO_BODY[model.body],
    variant: {
      cylinders: electric ? null : cylinders,
      enginesize: electric ? null : cc,
      enginesize_litres: electric ? null : litres,
      induction,
      geartype: electric ? "Reduction Gear" : gears === 0 ? "CVT" : trans,
      power: kw,
      torque: nm,
      fuelconsumptioncombined: electric ? null : consumption,
      energyconsumption: electric ? consumption : null,
      fuelcapacity: model.fuelTank,
      grossvehiclemass: gvm,
      vehiclelength: length,
      vehiclewidth: width,
      vehicleheight: height,
      towingcapacitybraked: model.towing,
      bodyconfiguration: model.bodyconfiguration,
      ancaprating: carYear >= year - 6 ? 5 : null,
    },
    specifications: null,
    equipment,
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: `${trans === "Manual" ? "Manual" : "Auto"}${drive === "4X4" ? " 4x4" : ""} ${model.bodyconfiguration}`,
    audience: null,
    kw,
  };
}

function caravanCar(rng: Rng, carType: CarType, year: number): VehicleDraft {
  const model = rng.pick(CARAVANS);
  const carYear = carType === "new" ? year : usedYear(rng, model.from, undefined, year);
  const lengthFt = rng.int(model.lengthFt[0] * 2, model.lengthFt[1] * 2) / 2;
  const tare = Math.round((lengthFt * 120 + rng.int(-150, 250)) / 10) * 10;
  const age = year - carYear;
  const base = model.rrp * (0.8 + (lengthFt - model.lengthFt[0]) * 0.04);
  const price = carType === "new" ? dealerPrice(base) : dealerPrice(base * 0.9 * 0.93 ** age, 9_990);
  const layout = rng.pick(["Ensuite", "Club Lounge", "Bunk", "Tourer", "Off-road"]);
  const feet = Math.floor(lengthFt);
  const lengthLabel = lengthFt % 1 === 0 ? `${feet}ft` : `${feet}ft 6in`;
  return {
    make: model.make,
    model: model.model,
    badge: `${lengthLabel} ${layout}`,
    series: null,
    year: carYear,
    colour: rng.pick(CARAVAN_COLOURS),
    interiorColour: null,
    price,
    km: null,
    runout: false,
    seats: null,
    doors: 1,
    drive: null,
    engineSize: null,
    simpleBody: "Caravan",
    simpleFuel: null,
    simpleTransmission: null,
    trans: null,
    gearnum: null,
    fuel: null,
    body: "Caravan",
    bodyconfiguration: "Caravan",
    manufacturerBody: "Caravans",
    itemType: "caravan",
    imageBody: "caravan",
    variant: null,
    specifications: {
      body_length: lengthFt,
      body_width: rng.pick([7.5, 7.8, 8]),
      tare_weight: tare,
      axle_type: lengthFt >= 19 ? "Tandem" : "Single",
      sleeps: rng.int(model.sleeps[0], model.sleeps[1]),
      aggregate_trailer_mass: tare + rng.int(40, 80) * 10,
    },
    equipment: pickEquipment(rng, [CARAVAN_EQUIPMENT], layout === "Off-road" ? 2 : 1, false),
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: "Caravan",
    audience: "caravan",
    kw: 0,
  };
}

function motorcycleCar(rng: Rng, year: number): VehicleDraft {
  const model = rng.pick(MOTORCYCLES);
  const carYear = usedYear(rng, model.from, undefined, year);
  const age = year - carYear;
  const km = Math.max(500, Math.round((age + rng.float(0.2, 1)) * rng.float(3_000, 8_000)));
  return {
    make: model.make,
    model: model.model,
    badge: null,
    series: null,
    year: carYear,
    colour: rng.pick(["Black", "Red", "Blue", "White", "Grey", "Orange"]),
    interiorColour: null,
    price: dealerPrice(model.rrp * 0.85 * 0.9 ** age, 3_990),
    km,
    runout: false,
    seats: 2,
    doors: 0,
    drive: null,
    engineSize: `${Math.round(model.litres * 1000)}cc`,
    simpleBody: "Motorcycle",
    simpleFuel: "Petrol",
    simpleTransmission: "Manual",
    trans: "6 Speed Manual",
    gearnum: 6,
    fuel: "Unleaded Petrol",
    body: "Motorcycle",
    bodyconfiguration: "Motorcycle",
    manufacturerBody: "Motorcycles",
    itemType: "motorcycle",
    imageBody: "motorcycle",
    variant: { cylinders: model.cylinders, enginesize: Math.round(model.litres * 1000) },
    specifications: null,
    equipment: pickEquipment(rng, [MOTORCYCLE_EQUIPMENT], 2, false),
    modelKey: `${model.make} ${model.model}`,
    titleSuffix: "Motorcycle",
    audience: "motorcycle",
    kw: 0,
  };
}
