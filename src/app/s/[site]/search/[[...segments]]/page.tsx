import type { Metadata } from "next";
import type { SearchRouteProps } from "../../_loaders/search";
import { SearchRoutePage, searchMetadata } from "../../_routes/search-route";

export const dynamic = "force-dynamic";

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchMetadata(props);
}

export default function SearchRoute(props: SearchRouteProps) {
  return <SearchRoutePage props={props} />;
}
