import "server-only";
import { generateDemoBundles } from "@/demo/generate-demo";
import type { Database } from "../db/client";
import { type ImportReport, importBundle } from "../import/import-bundle";

/**
 * Loads the demo sites through the public import path, exactly as a dealer's feed would arrive, so
 * the demo exercises the same validation and upserts as production data.
 */
export async function seedDemo(
  db: Database,
  options: { cars?: number; now?: Date; seed?: number } = {},
): Promise<{ site: string; report: ImportReport }[]> {
  const bundles = generateDemoBundles(options);
  const out: { site: string; report: ImportReport }[] = [];
  for (const { site, bundle } of bundles) {
    out.push({
      site,
      report: await importBundle(db, bundle, { replaceStock: true, now: options.now }),
    });
  }
  return out;
}
