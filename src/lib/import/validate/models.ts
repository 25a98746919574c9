import type { ImportIssue } from "../import-issue";
import { type ModelRecord, modelRecordSchema } from "../schema/models";
import { type Indexed, rejectDuplicates, validateList } from "./records";

/** The bundle's `models`, read strictly, one per manufacturer and slug. */
export function validateModels(raw: unknown[] | undefined, issues: ImportIssue[]): Indexed<ModelRecord>[] {
  return rejectDuplicates(
    "models",
    validateList("models", raw, modelRecordSchema, issues),
    (m) => ({ key: `${m.manufacturer_slug}|${m.slug}`, field: "slug", label: m.slug }),
    issues,
  );
}
