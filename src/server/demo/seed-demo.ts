import "server-only";
import { count } from "drizzle-orm";
import { generateDemoBundles } from "@/demo/generate-demo";
import type { Database } from "../db/client";
import { sites } from "../db/schema";
import { type ImportReport, importBundle } from "../import/import-bundle";
import { seedDemoHome } from "./seed-demo-home";

export type DemoSeedResult = { site: string; report: ImportReport }[];

/**
 * Loads the demo sites through the public import path, exactly as a dealer's feed would arrive, so
 * the demo exercises the same validation and upserts as production data.
 */
export async function seedDemo(
  db: Database,
  options: { cars?: number; now?: Date; seed?: number } = {},
): Promise<DemoSeedResult> {
  const bundles = generateDemoBundles(options);
  const out: DemoSeedResult = [];
  for (const { site, bundle } of bundles) {
    out.push({
      site,
      report: await importBundle(db, bundle, {
        replaceStock: true,
        // The generator writes each demo site's whole config: a re-seed resets it (decision 0041).
        replaceConfig: true,
        now: options.now,
      }),
    });
    // Its home page and featured cars, which the bundle cannot carry yet (decision 0078).
    await seedDemoHome(db, site, options.now ?? new Date());
  }
  return out;
}

/**
 * The first start's demo: seeds only a database with no sites, and returns null otherwise. Servers
 * sharing a database call it under the migration lock (`prepareDatabase`), so whichever comes second
 * sees the first one's sites and leaves them be.
 */
export async function seedDemoIfEmpty(
  db: Database,
  options: { cars?: number; now?: Date } = {},
): Promise<DemoSeedResult | null> {
  const [row] = await db.select({ n: count() }).from(sites);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, options);
}
