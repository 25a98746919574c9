import { slugSchema } from "../import/schema/fields";

/**
 * A new site's slug (issue 32 §6, decision 0056): the import's slug rule (lower-case letters, digits,
 * single hyphens), and, because the slug is also the site's platform address `<slug>.localhost` and its
 * console path, one DNS label long at most and none of the names the platform answers on itself.
 */

/** The longest DNS label: the slug is the first label of `<slug>.localhost`. */
export const SITE_SLUG_MAX = 63;

/** Names the platform's own hosts and paths use: a site by one of them would shadow or be shadowed. */
export const RESERVED_SITE_SLUGS: ReadonlySet<string> = new Set([
  "console",
  "platform",
  "admin",
  "api",
  "www",
  "new",
  "media",
  "localhost",
]);

/** Why `slug` cannot name a new site, or null when it can (whether it is taken is the database's). */
export function siteSlugProblem(slug: string): string | null {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "is not a slug";
  if (parsed.data !== slug) return "must not start or end with spaces";
  if (slug.length > SITE_SLUG_MAX)
    return `must be at most ${SITE_SLUG_MAX} characters (it is a host name label)`;
  if (RESERVED_SITE_SLUGS.has(slug)) return `"${slug}" is reserved for the platform's own addresses`;
  return null;
}

export { slugFromName } from "./new-site-shape";
