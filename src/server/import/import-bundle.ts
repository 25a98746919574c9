import "server-only";
import { and, asc, eq, gt, inArray, notInArray, or, sql } from "drizzle-orm";
import { alertPrice } from "@/lib/alerts/price-drop";
import type { CarRecord, LocationRecord } from "@/lib/import/bundle-schema";
import { patchBundleConfigs, rawSlug } from "@/lib/import/config-patch";
import {
  carKey,
  type ImportIssue,
  type ValidatedBundle,
  type ValidateOptions,
  validateBundle,
  validateBundleInSlices,
} from "@/lib/import/validate-bundle";
import { siteTimeZone } from "@/lib/locations/time-zones";
import { shadowedRootSlug } from "@/lib/models/site-path";
import { isInStockStatus } from "@/lib/stock/availability";
import { carDisplayName } from "@/lib/stock/car-name";
import { slugify } from "@/lib/text/slugify";
import { recordImportAlerts } from "../alerts/import-alerts";
import type { ImportedCarChanges } from "../alerts/record-alert-events";
import type { Database, Executor } from "../db/client";
import {
  accessories,
  cars,
  dealerships,
  locations,
  manufacturers,
  models,
  offers,
  promoNodes,
  promoPopups,
  reservations,
  reviews,
  sites,
  specialHours,
} from "../db/schema";
import { importContent } from "./import-content";
import { describeDbError, type ImportReport, type SectionCounts, zeroCounts } from "./import-report";
import { importSiteAndDealerships, refuseBundle, siteRefusal } from "./sections/site";
import { storedConfigs } from "./site-config-merge";

export type { ImportReport, SectionCounts } from "./import-report";

export type ImportOptions = {
  /** Treat the feed as complete: a dealership's in-stock cars missing from it are marked sold. */
  replaceStock?: boolean;
  /** Cars named by feed rows that could not be read (a CSV row with too few cells): never marked sold. */
  unreadCars?: ValidateOptions["unreadCars"];
  /**
   * Store the bundle's site and dealership configs as written instead of merging them over the stored
   * ones (`--replace-config`, `?replace_config=1`; decision 0041).
   */
  replaceConfig?: boolean;
  now?: Date;
  /**
   * Awaited between slices of the work (validation, car batches) when the import runs inside a server
   * that keeps serving: requests run in the pauses (issue 15 §4). A CLI import does not pause.
   */
  pause?: () => Promise<void>;
};

const BATCH = 500;
/** Cars a batch writes when the import runs inside a serving server (`pause` given): ~50 ms on PGlite. */
const SERVING_BATCH = 50;
type CarInsert = typeof cars.$inferInsert;

/**
 * The clock each dealership the bundle's cars name keeps, from its stored locations' states: a feed's
 * local timestamps ("2026-11-20 10:00:00") are read on it.
 */
async function dealershipTimeZones(db: Database, raw: unknown): Promise<Map<string, string>> {
  const cars = (raw as { cars?: unknown } | null)?.cars;
  const slugs = new Set<string>();
  if (Array.isArray(cars)) {
    for (const car of cars) {
      const slug = (car as { dealership_slug?: unknown } | null)?.dealership_slug;
      if (typeof slug === "string") slugs.add(slug);
    }
  }
  if (!slugs.size) return new Map();
  const rows = await db
    .select({ slug: dealerships.slug, address: locations.address })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(dealerships.slug, [...slugs]));
  const states = new Map<string, (string | undefined)[]>();
  for (const row of rows) states.set(row.slug, [...(states.get(row.slug) ?? []), row.address.state]);
  const zones = new Map<string, string>();
  for (const [slug, list] of states) {
    const zone = siteTimeZone(list);
    if (zone) zones.set(slug, zone);
  }
  return zones;
}

/**
 * Imports a bundle: validates every record, writes the valid ones (upserting), and reports each
 * invalid one by section, index, field and reason. Each section writes in its own transactions so a
 * database-level failure of one record is reported against that record, not the whole bundle; the
 * site is the exception: a refused site refuses the whole bundle (sections/site.ts, decision 0041).
 */
