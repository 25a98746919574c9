import "server-only";
import type { ConsoleNavLink } from "@/components/console/console-shell";
import { siteSections } from "@/lib/staff/console-nav";
import { ROLE_LABELS } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import type { StaffMember } from "@/server/staff/current-staff";

/** What the console's frame shows for a member on a page: who, where, and the site's sections. */
export function shellProps(
  member: StaffMember,
  site?: Pick<Site, "id" | "slug" | "name" | "archivedAt">,
  current?: string,
) {
  const links: ConsoleNavLink[] = site
    ? [
        { href: `/sites/${site.slug}`, label: "Overview", current: current === "overview" },
        ...siteSections(member.scope, site).map((s) => ({
          href: s.href,
          label: s.label,
          current: s.key === current,
        })),
      ]
    : [];
  return {
    who: { name: member.name, email: member.email, role: ROLE_LABELS[member.scope.role] },
    site: site ? { name: site.name, href: `/sites/${site.slug}` } : undefined,
    links,
  };
}
