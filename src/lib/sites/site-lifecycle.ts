/**
 * An archived site (issue 32 §6, decision 0056): every address of it answers 410 Gone, its data is kept,
 * and in the console it is read-only (lib/staff/archived-site). Deleting one is allowed only once its
 * leads are exported. Pure.
 */

/** The inbox export's audit entry as the delete rule reads it. */
export type LeadExportRecord = { at: Date; filter: string; rows: number };

export type DeleteFacts = {
  slug: string;
  archivedAt: Date | null;
  /** What the operator typed to confirm. */
  typed: string;
  leadCount: number;
  /** When the site's newest lead arrived; null: it has none. */
  lastLeadAt: Date | null;
  /** The site's newest unfiltered export of its leads; null: none was made. */
  lastExport: LeadExportRecord | null;
};

/** The unfiltered export's filter as the inbox's export logs it. */
export const ALL_LEADS_FILTER = "(all leads)";

/**
 * Why an archived site may not be deleted yet, as `{field, message}`, or null when it may: it must be
 * archived first; the slug typed must be the site's; and every lead must be in an export made after
 * the newest one arrived (an unfiltered export, not cut short, of at least as many rows as there are
 * leads). A site with no leads needs no export.
 */
export function deleteRefusal(
  f: DeleteFacts,
): { field: "confirm" | "export" | "site"; message: string } | null {
  if (!f.archivedAt) return { field: "site", message: "Archive the site before deleting it." };
  if (f.typed.trim() !== f.slug) {
    return { field: "confirm", message: `Type the site's slug, ${f.slug}, to confirm.` };
  }
  if (f.leadCount === 0 || f.lastLeadAt === null) return null;
  const e = f.lastExport;
  if (!e || e.filter !== ALL_LEADS_FILTER || e.at.getTime() < f.lastLeadAt.getTime()) {
    return {
      field: "export",
      message: "Export all of the site's leads first: no export was made since the newest lead arrived.",
    };
  }
  if (e.rows < f.leadCount) {
    return {
      field: "export",
      message: `The last export held ${e.rows} of ${f.leadCount} leads: export all of them first.`,
    };
  }
  return null;
}

/** The page every address of an archived site answers, with 410: plain, in no brand, not indexed. */
export function goneHtml(): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>This site is no longer available</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111827}</style></head><body><main><h1>This site is no longer available</h1><p>The website you are looking for has been taken down. Its pages, listings and feeds are gone.</p></main></body></html>`;
}

/** The reason an API or feed of an archived site answers, with 410. */
export const GONE_REASON = "This site is no longer available.";
