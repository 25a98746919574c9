import type { Bundle } from "@/lib/import/bundle-schema";
import { manufacturerSlug } from "@/lib/stock/manufacturers";
import { slugify } from "@/lib/text/slugify";
import type { DemoBody } from "./car-drawings";
import { demoImageUrl } from "./car-image-svg";
import { siteArticles, siteGuarantees, sitePages } from "./demo-content";
import { TOYOTA_MODEL_DESCRIPTIONS, toyotaAccessories } from "./demo-models";
import { DEMO_SITES, type DemoAddress, type DemoDealership, type DemoSiteDefinition } from "./demo-sites";
import {
  FIRST_NAMES,
  fillTemplate,
  LAST_INITIALS,
  REVIEW_REPLIES,
  REVIEW_TEXT,
  STAFF_NAMES,
} from "./demo-text";
import { generateSiteCars } from "./generate-cars";
import { DEMO_BODY } from "./motor-car-draft";
import { createRng, deriveSeed, type Rng, weightedPicker } from "./prng";
import { CATALOGUE } from "./vehicle-catalogue";

/**
 * Deterministic demo data: three tenants' import bundles built from a seed. Pure (no I/O, no clock reads other
 * than the `now` default), so the same options always give byte-identical JSON and a re-import changes nothing.
 */

export const DEFAULT_DEMO_CARS = 3000;
export const DEFAULT_DEMO_SEED = 20_240_601;
/** Each site draws VIN serials from its own block of this size, which caps a site's car count. */
const VIN_BLOCK = 10_000_000;
export const MAX_DEMO_CARS = 1_000_000;

export interface GenerateDemoOptions {
  /** Cars for the dealer group; the other two sites get a share of it (12% and 10%, at least 40 and 30). */
  cars?: number;
  seed?: number;
  /** Dates (created, sold, rego, offers, reviews) are relative to this; defaults to the current time. */
  now?: Date;
}

export interface DemoSiteBundle {
  site: string;
  bundle: Bundle;
}

type LocationInput = NonNullable<Bundle["locations"]>[number];
type OfferInput = NonNullable<Bundle["offers"]>[number];
type ReviewInput = NonNullable<Bundle["reviews"]>[number];
type ModelInput = NonNullable<Bundle["models"]>[number];

const DAY_MS = 86_400_000;

export function generateDemoBundles(options: GenerateDemoOptions = {}): DemoSiteBundle[] {
  const cars = options.cars ?? DEFAULT_DEMO_CARS;
  if (!Number.isInteger(cars) || cars < 0 || cars > MAX_DEMO_CARS) {
    throw new RangeError(`cars must be a whole number from 0 to ${MAX_DEMO_CARS}`);
  }
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!Number.isInteger(seed)) throw new RangeError("seed must be a whole number");
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid date");

  return DEMO_SITES.map((site, index) => ({
    site: site.slug,
    bundle: siteBundle(site, index, cars, seed, now),
  }));
}

function siteBundle(site: DemoSiteDefinition, index: number, cars: number, seed: number, now: Date): Bundle {
  const stream = (purpose: string) => createRng(deriveSeed(seed, `${site.slug}:${purpose}`));
  const locations = site.dealerships.flatMap((d) => dealershipLocations(d, now));
  const salesLocations = new Map(
    site.dealerships.map((d) => [
      d.slug,
      { slug: `${d.slug}-sales`, city: d.address.city, state: d.address.state },
    ]),
  );
  const bundle: Bundle = {
    site: {
      slug: site.slug,
      name: site.name,
      template: site.template,
      dealerships: site.dealerships.map((d) => d.slug),
      config: structuredClone(site.config),
    },
    dealerships: site.dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      manufacturer: d.make ? { name: d.make } : null,
      phone: `${d.phoneBase}00`,
      email: d.email,
      autograb: d.autograb,
      ...(d.config ? { config: structuredClone(d.config) } : {}),
    })),
    locations,
    cars: generateSiteCars({
      rng: stream("cars"),
      now,
      count: site.carCount(cars),
      mix: site.mix,
      dealerships: site.dealerships,
      salesLocations,
      vinSerialBase: index * VIN_BLOCK + 100_000,
    }),
    offers: siteOffers(stream("offers"), site, now),
    reviews: locations
      .filter((l) => l.location_type === "sales")
      .flatMap((l) => locationReviews(stream(`reviews:${l.slug}`), l, now)),
  };
  if (site.modelsFor === "Toyota") {
    bundle.models = toyotaModels();
    bundle.accessories = toyotaAccessories(TOYOTA_MODELS);
  }
  bundle.promos = sitePromos(site, now);
  // Issue 19 item 4: the site's pages, blog and guarantee strip.
  bundle.pages = sitePages(site);
  bundle.blog_articles = siteArticles(site, now);
  bundle.guarantee_strip = siteGuarantees(site);
  if (site.promoPopup) bundle.promo_popups = [sitePromoPopup(site.promoPopup, site, now)];
  return bundle;
}

