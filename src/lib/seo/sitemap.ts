import { type XmlNode, xmlDocument } from "../text/xml-document";

/** A sitemaps.org urlset entry; the XML writer escapes every location, so a slug can never break the document. */
export type SitemapEntry = { loc: string; lastmod?: string };

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function entryNode(e: SitemapEntry): XmlNode {
  return { loc: e.loc, ...(e.lastmod ? { lastmod: e.lastmod } : {}) };
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return xmlDocument({ urlset: { "@_xmlns": SITEMAP_NAMESPACE, url: entries.map(entryNode) } });
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
}

/** sitemaps.org: "a Sitemap file can contain no more than 50,000 URLs". */
export const SITEMAP_URL_LIMIT = 50_000;

/** The address of the n-th (1-based) part of a site's sitemap when it is split. */
export function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** The part number of a `/sitemaps/{n}.xml` segment ("3.xml"), or null when it is not one. */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** The newest lastmod of some entries (ISO strings compare in time order), or undefined. */
function newest(entries: readonly SitemapEntry[]): string | undefined {
  let latest: string | undefined;
  for (const e of entries) if (e.lastmod && (!latest || e.lastmod > latest)) latest = e.lastmod;
  return latest;
}

/**
 * What `/sitemap.xml` answers (decision 0032): the urlset itself while the site's URLs fit in one file
 * (every site today: crawlers make one request, and its address never changes), else a sitemap index
 * of numbered parts of at most `limit` URLs, each part with its newest lastmod. `/robots.txt` names
 * `/sitemap.xml` either way.
 */
export function sitemapRoot(
  entries: readonly SitemapEntry[],
  origin: string,
  limit = SITEMAP_URL_LIMIT,
): string {
  if (entries.length <= limit) return sitemapXml(entries);
  const parts: SitemapEntry[] = [];
  for (let start = 0, part = 1; start < entries.length; start += limit, part++) {
    const lastmod = newest(entries.slice(start, start + limit));
    parts.push({ loc: `${origin}${sitemapPartPath(part)}`, ...(lastmod ? { lastmod } : {}) });
  }
  return sitemapIndexXml(parts);
}

/**
 * The n-th part (1-based) of the site's sitemap: its slice of at most `limit` URLs, or null (a 404)
 * past the last part. Part 1 exists even when `/sitemap.xml` is itself the urlset.
 */
export function sitemapPart(
  entries: readonly SitemapEntry[],
  part: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const start = (part - 1) * limit;
  if (!Number.isInteger(part) || part < 1 || (start >= entries.length && part > 1)) return null;
  return sitemapXml(entries.slice(start, start + limit));
}

/** A sitemaps.org sitemap index. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return xmlDocument({ sitemapindex: { "@_xmlns": SITEMAP_NAMESPACE, sitemap: sitemaps.map(entryNode) } });
}
