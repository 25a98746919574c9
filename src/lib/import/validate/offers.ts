import type { ImportIssue } from "../import-issue";
import { offerFieldReaders } from "../lenient-record";
import { type OfferRecord, offerRecordSchema } from "../schema/offers";
import { type Indexed, rejectDuplicates, validateLenientList } from "./records";

/**
 * The bundle's `offers`, read leniently with their local times on the site's clock (`siteZone`):
 * what identifies an offer or names it refuses it when bad.
 */
const OFFER_REFUSING = new Set(["slug", "name"]);

export function validateOffers(
  raw: unknown[] | undefined,
  siteZone: string,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<OfferRecord>[] {
  return rejectDuplicates(
    "offers",
    validateLenientList(
      "offers",
      raw,
      offerRecordSchema,
      { readers: offerFieldReaders(siteZone), refusing: OFFER_REFUSING },
      issues,
      warnings,
    ),
    (o) => ({ key: o.slug, field: "slug", label: o.slug }),
    issues,
  );
}
