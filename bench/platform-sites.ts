/**
 * The platform-scale bench's sites (issue 35 §3): N copies of the demo dealer group, each its own site
 * with its own dealerships, locations and cars, seeded through the import's own write path
 * (`importBundle`, batched upserts as a dealer's feed), not through HTTP one car at a time.
 *
 * Site i is the dealer group's bundle generated with its own seed (so no two sites hold the same
 * cars), every dealership, location and review slug prefixed with `p<i>-` (slugs that are unique
 * across the platform), each car's slug too, and the site named "Platform site <i>".
 */

import { DEFAULT_DEMO_SEED, generateDemoBundles } from "@/demo/generate-demo";
import type { Bundle } from "@/lib/import/bundle-schema";

const GROUP = "metro-motor-group";
/** Every slug of the dealer group's bundle that must be unique across the platform starts with this. */
const GROUP_PREFIX = "metro-";

/** The slug of platform site i (from 0): `p0007-metro-motor-group`. */
export function platformSiteSlug(i: number): string {
  return `${platformPrefix(i)}${GROUP}`;
}

function platformPrefix(i: number): string {
  return `p${String(i).padStart(4, "0")}-`;
}

/** The import bundle of platform site i with `cars` cars, dated from `now`. */
export function platformBundle(i: number, cars: number, now: Date): Bundle {
  const group = generateDemoBundles({ cars, now, seed: DEFAULT_DEMO_SEED + i }).find((b) => b.site === GROUP);
  if (!group) throw new Error(`the demo has no ${GROUP}`);
  const prefix = platformPrefix(i);
  // Every string that starts with the group's prefix is a slug or an id built from one (the site's,
  // its dealerships', locations', reviews'); none of the group's prose starts a string that way.
  const renamed = JSON.parse(
    JSON.stringify(group.bundle).replaceAll(`"${GROUP_PREFIX}`, `"${prefix}${GROUP_PREFIX}`),
  ) as Bundle;
  if (renamed.site) renamed.site = { ...renamed.site, name: `Platform site ${i}` };
  for (const car of renamed.cars ?? []) {
    const record = car as { slug?: string | null };
    if (record.slug) record.slug = `${prefix}${record.slug}`;
  }
  return renamed;
}
