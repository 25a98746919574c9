import "server-only";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { PARTS_RESULTS_MAX, type PartsHit, partsSearchWords } from "@/lib/content/parts-search";
import type { Database } from "../db/client";
import { accessories, models } from "../db/schema";

/** A LIKE pattern matching `word` anywhere, its own % and _ taken literally. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * /parts/search's results (decision 0079): the genuine accessories of the site's models (`modelIds`,
 * from listSiteModels) whose name, part number or category holds every word of the query. An exact
 * part number first, then by name; at most PARTS_RESULTS_MAX. One query; none without words or models.
 */
export async function searchPartsCatalogue(
  db: Database,
  modelIds: readonly number[],
  query: string,
): Promise<PartsHit[]> {
  const words = partsSearchWords(query);
  if (!words.length || !modelIds.length) return [];
  const matches: SQL[] = words.map(
    (word) =>
      or(
        ilike(accessories.name, containing(word)),
        ilike(accessories.partNumber, containing(word)),
        ilike(accessories.category, containing(word)),
      )!,
  );
  return db
    .select({
      id: accessories.id,
      name: accessories.name,
      partNumber: accessories.partNumber,
      category: accessories.category,
      price: accessories.price,
      priceIncludesFitting: accessories.priceIncludesFitting,
      modelName: models.name,
      modelSlug: models.slug,
    })
    .from(accessories)
    .innerJoin(models, eq(models.id, accessories.modelId))
    .where(and(inArray(accessories.modelId, [...modelIds]), ...matches))
    .orderBy(
      sql`case when lower(${accessories.partNumber}) = ${query.trim().toLowerCase()} then 0 else 1 end`,
      asc(accessories.name),
      asc(models.name),
    )
    .limit(PARTS_RESULTS_MAX);
}