// --- Promo popup (spec 02 §2, §4) ---------------------------------------------------------------------------

type PromoPopupInput = NonNullable<Bundle["promo_popups"]>[number];

/** A month-long campaign that started two days ago, with a picture and a button to the offers. */
function sitePromoPopup(slug: string, site: DemoSiteDefinition, now: Date): PromoPopupInput {
  return {
    slug,
    title: "Spring trade-up event",
    description: `Trade in with ${site.name} this month and get a bonus $1,000 on top of our valuation when you buy any car from our yard.`,
    image_url: demoImageUrl("ute", "Red", 1),
    image_alt: "A red ute on the yard",
    button_text: "See this month's offers",
    button_url: "/special-offers",
    start: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
    expiry: new Date(now.getTime() + 28 * DAY_MS).toISOString(),
  };
}

// --- Promotional cards (spec 02 §4) -----------------------------------------------------------------------

type PromoInput = NonNullable<Bundle["promos"]>[number];

/** Two live cards at the default positions 8 and 17, one for demo cars only, and one that has expired. */
function sitePromos(site: DemoSiteDefinition, now: Date): PromoInput[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      position: 8,
      display: [],
      strictDisplay: false,
      start: at(-14),
      expiry: at(30),
      node: {
        title: "Finance made simple",
        body: `Get a personalised finance estimate from ${site.name} in minutes, with no impact on your credit score.`,
        link_url: "/finance",
        link_text: "Get an estimate",
      },
    },
    {
      position: 17,
      display: ["demo"],
      strictDisplay: true,
      start: at(-7),
      expiry: at(21),
      node: {
        title: "Demo clearance",
        body: "Near-new demonstrators with full new-car warranty, priced to clear this month.",
        link_url: "/search/demo-cars",
        link_text: "Shop demos",
      },
    },
    {
      position: 17,
      display: ["new", "used"],
      strictDisplay: false,
      start: at(-7),
      expiry: at(21),
      node: {
        title: "Trade in, trade up",
        body: "Tell us about your car and get a trade-in valuation before you visit.",
        link_url: site.config.trade_in?.path ?? "/trade-in",
        link_text: "Value my car",
      },
    },
    {
      position: 8,
      display: [],
      strictDisplay: false,
      start: at(-60),
      expiry: at(-30),
      node: { title: "Winter sale (ended)", body: "This offer has ended.", link_url: "/special-offers" },
    },
  ];
}

// --- Locations ---------------------------------------------------------------------------------------------

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

