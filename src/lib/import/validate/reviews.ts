import type { ImportIssue } from "../import-issue";
import { type ReviewRecord, reviewRecordSchema } from "../schema/reviews";
import { type Indexed, rejectDuplicates, validateList } from "./records";

/** The bundle's `reviews`, read strictly, one per location and source id. */
export function validateReviews(raw: unknown[] | undefined, issues: ImportIssue[]): Indexed<ReviewRecord>[] {
  return rejectDuplicates(
    "reviews",
    validateList("reviews", raw, reviewRecordSchema, issues),
    (r) => ({ key: `${r.dealership_slug}|${r.location_slug}|${r.id}`, field: "id", label: r.id }),
    issues,
  );
}
