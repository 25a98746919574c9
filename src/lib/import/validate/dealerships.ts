import type { ImportIssue } from "../import-issue";
import { DEALERSHIP_FIELD_READERS } from "../lenient-record";
import { type DealershipRecord, dealershipRecordSchema } from "../schema/dealerships";
import { type Indexed, rejectDuplicates, validateLenientList } from "./records";

/**
 * The bundle's `dealerships`, read leniently; what identifies a dealership or says what it is refuses
 * it when bad, and so does its config, which changes what its cars' pages offer (as a site's does).
 */
const DEALERSHIP_REFUSING = new Set(["slug", "name", "config"]);

export function validateDealerships(
  raw: unknown[] | undefined,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<DealershipRecord>[] {
  const read = validateLenientList(
    "dealerships",
    raw,
    dealershipRecordSchema,
    { readers: DEALERSHIP_FIELD_READERS, refusing: DEALERSHIP_REFUSING },
    issues,
    warnings,
  );
  return rejectDuplicates(
    "dealerships",
    keepEmptyConfigs(raw, read),
    (d) => ({ key: d.slug, field: "slug", label: d.slug }),
    issues,
  );
}

/**
 * A dealership sent with `"config": {}` clears its overrides (decision 0032), although a lenient read
 * takes an empty group for an absent one (which keeps the stored config).
 */
function keepEmptyConfigs(
  raw: unknown[] | undefined,
  records: Indexed<DealershipRecord>[],
): Indexed<DealershipRecord>[] {
  return records.map((item) => {
    const sent = raw?.[item.index];
    const config =
      sent && typeof sent === "object" && "config" in sent ? (sent as { config: unknown }).config : undefined;
    const empty =
      !!config && typeof config === "object" && !Array.isArray(config) && !Object.keys(config).length;
    return empty && item.record.config === undefined
      ? { ...item, record: { ...item.record, config: {} } }
      : item;
  });
}
