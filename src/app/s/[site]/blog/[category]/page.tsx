import { BlogListing, type BlogListingProps, blogListingMetadata } from "../../_routes/blog-route";

export const dynamic = "force-dynamic";

export function generateMetadata(props: BlogListingProps) {
  return blogListingMetadata(props);
}

/** /blog/{category}, e.g. /blog/vehicle-reviews (spec 02 §2 "blog listing"). */
export default function BlogCategoryRoute(props: BlogListingProps) {
  return <BlogListing {...props} />;
}