export async function importBundle(
  db: Database,
  raw: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  // Configs are merge patches over the stored ones, merged before validation so the strict schemas
  // judge what will be stored (decision 0041).
  const patched = patchBundleConfigs(raw, await storedConfigs(db, raw), { replace: options.replaceConfig });
  const validateOptions: ValidateOptions = {
    dealershipTimeZones: await dealershipTimeZones(db, raw),
    unreadCars: options.unreadCars,
  };
  const bundle = options.pause
    ? await validateBundleInSlices(patched.raw, validateOptions, options.pause)
    : validateBundle(patched.raw, validateOptions);
  const report: ImportReport = {
    counts: zeroCounts(),
    markedSold: 0,
    issues: bundle.issues,
    warnings: bundle.warnings,
  };
  // Records the validation refused count as failed, once each however many reasons they have.
  const refused = new Set(
    bundle.issues.filter((i) => i.index !== null).map((i) => `${i.section}|${i.index}`),
  );
  for (const key of refused) {
    const section = key.split("|")[0] as keyof ImportReport["counts"];
    if (section in report.counts) report.counts[section].failed++;
  }
  const issue = (i: ImportIssue) => report.issues.push(i);

  // 1–2. The site, all or nothing (sections/site.ts): refused, nothing of the bundle is written;
  // else the dealerships and the site in one transaction, before everything that hangs off them.
  const siteRefused = await siteRefusal(db, raw, bundle, patched);
  if (siteRefused.length) {
    const slug = bundle.site?.slug ?? rawSlug((raw as { site?: unknown } | null)?.site) ?? null;
    return refuseBundle(report, raw, slug, siteRefused);
  }
  const dealershipIds = await importSiteAndDealerships(db, bundle, patched, report, now);
  if (!dealershipIds) return report;

  // 3. Locations, with their special hours.
  for (const { index, record } of bundle.locations) {
    const dealershipId = dealershipIds.get(record.dealership_slug);
    if (dealershipId === undefined) {
      report.counts.locations.failed++;
      issue({
        section: "locations",
        index,
        key: record.slug,
        field: "dealership_slug",
        message: `no dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    try {
      const inserted = await upsertLocation(db, dealershipId, record);
      report.counts.locations[inserted ? "inserted" : "updated"]++;
    } catch (error) {
      report.counts.locations.failed++;
      issue({ section: "locations", index, key: record.slug, field: "", message: describeDbError(error) });
    }
  }

  const locationIds = await loadLocationIds(db, dealershipIds);

  // 4. Models, under the static manufacturer list.
  if (bundle.models.length) {
    const makerRows = await db.select({ id: manufacturers.id, slug: manufacturers.slug }).from(manufacturers);
    const makerIds = new Map(makerRows.map((m) => [m.slug, m.id]));
    for (const { index, record } of bundle.models) {
      const manufacturerId = makerIds.get(record.manufacturer_slug);
      if (manufacturerId === undefined) {
        report.counts.models.failed++;
        issue({
          section: "models",
          index,
          key: record.slug,
          field: "manufacturer_slug",
          message: `no manufacturer "${record.manufacturer_slug}"`,
        });
        continue;
      }
      const values = {
        manufacturerId,
        name: record.name,
        slug: record.slug,
        imageUrl: record.image_url ?? null,
        manufacturerBody: record.manufacturer_body ?? null,
        overrideUrl: record.override_url ?? null,
        status: record.status,
        description: record.description ?? null,
        servicePlan: record.service_plan
          ? {
              pricePerService: record.service_plan.price_per_service,
              years: record.service_plan.years,
              services: record.service_plan.services,
              intervalMonths: record.service_plan.interval_months,
              intervalKm: record.service_plan.interval_km,
              rangeKm: record.service_plan.range_km,
            }
          : null,
      };
      const [row] = await db
        .insert(models)
        .values(values)
        .onConflictDoUpdate({ target: [models.manufacturerId, models.slug], set: values })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      report.counts.models[row?.inserted ? "inserted" : "updated"]++;
      // A model at a path a named route owns is stored, but its page could never be reached.
      const shadowed = shadowedRootSlug(record.slug);
      if (shadowed) {
        report.warnings.push({
          section: "models",
          index,
          key: record.slug,
          field: "slug",
          message: shadowed,
        });
      }
    }
  }

  // 4b. Accessories, under their models.
  if (bundle.accessories.length) await importAccessories(db, bundle, report);

  // 5. Cars.
  const carChanges = await importCars(db, bundle, dealershipIds, locationIds, report, now, options.pause);
  // Each car write above bumped its dealerships' stock versions in its own transaction, so no bump
  // is left for the end: a server sees each batch, and the version that announces it, together.
  if (options.replaceStock) report.markedSold = await markMissingCarsSold(db, bundle, dealershipIds, now);
  // 5b. Shoppers' alerts: the new cars their saved searches match, the lower prices of cars they watch.
  await recordImportAlerts(db, carChanges, now, options.pause);

  // 6. Offers belong to the bundle's site.
  if (bundle.offers.length) {
    const siteId = bundle.site
      ? (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, bundle.site.slug)))[0]?.id
      : undefined;
    const excludedIds = await excludedSiteIds(db, bundle.offers, (index, key, field, message) =>
      report.warnings.push({ section: "offers", index, key, field, message }),
    );
    for (const { index, record } of bundle.offers) {
      if (siteId === undefined) {
        report.counts.offers.failed++;
        issue({
          section: "offers",
          index,
          key: record.slug,
          field: "",
          message: "offers belong to a site: include a valid `site` in the bundle",
        });
        continue;
      }
      const manufacturer =
        typeof record.manufacturer === "string" ? record.manufacturer : record.manufacturer?.name;
      const values = {
        siteId,
        slug: record.slug,
        name: record.name,
        description: record.description,
        disclaimer: record.disclaimer,
        category: record.category ?? null,
        manufacturerName: manufacturer ?? null,
        model: record.model
          ? {
              ...(record.model.name ? { name: record.model.name } : {}),
              ...(record.model.slug ? { slug: record.model.slug } : {}),
              ...(record.model.override_url ? { override_url: record.model.override_url } : {}),
            }
          : null,
        imageUrl: record.image_url ?? null,
        excludedWebsiteIds: excludedIds.get(index) ?? [],
        startsAt: record.starts_at ? new Date(record.starts_at) : null,
        expiresAt: record.expires_at ? new Date(record.expires_at) : null,
      };
      const [row] = await db
        .insert(offers)
        .values(values)
        .onConflictDoUpdate({ target: [offers.siteId, offers.slug], set: values })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      report.counts.offers[row?.inserted ? "inserted" : "updated"]++;
    }
  }

  // 7. Promotional cards: a bundle with `promos` replaces the site's set.
  if (bundle.promos) {
    const siteId = bundle.site
      ? (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, bundle.site.slug)))[0]?.id
      : undefined;
    if (siteId === undefined) {
      report.counts.promos.failed += bundle.promos.length;
      for (const { index } of bundle.promos) {
        issue({
          section: "promos",
          index,
          field: "",
          message: "promos belong to a site: include a valid `site` in the bundle",
        });
      }
    } else {
      const rows = bundle.promos.map(({ record }) => ({
        siteId,
        position: record.position,
        display: record.display,
        strictDisplay: record.strictDisplay,
        start: record.start ? new Date(record.start) : null,
        expiry: record.expiry ? new Date(record.expiry) : null,
        node: {
          title: record.node.title,
          ...(record.node.body ? { body: record.node.body } : {}),
          ...(record.node.image_url ? { image_url: record.node.image_url } : {}),
          ...(record.node.link_url ? { link_url: record.node.link_url } : {}),
          ...(record.node.link_text ? { link_text: record.node.link_text } : {}),
        },
      }));
      await db.transaction(async (tx) => {
        await tx.delete(promoNodes).where(eq(promoNodes.siteId, siteId));
        if (rows.length) await tx.insert(promoNodes).values(rows);
      });
      report.counts.promos.inserted += rows.length;
    }
  }

  // 7b. Promo popups: a bundle with `promo_popups` replaces the site's set, like the cards.
  if (bundle.promoPopups) {
    const siteId = bundle.site
      ? (await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, bundle.site.slug)))[0]?.id
      : undefined;
    if (siteId === undefined) {
      report.counts.promo_popups.failed += bundle.promoPopups.length;
      for (const { index, record } of bundle.promoPopups) {
        issue({
          section: "promo_popups",
          index,
          key: record.slug,
          field: "",
          message: "promo popups belong to a site: include a valid `site` in the bundle",
        });
      }
    } else {
      const rows = bundle.promoPopups.map(({ record }) => ({
        siteId,
        slug: record.slug,
        title: record.title,
        description: record.description ?? null,
        imageUrl: record.image_url ?? null,
        imageAlt: record.image_alt ?? null,
        buttonText: record.button_text ?? null,
        buttonUrl: record.button_url ?? null,
        start: record.start ? new Date(record.start) : null,
        expiry: record.expiry ? new Date(record.expiry) : null,
      }));
      await db.transaction(async (tx) => {
        await tx.delete(promoPopups).where(eq(promoPopups.siteId, siteId));
        if (rows.length) await tx.insert(promoPopups).values(rows);
      });
      report.counts.promo_popups.inserted += rows.length;
    }
  }

  // 8. Content: pages, blog articles and the guarantee strip (import-content.ts).
  await importContent(db, bundle, report, now);

  // 9. Reviews, then each touched location's rating summary.
  const reviewedLocations = new Set<number>();
  for (const { index, record } of bundle.reviews) {
    const locationId = locationIds.get(`${record.dealership_slug}|${record.location_slug}`);
    if (locationId === undefined) {
      report.counts.reviews.failed++;
      issue({
        section: "reviews",
        index,
        key: record.id,
        field: "location_slug",
        message: `no location "${record.location_slug}" in dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    const values = {
      locationId,
      sourceId: record.id,
      customerName: record.customer_name,
      text: record.text,
      rating: record.rating,
      reviewDate: record.review_date,
      replyText: record.reply_text ?? null,
      replyDate: record.reply_date ?? null,
      imageUrl: record.image_url ?? null,
    };
    const [row] = await db
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({ target: [reviews.locationId, reviews.sourceId], set: values })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    report.counts.reviews[row?.inserted ? "inserted" : "updated"]++;
    reviewedLocations.add(locationId);
  }
  for (const locationId of reviewedLocations) {
    await db.execute(sql`
      update locations set
        average_rating = (select round(avg(rating)::numeric, 1)::real from reviews where location_id = ${locationId}),
        review_count = (select count(*) from reviews where location_id = ${locationId})
      where id = ${locationId}`);
  }

  return report;
}

async function loadLocationIds(
  db: Database,
  dealershipIds: Map<string, number>,
): Promise<Map<string, number>> {
  if (!dealershipIds.size) return new Map();
  const slugById = new Map([...dealershipIds].map(([slug, id]) => [id, slug]));
  const rows = await db
    .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId })
    .from(locations)
    .where(inArray(locations.dealershipId, [...dealershipIds.values()]));
  return new Map(rows.map((r) => [`${slugById.get(r.dealershipId)}|${r.slug}`, r.id]));
}

async function upsertLocation(db: Database, dealershipId: number, record: LocationRecord): Promise<boolean> {
  const a = record.address;
  const values = {
    dealershipId,
    slug: record.slug,
    name: record.name,
    primary: record.primary,
    locationType: record.location_type,
    locationSubtype: record.location_subtype ?? null,
    manufacturers: record.manufacturers,
    visible: record.visible,
    address: Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && v !== undefined)),
    contactDetail: {
      ...(record.contact_detail.phone ? { phone: record.contact_detail.phone } : {}),
      ...(record.contact_detail.landline_phone
        ? { landline_phone: record.contact_detail.landline_phone }
        : {}),
      ...(record.contact_detail.email ? { email: record.contact_detail.email } : {}),
      opening_hours: record.contact_detail.opening_hours.map((h) => ({
        weekday: h.weekday,
        status: h.status,
        ...(h.open ? { open: h.open } : {}),
        ...(h.close ? { close: h.close } : {}),
        ...(h.formated_hours ? { formated_hours: h.formated_hours } : {}),
      })),
    },
    imageUrl: record.image ?? null,
    dealerLicenseNumber: record.dealer_license_number ?? null,
    motorVehicleRepairer: record.motor_vehicle_repairer ?? null,
    distributionLocations: record.distribution_locations,
  };
  return db.transaction(async (tx) => {
    // Search shows a location's name (its slug is its identity): renaming it bumps its dealership's
    // stock version, read against the stored name before the upsert, in the same transaction.
    await tx
      .update(dealerships)
      .set({ stockVersion: sql`${dealerships.stockVersion} + 1` })
      .where(
        and(
          eq(dealerships.id, dealershipId),
          sql`exists (select 1 from ${locations} where ${locations.dealershipId} = ${dealershipId} and ${locations.slug} = ${record.slug} and ${locations.name} is distinct from ${record.name})`,
        ),
      );
    const [row] = await tx
      .insert(locations)
      .values(values)
      .onConflictDoUpdate({ target: [locations.dealershipId, locations.slug], set: values })
      .returning({ id: locations.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("location upsert returned nothing");
    await tx.delete(specialHours).where(eq(specialHours.locationId, row.id));
    if (record.special_hours.length) {
      await tx.insert(specialHours).values(
        record.special_hours.map((h) => ({
          locationId: row.id,
          date: h.date,
          status: h.status,
          startHour: h.start_hour ?? null,
          endHour: h.end_hour ?? null,
        })),
      );
    }
    return row.inserted;
  });
}

type ExistingCar = {
  id: number;
  slug: string;
  status: string;
  soldAt: Date | null;
  createdAt: Date;
  /** The prices before this import, for price-drop alerts (server/alerts). */
  price: number | null;
  offerPrice: number | null;
};

function carValues(
  record: CarRecord,
  dealershipId: number,
  locationId: number | null,
  existing: ExistingCar | undefined,
  slug: string,
  now: Date,
): CarInsert {
  const images = record.images.map((i) => ({
    url: i.url,
    ...("thumb_url" in i && i.thumb_url ? { thumb_url: i.thumb_url } : {}),
  }));
  const primary = record.primary_image_url ?? images[0]?.url ?? null;
  const inStock = isInStockStatus(record.status);
  // sold_at drives "sold within N days": set once when a car leaves stock, kept while it stays out.
  const soldAt = inStock
    ? null
    : record.sold_at
      ? new Date(record.sold_at)
      : existing && !isInStockStatus(existing.status) && existing.soldAt
        ? existing.soldAt
        : now;
  const name = record.name ?? carDisplayName(record);
  return {
    slug,
    dealershipId,
    locationId,
    name,
    carsalesTitle: record.carsales_title ?? null,
    make: record.make,
    model: record.model,
    badge: record.badge ?? null,
    series: record.series ?? null,
    year: record.year,
    colour: record.colour ?? null,
    interiorColour: record.interior_colour ?? null,
    carType: record.car_type,
    status: record.status,
    tag: record.tag ?? null,
    reserved: record.reserved,
    certified: record.certified,
    showOnDealerWebsite: record.show_on_dealer_website,
    price: record.price ?? null,
    beforePrice: record.before_price ?? null,
    offerPrice: record.offer_price ?? null,
    subscriptionPrice: record.subscription_price ?? null,
    weeklyPrice: record.weekly_price ?? null,
    priceType: record.price_type ?? null,
    preorder: record.preorder,
    km: record.km ?? null,
    buildDate: record.build_date ?? null,
    complianceDate: record.compliance_date ?? null,
    regoExpiry: record.rego_expiry ?? null,
    regplate: record.regplate ?? null,
    stocknum: record.stocknum ?? null,
    vin: record.vin ?? null,
    nvic: record.nvic ?? null,
    seats: record.seats ?? null,
    doors: record.doors ?? null,
    drive: record.drive ?? null,
    engineSize: record.engine_size ?? null,
    simpleBody: record.simple_body ?? null,
    simpleFuel: record.simple_fuel ?? null,
    simpleTransmission: record.simple_transmission ?? null,
    trans: record.trans ?? null,
    gearnum: record.gearnum ?? null,
    fuel: record.fuel ?? null,
    body: record.body ?? null,
    bodyconfiguration: record.bodyconfiguration ?? null,
    manufacturerBody: record.manufacturer_body ?? null,
    dealercomments: record.dealercomments ?? null,
    city: record.city ?? null,
    state: record.state ?? null,
    privateSuburb: record.private_suburb ?? null,
    privatePostcode: record.private_postcode ?? null,
    itemType: record.item_type ?? null,
    categories: record.categories,
    filteredFeatures: record.filtered_features,
    fileUrl: record.file ?? null,
    primaryImageUrl: primary,
    images,
    photosCount: images.length,
    standardEquipment: record.standardEquipment,
    variant: record.variant ?? null,
    specifications: record.specifications ?? null,
    autograbData: record.autograb_data
      ? Object.fromEntries(
          Object.entries(record.autograb_data).filter(([, v]) => v !== null && v !== undefined),
        )
      : null,
    youxQuote: record.youxQuote ?? null,
    reserveDeposit: record.reserve_deposit ?? null,
    checkoutEnabled: record.checkout_enabled,
    tradeInEnabled: record.trade_in_enabled,
    createdAt: record.created_at ? new Date(record.created_at) : (existing?.createdAt ?? now),
    updatedAt: now,
    soldAt,
  };
}

async function importCars(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  locationIds: Map<string, number>,
  report: ImportReport,
  now: Date,
  pause?: () => Promise<void>,
): Promise<ImportedCarChanges> {
  if (!bundle.cars.length) return { insertedCarSlugs: [], priceChanges: [] };
  const counts = report.counts.cars;
  const ids = [...new Set(bundle.cars.map((c) => dealershipIds.get(c.record.dealership_slug)))].filter(
    (id): id is number => id !== undefined,
  );
  const slugById = new Map([...dealershipIds].map(([slug, id]) => [id, slug]));
  // A small feed reads only the cars it names (a 100-car change to a 50,000-car dealer reads 100 rows);
  // a large one reads its dealerships' cars in id order. Either way in pages that each hold PGlite
  // briefly, with a pause between them (issue 15 §4).
  const existingRows =
    bundle.cars.length > SCAN_FROM
      ? await dealershipCars(db, ids, pause)
      : await namedCars(
          db,
          ids,
          bundle.cars.map((c) => c.record),
          pause,
        );
  const existing = new Map<string, ExistingCar>();
  for (const row of existingRows) {
    const dealer = slugById.get(row.dealershipId) ?? "";
    const byStock = carKey(dealer, { stocknum: row.stocknum });
    const byVin = carKey(dealer, { vin: row.vin });
    if (byStock) existing.set(byStock, row);
    if (byVin && !existing.has(byVin)) existing.set(byVin, row);
  }
  const isNew = (record: CarRecord) => {
    const byStock = carKey(record.dealership_slug, { stocknum: record.stocknum });
    const byVin = carKey(record.dealership_slug, { vin: record.vin });
    return !((byStock && existing.has(byStock)) || (byVin && existing.has(byVin)));
  };
  const takenSlugs = await takenCarSlugs(db, bundle.cars.map((c) => c.record).filter(isNew), pause);

  const updates: { index: number; values: CarInsert; prior: ExistingCar }[] = [];
  const inserts: { index: number; values: CarInsert }[] = [];
  for (const { index, record } of bundle.cars) {
    await pause?.();
    const dealershipId = dealershipIds.get(record.dealership_slug);
    const label = record.stocknum ? `stocknum ${record.stocknum}` : `vin ${record.vin}`;
    if (dealershipId === undefined) {
      counts.failed++;
      report.issues.push({
        section: "cars",
        index,
        key: label,
        field: "dealership_slug",
        message: `no dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    let locationId: number | null = null;
    if (record.location_slug) {
      // An unknown yard costs the car its location, not its place on the site (issue 15 §3).
      const found = locationIds.get(`${record.dealership_slug}|${record.location_slug}`);
      if (found === undefined) {
        report.warnings.push({
          section: "cars",
          index,
          key: label,
          field: "location_slug",
          message: `no location "${record.location_slug}" in dealership "${record.dealership_slug}"; imported without a location`,
        });
      }
      locationId = found ?? null;
    }
    const byStock = carKey(record.dealership_slug, { stocknum: record.stocknum });
    const byVin = carKey(record.dealership_slug, { vin: record.vin });
    const prior = (byStock && existing.get(byStock)) || (byVin && existing.get(byVin)) || undefined;
    if (prior) {
      // A car's URL is permanent once published: re-imports keep its slug.
      updates.push({
        index,
        values: { ...carValues(record, dealershipId, locationId, prior, prior.slug, now), id: prior.id },
        prior,
      });
    } else {
      const slug = uniqueCarSlug(record, takenSlugs);
      takenSlugs.add(slug);
      inserts.push({ index, values: carValues(record, dealershipId, locationId, undefined, slug, now) });
    }
  }

  // Every column comes from the feed except the car's identity, its permanent URL and its view count.
  const keep = new Set(["id", "slug", "views"]);
  const updateSet = Object.fromEntries(
    Object.entries(carColumnNames())
      .filter(([key]) => !keep.has(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column}"`)]),
  );
  // A car held by an online reservation stays reserved whatever the feed says, until the hold ends
  // (server/checkout clears the flag then; decision 0026).
  updateSet.reserved = sql`excluded.reserved or exists (select 1 from ${reservations} where ${reservations.carId} = ${cars.id} and ${reservations.status} = 'held')`;

  const updated = await writeInBatches(db, updates, counts, "updated", report, now, pause, (tx, rows) =>
    tx.insert(cars).values(rows).onConflictDoUpdate({ target: cars.id, set: updateSet }),
  );
  const inserted = await writeInBatches(db, inserts, counts, "inserted", report, now, pause, (tx, rows) =>
    tx.insert(cars).values(rows),
  );
  // What the alerts need to know (issue 21 §6): the cars added, and each in-stock car's shown price
  // before and after (an offer price counts before the price, lib/alerts/price-drop).
  const priceChanges = updated.flatMap(({ values, prior }) => {
    if (!isInStockStatus(values.status)) return [];
    const oldPrice = alertPrice({ price: prior.price, offerPrice: prior.offerPrice });
    const newPrice = alertPrice({ price: values.price ?? null, offerPrice: values.offerPrice ?? null });
    return oldPrice === newPrice ? [] : [{ carId: prior.id, oldPrice, newPrice }];
  });
  return { insertedCarSlugs: inserted.map((row) => row.values.slug), priceChanges };
}

/**
 * A bundle's accessories: each refused record named by index; each model's set upserted by slug, and
 * the model's stored accessories the bundle no longer lists removed, unless one of that model's
 * records was refused (its set is then only upserted, so a typo never empties a model's page).
 */
async function importAccessories(db: Database, bundle: ValidatedBundle, report: ImportReport): Promise<void> {
  const counts = report.counts.accessories;
  const makerRows = await db.select({ id: manufacturers.id, slug: manufacturers.slug }).from(manufacturers);
  const makerIds = new Map(makerRows.map((m) => [m.slug, m.id]));
  const wantedMakers = [...new Set(bundle.accessories.map((a) => makerIds.get(a.record.manufacturer_slug)))];
  const modelRows = wantedMakers.some((id) => id !== undefined)
    ? await db
        .select({ id: models.id, slug: models.slug, manufacturerId: models.manufacturerId })
        .from(models)
        .where(
          inArray(
            models.manufacturerId,
            wantedMakers.filter((id): id is number => id !== undefined),
          ),
        )
    : [];
  const modelIds = new Map(modelRows.map((m) => [`${m.manufacturerId}|${m.slug}`, m.id]));
  const byModel = new Map<
    number,
    { key: string; index: number; values: typeof accessories.$inferInsert }[]
  >();
  for (const { index, record } of bundle.accessories) {
    const makerId = makerIds.get(record.manufacturer_slug);
    const modelId = makerId === undefined ? undefined : modelIds.get(`${makerId}|${record.model_slug}`);
    if (modelId === undefined) {
      counts.failed++;
      report.issues.push({
        section: "accessories",
        index,
        key: record.slug,
        field: makerId === undefined ? "manufacturer_slug" : "model_slug",
        message:
          makerId === undefined
            ? `no manufacturer "${record.manufacturer_slug}"`
            : `no model "${record.model_slug}" of manufacturer "${record.manufacturer_slug}": import the model first, in \`models\``,
      });
      continue;
    }
    const list = byModel.get(modelId) ?? [];
    list.push({
      key: `${record.manufacturer_slug}|${record.model_slug}`,
      index,
      values: {
        modelId,
        slug: record.slug,
        name: record.name,
        category: record.category ?? null,
        description: record.description ?? null,
        partNumber: record.part_number ?? null,
        price: record.price ?? null,
        priceIncludesFitting: record.price_includes_fitting,
        imageUrl: record.image_url ?? null,
        // The feed's order, unless it numbers them itself.
        position: record.position ?? index,
      },
    });
    byModel.set(modelId, list);
  }
  const refused = bundle.accessoryModelsRefused;
  for (const [modelId, rows] of byModel) {
    const replace = !refused.has("*") && !refused.has(rows[0]!.key);
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const [written] = await tx
          .insert(accessories)
          .values(row.values)
          .onConflictDoUpdate({ target: [accessories.modelId, accessories.slug], set: row.values })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        counts[written?.inserted ? "inserted" : "updated"]++;
      }
      if (replace) {
        const kept = rows.map((r) => r.values.slug);
        await tx
          .delete(accessories)
          .where(and(eq(accessories.modelId, modelId), notInArray(accessories.slug, kept)));
      }
    });
  }
}

