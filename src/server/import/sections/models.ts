import "server-only";
import { sql } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { shadowedRootSlug } from "@/lib/models/site-path";
import type { Database } from "../../db/client";
import { manufacturers, models } from "../../db/schema";
import type { ImportReport } from "../import-report";

/**
 * The bundle's models, upserted by manufacturer and slug under the static manufacturer list; a model
 * at a path a named route owns is stored with a warning, as its page could never be reached.
 */
export async function importModels(
  db: Database,
  bundle: ValidatedBundle,
  report: ImportReport,
): Promise<void> {
  if (!bundle.models.length) return;
  const makerIds = await manufacturerIds(db);
  for (const { index, record } of bundle.models) {
    const manufacturerId = makerIds.get(record.manufacturer_slug);
    if (manufacturerId === undefined) {
      report.counts.models.failed++;
      report.issues.push({
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

/** The static manufacturer list's ids, by slug. */
export async function manufacturerIds(db: Database): Promise<Map<string, number>> {
  const makerRows = await db.select({ id: manufacturers.id, slug: manufacturers.slug }).from(manufacturers);
  return new Map(makerRows.map((m) => [m.slug, m.id]));
}
