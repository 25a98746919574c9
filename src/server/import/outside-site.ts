import "server-only";
import type { ImportIssue } from "@/lib/import/import-issue";

/**
 * A site's API key sent data that is not its site's (lib/import/site-scope): nothing was imported.
 * The admin API answers 403 with `issues`; no other caller sets `onlySite`.
 */
export class ImportOutsideSiteError extends Error {
  constructor(
    readonly siteSlug: string,
    readonly issues: ImportIssue[],
  ) {
    super(`This key imports only site "${siteSlug}"'s own data; nothing was imported.`);
    this.name = "ImportOutsideSiteError";
  }
}