/** Feed cars looked up per query: one short query on PGlite, well inside PostgreSQL's parameter limit. */
const LOOKUP = 500;
/** From this many cars a feed's dealerships are read whole (in pages) rather than car by car. */
const SCAN_FROM = 2_000;

const existingCarColumns = {
  id: cars.id,
  slug: cars.slug,
  status: cars.status,
  price: cars.price,
  offerPrice: cars.offerPrice,
  soldAt: cars.soldAt,
  createdAt: cars.createdAt,
  dealershipId: cars.dealershipId,
  stocknum: cars.stocknum,
  vin: cars.vin,
};
type ExistingCarRow = ExistingCar & { dealershipId: number; stocknum: string | null; vin: string | null };

/** The stored cars a feed names by stock number or VIN, LOOKUP feed cars a query. */
async function namedCars(
  db: Database,
  dealershipIds: number[],
  feed: CarRecord[],
  pause: (() => Promise<void>) | undefined,
): Promise<ExistingCarRow[]> {
  const rows: ExistingCarRow[] = [];
  for (let start = 0; dealershipIds.length && start < feed.length; start += LOOKUP) {
    const chunk = feed.slice(start, start + LOOKUP);
    const stocknums = [...new Set(chunk.flatMap((c) => (c.stocknum ? [c.stocknum, c.stocknum.trim()] : [])))];
    const vins = [...new Set(chunk.flatMap((c) => (c.vin ? [c.vin, c.vin.trim().toUpperCase()] : [])))];
    const named = [
      ...(stocknums.length ? [inArray(cars.stocknum, stocknums)] : []),
      ...(vins.length ? [inArray(cars.vin, vins)] : []),
    ];
    if (!named.length) continue;
    rows.push(
      ...(await db
        .select(existingCarColumns)
        .from(cars)
        .where(and(inArray(cars.dealershipId, dealershipIds), or(...named)))),
    );
    await pause?.();
  }
  return rows;
}

