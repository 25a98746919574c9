import "server-only";
import { inArray } from "drizzle-orm";
import { rawSlug, type StoredConfigs } from "@/lib/import/config-patch";
import { isJsonObject, type JsonObject } from "@/lib/import/merge-patch";
import type { Executor } from "../db/client";
import { dealerships, sites } from "../db/schema";

/**
 * The stored configs a bundle's site and dealerships are merged over (issue 29 item 2, decision
 * 0041): read before validation, which merges them in (lib/import/config-patch.ts) and validates the
 * merged result with the strict schemas.
 */
export async function storedConfigs(db: Executor, raw: unknown): Promise<StoredConfigs> {
  const byDealership = new Map<string, JsonObject>();
  const out: StoredConfigs = { dealerships: byDealership };
  if (!isJsonObject(raw)) return out;
  const siteSlug = Object.hasOwn(raw, "site") ? rawSlug(raw.site) : undefined;
  if (siteSlug) {
    const [row] = await db
      .select({ config: sites.config })
      .from(sites)
      .where(inArray(sites.slug, [siteSlug]));
    if (row) out.site = isJsonObject(row.config) ? row.config : {};
  }
  const list = Object.hasOwn(raw, "dealerships") && Array.isArray(raw.dealerships) ? raw.dealerships : [];
  const slugs = [...new Set(list.map(rawSlug).filter((s): s is string => !!s))];
  if (slugs.length) {
    const rows = await db
      .select({ slug: dealerships.slug, config: dealerships.config })
      .from(dealerships)
      .where(inArray(dealerships.slug, slugs));
    for (const row of rows) byDealership.set(row.slug, isJsonObject(row.config) ? row.config : {});
  }
  return out;
}
