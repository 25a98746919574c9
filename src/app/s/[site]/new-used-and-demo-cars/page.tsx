import type { Metadata } from "next";
import type { SearchRouteProps } from "../_loaders/search";
import { SearchRoutePage, searchMetadata } from "../_routes/search-route";

export const dynamic = "force-dynamic";

/** Spec 02 §2: "/new-used-and-demo-cars: search with refinement filters for car_type and make". */
const SEGMENTS = ["new-used-and-demo-cars"];

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchMetadata(props, SEGMENTS);
}

export default function NewUsedAndDemoRoute(props: SearchRouteProps) {
  return <SearchRoutePage props={props} fixedSegments={SEGMENTS} />;
}
