import "server-only";
import { eq, sql } from "drizzle-orm";
import { siteBlogCategories } from "@/lib/content/blog-categories";
import { STRIP_KEY } from "@/lib/content/content-kinds";
import type { ImportIssue } from "@/lib/import/import-issue";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { getTemplate } from "@/templates/registry";
import { readLiveItems } from "../../content/content-live";
import { recordImportedRemoval, recordImportedVersion } from "../../content/content-versions";
import type { Database } from "../../db/client";
import { blogArticles, contentPages, guaranteeItems, sites } from "../../db/schema";

/**
 * The content sections of a bundle (issue 19 item 4, decision 0033): pages and blog articles are
 * upserted by slug within the bundle's site; a `guarantee_strip` replaces the site's strip. Like
 * offers, content belongs to a site, so a bundle with content names its `site`.
 */

export type ContentCounts = Record<
  "pages" | "blog_articles" | "guarantee_strip",
  { inserted: number; updated: number; failed: number }
>;

type Report = { counts: ContentCounts; issues: ImportIssue[] };

function refuseAll(
  section: keyof ContentCounts,
  records: { index: number; record: { slug?: string } | object }[],
  report: Report,
  message: string,
) {
  for (const { index, record } of records) {
    report.counts[section].failed++;
    const key = "slug" in record && typeof record.slug === "string" ? record.slug : undefined;
    report.issues.push({ section, index, ...(key ? { key } : {}), field: "", message });
  }
}

const NEEDS_SITE = (what: string) => `${what} belong to a site: include a valid \`site\` in the bundle`;

export async function importContent(
  db: Database,
  bundle: ValidatedBundle,
  report: Report,
  now: Date,
): Promise<void> {
  const strip = bundle.guaranteeStrip;
  if (!bundle.pages.length && !bundle.blogArticles.length && !strip) return;
  const site = bundle.site
    ? (
        await db
          .select({ id: sites.id, template: sites.template })
          .from(sites)
          .where(eq(sites.slug, bundle.site.slug))
      )[0]
    : undefined;
  if (!site) {
    refuseAll("pages", bundle.pages, report, NEEDS_SITE("pages"));
    refuseAll("blog_articles", bundle.blogArticles, report, NEEDS_SITE("blog articles"));
    refuseAll("guarantee_strip", strip ?? [], report, NEEDS_SITE("the guarantee strip's promises"));
    return;
  }

  for (const { record } of bundle.pages) {
    const values = {
      siteId: site.id,
      slug: record.slug,
      title: record.title,
      summary: record.summary ?? null,
      // With blocks the body is not shown (validate-bundle warned), so it is not kept either.
      body: record.blocks?.length ? null : (record.body ?? null),
      blocks: record.blocks?.length ? record.blocks : null,
      seoDescription: record.seo_description ?? null,
      imageUrl: record.image_url ?? null,
      imageAlt: record.image_alt ?? null,
      callToAction: record.call_to_action ?? null,
      publishedFrom: record.published_from ? new Date(record.published_from) : null,
      publishedUntil: record.published_until ? new Date(record.published_until) : null,
      updatedAt: now,
    };
    const [row] = await db
      .insert(contentPages)
      .values(values)
      .onConflictDoUpdate({ target: [contentPages.siteId, contentPages.slug], set: values })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    report.counts.pages[row?.inserted ? "inserted" : "updated"]++;
    // An import is a version of the page too (decision 0053).
    await recordImportedVersion(db, site.id, "pages", record.slug, now);
  }

  const categories = siteBlogCategories(getTemplate(site.template).blogCategory);
  for (const { index, record } of bundle.blogArticles) {
    if (!categories.some((c) => c.slug === record.category)) {
      report.counts.blog_articles.failed++;
      report.issues.push({
        section: "blog_articles",
        index,
        key: record.slug,
        field: "category",
        message: `must be one of this site's blog categories: ${categories.map((c) => c.slug).join(", ")}`,
      });
      continue;
    }
    const values = {
      siteId: site.id,
      slug: record.slug,
      category: record.category,
      title: record.title,
      summary: record.summary ?? null,
      body: record.blocks?.length ? null : (record.body ?? null),
      blocks: record.blocks?.length ? record.blocks : null,
      author: record.author ?? null,
      imageUrl: record.image_url ?? null,
      imageAlt: record.image_alt ?? null,
      seoDescription: record.seo_description ?? null,
      modifiedAt: record.modified_at ? new Date(record.modified_at) : null,
      updatedAt: now,
    };
    const publishedAt = record.published_at ? new Date(record.published_at) : null;
    const [row] = await db
      .insert(blogArticles)
      .values({ ...values, publishedAt: publishedAt ?? now })
      .onConflictDoUpdate({
        target: [blogArticles.siteId, blogArticles.slug],
        // An article without a publishing time keeps the one it was first given.
        set: publishedAt ? { ...values, publishedAt } : values,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    report.counts.blog_articles[row?.inserted ? "inserted" : "updated"]++;
    await recordImportedVersion(db, site.id, "blog", record.slug, now);
  }

  if (strip) {
    const rows = strip.map(({ record }, position) => ({
      siteId: site.id,
      position,
      title: record.title,
      detail: record.detail ?? null,
      icon: record.icon ?? null,
      linkUrl: record.link_url ?? null,
    }));
    await db.transaction(async (tx) => {
      const had = (await readLiveItems(tx, site.id, "strip")).get(STRIP_KEY);
      await tx.delete(guaranteeItems).where(eq(guaranteeItems.siteId, site.id));
      if (rows.length) await tx.insert(guaranteeItems).values(rows);
      // The strip's versions (decision 0053): the import's, or its taking the strip down.
      if (rows.length) await recordImportedVersion(tx, site.id, "strip", STRIP_KEY, now);
      else if (had) await recordImportedRemoval(tx, site.id, "strip", STRIP_KEY, had, now);
    });
    report.counts.guarantee_strip.inserted += rows.length;
  }
  // No version to bump: the bundle's site row was written with this import's time, which is what
  // server/pages/site-versions.ts reads, so the site's cached pages are expired after it.
}
