import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { ImportIssue } from "@/lib/import/import-issue";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database, Executor } from "../db/client";
import { dealerships, sites } from "../db/schema";
import { type ImportReport, importBundle } from "../import/import-bundle";
import { siteRefusal } from "../import/sections/site";
import { validateForImport } from "../import/validate-for-import";

/**
 * A site made in the console (new, or a clone) is a bundle, checked and written by the import's own
 * code (server/import, decision 0041): these are the steps the two share. The console asks one more
 * thing than an import: the slug names no site yet (an import would update it), and a new
 * dealership's slug names none yet either (an import would rename it).
 */

/**
 * The import's reasons for refusing the bundle, before any write: its validation, then domains held.
 * What an import would read leniently (a value cut or left out, with a warning) is a reason too: a form
 * shows it beside its field rather than store less than was typed.
 */
export async function bundleIssues(db: Database, raw: Record<string, unknown>) {
  const { bundle, patched } = await validateForImport(db, raw, {});
  const issues: ImportIssue[] = [...bundle.issues, ...bundle.warnings];
  if (!issues.some((i) => i.section === "site"))
    issues.push(...(await siteRefusal(db, raw, bundle, patched)));
  return { bundle, issues };
}

/** Whether a site by this slug is stored. */
export async function siteSlugTaken(ex: Executor, slug: string): Promise<boolean> {
  const rows = await ex.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return rows.length > 0;
}

/** Of these dealership slugs, those stored, with their names. */
export async function storedDealerships(
  ex: Executor,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await ex
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.slug, [...slugs]));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/** Thrown inside the writing transaction to undo it, with the reasons. */
export class SiteWriteRefused extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super("the site was refused");
  }
}

/**
 * Writes the bundle with the import, inside `tx` (its sections' transactions become savepoints), after
 * taking a lock that makes two consoles creating the same slug take turns; refuses (throwing, so the
 * caller's transaction is undone) when the slug was taken meanwhile or the import reported any issue.
 * Returns the new site's id.
 */
export async function writeSiteBundle(tx: Database, raw: Record<string, unknown>, slug: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forecourt:site-create'))`);
  if (await siteSlugTaken(tx, slug)) {
    throw new SiteWriteRefused([{ section: "site", index: null, field: "slug", message: SLUG_TAKEN }]);
  }
  const report: ImportReport = await importBundle(tx, raw, { now });
  if (report.refused || report.issues.length) throw new SiteWriteRefused(report.issues);
  const [row] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!row) throw new SiteWriteRefused([{ section: "site", index: null, field: "", message: "not written" }]);
  return row.id;
}

export const SLUG_TAKEN = "A site with this slug already exists: choose another.";

/** The site record of a validated bundle (present when the bundle had no site issue). */
export type BundleSite = NonNullable<ValidatedBundle["site"]>;
