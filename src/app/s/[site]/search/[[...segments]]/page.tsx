import type { Metadata } from "next";
import { SearchPage, type SearchRouteProps, searchMetadata } from "@/components/search/search-page";

export const dynamic = "force-dynamic";

export function generateMetadata(props: SearchRouteProps): Promise<Metadata> {
  return searchMetadata(props);
}

export default function SearchRoute(props: SearchRouteProps) {
  return <SearchPage props={props} />;
}
