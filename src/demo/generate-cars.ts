import type { CarRecordInput, CarStatus } from "@/lib/import/schema/cars";
import type { AuState } from "@/lib/locations/au-states";
import { carDisplayName } from "@/lib/stock/car-name";
import type { CarType } from "@/lib/stock/stock-values";
import { slugify } from "@/lib/text/slugify";
import type { DemoBody } from "./car-drawings";
import { demoImageUrls } from "./car-image-svg";
import { dealerComments } from "./dealer-comments";
import { dealerPrice, weeklyRepayment } from "./demo-prices";
import type { DemoDealership, DemoStockMix } from "./demo-sites";
import { buildPickers, motorCar, type Pickers } from "./motor-car-draft";
import { type Rng, weightedPicker } from "./prng";
import { caravanCar, motorcycleCar } from "./specialty-drafts";
import { kindQuotas, type StockKind, statusQuotas } from "./stock-quotas";
import type { VehicleDraft } from "./vehicle-draft";
import { makePlate, makeVin, nvic } from "./vehicle-identifiers";

/**
 * Generates one site's cars in a single pass. Everything that must be unique (stock numbers, VINs, slugs) comes
 * from counters rather than from "draw again until unused" loops, so 100,000 cars cost the same per car as 100.
 */

const DAY_MS = 86_400_000;

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

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isoTimestamp(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** The search categories a car is listed under (body, seats, drive, fuel, power and price). */
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

function dealershipPicker(
  dealerships: readonly DemoDealership[],
  weight: (d: DemoDealership) => number,
): ((rng: Rng) => DemoDealership) | undefined {
  const eligible = dealerships.filter((d) => weight(d) > 0);
  return eligible.length > 0 ? weightedPicker(eligible, weight) : undefined;
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

/** What a site's cars are drawn from, made once per site (not per car), and what they share. */
interface SiteDraw {
  readonly nowMs: number;
  readonly year: number;
  readonly month: number;
  /** Each car's kind and status, by its place in the site's list. */
  readonly kinds: readonly StockKind[];
  readonly statuses: readonly CarStatus[];
  readonly pickers: Pickers;
  readonly pickNewDealer: ((rng: Rng) => DemoDealership) | undefined;
  readonly pickUsedDealer: ((rng: Rng) => DemoDealership) | undefined;
  readonly pickSpecialtyDealer: ((rng: Rng) => DemoDealership) | undefined;
  /** dealership slug -> its last stock number's serial */
  readonly stockCounters: Map<string, number>;
  readonly modelSlugs: Map<string, string>;
  readonly imageCache: Map<string, string[]>;
}

function siteDraw(ctx: CarSiteContext): SiteDraw {
  const { rng, now, count } = ctx;
  const year = now.getUTCFullYear();
  const kinds = rng.shuffle(kindQuotas(count, ctx.mix));
  const statuses = rng.shuffle(statusQuotas(count));
  const pickers = buildPickers(year, ctx.dealerships);
  const pickNewDealer = dealershipPicker(ctx.dealerships, (d) => d.newWeight);
  const pickUsedDealer = dealershipPicker(ctx.dealerships, (d) => d.usedWeight);
  const pickSpecialtyDealer = dealershipPicker(ctx.dealerships, (d) => d.specialtyWeight) ?? pickUsedDealer;
  const stockCounters = new Map<string, number>();
  for (const d of ctx.dealerships) stockCounters.set(d.slug, rng.int(10_000, 60_000));
  return {
    nowMs: now.getTime(),
    year,
    month: now.getUTCMonth() + 1,
    kinds,
    statuses,
    pickers,
    pickNewDealer,
    pickUsedDealer,
    pickSpecialtyDealer,
    stockCounters,
    modelSlugs: new Map(),
    imageCache: new Map(),
  };
}

/** The site's `count` cars, drawn from `ctx.rng`: the same context always gives the same cars. */
export function generateSiteCars(ctx: CarSiteContext): CarRecordInput[] {
  const site = siteDraw(ctx);
  const cars: CarRecordInput[] = [];
  for (let i = 0; i < ctx.count; i++) cars.push(siteCar(ctx, site, i));
  return cars;
}

/**
 * Car `i` of the site: its kind and status, the dealership holding it and its stock number, the
 * vehicle its kind draws, the terms it is listed on and its gallery. The draws are made in this order,
 * which the seed's output depends on.
 */
function siteCar(ctx: CarSiteContext, site: SiteDraw, i: number): CarRecordInput {
  const { rng } = ctx;
  const kind = site.kinds[i] as StockKind;
  const status = site.statuses[i] as CarStatus;
  const carType: CarType =
    kind === "new" || kind === "caravan-new" ? "new" : kind === "demo" ? "demo" : "used";
  const dealerPicker =
    kind === "caravan-new" || kind === "caravan-used" || kind === "motorcycle"
      ? site.pickSpecialtyDealer
      : carType === "used"
        ? site.pickUsedDealer
        : (site.pickNewDealer ?? site.pickUsedDealer);
  if (!dealerPicker) throw new Error("demo site has no dealership to hold its cars");
  const dealer = dealerPicker(rng);
  const serial = (site.stockCounters.get(dealer.slug) ?? 10_000) + rng.int(1, 3);
  site.stockCounters.set(dealer.slug, serial);

  const car =
    kind === "caravan-new" || kind === "caravan-used"
      ? caravanCar(rng, carType, site.year)
      : kind === "motorcycle"
        ? motorcycleCar(rng, site.year)
        : motorCar(rng, carType, dealer, site.pickers, site.year);
  const terms = listingTerms(rng, site, { car, carType, status, dealer });
  const gallery = images(rng, car.imageBody, car.colour, site.imageCache);
  return carRecord(ctx, site, i, {
    car,
    carType,
    status,
    dealer,
    stocknum: `${dealer.stockPrefix}${serial}`,
    terms,
    gallery,
  });
}

/** A car as it is listed: the vehicle, its type and status, and the dealership holding it. */
interface Listing {
  readonly car: VehicleDraft;
  readonly carType: CarType;
  readonly status: CarStatus;
  readonly dealer: DemoDealership;
}

/**
 * The terms a car is listed on: its dates, its asking price and price extras, registration and build
 * month, a tag, whether it is certified and its market figures.
 */
function listingTerms(rng: Rng, site: SiteDraw, { car, carType, status, dealer }: Listing) {
  const age = site.year - car.year;
  const { soldAt, createdAt } = listingDates(rng, status, site.nowMs);
  let price: number | null = car.price;
  let preorder = false;
  if (status === "coming_soon" && rng.chance(0.25)) {
    price = null;
    preorder = carType === "new" && rng.chance(0.5);
  }
  const beforePrice = price !== null && rng.chance(0.15) ? dealerPrice(price * rng.float(1.03, 1.12)) : null;
  const offerPrice =
    price !== null && price > 10_000 && rng.chance(0.03) ? price - rng.int(5, 30) * 100 : null;
  const registered = carType !== "new" && car.itemType !== "caravan";
  const regoExpiry = registered ? isoDate(site.nowMs + rng.int(-60, 340) * DAY_MS) : null;
  const buildMonth = car.year >= site.year ? rng.int(1, site.month) : rng.int(1, 12);

  let tag: string | null = null;
  if (carType === "demo" && rng.chance(0.25)) tag = "Test Drive Only";
  else if (car.runout && rng.chance(0.7)) tag = "Runout Sale";
  else if (carType === "used" && age >= 10 && rng.chance(0.3)) tag = "Clearance";

  const certified =
    carType === "used" &&
    dealer.certifiesMake === car.make &&
    age <= 6 &&
    (car.km ?? 0) <= 140_000 &&
    rng.chance(0.75);
  const autograb = marketFigures(rng, { car, carType, status, dealer }, price);
  return {
    soldAt,
    createdAt,
    price,
    preorder,
    beforePrice,
    offerPrice,
    registered,
    regoExpiry,
    buildMonth,
    tag,
    certified,
    autograb,
  };
}

/**
 * Status-dependent dates: sold cars sold 0-10 days ago (so both sides of the 3-day window show up) and
 * listed before that; coming-soon cars were added recently; the rest spread over ~120 days.
 */
function listingDates(
  rng: Rng,
  status: CarStatus,
  nowMs: number,
): { soldAt: number | null; createdAt: number } {
  if (status === "sold") {
    const soldAt = nowMs - rng.float(0.05, 10) * DAY_MS;
    return { soldAt, createdAt: soldAt - rng.float(2, 110) * DAY_MS };
  }
  if (status === "coming_soon") return { soldAt: null, createdAt: nowMs - rng.float(0, 20) * DAY_MS };
  return { soldAt: null, createdAt: nowMs - rng.float(0, 120) * DAY_MS };
}

/**
 * AutoGrab's market figures for a used car at a dealership that uses it (most such cars). A quarter sit
 * more than $499 under both market figures, which is when the below-market badge shows.
 */
function marketFigures(
  rng: Rng,
  { car, carType, dealer }: Listing,
  price: number | null,
): CarRecordInput["autograb_data"] {
  if (!(dealer.autograb && carType === "used" && price !== null && car.itemType === null && rng.chance(0.7)))
    return null;
  return rng.chance(0.25)
    ? {
        average_market_price: price + rng.int(50, 400) * 10,
        state_average_market_price: price + rng.int(60, 350) * 10,
      }
    : {
        average_market_price: Math.round((price * rng.float(0.93, 1.06)) / 10) * 10,
        state_average_market_price: Math.round((price * rng.float(0.93, 1.06)) / 10) * 10,
      };
}

/**
 * The car's record in the import bundle: the listing, its identifiers, comments and categories, and
 * the few flags drawn last (in the order the fields are written).
 */
function carRecord(
  ctx: CarSiteContext,
  site: SiteDraw,
  i: number,
  listing: Listing & {
    stocknum: string;
    terms: ReturnType<typeof listingTerms>;
    gallery: string[];
  },
): CarRecordInput {
  const { rng } = ctx;
  const { car, carType, status, dealer, stocknum, gallery } = listing;
  const { price, preorder, beforePrice, offerPrice, registered, regoExpiry, buildMonth } = listing.terms;
  const { soldAt, createdAt, tag, certified, autograb } = listing.terms;
  const location = ctx.salesLocations.get(dealer.slug);
  const state = location?.state ?? dealer.address.state;
  const km = car.km;
  const inStock = status !== "sold";
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
  let modelSlug = site.modelSlugs.get(car.modelKey);
  if (modelSlug === undefined) {
    modelSlug = slugify(car.modelKey);
    site.modelSlugs.set(car.modelKey, modelSlug);
  }
  const vin = makeVin(rng, car.make, car.year, ctx.vinSerialBase + i);

  return {
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
  };
}
