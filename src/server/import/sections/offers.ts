import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { recordImportedVersion } from "../../content/content-versions";
import type { Database } from "../../db/client";
import { offers, sites } from "../../db/schema";
import type { ImportReport } from "../import-report";
import { storedSiteId } from "./site";

/**
 * The bundle's offers, upserted by slug within the bundle's site (offers belong to a site: without a
 * valid `site` each is refused), each with the sites it must not show on.
 */
export async function importOffers(
  db: Database,
  bundle: ValidatedBundle,
  report: ImportReport,
): Promise<void> {
  if (!bundle.offers.length) return;
  const siteId = await storedSiteId(db, bundle);
  const excludedIds = await excludedSiteIds(db, bundle.offers, (index, key, field, message) =>
    report.warnings.push({ section: "offers", index, key, field, message }),
  );
  for (const { index, record } of bundle.offers) {
    if (siteId === undefined) {
      report.counts.offers.failed++;
      report.issues.push({
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
    // An import is a version of the offer too (decision 0053).
    await recordImportedVersion(db, siteId, "offers", record.slug, new Date());
  }
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
