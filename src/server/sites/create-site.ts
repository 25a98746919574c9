import "server-only";
import {
  formIssueOf,
  type NewSiteForm,
  newSiteBundle,
  newSiteFormIssues,
  shownDealerships,
} from "@/lib/sites/new-site";
import { siteTheme, type ThemeTokens } from "@/lib/template/template";
import { getTemplate, TEMPLATE_NAMES } from "@/templates/registry";
import type { Database } from "../db/client";
import type { ApiIssue } from "../http/api";
import { type AuditActor, recordAudit } from "../staff/audit";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { siteOrigin } from "../tenancy/sites";
import {
  bundleIssues,
  SiteWriteRefused,
  SLUG_TAKEN,
  siteSlugTaken,
  storedDealerships,
  writeSiteBundle,
} from "./site-bundle-check";

/**
 * Creating a site from the console's guided form (issue 32 §6, decision 0056). The form is judged by
 * its own rules (lib/sites/new-site), then as the import bundle it becomes, by the import's rules and
 * against the database (slug free, dealerships there or new, domains no other site's). Without
 * `confirm` nothing is written and the answer is the preview the operator confirms; with it the
 * bundle is written by the import in one transaction with its audit entry.
 */

export type SitePreview = {
  name: string;
  slug: string;
  template: { name: string; label: string };
  home: string;
  domains: string[];
  dealerships: { slug: string; name: string; isNew: boolean }[];
  locations: NewSiteForm["locations"];
  theme: Pick<
    ThemeTokens,
    | "primary"
    | "primary_foreground"
    | "accent"
    | "accent_foreground"
    | "header_background"
    | "header_foreground"
  >;
};

export type CreateSiteOutcome =
  | { kind: "invalid"; issues: ApiIssue[] }
  | { kind: "preview"; preview: SitePreview }
  | { kind: "created"; siteId: number; slug: string; home: string };

export async function createSite(
  db: Database,
  form: NewSiteForm,
  actor: AuditActor,
  now = new Date(),
): Promise<CreateSiteOutcome> {
  const own = newSiteFormIssues(form, TEMPLATE_NAMES);
  if (own.length) return { kind: "invalid", issues: own };
  const raw = newSiteBundle(form);
  const { issues } = await bundleIssues(db, raw);
  const fields: ApiIssue[] = issues.map(formIssueOf);
  if (await siteSlugTaken(db, form.slug)) fields.push({ key: "slug", message: SLUG_TAKEN });
  const stored = await storedDealerships(db, [
    ...form.dealerships,
    ...form.new_dealerships.map((d) => d.slug),
  ]);
  form.dealerships.forEach((slug) => {
    if (!stored.has(slug)) fields.push({ key: "dealerships", message: `There is no dealership "${slug}".` });
  });
  form.new_dealerships.forEach((d, i) => {
    if (stored.has(d.slug)) {
      fields.push({
        key: `new_dealerships.${i}.slug`,
        message: `A dealership "${d.slug}" exists already: choose it among the existing ones.`,
      });
    }
  });
  if (fields.length) return { kind: "invalid", issues: fields };
  const home = siteOrigin({ slug: form.slug, url: null, domains: form.domains });
  if (!form.confirm) return { kind: "preview", preview: previewOf(form, stored, home) };
  try {
    const siteId = await db.transaction(async (tx) => {
      const id = await writeSiteBundle(tx, raw, form.slug, now);
      await recordAudit(tx, actor, {
        siteId: id,
        action: "site.create",
        targetType: "site",
        targetId: form.slug,
        after: {
          name: form.name,
          template: form.template,
          domains: form.domains,
          dealerships: shownDealerships(form),
          new_dealerships: form.new_dealerships.map((d) => d.slug),
          locations: form.locations.map((l) => `${l.dealership_slug}/${l.slug}`),
          theme: form.theme,
        },
      });
      return id;
    });
    invalidateSiteCache();
    return { kind: "created", siteId, slug: form.slug, home };
  } catch (error) {
    if (!(error instanceof SiteWriteRefused)) throw error;
    return {
      kind: "invalid",
      issues: error.issues.map(formIssueOf),
    };
  }
}

function previewOf(form: NewSiteForm, stored: Map<string, string>, home: string): SitePreview {
  const template = getTemplate(form.template);
  const theme = siteTheme(template, {
    theme: Object.fromEntries(Object.entries(form.theme).filter(([, v]) => v)),
  });
  return {
    name: form.name,
    slug: form.slug,
    template: { name: template.name, label: template.label },
    home,
    domains: form.domains,
    dealerships: [
      ...form.dealerships.map((slug) => ({ slug, name: stored.get(slug) ?? slug, isNew: false })),
      ...form.new_dealerships.map((d) => ({ slug: d.slug, name: d.name, isNew: true })),
    ],
    locations: form.locations,
    theme: {
      primary: theme.primary,
      primary_foreground: theme.primary_foreground,
      accent: theme.accent,
      accent_foreground: theme.accent_foreground,
      header_background: theme.header_background,
      header_foreground: theme.header_foreground,
    },
  };
}
