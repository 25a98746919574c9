import { rawSlug } from "./config-patch";
import type { ImportIssue } from "./import-issue";
import { isJsonObject } from "./merge-patch";
import type { ValidatedBundle } from "./validate-bundle";

/**
 * What a site's API key may import (issue 31 §7, decision 0047): that site's own data and nothing
 * else. A bundle for another site, or naming a dealership the site does not have (another site's, or
 * a new one: only the operator adds dealerships), or carrying the platform's shared catalogue (models
 * and accessories, which every site showing the model reads) is refused whole, before anything is
 * written. Judged on the validated bundle and, for what validation may have dropped, on the raw one:
 * an invalid car record still marks its dealership's other cars sold under --replace-stock.
 */

export type ImportSiteScope = {
  /** The key's site. */
  siteSlug: string;
  /** The dealerships the site has now (`site_dealerships`). */
  dealershipSlugs: ReadonlySet<string>;
  /**
   * A stock feed uploaded in the console (decision 0052): cars only; a bundle's site, dealerships,
   * content or anything else is refused, since `stock.write` reaches no further.
   */
  stockOnly?: boolean;
};

type Judged = Pick<
  ValidatedBundle,
  "site" | "dealerships" | "locations" | "cars" | "reviews" | "feedDealerships"
>;

const SHARED_SECTIONS = ["models", "accessories"] as const;

export function bundleOutsideSite(raw: unknown, bundle: Judged, scope: ImportSiteScope): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const own = (slug: string) => scope.dealershipSlugs.has(slug.trim());
  const notOwn = (slug: string) =>
    `dealership "${slug}" is not one of site "${scope.siteSlug}"'s dealerships: this key imports only the site's own`;

  const sentSlug = isJsonObject(raw) ? rawSlug(raw.site) : undefined;
  const siteSlug = bundle.site?.slug ?? sentSlug;
  if (siteSlug !== undefined && siteSlug !== scope.siteSlug) {
    issues.push({
      section: "site",
      index: null,
      key: siteSlug,
      field: "slug",
      message: `this key imports only site "${scope.siteSlug}", not "${siteSlug}"`,
    });
  }
  bundle.site?.dealerships.forEach((slug, i) => {
    if (!own(slug)) {
      issues.push({
        section: "site",
        index: null,
        key: slug,
        field: `dealerships.${i}`,
        message: notOwn(slug),
      });
    }
  });
  for (const { index, record } of bundle.dealerships) {
    if (!own(record.slug)) {
      issues.push({
        section: "dealerships",
        index,
        key: record.slug,
        field: "slug",
        message: notOwn(record.slug),
      });
    }
  }
  for (const section of ["locations", "cars", "reviews"] as const) {
    for (const { index, record } of bundle[section]) {
      if (!own(record.dealership_slug)) {
        issues.push({
          section,
          index,
          key: record.dealership_slug,
          field: "dealership_slug",
          message: notOwn(record.dealership_slug),
        });
      }
    }
  }
  const named = new Set(issues.map((issue) => issue.key));
  for (const slug of bundle.feedDealerships) {
    if (!own(slug) && !named.has(slug)) {
      issues.push({
        section: "cars",
        index: null,
        key: slug,
        field: "dealership_slug",
        message: notOwn(slug),
      });
    }
  }
  for (const section of SHARED_SECTIONS) {
    const records = isJsonObject(raw) ? raw[section] : undefined;
    if (Array.isArray(records) && records.length > 0) {
      issues.push({
        section,
        index: null,
        field: "",
        message: `${section} are the platform's, shared by every site: only the operator's admin token imports them`,
      });
    }
  }
  if (scope.stockOnly && isJsonObject(raw)) {
    for (const key of Object.keys(raw)) {
      if (key === "cars" || key === "$schema") continue;
      issues.push({
        section: "bundle",
        index: null,
        field: key.slice(0, 40),
        message: `a stock feed uploaded in the console carries cars only, not "${key.slice(0, 40)}"`,
      });
    }
  }
  return issues;
}