/** Every stored car of the dealerships, LOOKUP a query in id order. */
async function dealershipCars(
  db: Database,
  dealershipIds: number[],
  pause: (() => Promise<void>) | undefined,
): Promise<ExistingCarRow[]> {
  const rows: ExistingCarRow[] = [];
  let afterId = 0;
  while (dealershipIds.length) {
    const page = await db
      .select(existingCarColumns)
      .from(cars)
      .where(and(inArray(cars.dealershipId, dealershipIds), gt(cars.id, afterId)))
      .orderBy(asc(cars.id))
      .limit(LOOKUP);
    rows.push(...page);
    if (page.length < LOOKUP) break;
    afterId = page.at(-1)!.id;
    await pause?.();
  }
  return rows;
}

/**
 * The slugs already taken among those the feed's new cars could be given (uniqueCarSlug's candidates:
 * the base slug and the one with the dealership), read in pages of LOOKUP cars. A car whose candidates
 * are both taken also has its numbered variants read (rare).
 */
async function takenCarSlugs(
  db: Database,
  newCars: CarRecord[],
  pause: (() => Promise<void>) | undefined,
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < newCars.length; start += LOOKUP) {
    const chunk = newCars.slice(start, start + LOOKUP);
    const candidates = chunk.flatMap((c) => slugCandidates(c));
    const rows = await db.select({ slug: cars.slug }).from(cars).where(inArray(cars.slug, candidates));
    for (const row of rows) taken.add(row.slug);
    for (const car of chunk) {
      const [base, withDealer] = slugCandidates(car);
      if (taken.has(base!) && taken.has(withDealer!)) {
        const numbered = await db
          .select({ slug: cars.slug })
          .from(cars)
          .where(sql`${cars.slug} like ${`${withDealer}-%`}`);
        for (const row of numbered) taken.add(row.slug);
      }
    }
    await pause?.();
  }
  return taken;
}

