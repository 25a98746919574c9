import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Accessory } from "@/lib/models/accessories";
import { MODEL_STATUSES, type ModelStatus, type SiteModel, siteManufacturerSlugs } from "@/lib/models/model";
import { shadowedRootSlug } from "@/lib/models/site-path";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { accessories, manufacturers, models } from "../db/schema";

function modelStatus(value: string): ModelStatus {
  return (MODEL_STATUSES as readonly string[]).includes(value) ? (value as ModelStatus) : "current";
}

/**
 * The models a site shows: those of its dealerships' manufacturers (lib/models/model
 * `siteManufacturerSlugs`, decision 0031), less any whose slug a named route owns (its page could
 * never be reached; the import warns). One query; none for a site without a franchise make.
 */
export async function listSiteModels(db: Database, site: Pick<Site, "dealerships">): Promise<SiteModel[]> {
  const makers = siteManufacturerSlugs(site.dealerships);
  if (!makers.length) return [];
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      manufacturerName: manufacturers.name,
      manufacturerSlug: manufacturers.slug,
      imageUrl: models.imageUrl,
      category: models.manufacturerBody,
      overrideUrl: models.overrideUrl,
      status: models.status,
      description: models.description,
      servicePlan: models.servicePlan,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(inArray(manufacturers.slug, makers))
    .orderBy(asc(models.name), asc(models.id));
  // Two makes with one model slug (rare): the site's first dealership's make keeps the root path.
  const rank = (slug: string) => makers.indexOf(slug);
  const seen = new Map<string, SiteModel>();
  for (const row of [...rows].sort((a, b) => rank(a.manufacturerSlug) - rank(b.manufacturerSlug))) {
    if (!seen.has(row.slug) && !shadowedRootSlug(row.slug))
      seen.set(row.slug, { ...row, status: modelStatus(row.status) });
  }
  return [...seen.values()];
}

/** A model's accessories in the feed's order (its position, then its name). */
export async function listModelAccessories(db: Database, modelId: number): Promise<Accessory[]> {
  const rows = await db
    .select({
      id: accessories.id,
      slug: accessories.slug,
      name: accessories.name,
      category: accessories.category,
      description: accessories.description,
      partNumber: accessories.partNumber,
      price: accessories.price,
      priceIncludesFitting: accessories.priceIncludesFitting,
      imageUrl: accessories.imageUrl,
    })
    .from(accessories)
    .where(eq(accessories.modelId, modelId))
    .orderBy(asc(accessories.position), asc(accessories.name));
  return rows;
}

/** How many accessories each of these models has (models without any are left out). */
export async function countModelAccessories(
  db: Database,
  modelIds: readonly number[],
): Promise<Map<number, number>> {
  if (!modelIds.length) return new Map();
  const rows = await db
    .select({ modelId: accessories.modelId, n: count() })
    .from(accessories)
    .where(and(inArray(accessories.modelId, [...modelIds])))
    .groupBy(accessories.modelId);
  return new Map(rows.map((r) => [r.modelId, Number(r.n)]));
}
