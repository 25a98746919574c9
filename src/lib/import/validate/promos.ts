import type { ImportIssue } from "../import-issue";
import { type PromoRecord, promoRecordSchema } from "../schema/promos";
import { type Indexed, validateList } from "./records";

/**
 * The bundle's `promos`, read strictly; absent when the bundle has no `promos` section, which then
 * keeps the site's set (a present one, even empty, replaces it).
 */
export function validatePromos(
  raw: unknown[] | undefined,
  issues: ImportIssue[],
): Indexed<PromoRecord>[] | undefined {
  return raw === undefined ? undefined : validateList("promos", raw, promoRecordSchema, issues);
}