function dealershipLocations(d: DemoDealership, now: Date): LocationInput[] {
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

// --- Offers ------------------------------------------------------------------------------------------------

interface OfferTemplate {
  readonly name: string;
  readonly category: string;
  readonly withModel: boolean;
  readonly description: string;
  readonly disclaimer: string;
}

const FINANCE_OFFER: OfferTemplate = {
  name: "Low-rate finance on {model}",
  category: "Finance offer",
  withModel: true,
  description:
    "Drive away in a new {make} {model} with comparison rates from 6.99% p.a. for approved applicants. Our finance team can have you approved in under an hour, with flexible terms from one to seven years, optional balloon payments and fast settlement so you can collect your car sooner.",
  disclaimer:
    "Finance offer available to approved ABN and personal applicants of {dealer} only. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges, terms and conditions apply.",
};

const OFFER_TEMPLATES: readonly OfferTemplate[] = [
  {
    name: "Free first service on {model}",
    category: "Service offer",
    withModel: true,
    description:
      "Buy any new {make} {model} this month and your first scheduled service is on us. Every service is carried out by factory-trained technicians using genuine parts, and includes a multi-point safety inspection and a complimentary wash.",
    disclaimer:
      "Applies to the first scheduled service only, up to $400. Excludes fleet and government buyers.",
  },
  {
    name: "$1,000 accessories bonus on {model}",
    category: "New car offer",
    withModel: true,
    description:
      "Choose $1,000 worth of genuine accessories, from tow bars and weathershields to floor mats and cargo liners, when you buy a new {make} {model} from {dealer}.",
    disclaimer:
      "Bonus applies to genuine accessories fitted at the time of delivery on new vehicles ordered and delivered during the offer period. Not redeemable for cash. Cannot be combined with other offers. While stocks last.",
  },
  {
    name: "Capped price servicing from $250",
    category: "Service offer",
    withModel: false,
    description:
      "Know exactly what you'll pay: capped price servicing from $250 per visit for eligible vehicles, every 12 months or 15,000 km, whichever comes first.",
    disclaimer:
      "Prices apply to eligible vehicles under the manufacturer's capped price servicing program only.",
  },
  {
    name: "Runout deals on {model}",
    category: "New car offer",
    withModel: true,
    description:
      "Last year's plated {make} {model} stock has to go. Take advantage of runout pricing before it's gone, with every vehicle carrying the full factory warranty.",
    disclaimer:
      "Runout vehicles are limited to stock on hand. Drive away pricing applies to private buyers only.",
  },
  {
    name: "Trade-in bonus of $2,000",
    category: "Used car offer",
    withModel: false,
    description:
      "Get an extra $2,000 on top of our valuation when you trade in your current car and buy any used vehicle from our lot this month.",
    disclaimer:
      "Bonus applies to the trade-in valuation of one vehicle per purchase. Trade-in must be registered.",
  },
  {
    name: "Winter safety check for $49",
    category: "Service offer",
    withModel: false,
    description:
      "Make sure your car is ready for the colder months with a 40-point safety check covering tyres, brakes, wipers, lights, battery and coolant.",
    disclaimer: "Additional parts and labour quoted separately. Bookings essential.",
  },
  {
    name: "15% off genuine parts",
    category: "Parts offer",
    withModel: false,
    description:
      "Save 15% on genuine parts and accessories over the counter at our parts department, from wiper blades to roof racks.",
    disclaimer: "Excludes tyres, batteries and items already on special. Over-the-counter sales only.",
  },
  {
    name: "Certified pre-owned warranty",
    category: "Used car offer",
    withModel: false,
    description:
      "Every certified pre-owned vehicle comes with a 2-year unlimited kilometre warranty, roadside assistance and a 7-day change of mind guarantee.",
    disclaimer: "Applies to certified pre-owned vehicles only. Conditions apply, ask our team for details.",
  },
];

function siteOffers(rng: Rng, site: DemoSiteDefinition, now: Date): OfferInput[] {
  const nowMs = now.getTime();
  const makes = site.dealerships.flatMap((d) => (d.make ? [d.make] : []));
  const count = rng.int(4, 8);
  // The finance offer always comes first and the second always expired, so every site shows both cases.
  const templates = [FINANCE_OFFER, ...rng.sample(OFFER_TEMPLATES, count - 1)];
  const used = new Set<string>();
  return templates.map((template, i) => {
    const make = makes.length > 0 ? rng.pick(makes) : null;
    const models = make ? CATALOGUE.filter((m) => m.make === make && m.to === undefined) : [];
    const model = template.withModel && models.length > 0 ? rng.pick(models) : null;
    const values = {
      make: make ?? "",
      model: model?.model ?? "selected models",
      dealer: site.name,
    };
    const name = fillTemplate(template.name, values);
    let slug = slugify(name);
    for (let n = 2; used.has(slug); n++) slug = `${slugify(name)}-${n}`;
    used.add(slug);
    const startsAt = nowMs - rng.int(5, 60) * DAY_MS;
    const expiresAt =
      i === 1 ? nowMs - rng.int(1, 30) * DAY_MS : rng.chance(0.25) ? null : nowMs + rng.int(10, 90) * DAY_MS;
    return {
      slug,
      name,
      description: fillTemplate(template.description, values).replace(/\s{2,}/g, " "),
      disclaimer: fillTemplate(template.disclaimer, values),
      category: template.category,
      manufacturer: make && (model || template.category !== "Used car offer") ? make : null,
      model: model ? { name: model.model, slug: slugify(model.model), override_url: null } : null,
      image_url: model ? demoImageUrl(DEMO_BODY[model.body], "White", 0) : null,
      starts_at: new Date(startsAt).toISOString(),
      expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    };
  });
}

// --- Reviews -----------------------------------------------------------------------------------------------

const RATINGS: readonly (readonly [1 | 2 | 3 | 4 | 5, number])[] = [
  [5, 62],
  [4, 24],
  [3, 7],
  [2, 4],
  [1, 3],
];
const pickRating = weightedPicker(RATINGS, ([, weight]) => weight);

function locationReviews(rng: Rng, location: LocationInput, now: Date): ReviewInput[] {
  const nowMs = now.getTime();
  const locationName = location.name.replace(/ Sales$/, "");
  const count = rng.int(10, 30);
  const reviews: ReviewInput[] = [];
  for (let k = 0; k < count; k++) {
    const [rating] = pickRating(rng);
    const name = `${rng.pick(FIRST_NAMES)} ${LAST_INITIALS[rng.int(0, LAST_INITIALS.length - 1)]}.`;
    const values = { staff: rng.pick(STAFF_NAMES), location: locationName, name: name.split(" ")[0] ?? name };
    const reviewMs = nowMs - rng.int(1, 720) * DAY_MS;
    const replies = rating >= 4 ? REVIEW_REPLIES.positive : REVIEW_REPLIES.negative;
    const reply = rng.chance(rating >= 4 ? 0.4 : 0.8);
    const replyMs = Math.min(nowMs, reviewMs + rng.int(0, 7) * DAY_MS);
    reviews.push({
      id: `${location.slug}-review-${k + 1}`,
      dealership_slug: location.dealership_slug,
      location_slug: location.slug,
      customer_name: name,
      text: fillTemplate(rng.pick(REVIEW_TEXT[rating]), values),
      rating,
      review_date: new Date(reviewMs).toISOString().slice(0, 10),
      reply_text: reply ? fillTemplate(rng.pick(replies), values) : null,
      reply_date: reply ? new Date(replyMs).toISOString().slice(0, 10) : null,
      image_url: null,
    });
  }
  return reviews;
}

// --- Toyota model range ------------------------------------------------------------------------------------

const TOYOTA_MODELS: readonly (readonly [
  name: string,
  slug: string,
  category: string,
  body: DemoBody,
  status: "current" | "coming_soon" | "discontinued",
])[] = [
  ["Yaris", "yaris", "Hatch & sedans", "hatch", "current"],
  ["Corolla", "corolla", "Hatch & sedans", "hatch", "current"],
  ["Camry", "camry", "Hatch & sedans", "sedan", "current"],
  ["Yaris Cross", "yaris-cross", "SUVs & 4WDs", "suv", "current"],
  ["Corolla Cross", "corolla-cross", "SUVs & 4WDs", "suv", "current"],
  ["C-HR", "c-hr", "SUVs & 4WDs", "suv", "current"],
  ["RAV4", "rav4", "SUVs & 4WDs", "suv", "current"],
  ["Kluger", "kluger", "SUVs & 4WDs", "suv", "current"],
  ["Fortuner", "fortuner", "SUVs & 4WDs", "suv", "current"],
  ["LandCruiser Prado", "landcruiser-prado", "SUVs & 4WDs", "suv", "current"],
  ["LandCruiser 300", "landcruiser-300", "SUVs & 4WDs", "suv", "current"],
  ["bZ4X", "bz4x", "Electrified", "suv", "current"],
  ["LandCruiser FJ", "landcruiser-fj", "SUVs & 4WDs", "suv", "coming_soon"],
  ["C-HR+", "c-hr-plus", "SUVs & 4WDs", "suv", "coming_soon"],
  ["HiLux", "hilux", "Utes & Vans", "ute", "current"],
  ["LandCruiser 70", "landcruiser-70", "Utes & Vans", "ute", "current"],
  ["HiAce", "hiace", "Utes & Vans", "van", "current"],
  ["GR86", "gr86", "GR & performance", "coupe", "current"],
  ["GR Yaris", "gr-yaris", "GR & performance", "hatch", "current"],
  ["Granvia", "granvia", "Utes & Vans", "people-mover", "current"],
  ["Tarago", "tarago", "Utes & Vans", "people-mover", "discontinued"],
];

function toyotaModels(): ModelInput[] {
  return TOYOTA_MODELS.map(([name, slug, category, body, status]) => ({
    manufacturer_slug: "toyota",
    name,
    slug,
    image_url: demoImageUrl(body, "Glacier White", 0),
    manufacturer_body: category,
    override_url: null,
    status,
    description: TOYOTA_MODEL_DESCRIPTIONS[slug] ?? null,
  }));
}
