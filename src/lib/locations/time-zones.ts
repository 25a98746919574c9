import { ownValue } from "../utils/own-value";

/**
 * Which clock a place keeps: an Australian location's time zone from its state. Used where a rule is
 * about a dealer's local time: Call Now while open (decision 0013), a test drive in the future (spec 01
 * §5), the time a lead e-mail says it was received.
 */

/** The spec's zone for the open-now check (spec 02 §4), used when a location's state is unknown. */
export const DEFAULT_OPENING_TIME_ZONE = "Australia/Perth";

const STATE_TIME_ZONES: Record<string, string> = {
  nsw: "Australia/Sydney",
  act: "Australia/Sydney",
  vic: "Australia/Melbourne",
  qld: "Australia/Brisbane",
  sa: "Australia/Adelaide",
  wa: "Australia/Perth",
  tas: "Australia/Hobart",
  nt: "Australia/Darwin",
};

/** The zones Australian dealers keep (a site may name one for its alert digests, decision 0038). */
export const AU_TIME_ZONES = [...new Set(Object.values(STATE_TIME_ZONES))] as [string, ...string[]];

/** An Australian state's time zone ("NSW", "nsw", " Wa "), or null for anything else. */
export function stateTimeZone(state: string | null | undefined): string | null {
  return ownValue(STATE_TIME_ZONES, (state ?? "").trim().toLowerCase()) ?? null;
}

/** The time zone a location's opening hours are written in: its state's, else the spec's Perth. */
export function openingTimeZone(state: string | null | undefined): string {
  return stateTimeZone(state) ?? DEFAULT_OPENING_TIME_ZONE;
}

/**
 * The zone most of a site's locations keep (the first of them on a tie), for a rule that is checked
 * before the shopper's location is known (a test drive time in the lead form); null when no location
 * has a known state.
 */
export function siteTimeZone(states: readonly (string | null | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const state of states) {
    const zone = stateTimeZone(state);
    if (zone) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [zone, count] of counts) if (best === null || count > counts.get(best)!) best = zone;
  return best;
}
