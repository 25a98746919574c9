import "server-only";
import { notFound } from "next/navigation";
import type { FilterOption } from "@/components/console/leads-filters";
import type { InboxRequest } from "@/lib/inbox/inbox-query";
import { LEAD_KINDS } from "@/lib/inbox/lead-kinds";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/lib/leads/lead-status";
import { leadVisibility } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "@/server/db/client";
import { inboxAssignees, listInbox } from "@/server/inbox/inbox-list";
import { refreshLeadStatistics } from "@/server/inbox/lead-statistics";
import type { StaffMember } from "@/server/staff/current-staff";

/**
 * What the inbox page shows a member (issue 31 §4): the page of leads their view asks for, within
 * what they may read, and the filters' choices: the kinds, the statuses, the dealerships they can see
 * (and the group's leads of none), and the people leads are assigned to.
 */
export async function leadsInboxView(db: Database, member: StaffMember, site: Site, request: InboxRequest) {
  const visibility = leadVisibility(member.scope, site.id);
  if (!visibility) notFound();
  await refreshLeadStatistics(db);
  const drawnAt = new Date().toISOString();
  const [page, people] = await Promise.all([
    listInbox(db, { siteId: site.id, visibility, staffId: member.scope.staffId }, request),
    inboxAssignees(db, site.id),
  ]);
  const ids = visibility.dealershipIds;
  const seen = ids === "all" ? site.dealerships : site.dealerships.filter((d) => ids.includes(d.id));
  const dealerships: FilterOption[] = [
    ...seen.map((d) => ({ value: String(d.id), label: d.name })),
    { value: "none", label: "The group (no one dealership)" },
  ];
  const assignees: FilterOption[] = [
    { value: "me", label: "Me" },
    { value: "unassigned", label: "No one yet" },
    ...people
      .filter((p) => p.id !== member.scope.staffId)
      .map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return {
    page,
    drawnAt,
    options: {
      kinds: LEAD_KINDS.map((kind) => ({ value: kind.key, label: kind.label })),
      statuses: LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
      dealerships: dealerships.length > 2 ? dealerships : [],
      assignees,
    },
  };
}