/** Drizzle property name → SQL column name for the cars table. */
function carColumnNames(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, column] of Object.entries(cars)) {
    if (column && typeof column === "object" && "name" in column && typeof column.name === "string") {
      out[key] = column.name;
    }
  }
  return out;
}

/**
 * Bumps the stock version of the dealerships whose cars a transaction wrote, in that transaction, so
 * a server that sees the cars sees the version that announces them (issue 15 §4).
 */
async function bumpStockVersions(tx: Executor, dealershipIds: Iterable<number>, now: Date): Promise<void> {
  const ids = [...new Set(dealershipIds)];
  if (!ids.length) return;
  await tx
    .update(dealerships)
    .set({ stockVersion: sql`${dealerships.stockVersion} + 1`, updatedAt: now })
    .where(inArray(dealerships.id, ids));
}

/**
 * Writes rows in batches, each in a transaction that also bumps its dealerships' stock versions; a
 * failed batch is retried row by row (each with its bump) so only the bad rows are reported. Returns
 * the rows written.
 */
async function writeInBatches<Row extends { index: number; values: CarInsert }>(
  db: Database,
  rows: Row[],
  counts: SectionCounts,
  outcome: "inserted" | "updated",
  report: ImportReport,
  now: Date,
  pause: (() => Promise<void>) | undefined,
  write: (tx: Executor, values: CarInsert[]) => PromiseLike<unknown>,
): Promise<Row[]> {
  const written: Row[] = [];
  // Embedded PGlite runs on the server's one thread and a PGlite query resolves without giving the
  // event loop a turn: an import inside a serving server writes smaller batches and pauses between
  // them, so a search waits at most one batch (issue 15 §4).
  const size = pause ? SERVING_BATCH : BATCH;
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await pause?.();
    const batch = rows.slice(start, start + size);
    try {
      await db.transaction(async (tx) => {
        await write(
          tx,
          batch.map((r) => r.values),
        );
        await bumpStockVersions(
          tx,
          batch.map((r) => r.values.dealershipId),
          now,
        );
      });
      counts[outcome] += batch.length;
      written.push(...batch);
    } catch {
      for (const row of batch) {
        try {
          await db.transaction(async (tx) => {
            await write(tx, [row.values]);
            await bumpStockVersions(tx, [row.values.dealershipId], now);
          });
          counts[outcome]++;
          written.push(row);
        } catch (error) {
          counts.failed++;
          report.issues.push({
            section: "cars",
            index: row.index,
            key: row.values.stocknum ? `stocknum ${row.values.stocknum}` : `vin ${row.values.vin}`,
            field: "",
            message: describeDbError(error),
          });
        }
      }
    }
  }
  return written;
}

