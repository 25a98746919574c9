import type { Metadata } from "next";
import { SearchPage, type SearchRouteProps, searchMetadata } from "@/components/search/search-page";

export const dynamic = "force-dynamic";

/** Spec 02 §2: "/new-used-and-demo-cars: search with refinement filters for car_type and make". */
const SEGMENTS = ["new-used-and-demo-cars"];

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchMetadata(props, SEGMENTS);
}

export default function NewUsedAndDemoRoute(props: SearchRouteProps) {
  return <SearchPage props={props} fixedSegments={SEGMENTS} />;
}
