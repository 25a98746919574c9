import type { Metadata } from "next";
import { ContentRoute, type ContentRouteProps, contentMetadata } from "../_routes/content-route";
import { NAMED_ROUTES } from "../_routes/named-content";

export const dynamic = "force-dynamic";

const SLUG = "diamond-advantage";

export async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
  return contentMetadata((await params).site, SLUG);
}

/** /diamond-advantage (spec 02 §2 content pages): the site's page of that slug and its call to action, else the 404. */
export default async function DiamondAdvantageRoute({ params }: ContentRouteProps) {
  return <ContentRoute siteSlug={(await params).site} slug={SLUG} {...NAMED_ROUTES[SLUG]} />;
}
