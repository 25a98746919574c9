/**
 * What an import says about a bundle's records: each issue or warning names the section, the record
 * (by position and by what identifies it to a person), the field and the reason, and prints as one line.
 */

export const BUNDLE_SECTIONS = [
  "site",
  "dealerships",
  "locations",
  "models",
  "accessories",
  "cars",
  "offers",
  "reviews",
  "promos",
  "pages",
  "blog_articles",
  "guarantee_strip",
  "promo_popups",
] as const;
export type BundleSection = (typeof BUNDLE_SECTIONS)[number];

export type ImportIssue = {
  section: BundleSection | "bundle";
  /** Position in the section's array; null for the site object and whole-bundle problems. */
  index: number | null;
  /** What identifies the record to a person: stocknum, vin or slug when it has one. */
  key?: string;
  field: string;
  message: string;
  /** The line of the feed the record came from, for a CSV feed (lib/import/csv-feed.ts). */
  line?: number;
};

export function formatIssue(issue: ImportIssue): string {
  const key = issue.key ? ` (${issue.key})` : "";
  const where =
    issue.line !== undefined
      ? `line ${issue.line}${key}`
      : issue.section === "bundle"
        ? "bundle"
        : issue.index === null
          ? issue.section
          : `${issue.section}[${issue.index}]${key}`;
  return `${where} ${issue.field || "(record)"}: ${issue.message}`;
}