/** A new car's slug (year, make, model, badge, stock number) and its fallback with the dealership. */
function slugCandidates(record: CarRecord): [string, string] {
  const base =
    record.slug ??
    slugify(
      [record.year, record.make, record.model, record.badge, record.stocknum ?? record.vin?.slice(-6)]
        .filter(Boolean)
        .join(" "),
    );
  return [base, `${base}-${slugify(record.dealership_slug)}`];
}

function uniqueCarSlug(record: CarRecord, taken: Set<string>): string {
  const [base, withDealer] = slugCandidates(record);
  if (!taken.has(base)) return base;
  if (!taken.has(withDealer)) return withDealer;
  for (let n = 2; ; n++) {
    const candidate = `${withDealer}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * --replace-stock: the feed is complete for every dealership it carries cars for, so that
 * dealership's in-stock cars it no longer lists are marked sold now. A dealership with no cars in the
 * feed is left alone, so an empty or truncated export never empties a site. Cars named by an invalid
 * record are counted as present, so a typo in one record does not mark a real car sold.
 */
async function markMissingCarsSold(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  now: Date,
): Promise<number> {
  let marked = 0;
  for (const slug of bundle.feedDealerships) {
    const dealershipId = dealershipIds.get(slug);
    if (dealershipId === undefined) continue;
    const inStock = await db
      .select({ id: cars.id, stocknum: cars.stocknum, vin: cars.vin })
      .from(cars)
      .where(and(eq(cars.dealershipId, dealershipId), inArray(cars.status, ["in_stock", "coming_soon"])));
    const missing = inStock
      .filter((c) => {
        const byStock = carKey(slug, { stocknum: c.stocknum });
        const byVin = carKey(slug, { vin: c.vin });
        return !(byStock && bundle.feedCarKeys.has(byStock)) && !(byVin && bundle.feedCarKeys.has(byVin));
      })
      .map((c) => c.id);
    for (let i = 0; i < missing.length; i += BATCH) {
      const ids = missing.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        await tx
          .update(cars)
          .set({ status: "sold", soldAt: now, updatedAt: now })
          .where(inArray(cars.id, ids));
        await bumpStockVersions(tx, [dealershipId], now);
      });
    }
    marked += missing.length;
  }
  return marked;
}

/**
 * Each offer's `excluded_website_ids` as site ids: numbers are taken as ids, slugs are looked up. A slug
 * that names no site is left out with a warning (it cannot exclude anything).
 */
async function excludedSiteIds(
  db: Database,
  offerRecords: ValidatedBundle["offers"],
  warn: (index: number, key: string, field: string, message: string) => void,
): Promise<Map<number, number[]>> {
  const slugs = new Set<string>();
  for (const { record } of offerRecords) {
    for (const entry of record.excluded_website_ids) if (typeof entry === "string") slugs.add(entry);
  }
  const bySlug = new Map<string, number>();
  if (slugs.size) {
    const rows = await db
      .select({ id: sites.id, slug: sites.slug })
      .from(sites)
      .where(inArray(sites.slug, [...slugs]));
    for (const row of rows) bySlug.set(row.slug, row.id);
  }
  const out = new Map<number, number[]>();
  for (const { index, record } of offerRecords) {
    const ids = new Set<number>();
    record.excluded_website_ids.forEach((entry, i) => {
      if (typeof entry === "number") ids.add(entry);
      else if (bySlug.has(entry)) ids.add(bySlug.get(entry)!);
      else warn(index, record.slug, `excluded_website_ids.${i}`, `no site "${entry}": left out`);
    });
    out.set(index, [...ids]);
  }
  return out;
}
