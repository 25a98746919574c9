import { DEALER_VARIANT_FEES } from "@/lib/finance/providers";
import type { AuState } from "@/lib/locations/au-states";
import type { SiteConfigOverrides } from "@/lib/tenancy/site-config";

/**
 * The three demo tenants: a multi-make dealer group, a single-make Toyota dealer and a used-only dealer. They
 * are chosen to exercise the per-site differences the specs describe (templates, filter expressions, phone
 * numbers by car type, certified stock, caravans). Addresses are real streets with made-up numbers and
 * "555" phone exchanges so nothing points at a real business.
 */

export interface DemoAddress {
  readonly street: string;
  readonly city: string;
  readonly state: AuState;
  readonly postcode: string;
  readonly lat: number;
  readonly long: number;
}

export interface DemoDealership {
  readonly slug: string;
  readonly name: string;
  /** The franchise make for new and demo stock; null for a used-car yard. */
  readonly make: string | null;
  /** A phone number without its last two digits; locations append 00 (sales), 20 (service), 40 (parts). */
  readonly phoneBase: string;
  readonly email: string;
  readonly stockPrefix: string;
  readonly address: DemoAddress;
  readonly dealerLicence: string;
  readonly repairerLicence: string | null;
  readonly distributionLocations: readonly string[];
  readonly saturdayClose: "12:00" | "16:00";
  readonly autograb: boolean;
  /** Share of the site's new and demo stock, and of its used stock. */
  readonly newWeight: number;
  readonly usedWeight: number;
  /** Share of the site's caravans and motorcycles (only yards that sell them). */
  readonly specialtyWeight: number;
  /** How often a used car here is a trade-in of the franchise make rather than any make. */
  readonly ownMakeUsedShare: number;
  /** Used cars of this make may be certified (the certified-used program of a franchise). */
  readonly certifiesMake: string | null;
  /**
   * The dealership's overrides of its site's config for its own cars (spec 02 §1, issue 19 item 7;
   * lib/tenancy/dealership-config): what one dealer of a group does differently.
   */
  readonly config?: Record<string, unknown>;
}

export interface DemoStockMix {
  /** Fractions of the site's cars; used is the remainder. */
  readonly new: number;
  readonly demo: number;
  readonly caravan: number;
  readonly motorcycle: number;
  /** Force at least one car of each fraction above that is not zero, so small runs still show every kind. */
  readonly atLeastOne: boolean;
}

export interface DemoSiteDefinition {
  readonly slug: string;
  readonly name: string;
  readonly template: string;
  readonly dealerships: readonly DemoDealership[];
  readonly config: SiteConfigOverrides;
  readonly mix: DemoStockMix;
  /** How many cars this site gets for the group's `cars` option: this share of them, and at least `atLeast`. */
  readonly carShare: { readonly share: number; readonly atLeast: number };
  /** Make of the Toyota site's model range, if the site lists models. */
  readonly modelsFor: string | null;
  /** The site runs a promo popup campaign (spec 02 §2 "Promo popup"): its slug, live from two days ago. */
  readonly promoPopup?: string;
}

const NO_SPECIALTY = { specialtyWeight: 0 } as const;

