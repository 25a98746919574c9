import { dealershipVisibility } from "../staff/dealership-visibility";
import type { StaffScope } from "../staff/roles";
import type { SiteDealership } from "../tenancy/site";

/**
 * Whose numbers a member may read in the analytics report (decision 0067): operators, group admins
 * and marketers the whole site and each dealership; a manager only the dealerships assigned to them,
 * one at a time (the whole site's counts include the others'); sales none. An API key with
 * `analytics:read` and the admin token read like a group admin. Pure.
 */
export type ReportReach = {
  wholeSite: boolean;
  /** The dealerships the member may choose, in the site's order. */
  dealerships: readonly Pick<SiteDealership, "id" | "slug" | "name">[];
};

/** Everything on the site: a key, the admin token, or a member who may see the whole site. */
export function wholeSiteReach(dealerships: readonly SiteDealership[]): ReportReach {
  return { wholeSite: true, dealerships: dealerships.map(({ id, slug, name }) => ({ id, slug, name })) };
}

export function reportReach(
  scope: StaffScope,
  site: { id: number; dealerships: readonly SiteDealership[] },
): ReportReach | null {
  const visibility = dealershipVisibility(scope, "analytics.read", site.id);
  if (!visibility) return null;
  if (visibility.dealershipIds === "all") return wholeSiteReach(site.dealerships);
  const ids = visibility.dealershipIds;
  const dealerships = site.dealerships
    .filter((d) => ids.includes(d.id))
    .map(({ id, slug, name }) => ({ id, slug, name }));
  return dealerships.length ? { wholeSite: false, dealerships } : null;
}

/**
 * The dealership a report is for, given what was asked (a slug, or null for the whole site): the
 * asked one if the reach has it; with none asked, the whole site, or a manager's first dealership.
 * `refused` when the asked one is not within reach (the caller answers as for a dealership that is
 * not there).
 */
export function reportDealershipFor(
  reach: ReportReach,
  asked: string | null,
): { slug: string | null } | { refused: true } {
  if (asked === null) return { slug: reach.wholeSite ? null : (reach.dealerships[0]?.slug ?? null) };
  return reach.dealerships.some((d) => d.slug === asked) ? { slug: asked } : { refused: true };
}
