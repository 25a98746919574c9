import type { Metadata } from "next";
import { ContentRoute, type ContentRouteProps, contentMetadata } from "../_routes/content-route";
import { NAMED_ROUTES } from "../_routes/named-content";

export const dynamic = "force-dynamic";

const SLUG = "about-us";

export async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
  return contentMetadata((await params).site, SLUG);
}

/** /about-us: the site's content page "about-us" with its call to action (issue 19 item 4), else the 404. */
export default async function AboutUsRoute({ params }: ContentRouteProps) {
  return <ContentRoute siteSlug={(await params).site} slug={SLUG} {...NAMED_ROUTES[SLUG]} />;
}