const METRO_DEALERSHIPS: readonly DemoDealership[] = [
  {
    slug: "metro-toyota-brisbane",
    name: "Metro Toyota Brisbane",
    make: "Toyota",
    phoneBase: "07 3555 01",
    email: "toyota.brisbane@metromotorgroup.example",
    stockPrefix: "MTB",
    address: {
      street: "1045 Ipswich Road",
      city: "Moorooka",
      state: "qld",
      postcode: "4105",
      lat: -27.5352,
      long: 153.0254,
    },
    dealerLicence: "3071467",
    repairerLicence: null,
    distributionLocations: ["Ipswich", "Logan", "Springfield"],
    saturdayClose: "16:00",
    autograb: true,
    newWeight: 30,
    usedWeight: 15,
    ...NO_SPECIALTY,
    ownMakeUsedShare: 0.55,
    certifiesMake: "Toyota",
  },
  {
    slug: "metro-mazda-gold-coast",
    name: "Metro Mazda Gold Coast",
    make: "Mazda",
    phoneBase: "07 5555 02",
    email: "mazda.goldcoast@metromotorgroup.example",
    stockPrefix: "MMG",
    address: {
      street: "88 Ferry Road",
      city: "Southport",
      state: "qld",
      postcode: "4215",
      lat: -27.9752,
      long: 153.4041,
    },
    dealerLicence: "3082215",
    repairerLicence: null,
    distributionLocations: [],
    saturdayClose: "12:00",
    autograb: false,
    newWeight: 22,
    usedWeight: 10,
    ...NO_SPECIALTY,
    ownMakeUsedShare: 0.4,
    certifiesMake: null,
  },
  {
    slug: "metro-hyundai-parramatta",
    name: "Metro Hyundai Parramatta",
    make: "Hyundai",
    phoneBase: "02 9555 03",
    email: "hyundai.parramatta@metromotorgroup.example",
    stockPrefix: "MHP",
    address: {
      street: "420 Church Street",
      city: "Parramatta",
      state: "nsw",
      postcode: "2150",
      lat: -33.8043,
      long: 151.0031,
    },
    dealerLicence: "MD012345",
    repairerLicence: "MVRL55012",
    distributionLocations: ["Blacktown", "Castle Hill"],
    saturdayClose: "16:00",
    autograb: false,
    newWeight: 18,
    usedWeight: 10,
    ...NO_SPECIALTY,
    ownMakeUsedShare: 0.4,
    certifiesMake: null,
  },
  {
    slug: "metro-kia-melbourne",
    name: "Metro Kia Melbourne",
    make: "Kia",
    phoneBase: "03 9555 04",
    email: "kia.melbourne@metromotorgroup.example",
    stockPrefix: "MKM",
    address: {
      street: "850 Doncaster Road",
      city: "Doncaster",
      state: "vic",
      postcode: "3108",
      lat: -37.7863,
      long: 145.1392,
    },
    dealerLicence: "LMCT 12345",
    repairerLicence: null,
    distributionLocations: [],
    saturdayClose: "16:00",
    autograb: false,
    newWeight: 18,
    usedWeight: 10,
    ...NO_SPECIALTY,
    ownMakeUsedShare: 0.4,
    certifiesMake: null,
  },
  {
    slug: "metro-ford-adelaide",
    name: "Metro Ford Adelaide",
    make: "Ford",
    phoneBase: "08 8555 05",
    email: "ford.adelaide@metromotorgroup.example",
    stockPrefix: "MFA",
    address: {
      street: "255 Main North Road",
      city: "Prospect",
      state: "sa",
      postcode: "5082",
      lat: -34.8861,
      long: 138.6012,
    },
    dealerLicence: "MVD 274105",
    repairerLicence: null,
    distributionLocations: ["Gawler"],
    saturdayClose: "12:00",
    autograb: false,
    newWeight: 12,
    usedWeight: 10,
    ...NO_SPECIALTY,
    ownMakeUsedShare: 0.4,
    certifiesMake: null,
  },
  {
    slug: "metro-used-cars-perth",
    name: "Metro Used Cars Perth",
    make: null,
    phoneBase: "08 9555 06",
    email: "usedcars.perth@metromotorgroup.example",
    stockPrefix: "MUP",
    address: {
      street: "1300 Albany Highway",
      city: "Cannington",
      state: "wa",
      postcode: "6107",
      lat: -32.0172,
      long: 115.9362,
    },
    dealerLicence: "MD 27789",
    repairerLicence: "MRB 4471",
    distributionLocations: [],
    saturdayClose: "16:00",
    autograb: true,
    newWeight: 0,
    usedWeight: 45,
    specialtyWeight: 1,
    ownMakeUsedShare: 0,
    certifiesMake: null,
    // The group's used-car yard answers its own used-car line, makes its own promise and runs the
    // dealer variant of the calculator (spec 02 §5 "4 to 20 for one dealer variant", §9 "default 8.5")
    // with its four fees (spec 02 §9), which its cars' estimates and comparison rates count.
    config: {
      phone_numbers: { used: "08 9555 0699" },
      copy: {
        why_buy_from_us:
          "Every car passes our 150-point inspection in Cannington.|Seven-day change-of-mind return on every used car.|Finance pre-approval in under an hour.",
      },
      finance: {
        default_interest: 8.5,
        calculator: { interest_min: 4, interest_max: 20, fees: [...DEALER_VARIANT_FEES] },
      },
    },
  },
];

const HARBOUR_DEALERSHIP: DemoDealership = {
  slug: "harbour-city-toyota",
  name: "Harbour City Toyota",
  make: "Toyota",
  phoneBase: "03 6555 07",
  email: "sales@harbourcitytoyota.example",
  stockPrefix: "HCT",
  address: {
    street: "250 Main Road",
    city: "Moonah",
    state: "tas",
    postcode: "7009",
    lat: -42.8476,
    long: 147.2951,
  },
  dealerLicence: "TAS 1047",
  repairerLicence: null,
  distributionLocations: ["Kingston", "Glenorchy"],
  saturdayClose: "12:00",
  autograb: true,
  newWeight: 1,
  usedWeight: 1,
  ...NO_SPECIALTY,
  ownMakeUsedShare: 0.6,
  certifiesMake: "Toyota",
};

