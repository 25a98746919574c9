import "server-only";
import { eq, inArray } from "drizzle-orm";
import { type PatchedBundle, patchBundleConfigs } from "@/lib/import/config-patch";
import {
  type ValidatedBundle,
  type ValidateOptions,
  validateBundle,
  validateBundleInSlices,
} from "@/lib/import/validate-bundle";
import { siteTimeZone } from "@/lib/locations/time-zones";
import type { Database } from "../db/client";
import { dealerships, locations } from "../db/schema";
import { storedConfigs } from "./site-config-merge";

/**
 * A raw bundle validated against what the database knows: its configs merged over the stored ones
 * before validation, so the strict schemas judge what will be stored (decision 0041), and a feed's
 * local times read on each dealership's stored clock. Validated in slices, with `pause` awaited
 * between them, when the import runs inside a serving server (issue 15 §4).
 */
export async function validateForImport(
  db: Database,
  raw: unknown,
  options: {
    replaceConfig?: boolean;
    unreadCars?: ValidateOptions["unreadCars"];
    pause?: () => Promise<void>;
  },
): Promise<{ bundle: ValidatedBundle; patched: PatchedBundle }> {
  const patched = patchBundleConfigs(raw, await storedConfigs(db, raw), { replace: options.replaceConfig });
  const validateOptions: ValidateOptions = {
    dealershipTimeZones: await dealershipTimeZones(db, raw),
    unreadCars: options.unreadCars,
  };
  const bundle = options.pause
    ? await validateBundleInSlices(patched.raw, validateOptions, options.pause)
    : validateBundle(patched.raw, validateOptions);
  return { bundle, patched };
}

/**
 * The clock each dealership the bundle's cars name keeps, from its stored locations' states: a feed's
 * local timestamps ("2026-11-20 10:00:00") are read on it.
 */
async function dealershipTimeZones(db: Database, raw: unknown): Promise<Map<string, string>> {
  const cars = (raw as { cars?: unknown } | null)?.cars;
  const slugs = new Set<string>();
  if (Array.isArray(cars)) {
    for (const car of cars) {
      const slug = (car as { dealership_slug?: unknown } | null)?.dealership_slug;
      if (typeof slug === "string") slugs.add(slug);
    }
  }
  if (!slugs.size) return new Map();
  const rows = await db
    .select({ slug: dealerships.slug, address: locations.address })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(dealerships.slug, [...slugs]));
  const states = new Map<string, (string | undefined)[]>();
  for (const row of rows) states.set(row.slug, [...(states.get(row.slug) ?? []), row.address.state]);
  const zones = new Map<string, string>();
  for (const [slug, list] of states) {
    const zone = siteTimeZone(list);
    if (zone) zones.set(slug, zone);
  }
  return zones;
}
