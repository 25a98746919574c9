import type { Metadata } from "next";
import type { SearchRouteProps } from "../_loaders/search";
import { SearchRoutePage, searchMetadata } from "../_routes/search-route";

export const dynamic = "force-dynamic";

/**
 * /pre-owned (spec 02 §2 brand navigation: "/pre-owned with children /pre-owned?certified=true …"): a
 * search entry showing the used-car search, filters and pages staying on /pre-owned; `certified=true`
 * is the certified refinement, so the certified switch is on (spec 02 §4 "Certified switch"). Its
 * canonical URL is the used-car search it shows (/search/used-cars), so search engines index one.
 */
const SEGMENTS = ["used-cars"];

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchMetadata(props, SEGMENTS);
}

export default function PreOwnedRoute(props: SearchRouteProps) {
  return <SearchRoutePage props={props} fixedSegments={SEGMENTS} basePath="/pre-owned" />;
}