const OUTBACK_DEALERSHIP: DemoDealership = {
  slug: "outback-used-cars-dubbo",
  name: "Outback Used Cars Dubbo",
  make: null,
  phoneBase: "02 6555 08",
  email: "sales@outbackusedcars.example",
  stockPrefix: "OUC",
  address: {
    street: "142 Cobra Street",
    city: "Dubbo",
    state: "nsw",
    postcode: "2830",
    lat: -32.2488,
    long: 148.6112,
  },
  dealerLicence: "MD045678",
  repairerLicence: "MVRL60231",
  distributionLocations: [],
  saturdayClose: "12:00",
  autograb: true,
  newWeight: 1,
  usedWeight: 1,
  specialtyWeight: 1,
  ownMakeUsedShare: 0,
  certifiesMake: null,
};

/** A Google Maps search for a name: where the demo dealers' review links go. */
const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/**
 * What the demo's dealers promise about finance (spec 02 §9 "support phone 1300 031 264"; the car page's
 * finance card). A new site inherits none of it: these are each demo site's own settings, set in its
 * bundle (decision 0056).
 */
export const DEMO_FINANCE_PROMISES = {
  support_phone: "1300 031 264",
  card_text:
    "Pre-approval in minutes, with repayments to suit you. Our finance team works with leading lenders.",
} as const;

/** What the demo's dealers say about their cars (the vehicle page's tabs; spec 01 §2). */
export const DEMO_TAB_COPY = {
  whats_included:
    "A full safety inspection and detail before delivery|A roadworthy or safety certificate where your state requires one|Your car's service books, both keys where supplied, and a full tank for the drive home",
  why_buy_from_us:
    "Every car is inspected by our qualified technicians|Finance and trade-in handled in one visit|Local team, local service and support after you drive away",
  protect_your_car:
    "Paint and interior protection applied by our team|Extended warranty options to cover you beyond the factory warranty|Ask us about comprehensive and gap insurance before you drive away",
} as const;

/** A demo site's config with the demo's promises under its own settings (its own win). */
export function withDemoPromises(config: SiteConfigOverrides): SiteConfigOverrides {
  const own = structuredClone(config);
  return {
    ...own,
    finance: { ...DEMO_FINANCE_PROMISES, ...(own.finance ?? {}) },
    copy: { ...DEMO_TAB_COPY, ...(own.copy ?? {}) },
  };
}

