import { describe, expect, it } from "vitest";
import { siteBlogCategories } from "@/lib/content/blog-categories";
import { contentPagePath } from "@/lib/content/content-pages";
import { validateBundle } from "@/lib/import/validate-bundle";
import type { MenuItem } from "@/lib/template/template";
import { getTemplate } from "@/templates/registry";
import { generateDemoBundles } from "./generate-demo";

const bundles = generateDemoBundles({ cars: 60, seed: 7, now: new Date("2026-05-15T02:00:00Z") });

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe("demo content (issue 19 item 4: seeded for the demo sites)", () => {
  it("every content page the Toyota template links to exists for harbour-toyota", () => {
    const toyota = bundles.find((b) => b.site === "harbour-toyota")!.bundle;
    const paths = new Set((toyota.pages ?? []).map((p) => contentPagePath(p.slug)));
    const linked = flatten(getTemplate("toyota").navigation)
      .map((item) => item.url.split("?")[0]!)
      .filter(
        (url) =>
          url.startsWith("/pages/") || ["/about-us", "/careers", "/fleet", "/car-finance"].includes(url),
      )
      // The complaints process is a legal page with its own route (decision 0024).
      .filter((url) => url !== "/pages/complaint-handling-process");
    expect(linked.length).toBeGreaterThan(10);
    for (const url of linked) expect(paths, url).toContain(url);
  });

  it("spec 02 §2 content pages '/diamond-advantage, /pages/visit-us' exist on every demo site, linked from /buying or /warranty", () => {
    for (const { site, bundle } of bundles) {
      const pages = bundle.pages ?? [];
      const paths = pages.map((p) => contentPagePath(p.slug));
      expect(paths, site).toEqual(expect.arrayContaining(["/diamond-advantage", "/pages/visit-us"]));
      const linking = pages.filter((p) => ["buying", "warranty"].includes(p.slug)).map((p) => p.body ?? "");
      expect(linking.join(" "), site).toContain("](/diamond-advantage)");
      expect(linking.join(" "), site).toContain("](/pages/visit-us)");
    }
  });

  it("decision 0079: the site that runs Spin to Win has its prizes and terms page", () => {
    const outback = bundles.find((b) => b.site === "outback-used-cars")!.bundle;
    expect((outback.pages ?? []).map((p) => p.slug)).toContain("spin-to-win");
  });

  it("every site's content imports without a refused record", () => {
    for (const { site, bundle } of bundles) {
      const validated = validateBundle({
        site: bundle.site,
        pages: bundle.pages,
        blog_articles: bundle.blog_articles,
        guarantee_strip: bundle.guarantee_strip,
      });
      expect(validated.issues, site).toEqual([]);
      expect(validated.warnings, site).toEqual([]);
      expect(validated.pages.length, site).toBeGreaterThanOrEqual(4);
      expect(validated.guaranteeStrip?.length, site).toBeGreaterThan(0);
    }
  });

  it("every article is filed under one of its site's categories, and the brand's fifth is used", () => {
    for (const { site, bundle } of bundles) {
      const template = getTemplate(bundle.site!.template!);
      const slugs = siteBlogCategories(template.blogCategory).map((c) => c.slug);
      for (const a of bundle.blog_articles ?? []) expect(slugs, `${site} ${a.slug}`).toContain(a.category);
      expect(
        bundle.blog_articles?.some((a) => a.category === "vehicle-reviews"),
        site,
      ).toBe(true);
    }
    const toyota = bundles.find((b) => b.site === "harbour-toyota")!.bundle;
    expect(toyota.blog_articles?.some((a) => a.category === "hybrid-and-electric")).toBe(true);
  });

  it("the used-car yard's strip makes the spec's six promises (spec 02 §2 'Guarantee strip')", () => {
    const outback = bundles.find((b) => b.site === "outback-used-cars")!.bundle;
    expect(outback.guarantee_strip?.map((g) => g.title)).toEqual([
      "One haggle-free price",
      "48 hour money-back guarantee",
      "Lifetime engine guarantee",
      "Cool value servicing for life",
      "12 months roadside assist",
      "Reserve online",
    ]);
  });

  it("content links stay on the site or go to https pages: no link a crawl could find dead by stock", () => {
    for (const { bundle } of bundles) {
      const text = JSON.stringify([bundle.pages, bundle.blog_articles]);
      for (const [, url] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(url, url).toMatch(/^(https:\/\/|\/(?!search\/[a-z-]+\/))/);
      }
    }
  });
});
