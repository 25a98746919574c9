import { robotsTxt } from "@/lib/seo/sitemap";
import { getSite } from "@/server/tenancy/site-cache";
import { siteOrigin } from "@/server/tenancy/sites";

export const dynamic = "force-dynamic";

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ site: string }> },
): Promise<Response> {
  const site = await getSite((await params).site);
  if (!site) return new Response("Not found", { status: 404 });
  return new Response(robotsTxt(siteOrigin(site)), {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
