import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { accessories, models } from "../../db/schema";
import type { ImportReport } from "../import-report";
import { manufacturerIds } from "./models";

/**
 * A bundle's accessories: each refused record named by index; each model's set upserted by slug, and
 * the model's stored accessories the bundle no longer lists removed, unless one of that model's
 * records was refused (its set is then only upserted, so a typo never empties a model's page).
 */
export async function importAccessories(
  db: Database,
  bundle: ValidatedBundle,
  report: ImportReport,
): Promise<void> {
  if (!bundle.accessories.length) return;
  const counts = report.counts.accessories;
  const makerIds = await manufacturerIds(db);
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
