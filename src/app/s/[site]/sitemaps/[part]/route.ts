import { parseSitemapPart, sitemapPart } from "@/lib/seo/sitemap";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { siteSitemapEntries } from "@/server/seo/sitemap-sources";
import { siteOrigin } from "@/server/tenancy/sites";

export const dynamic = "force-dynamic";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

/** /sitemaps/{n}.xml: the n-th part of 50,000 URLs of the site's sitemap, named by its index (decision 0032). */
export const GET = withSite<{ site: string; part: string }>(async (_request, site, { part }) => {
  const n = parseSitemapPart(part);
  if (n === null) return notFound();
  const origin = siteOrigin(site);
  const entries = await siteSitemapEntries({ db: await getDatabase(), site, origin, now: new Date() });
  const xml = sitemapPart(entries, n);
  if (xml === null) return notFound();
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}, notFound);
