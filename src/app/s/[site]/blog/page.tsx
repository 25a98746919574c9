import { BlogListing, type BlogListingProps, blogListingMetadata } from "../_routes/blog-route";

export const dynamic = "force-dynamic";

export function generateMetadata(props: BlogListingProps) {
  return blogListingMetadata(props);
}

/** /blog: every category's latest articles under the category cards. */
export default function BlogRoute(props: BlogListingProps) {
  return <BlogListing {...props} />;
}
