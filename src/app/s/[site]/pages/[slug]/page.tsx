import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { isNamedContentSlug } from "@/lib/content/content-pages";
import { decodeRouteParam } from "@/lib/text/route-param";
import { ContentRoute, contentMetadata } from "../../_routes/content-route";

type Props = { params: Promise<{ site: string; slug: string }> };

export const dynamic = "force-dynamic";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, slug } = await params;
  const page = decodeRouteParam(slug);
  return SLUG.test(page) ? contentMetadata(site, page) : {};
}

/**
 * /pages/{slug} (spec 02 §2 routes table: content pages such as /pages/toyota-warranty-advantage): the
 * site's published page of that slug, else the site's 404. A page that has a named route (/about-us)
 * lives there: this address sends the shopper on, so each page has one URL.
 */
export default async function ContentPageRoute({ params }: Props) {
  const { site, slug: raw } = await params;
  const slug = decodeRouteParam(raw);
  if (!SLUG.test(slug)) notFound();
  if (isNamedContentSlug(slug)) permanentRedirect(`/${slug}`);
  return <ContentRoute siteSlug={site} slug={slug} />;
}
