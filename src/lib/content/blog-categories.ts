/**
 * The blog's categories (spec 02 §2 "Blog": "A listing with category cards: four categories, plus a
 * fifth for certain brands"). The spec names the listing's route, /blog/vehicle-reviews, and leaves the
 * categories, the article fields and the data source "not shown" (§9): the four every site has are
 * below; a brand's fifth is its template's `blogCategory` (decision 0033).
 */

export type BlogCategory = {
  /** The URL segment: /blog/{slug} lists it, /blog/{slug}/{article} is one of its articles. */
  slug: string;
  name: string;
  /** One line on the category's card. */
  description: string;
};

/** The four categories of every site's blog, in the order their cards show. */
export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    slug: "vehicle-reviews",
    name: "Vehicle Reviews",
    description: "Road tests and honest first drives of the cars on our lot.",
  },
  {
    slug: "news",
    name: "News & Events",
    description: "What's new at the dealership, model launches and local events.",
  },
  {
    slug: "buying-advice",
    name: "Buying Advice",
    description: "Finance, trade-ins and what to look for when you buy new or used.",
  },
  {
    slug: "car-care",
    name: "Car Care & Servicing",
    description: "Servicing, tyres, road trips and keeping your car at its best.",
  },
];

/** Spec 02 §2: the blog listing's route, and the category a bare /blog starts from. */
export const BLOG_LISTING_PATH = "/blog/vehicle-reviews";

/**
 * Every category a site's blog has: the four, then the brand's fifth when its template has one. A
 * brand category that repeats one of the four's slugs is ignored, so no two cards share a URL.
 */
export function siteBlogCategories(brandCategory?: BlogCategory): BlogCategory[] {
  if (!brandCategory || BLOG_CATEGORIES.some((c) => c.slug === brandCategory.slug))
    return [...BLOG_CATEGORIES];
  return [...BLOG_CATEGORIES, brandCategory];
}

/** The category of `categories` with this slug, if any. */
export function findBlogCategory(
  categories: readonly BlogCategory[],
  slug: string,
): BlogCategory | undefined {
  return categories.find((c) => c.slug === slug);
}

export function blogCategoryPath(category: string): string {
  return `/blog/${category}`;
}

export function blogArticlePath(category: string, slug: string): string {
  return `/blog/${category}/${slug}`;
}
