import "server-only";
import { siteBlogCategories } from "@/lib/content/blog-categories";
import { stateTimeZone } from "@/lib/locations/time-zones";
import type { Site } from "@/lib/tenancy/site";

/**
 * What content's editor needs of its site (decision 0053): the site's clock for start and expiry (its
 * default state's zone, Sydney's when it has none), and its blog categories.
 */
export function contentSiteFacts(site: Site): { timeZone: string; categories: string[] } {
  return {
    timeZone: stateTimeZone(site.config.default_state) ?? "Australia/Sydney",
    categories: siteBlogCategories(site.template.blogCategory).map((c) => c.slug),
  };
}
