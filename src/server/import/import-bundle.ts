import "server-only";
import { rawSlug } from "@/lib/import/config-patch";
import { bundleOutsideSite, type ImportSiteScope } from "@/lib/import/site-scope";
import type { ValidateOptions } from "@/lib/import/validate-bundle";
import { recordImportAlerts } from "../alerts/import-alerts";
import type { Database } from "../db/client";
import { type ImportReport, startReport } from "./import-report";
import { ImportOutsideSiteError } from "./outside-site";
import { importAccessories } from "./sections/accessories";
import { importCars } from "./sections/cars";
import { importContent } from "./sections/content";
import { importLocations, loadLocationIds } from "./sections/locations";
import { importModels } from "./sections/models";
import { importOffers } from "./sections/offers";
import { importPromoPopups } from "./sections/promo-popups";
import { importPromos } from "./sections/promos";
import { markMissingCarsSold } from "./sections/replace-stock";
import { importReviews } from "./sections/reviews";
import { importSiteAndDealerships, refuseBundle, siteRefusal } from "./sections/site";
import { validateForImport } from "./validate-for-import";

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
  /**
   * A site's API key is importing: the bundle may hold only that site's own data, else nothing is
   * written and ImportOutsideSiteError is thrown (lib/import/site-scope, decision 0047).
   */
  onlySite?: ImportSiteScope;
  /**
   * The feed history's record of this import (feed_imports): every car it writes or marks sold
   * names it (`cars.last_import_id`), in the transaction that writes the car. None: the cars name no
   * import (the demo seed, a record that could not be begun).
   */
  importId?: number | null;
};

/**
 * Imports a bundle: validates every record, writes the valid ones (upserting), and reports each
 * invalid one by section, index, field and reason. Each section (sections/) writes in its own
 * transactions so a database-level failure of one record is reported against that record, not the
 * whole bundle; the site is the exception: a refused site refuses the whole bundle (sections/site.ts,
 * decision 0041). The sections run in this order, each after what it hangs off.
 */
export async function importBundle(
  db: Database,
  raw: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const { bundle, patched } = await validateForImport(db, raw, options);
  if (options.onlySite) {
    const outside = bundleOutsideSite(raw, bundle, options.onlySite);
    if (outside.length) throw new ImportOutsideSiteError(options.onlySite.siteSlug, outside);
  }
  const report = startReport(bundle);
  report.dealerships = [
    ...new Set([...bundle.dealerships.map((d) => d.record.slug), ...bundle.feedDealerships]),
  ].sort();

  // 1–2. The site, all or nothing: refused, nothing of the bundle is written; else the dealerships
  // and the site in one transaction, before everything that hangs off them.
  const siteRefused = await siteRefusal(db, raw, bundle, patched);
  if (siteRefused.length) {
    const slug = bundle.site?.slug ?? rawSlug((raw as { site?: unknown } | null)?.site) ?? null;
    return refuseBundle(report, raw, slug, siteRefused);
  }
  const dealershipIds = await importSiteAndDealerships(db, bundle, patched, report, now);
  if (!dealershipIds) return report;

  // 3. Locations, with their special hours. 4. Models, then their accessories.
  await importLocations(db, bundle, dealershipIds, report);
  const locationIds = await loadLocationIds(db, dealershipIds);
  await importModels(db, bundle, report);
  await importAccessories(db, bundle, report);

  // 5. Cars. Each car write bumped its dealerships' stock versions in its own transaction, so no bump
  // is left for the end: a server sees each batch, and the version that announces it, together.
  const importId = options.importId ?? null;
  const carChanges = await importCars(db, bundle, dealershipIds, locationIds, report, {
    now,
    importId,
    pause: options.pause,
  });
  if (options.replaceStock) {
    report.markedSold = await markMissingCarsSold(db, bundle, dealershipIds, now, importId);
  }
  // 5b. Shoppers' alerts: the new cars their saved searches match, the lower prices of cars they watch.
  await recordImportAlerts(db, carChanges, now, options.pause);

  // 6–8. What belongs to the bundle's site: offers, promo cards and popups, content.
  await importOffers(db, bundle, report);
  await importPromos(db, bundle, report);
  await importPromoPopups(db, bundle, report);
  await importContent(db, bundle, report, now);

  // 9. Reviews, then each touched location's rating summary.
  await importReviews(db, bundle, locationIds, report);
  return report;
}
