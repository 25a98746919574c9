import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap.xml (non-negotiable: a sitemap for stock pages)", () => {
  it("lists every location in a sitemaps.org urlset", () => {
    const xml = sitemapXml([
      { loc: "https://a.example/" },
      { loc: "https://a.example/search/used-cars", lastmod: "2026-11-20" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://a.example/</loc></url>");
    expect(xml).toContain("<lastmod>2026-11-20</lastmod>");
  });
  it("escapes characters that would break the XML", () => {
    expect(sitemapXml([{ loc: "https://a.example/search?make=A&b=<c>" }])).toContain(
      "<loc>https://a.example/search?make=A&amp;b=&lt;c&gt;</loc>",
    );
  });
  it("robots.txt points crawlers at the sitemap and away from the API", () => {
    expect(robotsTxt("https://a.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});
