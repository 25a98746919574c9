import type { z } from "zod";
import { siteTimeZone, stateTimeZone } from "../locations/time-zones";
import {
  type AccessoryRecord,
  accessoryRecordSchema,
  type BlogArticleRecord,
  blogArticleRecordSchema,
  bundleShapeSchema,
  type CarRecord,
  carRecordSchema,
  type DealershipRecord,
  dealershipRecordSchema,
  type GuaranteeRecord,
  guaranteeRecordSchema,
  type LocationRecord,
  locationRecordSchema,
  type ModelRecord,
  modelRecordSchema,
  type OfferRecord,
  offerRecordSchema,
  type PageRecord,
  type PromoPopupRecord,
  type PromoRecord,
  pageRecordSchema,
  promoPopupRecordSchema,
  promoRecordSchema,
  type ReviewRecord,
  reviewRecordSchema,
  type SiteRecord,
  siteRecordSchema,
} from "./bundle-schema";
import { feedState, feedTimestamp } from "./feed-values";
import {
  ACCESSORY_FIELD_READERS,
  CAR_FIELD_READERS,
  contentFieldReaders,
  DEALERSHIP_FIELD_READERS,
  type FieldReaders,
  LOCATION_FIELD_READERS,
  offerFieldReaders,
  parseLenient,
} from "./lenient-record";

/**
 * Splits a raw bundle into valid records and issues, record by record, so one bad car never costs the
 * good ones. Pure: the database checks (unknown dealership, …) happen in server/import.
 */

export const BUNDLE_SECTIONS = [
  "site",
  "dealerships",
  "locations",
  "models",
  "accessories",
  "cars",
  "offers",
  "reviews",
  "promos",
  "pages",
  "blog_articles",
  "guarantee_strip",
  "promo_popups",
] as const;
export type BundleSection = (typeof BUNDLE_SECTIONS)[number];

export type ImportIssue = {
  section: BundleSection | "bundle";
  /** Position in the section's array; null for the site object and whole-bundle problems. */
  index: number | null;
  /** What identifies the record to a person: stocknum, vin or slug when it has one. */
  key?: string;
  field: string;
  message: string;
  /** The line of the feed the record came from, for a CSV feed (lib/import/csv-feed.ts). */
  line?: number;
};

export type Indexed<T> = { index: number; record: T };

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
  pages: Indexed<PageRecord>[];
  blogArticles: Indexed<BlogArticleRecord>[];
  /** Present (possibly empty) when the bundle has a `guarantee_strip`: it replaces the site's strip. */
  guaranteeStrip?: Indexed<GuaranteeRecord>[];
  /** Present (possibly empty) when the bundle has `promo_popups`: it replaces the site's popups. */
  promoPopups?: Indexed<PromoPopupRecord>[];
  /** Keys (`dealership|stocknum:X` / `dealership|vin:Y`) of every car record in the feed, valid or not. */
  feedCarKeys: Set<string>;
  /** Dealerships the feed carries cars for: the scope of --replace-stock. */
  feedDealerships: Set<string>;
  /** Records refused, each with every reason. */
  issues: ImportIssue[];
  /** What was read leniently, cut or left out of records that were still imported. */
  warnings: ImportIssue[];
};

export function formatIssue(issue: ImportIssue): string {
  const key = issue.key ? ` (${issue.key})` : "";
  const where =
    issue.line !== undefined
      ? `line ${issue.line}${key}`
      : issue.section === "bundle"
        ? "bundle"
        : issue.index === null
          ? issue.section
          : `${issue.section}[${issue.index}]${key}`;
  return `${where} ${issue.field || "(record)"}: ${issue.message}`;
}

function recordKey(section: BundleSection, raw: unknown): string | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  if (section === "cars") {
    if ((typeof r.stocknum === "string" || typeof r.stocknum === "number") && r.stocknum !== "")
      return `stocknum ${r.stocknum}`;
    if (typeof r.vin === "string" && r.vin) return `vin ${r.vin}`;
    return undefined;
  }
  return typeof r.slug === "string" ? r.slug : typeof r.id === "string" ? r.id : undefined;
}

/** The upsert identity of a car: stocknum within its dealership, else VIN. */
export function carKey(
  dealershipSlug: string,
  car: { stocknum?: string | null; vin?: string | null },
): string | null {
  if (car.stocknum) return `${dealershipSlug}|stocknum:${car.stocknum.trim()}`;
  if (car.vin) return `${dealershipSlug}|vin:${car.vin.trim().toUpperCase()}`;
  return null;
}

