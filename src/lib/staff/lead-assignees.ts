import { may, type StaffScope } from "./roles";

/**
 * Who a lead may be assigned to (issue 31 §4): a working staff member of the lead's site who may read
 * it once it is theirs. A sales person of the lead's dealership qualifies even when they see only their
 * own leads (assigning it makes it theirs); a sales person or manager of another dealership, a marketer
 * and a switched-off account do not. Operators are the platform's, not a dealer's people: a lead is
 * assigned within the dealer group.
 */

export type AssigneeCandidate = StaffScope & { name: string; email: string; disabled: boolean };

export function mayBeAssigned(
  candidate: AssigneeCandidate,
  lead: { siteId: number; dealershipId: number | null },
): boolean {
  if (candidate.disabled || candidate.role === "operator" || candidate.siteId !== lead.siteId) return false;
  return may(candidate, "leads.read", {
    siteId: lead.siteId,
    dealershipId: lead.dealershipId,
    assignedStaffId: candidate.staffId,
  });
}

/** How a staff member is named in the assignee list and the audit log: "Max Manager <max@…>". */
export function staffLabel(staff: { name: string; email: string }): string {
  return staff.name ? `${staff.name} <${staff.email}>` : staff.email;
}
