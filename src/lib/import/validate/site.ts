import type { ImportIssue } from "../import-issue";
import { type SiteRecord, siteRecordSchema } from "../schema/site";
import { issuesFrom, recordKey } from "./records";

/**
 * The bundle's `site`, validated whole (a bad config key or domain refuses it), and a warning when it
 * lists no dealerships, as it would then show no stock.
 */
export function validateSite(
  raw: unknown,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): SiteRecord | undefined {
  if (raw === undefined) return undefined;
  const parsed = siteRecordSchema.safeParse(raw);
  if (!parsed.success) {
    issues.push(...issuesFrom("site", null, recordKey("site", raw), parsed.error));
    return undefined;
  }
  const site = parsed.data;
  if (site.dealerships.length === 0) {
    warnings.push({
      section: "site",
      index: null,
      key: site.slug,
      field: "dealerships",
      message: "the site lists no dealerships, so it shows no stock: name them in site.dealerships",
    });
  }
  return site;
}
