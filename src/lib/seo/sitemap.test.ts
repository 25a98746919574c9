import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  parseSitemapPart,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapPart,
  sitemapRoot,
  sitemapXml,
} from "./sitemap";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "url" || name === "sitemap",
});
const ORIGIN = "https://a.example";

function urls(xml: string): string[] {
  const doc = parser.parse(xml);
  return (doc.urlset.url ?? []).map((u: { loc: string }) => u.loc);
}

/** How many <url> elements a urlset holds (counted, not parsed: 50,000 parse slowly). */
function urlCount(xml: string): number {
  return xml.match(/<url>/g)?.length ?? 0;
}

function entries(count: number): SitemapEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    loc: `${ORIGIN}/cars/car-${i}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  }));
}

describe("sitemap.xml (non-negotiable: a sitemap for stock pages)", () => {
  it("lists every location in a sitemaps.org urlset", () => {
    const xml = sitemapXml([
      { loc: "https://a.example/" },
      { loc: "https://a.example/search/used-cars", lastmod: "2026-11-20" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const doc = parser.parse(xml);
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.urlset.url).toEqual([
      { loc: "https://a.example/" },
      { loc: "https://a.example/search/used-cars", lastmod: "2026-11-20" },
    ]);
  });
  it("escapes characters that would break the XML", () => {
    const xml = sitemapXml([{ loc: "https://a.example/search?make=A&b=<c>" }]);
    expect(xml).toContain("<loc>https://a.example/search?make=A&amp;b=&lt;c&gt;</loc>");
    expect(urls(xml)).toEqual(["https://a.example/search?make=A&b=<c>"]);
  });
  it("robots.txt points crawlers at the sitemap and away from the API", () => {
    expect(robotsTxt("https://a.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});

describe("the sitemap splits at 50,000 URLs behind a sitemap index (issue 19 item 6, decision 0032)", () => {
  it("the limit is sitemaps.org's 50,000 URLs a file", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
  });

  it("50,000 URLs: /sitemap.xml is the urlset itself, all 50,000 in it", () => {
    const all = entries(50_000);
    const root = sitemapRoot(all, ORIGIN);
    expect(parser.parse(root).sitemapindex).toBeUndefined();
    expect(urlCount(root)).toBe(50_000);
    // Part 1 is the same list, so a crawler that once saw the index keeps a working address.
    expect(urlCount(sitemapPart(all, 1)!)).toBe(50_000);
    expect(sitemapPart(all, 2)).toBeNull();
  });

  it("50,001 URLs: /sitemap.xml is an index of two parts, 50,000 and 1, each with its newest lastmod", () => {
    const all = entries(50_001);
    const index = parser.parse(sitemapRoot(all, ORIGIN)).sitemapindex;
    expect(index["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(index.sitemap).toEqual([
      { loc: `${ORIGIN}/sitemaps/1.xml`, lastmod: all[49_999]!.lastmod },
      { loc: `${ORIGIN}/sitemaps/2.xml`, lastmod: all[50_000]!.lastmod },
    ]);
    const first = sitemapPart(all, 1)!;
    expect(urlCount(first)).toBe(50_000);
    expect(first).toContain(`<loc>${ORIGIN}/cars/car-49999</loc>`);
    expect(first).not.toContain(`<loc>${ORIGIN}/cars/car-50000</loc>`);
    expect(urls(sitemapPart(all, 2)!)).toEqual([`${ORIGIN}/cars/car-50000`]);
    expect(sitemapPart(all, 3)).toBeNull();
  });

  it("a smaller limit splits the same way (the seam the integration test uses)", () => {
    const all = entries(7);
    const index = parser.parse(sitemapRoot(all, ORIGIN, 3)).sitemapindex;
    expect(index.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      `${ORIGIN}/sitemaps/1.xml`,
      `${ORIGIN}/sitemaps/2.xml`,
      `${ORIGIN}/sitemaps/3.xml`,
    ]);
    expect(urls(sitemapPart(all, 3, 3)!)).toEqual([`${ORIGIN}/cars/car-6`]);
  });

  it("an index entry without lastmods carries none", () => {
    const xml = sitemapIndexXml([{ loc: `${ORIGIN}/sitemaps/1.xml` }]);
    expect(parser.parse(xml).sitemapindex.sitemap).toEqual([{ loc: `${ORIGIN}/sitemaps/1.xml` }]);
  });

  it("an empty site still answers a well-formed urlset", () => {
    const xml = sitemapRoot([], ORIGIN);
    expect(parser.parse(xml).urlset).toBeDefined();
    expect(urls(xml)).toEqual([]);
  });

  it.each([
    ["1.xml", 1],
    ["12.xml", 12],
    ["0.xml", null],
    ["01.xml", null],
    ["1", null],
    ["1.xml.gz", null],
    ["-1.xml", null],
    ["9999999.xml", null],
  ])("reads the part segment %s as %s", (segment, part) => {
    expect(parseSitemapPart(segment)).toBe(part);
  });
});
