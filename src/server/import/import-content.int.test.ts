import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { findBlogArticle, findContentPage, listBlogArticles, listGuaranteeItems } from "../content/queries";
import { contentSitemapEntries } from "../content/sitemap-entries";
import type { DatabaseHandle } from "../db/client";
import { contentPages } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { readSite } from "../tenancy/sites";
import { importBundle } from "./import-bundle";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-11-20T00:00:00Z");
const alpha = { slug: "alpha", name: "Alpha Motors", template: "toyota", config: { default_state: "tas" } };
const beta = { slug: "beta", name: "Beta Cars" };

const page = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Page ${slug}`,
  body: `Hello from **${slug}**.`,
  ...extra,
});
const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  category: "vehicle-reviews",
  title: `Article ${slug}`,
  body: "A road test.",
  published_at: "2026-11-01T09:00:00+11:00",
  ...extra,
});

describe("content import (issue 19 item 4: pages, blog articles and the guarantee strip in the bundle)", () => {
  it("imports the valid records and names each refused one by section, index, key, field and reason", async () => {
    const report = await importBundle(
      handle.db,
      {
        site: alpha,
        pages: [
          page("about-us", { published_from: "1/11/2026 09:00" }),
          page("BAD SLUG"),
          { slug: "empty", title: "Nothing here" },
          page("careers", {
            blocks: [
              { type: "paragraph", text: "Join us" },
              { type: "video", url: "x" },
            ],
          }),
          page("about-us"),
          page("fleet", { seo_description: "x".repeat(400), image_url: "javascript:alert(1)" }),
        ],
        blog_articles: [
          article("rav4-review"),
          article("hybrid-myths", { category: "hybrid-and-electric" }),
          article("no-category", { category: "gossip" }),
          { slug: "untitled", category: "news", body: "x" },
        ],
        guarantee_strip: [
          { title: "One haggle-free price", icon: "price", link_url: "/buying" },
          { title: "Reserve online", icon: "rocket" },
          { detail: "no title" },
        ],
      },
      { now: NOW },
    );
    expect(report.counts.pages).toEqual({ inserted: 3, updated: 0, failed: 3 });
    expect(report.counts.blog_articles).toEqual({ inserted: 2, updated: 0, failed: 2 });
    expect(report.counts.guarantee_strip).toEqual({ inserted: 2, updated: 0, failed: 1 });
    const issues = report.issues.map(formatIssue);
    expect(issues).toEqual(
      expect.arrayContaining([
        "pages[1] (BAD SLUG) slug: must be lower-case letters, digits and single hyphens",
        "pages[2] (empty) body: needs a body (Markdown) or blocks: a page with nothing to read is not published",
        "pages[4] (about-us) slug: duplicate of pages[0]: the same slug appears twice in one bundle",
        "blog_articles[2] (no-category) category: must be one of this site's blog categories: vehicle-reviews, news, buying-advice, car-care, hybrid-and-electric",
        "blog_articles[3] (untitled) title: is required",
        "guarantee_strip[2] title: is required",
      ]),
    );
    const warnings = report.warnings.map(formatIssue);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^pages\[3\] \(careers\) blocks: blocks\.1\.type: .*left out, the rest imported$/,
        ),
        "pages[5] (fleet) seo_description: longer than 300 characters: cut to 300",
        expect.stringMatching(/^pages\[5\] \(fleet\) image_url: .*left out, the rest imported$/),
        expect.stringMatching(
          /^guarantee_strip\[1\] icon: must be one of price, .*left out, the rest imported$/,
        ),
      ]),
    );
    // A local time is read on the site's clock (Hobart, +11:00 in November).
    const [about] = await handle.db.select().from(contentPages).where(eq(contentPages.slug, "about-us"));
    expect(about?.publishedFrom?.toISOString()).toBe("2026-10-31T22:00:00.000Z");
  });

  it("a re-import updates by slug, keeps an article's first publishing time, and replaces the strip", async () => {
    const site = (await readSite(handle.db, "alpha"))!;
    const before = await findBlogArticle(handle.db, site, "rav4-review", NOW);
    const report = await importBundle(
      handle.db,
      {
        site: alpha,
        pages: [page("about-us", { title: "About Alpha" })],
        blog_articles: [{ ...article("rav4-review", { title: "RAV4 review, updated" }), published_at: null }],
        guarantee_strip: [{ title: "Lifetime engine guarantee", icon: "engine" }],
      },
      { now: NOW },
    );
    expect(report.counts.pages).toEqual({ inserted: 0, updated: 1, failed: 0 });
    expect(report.counts.blog_articles).toEqual({ inserted: 0, updated: 1, failed: 0 });
    expect((await findContentPage(handle.db, site, "about-us", NOW))?.title).toBe("About Alpha");
    const after = await findBlogArticle(handle.db, site, "rav4-review", NOW);
    expect(after?.title).toBe("RAV4 review, updated");
    expect(after?.publishedAt.toISOString()).toBe(before?.publishedAt.toISOString());
    expect((await listGuaranteeItems(handle.db, site)).map((g) => g.title)).toEqual([
      "Lifetime engine guarantee",
    ]);
    // An empty strip takes it down.
    await importBundle(handle.db, { site: alpha, guarantee_strip: [] }, { now: NOW });
    expect(await listGuaranteeItems(handle.db, site)).toEqual([]);
  });

  it("content belongs to a site: without one in the bundle every record is refused", async () => {
    const report = await importBundle(handle.db, {
      pages: [page("orphan")],
      blog_articles: [article("orphan")],
    });
    expect(report.counts.pages.failed).toBe(1);
    expect(report.counts.blog_articles.failed).toBe(1);
    expect(report.issues.map(formatIssue)).toContain(
      "pages[0] (orphan) (record): pages belong to a site: include a valid `site` in the bundle",
    );
  });
});

// Reads back what the tests above imported for alpha, beside beta's own content.
describe("content import (issue 19 item 4): what shoppers and the sitemap see of the imported content", () => {
  it("a shopper sees only published content of the site they are on", async () => {
    await importBundle(
      handle.db,
      {
        site: beta,
        pages: [
          page("about-us", { title: "About Beta" }),
          page("old-sale", { published_until: "2026-11-01T00:00:00Z" }),
          page("coming", { published_from: "2026-12-01T00:00:00Z" }),
        ],
        blog_articles: [
          article("beta-news", { category: "news" }),
          article("tomorrow", { published_at: "2026-11-21T00:00:00Z" }),
          // The brand's fifth category is not the default template's.
          article("hybrid", { category: "hybrid-and-electric" }),
        ],
      },
      { now: NOW },
    );
    const [a, b] = [(await readSite(handle.db, "alpha"))!, (await readSite(handle.db, "beta"))!];
    expect((await findContentPage(handle.db, b, "about-us", NOW))?.title).toBe("About Beta");
    expect((await findContentPage(handle.db, a, "about-us", NOW))?.title).toBe("About Alpha");
    expect(await findContentPage(handle.db, b, "old-sale", NOW)).toBeNull();
    expect(await findContentPage(handle.db, b, "coming", NOW)).toBeNull();
    expect(await findContentPage(handle.db, b, "careers", NOW)).toBeNull(); // alpha's, not beta's
    expect((await listBlogArticles(handle.db, b, {}, NOW)).map((x) => x.slug)).toEqual(["beta-news"]);
    expect(await findBlogArticle(handle.db, b, "tomorrow", NOW)).toBeNull();
    expect(await findBlogArticle(handle.db, b, "rav4-review", NOW)).toBeNull();
    expect((await findBlogArticle(handle.db, b, "tomorrow", new Date("2026-11-22T00:00:00Z")))?.slug).toBe(
      "tomorrow",
    );
  });

  it("issue 29 item 2: a slug with a NUL (/blog/news/%00) finds nothing instead of failing the query", async () => {
    const b = (await readSite(handle.db, "beta"))!;
    for (const slug of ["\u0000", "a\u0000b", "beta-news\u0000"]) {
      expect(await findBlogArticle(handle.db, b, slug, NOW), JSON.stringify(slug)).toBeNull();
      expect(await findContentPage(handle.db, b, slug, NOW), JSON.stringify(slug)).toBeNull();
    }
  });

  it("the sitemap lists each published page at its one URL, the blog, its categories and articles", async () => {
    const site = (await readSite(handle.db, "alpha"))!;
    const locs = (await contentSitemapEntries(handle.db, site, "https://alpha.example", NOW)).map(
      (e) => e.loc,
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://alpha.example/about-us",
        "https://alpha.example/careers",
        "https://alpha.example/blog",
        "https://alpha.example/blog/vehicle-reviews",
        "https://alpha.example/blog/vehicle-reviews/rav4-review",
        "https://alpha.example/blog/hybrid-and-electric/hybrid-myths",
        "https://alpha.example/parts/search",
      ]),
    );
    expect(locs).not.toContain("https://alpha.example/pages/about-us");
    expect(locs).not.toContain("https://alpha.example/blog/news");
  });
});
