import type { ImportIssue } from "../import-issue";
import { ACCESSORY_FIELD_READERS } from "../lenient-record";
import { type AccessoryRecord, accessoryRecordSchema } from "../schema/accessories";
import { type Indexed, rejectDuplicates, validateLenientList } from "./records";

/**
 * The bundle's `accessories`, read leniently, and the models some refused record names: a model's set
 * is replaced only when none of its records was refused (decision 0031).
 */

/** An accessory is refused only for what says which model's it is and what it is called. */
const ACCESSORY_REFUSING = new Set(["manufacturer_slug", "model_slug", "slug", "name"]);

export function validateAccessories(
  raw: unknown[] | undefined,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): { accessories: Indexed<AccessoryRecord>[]; accessoryModelsRefused: Set<string> } {
  const issuesBefore = issues.length;
  const accessories = rejectDuplicates(
    "accessories",
    validateLenientList(
      "accessories",
      raw,
      accessoryRecordSchema,
      { readers: ACCESSORY_FIELD_READERS, refusing: ACCESSORY_REFUSING },
      issues,
      warnings,
    ),
    (a) => ({ key: `${a.manufacturer_slug}|${a.model_slug}|${a.slug}`, field: "slug", label: a.slug }),
    issues,
  );
  const accessoryModelsRefused = new Set<string>();
  for (const issue of issues.slice(issuesBefore)) {
    const sent = issue.index === null ? undefined : raw?.[issue.index];
    const r = (sent && typeof sent === "object" ? sent : {}) as Record<string, unknown>;
    // A refused record whose model cannot be told holds back every model's replacement.
    accessoryModelsRefused.add(
      typeof r.manufacturer_slug === "string" && typeof r.model_slug === "string"
        ? `${r.manufacturer_slug.trim()}|${r.model_slug.trim()}`
        : "*",
    );
  }
  return { accessories, accessoryModelsRefused };
}