export const DEMO_SITES: readonly DemoSiteDefinition[] = [
  {
    slug: "metro-motor-group",
    name: "Metro Motor Group",
    template: "default",
    dealerships: METRO_DEALERSHIPS,
    mix: { new: 0.35, demo: 0.1, caravan: 0.01, motorcycle: 0, atLeastOne: true },
    carShare: { share: 1, atLeast: 0 },
    modelsFor: null,
    config: {
      // Its own look through config alone (decision 0078): navy and amber, rounder corners, Inter.
      theme: {
        primary: "#1e3a5f",
        primary_foreground: "#ffffff",
        accent: "#f2a900",
        accent_foreground: "#111827",
        header_background: "#0b1f33",
        header_foreground: "#ffffff",
        radius: "0.75rem",
        font: "inter",
      },
      features: { fuel_tag: true },
      // No sign-in here: a shopper saves a car in their browser, with no account (decision 0075).
      saved_cars: { save: "favourites" },
      social: {
        facebook: "https://www.facebook.com/metromotorgroup.demo",
        instagram: "https://www.instagram.com/metromotorgroup.demo",
        youtube: "https://www.youtube.com/@metromotorgroup.demo",
      },
      licences: { dealer_licence_number: "3071467", motor_vehicle_repairer: "MVRL55012" },
      contact: {
        phone: "07 3555 0100",
        email: "hello@metromotorgroup.example",
        complaints_email: "customercare@metromotorgroup.example",
        address: { street: "1045 Ipswich Road", city: "Moorooka", state: "qld", postcode: "4105" },
      },
      phone_numbers: { new: "07 3555 0101", demo: "07 3555 0102", used: "07 3555 0103" },
      // The dealers' Google business profiles (spec 02 §3): where the review feedback page's 'I had a
      // great experience' goes. Real dealers set their Google review link; the demo's search for the name.
      gmb_profiles: [
        { name: "Metro Toyota Brisbane", review_url: `${MAPS_SEARCH}Metro%20Toyota%20Brisbane` },
        { name: "Metro Mazda Gold Coast", review_url: `${MAPS_SEARCH}Metro%20Mazda%20Gold%20Coast` },
        { name: "Metro Hyundai Parramatta", review_url: `${MAPS_SEARCH}Metro%20Hyundai%20Parramatta` },
        { name: "Metro Kia Melbourne", review_url: `${MAPS_SEARCH}Metro%20Kia%20Melbourne` },
        { name: "Metro Ford Adelaide", review_url: `${MAPS_SEARCH}Metro%20Ford%20Adelaide` },
        { name: "Metro Used Cars Perth", review_url: `${MAPS_SEARCH}Metro%20Used%20Cars%20Perth` },
      ],
      // Six yards: the home and contact pages show them as a carousel sorted by name (spec 02 §2).
      locations_layout: "carousel",
    },
  },
  {
    slug: "harbour-toyota",
    name: "Harbour City Toyota",
    template: "toyota",
    dealerships: [HARBOUR_DEALERSHIP],
    mix: { new: 0.55, demo: 0.08, caravan: 0, motorcycle: 0, atLeastOne: true },
    carShare: { share: 0.12, atLeast: 40 },
    modelsFor: "Toyota",
    config: {
      // The brand's red from its template; square corners and each device's own font (decision 0078).
      theme: { radius: "0.125rem", font: "system" },
      // The brand's forms carry the terms-of-use box, with the tenant wording of spec 02 §5.
      // The brand dealer chats with shoppers (spec 02 §2 chat bubble): sales, service and parts; with
      // the local provider each message reaches the dealer as a lead.
      // Buy Online is on here (spec 01 §2 "/checkout-journey": the one demo site selling cars online).
      features: { certified_only: false, terms_consent: true, chat: true, online_purchase: true },
      saved_cars: { save: "favourites" },
      // The brand's dealer site (spec 02 §2): the Toyota menu's mandatory brand links (new vehicles,
      // demonstrators, local specials, the service booking …) show, and /service goes to the booking
      // page. A reserved .example domain: the demo links out to nowhere real.
      dealer_brand_base_domain: "https://www.toyota.example/harbour-city",
      chat: { token: "harbour-city-toyota-local-chat", mode: "all" },
      copy: { terms_consent_text: "*You must agree to the terms of use before submitting." },
      finance: { path: "/finance-enquiry" },
      // The brand's menu says 'Sell My Car' (spec 02 §2): the wizard lives there, /trade-in redirects.
      trade_in: { path: "/sell-my-car" },
      reserve_deposit: 500,
      default_state: "tas",
      phone_numbers: { new: "03 6555 0701", demo: "03 6555 0702", used: "03 6555 0703" },
      contact: {
        phone: "03 6555 0700",
        email: "sales@harbourcitytoyota.example",
        address: { street: "250 Main Road", city: "Moonah", state: "tas", postcode: "7009" },
      },
      social: { facebook: "https://www.facebook.com/harbourcitytoyota.demo" },
      gmb_profiles: [{ name: "Harbour City Toyota", review_url: `${MAPS_SEARCH}Harbour%20City%20Toyota` }],
    },
  },
  {
    slug: "outback-used-cars",
    name: "Outback Used Cars",
    template: "default",
    dealerships: [OUTBACK_DEALERSHIP],
    mix: { new: 0.03, demo: 0.03, caravan: 0.02, motorcycle: 0.02, atLeastOne: true },
    carShare: { share: 0.1, atLeast: 30 },
    modelsFor: null,
    // One demo site shows the popup (the e2e fixtures close it for specs that are not about it).
    promoPopup: "spring-trade-up",
    config: {
      // A country yard's look (decision 0078): red earth and ochre, a dark header, square corners.
      theme: {
        primary: "#9a3412",
        primary_foreground: "#ffffff",
        accent: "#fbbf24",
        accent_foreground: "#1c1917",
        header_background: "#292524",
        header_foreground: "#fafaf9",
        radius: "0",
        font: "system",
      },
      // Shoppers sign in by phone here (issue 21: the watchlist, sign-in) and keep a garage at /my-garage
      // (issue 21 §5); the other two demo sites keep the spec's defaults, authentication and garage off
      // (spec 02 §9).
      features: { authentication: true, garage: true, spin_to_win: true },
      // The monthly draw is for signed-in shoppers (spec 02 §6 "spin-to-win … require sign-in"; 0079).
      gated_pages: ["spin-to-win"],
      // With sign-in, a saved car is kept on the shopper's account and in their garage (decision 0075).
      saved_cars: { save: "watchlist" },
      // The feed carries a few new and demo cars; the site lists used stock only.
      search: { filters: "car_type:used" },
      default_state: "nsw",
      // A country used-car yard's budgets (spec 02 §5: a tenant may set its own quick picks).
      finance: { budget_quick_picks: [5_000, 10_000, 15_000, 20_000, 30_000] },
      phone_numbers: { used: "02 6555 0800" },
      contact: {
        phone: "02 6555 0800",
        email: "sales@outbackusedcars.example",
        address: { street: "142 Cobra Street", city: "Dubbo", state: "nsw", postcode: "2830" },
      },
    },
  },
];
