import { siteTimeZone, stateTimeZone } from "../../locations/time-zones";
import { feedState } from "../feed-values";
import type { LocationRecord } from "../schema/locations";
import type { SiteRecord } from "../schema/site";
import type { Indexed } from "./records";

/**
 * The clock a feed's local timestamps ("2026-11-20 10:00:00") are read on: a car's on its own state's
 * or its dealership's, an offer's or a page's on its site's, else Sydney's.
 */

/** Where nothing says which clock a dealership keeps: the zone the lead e-mails fall back to. */
export const DEFAULT_FEED_TIME_ZONE = "Australia/Sydney";

/**
 * The clock a car's local timestamps are read on: its own state's, else its dealership's (the
 * bundle's locations, then what the database knows), else Sydney's.
 */
export function carTimeZone(raw: unknown, dealershipZones: ReadonlyMap<string, string>): string {
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const own = stateTimeZone(feedState(r.state) ?? null);
  const dealer = typeof r.dealership_slug === "string" ? dealershipZones.get(r.dealership_slug) : undefined;
  return own ?? dealer ?? DEFAULT_FEED_TIME_ZONE;
}

/**
 * Each dealership's clock: the states of its locations in the bundle, which say where a dealership is
 * before the database does, else the zone the database knows (`stored`).
 */
export function dealershipZones(
  locations: Indexed<LocationRecord>[],
  stored: ReadonlyMap<string, string> | undefined,
): Map<string, string> {
  const zones = new Map(stored);
  const statesInBundle = new Map<string, (string | null | undefined)[]>();
  for (const { record } of locations) {
    statesInBundle.set(record.dealership_slug, [
      ...(statesInBundle.get(record.dealership_slug) ?? []),
      record.address.state,
    ]);
  }
  for (const [slug, states] of statesInBundle) {
    const zone = siteTimeZone(states);
    if (zone) zones.set(slug, zone);
  }
  return zones;
}

/**
 * The clock an offer's or a page's local times are read on, the site's: the states of its dealerships'
 * locations in the bundle, else the zone the database knows for one of its dealerships (`stored`),
 * else its config's `default_state`, else Sydney.
 */
export function siteZone(
  site: SiteRecord | undefined,
  locations: Indexed<LocationRecord>[],
  stored: ReadonlyMap<string, string> | undefined,
): string {
  const dealers = site?.dealerships.length ? new Set(site.dealerships) : undefined;
  const states = locations
    .filter(({ record }) => !dealers || dealers.has(record.dealership_slug))
    .map(({ record }) => record.address.state);
  const storedZone = (site?.dealerships ?? []).map((slug) => stored?.get(slug)).find(Boolean);
  return (
    siteTimeZone(states) ??
    storedZone ??
    stateTimeZone(feedState(site?.config.default_state) ?? null) ??
    DEFAULT_FEED_TIME_ZONE
  );
}
