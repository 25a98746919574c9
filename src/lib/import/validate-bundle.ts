import { bundleShapeSchema } from "./bundle-schema";
import { BUNDLE_SECTIONS, type ImportIssue } from "./import-issue";
import type { AccessoryRecord } from "./schema/accessories";
import type { CarRecord } from "./schema/cars";
import type { DealershipRecord } from "./schema/dealerships";
import type { LocationRecord } from "./schema/locations";
import type { ModelRecord } from "./schema/models";
import type { OfferRecord } from "./schema/offers";
import type { PromoPopupRecord } from "./schema/promo-popups";
import type { PromoRecord } from "./schema/promos";
import type { ReviewRecord } from "./schema/reviews";
import type { SiteRecord } from "./schema/site";
import { validateAccessories } from "./validate/accessories";
import { type FeedScope, feedScope, type UnreadCar } from "./validate/car-identity";
import { validateCars } from "./validate/cars";
import { type ValidatedContent, validateContent } from "./validate/content";
import { validateDealerships } from "./validate/dealerships";
import { validateLocations } from "./validate/locations";
import { validateModels } from "./validate/models";
import { validateOffers } from "./validate/offers";
import { validatePromoPopups } from "./validate/promo-popups";
import { validatePromos } from "./validate/promos";
import type { Indexed } from "./validate/records";
import { validateReviews } from "./validate/reviews";
import { validateSite } from "./validate/site";
import { dealershipZones, siteZone } from "./validate/time-zones";

/**
 * Splits a raw bundle into valid records and issues, record by record, so one bad car never costs the
 * good ones. Pure: the database checks (unknown dealership, …) happen in server/import. Each
 * section's rules are in `validate/`; this file runs them in the bundle's order.
 */

export type ValidatedBundle = {
  site?: SiteRecord;
  dealerships: Indexed<DealershipRecord>[];
  locations: Indexed<LocationRecord>[];
  models: Indexed<ModelRecord>[];
  accessories: Indexed<AccessoryRecord>[];
  /**
   * Models (`manufacturer|model`) some accessory record of the bundle names, valid or not: a model's
   * set is replaced only when none of its records was refused (decision 0031).
   */
  accessoryModelsRefused: Set<string>;
  cars: Indexed<CarRecord>[];
  offers: Indexed<OfferRecord>[];
  reviews: Indexed<ReviewRecord>[];
  /** Present (possibly empty) when the bundle has a `promos` section: it replaces the site's promos. */
  promos?: Indexed<PromoRecord>[];
  /** Present (possibly empty) when the bundle has `promo_popups`: it replaces the site's popups. */
  promoPopups?: Indexed<PromoPopupRecord>[];
  /** Records refused, each with every reason. */
  issues: ImportIssue[];
  /** What was read leniently, cut or left out of records that were still imported. */
  warnings: ImportIssue[];
} & ValidatedContent &
  FeedScope;

export type ValidateOptions = {
  /** Each dealership's time zone as the database knows it (its locations' states). */
  dealershipTimeZones?: ReadonlyMap<string, string>;
  /**
   * Cars in rows refused before validation (lib/import/csv-feed.ts): like an invalid record, each
   * counts as present in the feed, so --replace-stock does not mark it sold.
   */
  unreadCars?: readonly UnreadCar[];
};

/** Splits a raw bundle into valid records and issues; see validateBundleSteps. */
export function validateBundle(raw: unknown, options: ValidateOptions = {}): ValidatedBundle {
  const steps = validateBundleSteps(raw, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * validateBundle with `pause()` awaited every hundred cars: a server validating a 50,000-car feed
 * (seconds of work) while it serves shoppers lets their requests run in between (issue 15 §4).
 */
export async function validateBundleInSlices(
  raw: unknown,
  options: ValidateOptions,
  pause: () => Promise<void>,
): Promise<ValidatedBundle> {
  const steps = validateBundleSteps(raw, options);
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}

/** The validation, as steps that stop (yield) between slices of cars. */
function* validateBundleSteps(raw: unknown, options: ValidateOptions): Generator<void, ValidatedBundle> {
  const issues: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const b = bundleSections(raw, issues);
  if (!b) return emptyBundle(issues, warnings);
  const stored = options.dealershipTimeZones;
  const site = validateSite(b.site, issues, warnings);
  const dealerships = validateDealerships(b.dealerships, issues, warnings);
  const locations = validateLocations(b.locations, issues, warnings);
  const models = validateModels(b.models, issues);
  const { accessories, accessoryModelsRefused } = validateAccessories(b.accessories, issues, warnings);
  const scope = feedScope(b.cars, options.unreadCars);
  const zones = dealershipZones(locations, stored);
  const cars = yield* validateCars(b.cars, zones, issues, warnings);
  const siteClock = siteZone(site, locations, stored);
  const offers = validateOffers(b.offers, siteClock, issues, warnings);
  const reviews = validateReviews(b.reviews, issues);
  const promos = validatePromos(b.promos, issues);
  const promoPopups = validatePromoPopups(b.promo_popups, issues);
  const content = validateContent(b, siteClock, issues, warnings);
  return {
    site,
    promos,
    promoPopups,
    ...content,
    dealerships,
    locations,
    models,
    accessories,
    accessoryModelsRefused,
    cars,
    offers,
    reviews,
    ...scope,
    issues,
    warnings,
  };
}

/** The bundle's sections, each still raw; undefined (with the reasons in `issues`) when it has none. */
function bundleSections(raw: unknown, issues: ImportIssue[]) {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    issues.push({
      section: "bundle",
      index: null,
      field: "",
      message: `must be a JSON object with any of: ${BUNDLE_SECTIONS.join(", ")}`,
    });
    return undefined;
  }
  const unknownKeys = Object.keys(raw).filter((k) => !(BUNDLE_SECTIONS as readonly string[]).includes(k));
  for (const key of unknownKeys) {
    issues.push({
      section: "bundle",
      index: null,
      field: key,
      message: `unknown section; expected one of ${BUNDLE_SECTIONS.join(", ")}`,
    });
  }
  const shape = bundleShapeSchema.safeParse(raw);
  if (shape.success) return shape.data;
  for (const i of shape.error.issues) {
    issues.push({
      section: "bundle",
      index: null,
      field: i.path.join("."),
      message: "must be an array of records",
    });
  }
  return undefined;
}

/** The validation of a bundle that could not be read: no records, only the issues saying why. */
function emptyBundle(issues: ImportIssue[], warnings: ImportIssue[]): ValidatedBundle {
  return {
    dealerships: [],
    locations: [],
    models: [],
    accessories: [],
    accessoryModelsRefused: new Set(),
    cars: [],
    offers: [],
    reviews: [],
    pages: [],
    blogArticles: [],
    feedCarKeys: new Set(),
    feedDealerships: new Set(),
    issues,
    warnings,
  };
}
