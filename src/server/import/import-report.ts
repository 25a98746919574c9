import "server-only";
import type { ImportIssue } from "@/lib/import/import-issue";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { ContentCounts } from "./sections/content";

export type SectionCounts = { inserted: number; updated: number; failed: number };

export type ImportReport = {
  site?: { slug: string; created: boolean };
  counts: Record<
    | "dealerships"
    | "locations"
    | "models"
    | "accessories"
    | "cars"
    | "offers"
    | "reviews"
    | "promos"
    | "promo_popups",
    SectionCounts
  > &
    ContentCounts;
  /** Cars marked sold because a full feed (--replace-stock) no longer lists them. */
  markedSold: number;
  /** Records refused, with every reason; each refused record counts once in its section's `failed`. */
  issues: ImportIssue[];
  /** Records imported with something read leniently, cut or left out (issue 15 §3). */
  warnings: ImportIssue[];
  /**
   * The config keys the import changed, as dotted paths (`copy.no_price_text`), never their values
   * (some are secrets): the site's, and each dealership's that changed. `replaced` when the configs
   * were stored as written (`--replace-config`) rather than merged over the stored ones (decision 0041).
   */
  config?: { replaced: boolean; site?: string[]; dealerships: Record<string, string[]> };
  /**
   * Set when the bundle's site was refused: a bundle imports all of its site or none of it (issue 29
   * item 3), so nothing was imported, and `issues` says why.
   */
  refused?: { site: string | null; reason: string };
  /** The dealerships the feed named, by slug (its dealership records' and its cars'): the feed history's target. */
  dealerships?: string[];
};

/**
 * The report of a validated bundle before anything is written: its issues and warnings, and each
 * record the validation refused counted failed in its section, once however many reasons it has.
 */
export function startReport(bundle: ValidatedBundle): ImportReport {
  const report: ImportReport = {
    counts: zeroCounts(),
    markedSold: 0,
    issues: bundle.issues,
    warnings: bundle.warnings,
  };
  const refused = new Set(
    bundle.issues.filter((i) => i.index !== null).map((i) => `${i.section}|${i.index}`),
  );
  for (const key of refused) {
    const section = key.split("|")[0] as keyof ImportReport["counts"];
    if (section in report.counts) report.counts[section].failed++;
  }
  return report;
}

function zeroCounts(): ImportReport["counts"] {
  const z = () => ({ inserted: 0, updated: 0, failed: 0 });
  return {
    dealerships: z(),
    locations: z(),
    models: z(),
    accessories: z(),
    cars: z(),
    offers: z(),
    reviews: z(),
    promos: z(),
    pages: z(),
    blog_articles: z(),
    guarantee_strip: z(),
    promo_popups: z(),
  };
}

export function describeDbError(error: unknown): string {
  const e = error as { message?: string; detail?: string; cause?: { message?: string; detail?: string } };
  return e.cause?.detail ?? e.cause?.message ?? e.detail ?? e.message ?? String(error);
}
