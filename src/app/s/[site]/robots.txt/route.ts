import { robotsTxt } from "@/lib/seo/sitemap";
import { withSite } from "@/server/http/with-site";
import { siteOrigin } from "@/server/tenancy/sites";

export const dynamic = "force-dynamic";

export const GET = withSite(
  async (_request, site) => {
    return new Response(robotsTxt(siteOrigin(site)), {
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  },
  () => new Response("Not found", { status: 404 }),
);
