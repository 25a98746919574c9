import "server-only";
import type { Site } from "@/lib/tenancy/site";
import { digestClockOf } from "../alerts/compose-digests";
import type { Database } from "../db/client";
import { processSingleton } from "../process-singleton";

/**
 * A site's clock for its analytics days (decision 0061): the one its alert digests keep (decision
 * 0038: `alerts.time_zone`, else the zone most of its locations keep, else its default state's), so
 * "today" means one thing across the site. Asked once per site every few minutes, not per event.
 */
const KEEP_MS = 5 * 60_000;

const zones = processSingleton<Map<number, { zone: string; until: number }>>("analytics-site-zones");

export async function analyticsTimeZone(db: Database, site: Site, now = Date.now()): Promise<string> {
  const cache = zones.get(() => new Map());
  const held = cache.get(site.id);
  if (held && held.until > now) return held.zone;
  const zone = (await digestClockOf(db, site)).timeZone;
  cache.set(site.id, { zone, until: now + KEEP_MS });
  return zone;
}
