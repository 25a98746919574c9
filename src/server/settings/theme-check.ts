import "server-only";
import { eq } from "drizzle-orm";
import { isJsonObject, type JsonObject } from "@/lib/import/merge-patch";
import { siteFormGroup } from "@/lib/settings/site-settings";
import { siteTheme } from "@/lib/template/template";
import { contrastIssues } from "@/lib/template/theme-contrast";
import { safeParseSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import type { Executor } from "../db/client";
import { sites } from "../db/schema";
import type { ApiIssue } from "../http/api";

/** The theme keys a site sets (its slice's fields), which a contrast issue names. */
const SETTABLE = (siteFormGroup("theme")?.fields ?? []).map((f) => f.path[1] ?? "");

/**
 * A site's theme change checked for WCAG AA contrast on every text pair the templates draw (issue 32
 * item 4, decision 0054): only when the theme changes, so a site whose stored theme already fails a
 * pair can still change its phone number; a pair the template itself fails is not the dealer's.
 */
export async function themeContrastIssues(
  db: Executor,
  siteId: number,
  stored: JsonObject,
  merged: JsonObject,
): Promise<ApiIssue[]> {
  if (JSON.stringify(stored.theme ?? null) === JSON.stringify(merged.theme ?? null)) return [];
  if (!isJsonObject(merged.theme)) return [];
  const parsed = safeParseSiteConfig(merged);
  if (!parsed.success) return [];
  const [row] = await db.select({ template: sites.template }).from(sites).where(eq(sites.id, siteId));
  if (!row) return [];
  const template = getTemplate(row.template);
  return contrastIssues(template.theme, siteTheme(template, parsed.data), SETTABLE).map((issue) => ({
    key: issue.key,
    message: `${issue.key}: ${issue.message}`,
  }));
}