/** A schema problem of the record at `index` as an import issue. */
function issueAt(
  section: BundleSection,
  index: number | null,
  key: string | undefined,
  problem: { path: readonly PropertyKey[]; message: string },
): ImportIssue {
  return {
    section,
    index,
    ...(key ? { key } : {}),
    field: problem.path.map(String).join("."),
    message: problem.message,
  };
}

function issuesFrom(
  section: BundleSection,
  index: number | null,
  key: string | undefined,
  error: z.ZodError,
) {
  return error.issues.map((i) => issueAt(section, index, key, i));
}

function validateList<T>(
  section: BundleSection,
  items: unknown[] | undefined,
  schema: z.ZodType<T>,
  issues: ImportIssue[],
): Indexed<T>[] {
  const out: Indexed<T>[] = [];
  (items ?? []).forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push({ index, record: parsed.data });
    else issues.push(...issuesFrom(section, index, recordKey(section, raw), parsed.error));
  });
  return out;
}

/**
 * Records read leniently (issue 15 §3): a bad optional field is left out with a warning and the
 * record kept; only a problem in a `refusing` field refuses it.
 */
function validateLenientList<T>(
  section: BundleSection,
  items: unknown[] | undefined,
  schema: z.ZodType<T>,
  lenient: { readers: FieldReaders; refusing: ReadonlySet<string> },
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<T>[] {
  const out: Indexed<T>[] = [];
  (items ?? []).forEach((raw, index) => {
    const key = recordKey(section, raw);
    const parsed = parseLenient(schema, raw, lenient);
    for (const w of parsed.warnings)
      warnings.push({ section, index, ...(key ? { key } : {}), field: w.field, message: w.message });
    if (parsed.ok) out.push({ index, record: parsed.record as T });
    else issues.push(...parsed.issues.map((i) => issueAt(section, index, key, i)));
  });
  return out;
}

/** What identifies a dealership, location or offer, or says what it is, refuses it when bad. */
/** A dealership's config changes what its cars' pages offer: a bad one refuses the record, as a site's does. */
const DEALERSHIP_REFUSING = new Set(["slug", "name", "config"]);
const LOCATION_REFUSING = new Set(["slug", "dealership_slug", "name"]);
const OFFER_REFUSING = new Set(["slug", "name"]);
const PAGE_REFUSING = new Set(["slug", "title"]);
const ARTICLE_REFUSING = new Set(["slug", "title", "category"]);
const GUARANTEE_REFUSING = new Set(["title"]);

/**
 * A page or article says something: Markdown `body` or `blocks` (bad blocks were left out, each with a
 * warning). With both, the blocks are shown and the body is not, with a warning.
 */
function withContent<T extends { slug: string; body?: string | null; blocks?: unknown[] | null }>(
  section: BundleSection,
  records: Indexed<T>[],
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<T>[] {
  return records.filter(({ index, record }) => {
    const hasBlocks = !!record.blocks?.length;
    if (!record.body && !hasBlocks) {
      issues.push({
        section,
        index,
        key: record.slug,
        field: "body",
        message: "needs a body (Markdown) or blocks: a page with nothing to read is not published",
      });
      return false;
    }
    if (record.body && hasBlocks) {
      warnings.push({
        section,
        index,
        key: record.slug,
        field: "body",
        message: "both body and blocks given: the blocks are shown, the body is not",
      });
    }
    return true;
  });
}
/** An accessory is refused only for what says which model's it is and what it is called. */
const ACCESSORY_REFUSING = new Set(["manufacturer_slug", "model_slug", "slug", "name"]);

/**
 * A car's problems refuse it only when they touch what identifies it, what it is, or its price's sign
 * (issue 15 §3); any other bad field is left out with a warning and the car imported.
 */
const CAR_REFUSING = new Set([
  "dealership_slug",
  "slug",
  "stocknum",
  "vin",
  "make",
  "model",
  "year",
  "car_type",
]);
const MONEY_FIELDS = new Set(["price", "before_price", "offer_price", "subscription_price", "weekly_price"]);

/** Where nothing says which clock a dealership keeps: the zone the lead e-mails fall back to. */
export const DEFAULT_FEED_TIME_ZONE = "Australia/Sydney";

/**
 * The clock a car's local timestamps are read on: its own state's, else its dealership's (the
 * bundle's locations, then what the database knows), else Sydney's.
 */
function carTimeZone(raw: unknown, dealershipZones: ReadonlyMap<string, string>): string {
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const own = stateTimeZone(feedState(r.state) ?? null);
  const dealer = typeof r.dealership_slug === "string" ? dealershipZones.get(r.dealership_slug) : undefined;
  return own ?? dealer ?? DEFAULT_FEED_TIME_ZONE;
}

/** Cars read between two pauses of validateBundleInSlices: a few milliseconds of work. */
const CARS_PER_SLICE = 100;

function* validateCars(
  items: unknown[] | undefined,
  dealershipZones: ReadonlyMap<string, string>,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Generator<void, Indexed<CarRecord>[]> {
  const out: Indexed<CarRecord>[] = [];
  for (const [index, raw] of (items ?? []).entries()) {
    if (index > 0 && index % CARS_PER_SLICE === 0) yield;
    const key = recordKey("cars", raw);
    const zone = carTimeZone(raw, dealershipZones);
    const parsed = parseLenient(carRecordSchema, raw, {
      readers: {
        ...CAR_FIELD_READERS,
        created_at: (v) => feedTimestamp(v, zone),
        sold_at: (v) => feedTimestamp(v, zone),
      },
      refusing: CAR_REFUSING,
      refuses: (issue, value) =>
        MONEY_FIELDS.has(String(issue.path[0])) && typeof value === "number" && value < 0,
    });
    for (const w of parsed.warnings)
      warnings.push({ section: "cars", index, key, field: w.field, message: w.message });
    if (parsed.ok) out.push({ index, record: parsed.record });
    else issues.push(...parsed.issues.map((i) => issueAt("cars", index, key, i)));
  }
  return out;
}

/**
 * Of cars repeating a stocknum, keeps the last: a feed's later row is usually the correction. Each
 * row it replaces is named in a warning.
 */
function keepLastByStocknum(records: Indexed<CarRecord>[], warnings: ImportIssue[]): Indexed<CarRecord>[] {
  const last = new Map<string, number>();
  for (const { index, record } of records) {
    if (record.stocknum) last.set(`${record.dealership_slug}|${record.stocknum}`, index);
  }
  return records.filter(({ index, record }) => {
    if (!record.stocknum) return true;
    const kept = last.get(`${record.dealership_slug}|${record.stocknum}`)!;
    if (kept === index) return true;
    warnings.push({
      section: "cars",
      index,
      key: `stocknum ${record.stocknum}`,
      field: "stocknum",
      message: `repeated by cars[${kept}], which is imported instead (a feed's later row wins)`,
    });
    return false;
  });
}

/** Drops later records that repeat an earlier record's identity, naming both positions. */
function rejectDuplicates<T>(
  section: BundleSection,
  records: Indexed<T>[],
  identity: (r: T) => { key: string; field: string; label: string } | null,
  issues: ImportIssue[],
): Indexed<T>[] {
  const seen = new Map<string, number>();
  return records.filter(({ index, record }) => {
    const id = identity(record);
    if (!id) return true;
    const first = seen.get(id.key);
    if (first === undefined) {
      seen.set(id.key, index);
      return true;
    }
    issues.push({
      section,
      index,
      key: id.label,
      field: id.field,
      message: `duplicate of ${section}[${first}]: the same ${id.field} appears twice in one bundle`,
    });
    return false;
  });
}

/**
 * A dealership sent with `"config": {}` clears its overrides (decision 0032), although a lenient read
 * takes an empty group for an absent one (which keeps the stored config).
 */
function keepEmptyConfigs(
  raw: unknown[] | undefined,
  records: Indexed<DealershipRecord>[],
): Indexed<DealershipRecord>[] {
  return records.map((item) => {
    const sent = raw?.[item.index];
    const config =
      sent && typeof sent === "object" && "config" in sent ? (sent as { config: unknown }).config : undefined;
    const empty =
      !!config && typeof config === "object" && !Array.isArray(config) && !Object.keys(config).length;
    return empty && item.record.config === undefined
      ? { ...item, record: { ...item.record, config: {} } }
      : item;
  });
}

/** A car a feed names in a row that could not be read into a record (a CSV row with too few cells). */
export type UnreadCar = { dealership_slug: string; stocknum?: string; vin?: string };

export type ValidateOptions = {
  /** Each dealership's time zone as the database knows it (its locations' states). */
  dealershipTimeZones?: ReadonlyMap<string, string>;
  /**
   * Cars in rows refused before validation (lib/import/csv-feed.ts): like an invalid record, each
   * counts as present in the feed, so --replace-stock does not mark it sold.
   */
  unreadCars?: readonly UnreadCar[];
};

/**
 * The clock an offer's local times are read on, the site's: the states of its dealerships' locations
 * in the bundle, else the zone the database knows for one of its dealerships, else its config's
 * `default_state`, else Sydney.
 */
function siteZone(
  site: SiteRecord | undefined,
  locations: Indexed<LocationRecord>[],
  options: ValidateOptions,
): string {
  const dealers = site?.dealerships.length ? new Set(site.dealerships) : undefined;
  const states = locations
    .filter(({ record }) => !dealers || dealers.has(record.dealership_slug))
    .map(({ record }) => record.address.state);
  const stored = (site?.dealerships ?? [])
    .map((slug) => options.dealershipTimeZones?.get(slug))
    .find(Boolean);
  return (
    siteTimeZone(states) ??
    stored ??
    stateTimeZone(feedState(site?.config.default_state) ?? null) ??
    DEFAULT_FEED_TIME_ZONE
  );
}

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
  const empty: ValidatedBundle = {
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
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    issues.push({
      section: "bundle",
      index: null,
      field: "",
      message: `must be a JSON object with any of: ${BUNDLE_SECTIONS.join(", ")}`,
    });
    return empty;
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
  if (!shape.success) {
    for (const i of shape.error.issues) {
      issues.push({
        section: "bundle",
        index: null,
        field: i.path.join("."),
        message: "must be an array of records",
      });
    }
    return empty;
  }
  const b = shape.data;

  let site: SiteRecord | undefined;
  if (b.site !== undefined) {
    const parsed = siteRecordSchema.safeParse(b.site);
    if (parsed.success) site = parsed.data;
    else issues.push(...issuesFrom("site", null, recordKey("site", b.site), parsed.error));
  }
  if (site && site.dealerships.length === 0) {
    warnings.push({
      section: "site",
      index: null,
      key: site.slug,
      field: "dealerships",
      message: "the site lists no dealerships, so it shows no stock: name them in site.dealerships",
    });
  }

  const dealerships = rejectDuplicates(
    "dealerships",
    keepEmptyConfigs(
      b.dealerships,
      validateLenientList(
        "dealerships",
        b.dealerships,
        dealershipRecordSchema,
        { readers: DEALERSHIP_FIELD_READERS, refusing: DEALERSHIP_REFUSING },
        issues,
        warnings,
      ),
    ),
    (d) => ({ key: d.slug, field: "slug", label: d.slug }),
    issues,
  );
  const locations = rejectDuplicates(
    "locations",
    validateLenientList(
      "locations",
      b.locations,
      locationRecordSchema,
      { readers: LOCATION_FIELD_READERS, refusing: LOCATION_REFUSING },
      issues,
      warnings,
    ),
    (l) => ({ key: `${l.dealership_slug}|${l.slug}`, field: "slug", label: l.slug }),
    issues,
  );
  const models = rejectDuplicates(
    "models",
    validateList("models", b.models, modelRecordSchema, issues),
    (m) => ({ key: `${m.manufacturer_slug}|${m.slug}`, field: "slug", label: m.slug }),
    issues,
  );

  const accessoryIssuesBefore = issues.length;
  const accessories = rejectDuplicates(
    "accessories",
    validateLenientList(
      "accessories",
      b.accessories,
      accessoryRecordSchema,
      { readers: ACCESSORY_FIELD_READERS, refusing: ACCESSORY_REFUSING },
      issues,
      warnings,
    ),
    (a) => ({ key: `${a.manufacturer_slug}|${a.model_slug}|${a.slug}`, field: "slug", label: a.slug }),
    issues,
  );
  const accessoryModelsRefused = new Set<string>();
  for (const issue of issues.slice(accessoryIssuesBefore)) {
    const raw = issue.index === null ? undefined : b.accessories?.[issue.index];
    const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    // A refused record whose model cannot be told holds back every model's replacement.
    accessoryModelsRefused.add(
      typeof r.manufacturer_slug === "string" && typeof r.model_slug === "string"
        ? `${r.manufacturer_slug.trim()}|${r.model_slug.trim()}`
        : "*",
    );
  }

  const feedCarKeys = new Set<string>();
  const feedDealerships = new Set<string>();
  for (const raw of b.cars ?? []) {
    if (!raw || typeof raw !== "object") continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.dealership_slug !== "string") continue;
    feedDealerships.add(r.dealership_slug);
    const key = carKey(r.dealership_slug, {
      stocknum: typeof r.stocknum === "string" || typeof r.stocknum === "number" ? String(r.stocknum) : null,
      vin: typeof r.vin === "string" ? r.vin : null,
    });
    if (key) feedCarKeys.add(key);
  }
  for (const car of options.unreadCars ?? []) {
    feedDealerships.add(car.dealership_slug);
    const key = carKey(car.dealership_slug, car);
    if (key) feedCarKeys.add(key);
  }
  // The bundle's own locations say where a dealership is before the database does.
  const dealershipZones = new Map(options.dealershipTimeZones);
  const statesInBundle = new Map<string, (string | null | undefined)[]>();
  for (const { record } of locations) {
    statesInBundle.set(record.dealership_slug, [
      ...(statesInBundle.get(record.dealership_slug) ?? []),
      record.address.state,
    ]);
  }
  for (const [slug, states] of statesInBundle) {
    const zone = siteTimeZone(states);
    if (zone) dealershipZones.set(slug, zone);
  }
  const validCars = (yield* validateCars(b.cars, dealershipZones, issues, warnings)).filter(
    ({ index, record }) => {
      if (record.stocknum || record.vin) return true;
      issues.push({
        section: "cars",
        index,
        field: "stocknum",
        message: "a car needs a stocknum or a vin so that a later feed updates it instead of adding a copy",
      });
      return false;
    },
  );
  const byStock = keepLastByStocknum(validCars, warnings);
  const cars = rejectDuplicates(
    "cars",
    byStock,
    (c) => (c.vin ? { key: `${c.dealership_slug}|${c.vin}`, field: "vin", label: `vin ${c.vin}` } : null),
    issues,
  );

  const offers = rejectDuplicates(
    "offers",
    validateLenientList(
      "offers",
      b.offers,
      offerRecordSchema,
      { readers: offerFieldReaders(siteZone(site, locations, options)), refusing: OFFER_REFUSING },
      issues,
      warnings,
    ),
    (o) => ({ key: o.slug, field: "slug", label: o.slug }),
    issues,
  );
  const reviews = rejectDuplicates(
    "reviews",
    validateList("reviews", b.reviews, reviewRecordSchema, issues),
    (r) => ({ key: `${r.dealership_slug}|${r.location_slug}|${r.id}`, field: "id", label: r.id }),
    issues,
  );

  const promos =
    b.promos === undefined ? undefined : validateList("promos", b.promos, promoRecordSchema, issues);
  const promoPopups =
    b.promo_popups === undefined
      ? undefined
      : rejectDuplicates(
          "promo_popups",
          validateList("promo_popups", b.promo_popups, promoPopupRecordSchema, issues),
          (p) => ({ key: p.slug, field: "slug", label: p.slug }),
          issues,
        );

  // Content (issue 19 item 4): read leniently, local times on the site's clock like offers'.
  const contentReaders = contentFieldReaders(siteZone(site, locations, options));
  const pages = rejectDuplicates(
    "pages",
    withContent(
      "pages",
      validateLenientList(
        "pages",
        b.pages,
        pageRecordSchema,
        { readers: contentReaders, refusing: PAGE_REFUSING },
        issues,
        warnings,
      ),
      issues,
      warnings,
    ),
    (p) => ({ key: p.slug, field: "slug", label: p.slug }),
    issues,
  );
  const blogArticles = rejectDuplicates(
    "blog_articles",
    withContent(
      "blog_articles",
      validateLenientList(
        "blog_articles",
        b.blog_articles,
        blogArticleRecordSchema,
        { readers: contentReaders, refusing: ARTICLE_REFUSING },
        issues,
        warnings,
      ),
      issues,
      warnings,
    ),
    (a) => ({ key: a.slug, field: "slug", label: a.slug }),
    issues,
  );
  const guaranteeStrip =
    b.guarantee_strip === undefined
      ? undefined
      : validateLenientList(
          "guarantee_strip",
          b.guarantee_strip,
          guaranteeRecordSchema,
          { readers: {}, refusing: GUARANTEE_REFUSING },
          issues,
          warnings,
        );

  return {
    site,
    promos,
    pages,
    blogArticles,
    guaranteeStrip,
    promoPopups,
    dealerships,
    locations,
    models,
    accessories,
    accessoryModelsRefused,
    cars,
    offers,
    reviews,
    feedCarKeys,
    feedDealerships,
    issues,
    warnings,
  };
}
