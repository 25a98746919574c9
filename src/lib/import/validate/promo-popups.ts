import type { ImportIssue } from "../import-issue";
import { type PromoPopupRecord, promoPopupRecordSchema } from "../schema/promo-popups";
import { type Indexed, rejectDuplicates, validateList } from "./records";

/**
 * The bundle's `promo_popups`, read strictly, one per slug; absent when the bundle has no
 * `promo_popups` section, which then keeps the site's set (a present one, even empty, replaces it).
 */
export function validatePromoPopups(
  raw: unknown[] | undefined,
  issues: ImportIssue[],
): Indexed<PromoPopupRecord>[] | undefined {
  if (raw === undefined) return undefined;
  return rejectDuplicates(
    "promo_popups",
    validateList("promo_popups", raw, promoPopupRecordSchema, issues),
    (p) => ({ key: p.slug, field: "slug", label: p.slug }),
    issues,
  );
}
