import "server-only";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Executor } from "../../db/client";
import { dealerships } from "../../db/schema";
import { describeDbError, type ImportReport } from "../import-report";

/**
 * The bundle's dealerships, upserted by slug, each in its own transaction (a savepoint when `ex` is
 * the site's transaction), so a database failure of one is reported against it. Returns the slugs
 * written, for the report's config changes.
 */
export async function writeDealerships(
  ex: Executor,
  bundle: ValidatedBundle,
  report: ImportReport,
  now: Date,
): Promise<string[]> {
  const written: string[] = [];
  for (const { index, record } of bundle.dealerships) {
    const values = {
      slug: record.slug,
      name: record.name,
      manufacturerName: record.manufacturer?.name ?? null,
      phone: record.phone ?? null,
      email: record.email ?? null,
      youtubeUrl: record.youtube_url ?? null,
      autograb: record.autograb,
      // A bundle without the dealership's config keeps the stored one (decision 0032).
      ...(record.config !== undefined ? { config: record.config } : {}),
      updatedAt: now,
    };
    try {
      const row = await ex.transaction(async (tx) => {
        const [row] = await tx
          .insert(dealerships)
          .values(values)
          .onConflictDoUpdate({
            target: dealerships.slug,
            // A new name shows in search (its cars' dealership facet): bumped in the same statement.
            set: {
              ...values,
              // So does a new config (what its cars' pages and cards offer): cached pages are dropped.
              stockVersion: bumpedWhen(
                record.config !== undefined
                  ? sql`${dealerships.name} is distinct from excluded.name or ${dealerships.config} is distinct from excluded.config`
                  : sql`${dealerships.name} is distinct from excluded.name`,
              ),
            },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        return row;
      });
      report.counts.dealerships[row?.inserted ? "inserted" : "updated"]++;
      written.push(record.slug);
    } catch (error) {
      report.counts.dealerships.failed++;
      report.issues.push({
        section: "dealerships",
        index,
        key: record.slug,
        field: "",
        message: describeDbError(error),
      });
    }
  }
  return written;
}

/** A stock version one higher when `changed` holds, for an upsert's DO UPDATE SET. */
export function bumpedWhen(changed: SQL): SQL {
  return sql`case when ${changed} then ${dealerships.stockVersion} + 1 else ${dealerships.stockVersion} end`;
}

/** The ids of every dealership the bundle names anywhere, by slug. */
export async function loadDealershipIds(ex: Executor, bundle: ValidatedBundle): Promise<Map<string, number>> {
  const wanted = new Set<string>([
    ...bundle.dealerships.map((d) => d.record.slug),
    ...(bundle.site?.dealerships ?? []),
    ...bundle.locations.map((l) => l.record.dealership_slug),
    ...bundle.cars.map((c) => c.record.dealership_slug),
    ...bundle.reviews.map((r) => r.record.dealership_slug),
    ...bundle.feedDealerships,
  ]);
  if (!wanted.size) return new Map();
  const rows = await ex
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(inArray(dealerships.slug, [...wanted]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}
