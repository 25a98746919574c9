import type { ImportIssue } from "../import-issue";
import { LOCATION_FIELD_READERS } from "../lenient-record";
import { type LocationRecord, locationRecordSchema } from "../schema/locations";
import { type Indexed, rejectDuplicates, validateLenientList } from "./records";

/** The bundle's `locations`, read leniently: what identifies a location or names it refuses it when bad. */
const LOCATION_REFUSING = new Set(["slug", "dealership_slug", "name"]);

export function validateLocations(
  raw: unknown[] | undefined,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<LocationRecord>[] {
  return rejectDuplicates(
    "locations",
    validateLenientList(
      "locations",
      raw,
      locationRecordSchema,
      { readers: LOCATION_FIELD_READERS, refusing: LOCATION_REFUSING },
      issues,
      warnings,
    ),
    (l) => ({ key: `${l.dealership_slug}|${l.slug}`, field: "slug", label: l.slug }),
    issues,
  );
}
