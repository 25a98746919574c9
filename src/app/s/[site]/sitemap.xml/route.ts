import { sitemapRoot } from "@/lib/seo/sitemap";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { siteSitemapEntries } from "@/server/seo/sitemap-sources";
import { siteOrigin } from "@/server/tenancy/sites";

export const dynamic = "force-dynamic";

/**
 * The site's sitemap (spec 02 §2 /sitemap.xml): every URL of SITEMAP_SOURCES (server/seo) in one
 * urlset, or, past 50,000 URLs, a sitemap index of its numbered parts at /sitemaps/{n}.xml
 * (decision 0032).
 */
export const GET = withSite(
  async (_request, site) => {
    const origin = siteOrigin(site);
    const entries = await siteSitemapEntries({ db: await getDatabase(), site, origin, now: new Date() });
    return new Response(sitemapRoot(entries, origin), {
      headers: { "content-type": "application/xml; charset=utf-8" },
    });
  },
  () => new Response("Not found", { status: 404 }),
);
