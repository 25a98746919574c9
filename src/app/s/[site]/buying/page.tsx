import type { Metadata } from "next";
import { ContentRoute, type ContentRouteProps, contentMetadata } from "../_routes/content-route";
import { NAMED_ROUTES } from "../_routes/named-content";

export const dynamic = "force-dynamic";

const SLUG = "buying";

export async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
  return contentMetadata((await params).site, SLUG);
}

/** /buying: the site's content page "buying" with its call to action (issue 19 item 4), else the 404. */
export default async function BuyingRoute({ params }: ContentRouteProps) {
  return <ContentRoute siteSlug={(await params).site} slug={SLUG} {...NAMED_ROUTES[SLUG]} />;
}
