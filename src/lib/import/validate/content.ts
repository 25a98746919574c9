import type { BundleSection, ImportIssue } from "../import-issue";
import { contentFieldReaders } from "../lenient-record";
import {
  type BlogArticleRecord,
  blogArticleRecordSchema,
  type GuaranteeRecord,
  guaranteeRecordSchema,
  type PageRecord,
  pageRecordSchema,
} from "../schema/content";
import { type Indexed, rejectDuplicates, validateLenientList } from "./records";

/**
 * The bundle's content (issue 19 item 4): `pages`, `blog_articles` and the `guarantee_strip`, read
 * leniently, local times on the site's clock like offers'. What identifies a record or says what it
 * is refuses it when bad, and so does a page or article with nothing to read.
 */

const PAGE_REFUSING = new Set(["slug", "title"]);
const ARTICLE_REFUSING = new Set(["slug", "title", "category"]);
const GUARANTEE_REFUSING = new Set(["title"]);

export type ValidatedContent = {
  pages: Indexed<PageRecord>[];
  blogArticles: Indexed<BlogArticleRecord>[];
  /** Present (possibly empty) when the bundle has a `guarantee_strip`: it replaces the site's strip. */
  guaranteeStrip?: Indexed<GuaranteeRecord>[];
};

export function validateContent(
  raw: { pages?: unknown[]; blog_articles?: unknown[]; guarantee_strip?: unknown[] },
  siteZone: string,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): ValidatedContent {
  const readers = contentFieldReaders(siteZone);
  const pages = rejectDuplicates(
    "pages",
    withContent(
      "pages",
      validateLenientList(
        "pages",
        raw.pages,
        pageRecordSchema,
        { readers, refusing: PAGE_REFUSING },
        issues,
        warnings,
      ),
      issues,
      warnings,
    ),
    (p) => ({ key: p.slug, field: "slug", label: p.slug }),
    issues,
  );
  const blogArticles = rejectDuplicates(
    "blog_articles",
    withContent(
      "blog_articles",
      validateLenientList(
        "blog_articles",
        raw.blog_articles,
        blogArticleRecordSchema,
        { readers, refusing: ARTICLE_REFUSING },
        issues,
        warnings,
      ),
      issues,
      warnings,
    ),
    (a) => ({ key: a.slug, field: "slug", label: a.slug }),
    issues,
  );
  const guaranteeStrip =
    raw.guarantee_strip === undefined
      ? undefined
      : validateLenientList(
          "guarantee_strip",
          raw.guarantee_strip,
          guaranteeRecordSchema,
          { readers: {}, refusing: GUARANTEE_REFUSING },
          issues,
          warnings,
        );
  return { pages, blogArticles, guaranteeStrip };
}

/**
 * A page or article says something: Markdown `body` or `blocks` (bad blocks were left out, each with a
 * warning). With both, the blocks are shown and the body is not, with a warning.
 */
function withContent<T extends { slug: string; body?: string | null; blocks?: unknown[] | null }>(
  section: BundleSection,
  records: Indexed<T>[],
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Indexed<T>[] {
  return records.filter(({ index, record }) => {
    const hasBlocks = !!record.blocks?.length;
    if (!record.body && !hasBlocks) {
      issues.push({
        section,
        index,
        key: record.slug,
        field: "body",
        message: "needs a body (Markdown) or blocks: a page with nothing to read is not published",
      });
      return false;
    }
    if (record.body && hasBlocks) {
      warnings.push({
        section,
        index,
        key: record.slug,
        field: "body",
        message: "both body and blocks given: the blocks are shown, the body is not",
      });
    }
    return true;
  });
}
