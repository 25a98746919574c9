import "server-only";
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { LeadVisibility } from "@/lib/staff/roles";
import { leads } from "../db/schema";

/**
 * `leadVisibility` (lib/staff/roles) as SQL over `leads`: the same test as `leadVisible`, so a list
 * shows a staff member exactly the leads `may` lets them read (lead-visibility-sql.int.test.ts holds
 * the two in agreement). The group-wide leads (of no dealership): all, or those assigned to the member;
 * the dealerships' leads: of the dealerships given (or all), perhaps only those assigned to the member.
 */
export function leadVisibilityWhere(visibility: LeadVisibility): SQL {
  const groupLeads =
    visibility.groupLeads === "all" ? sql`true` : eq(leads.assignedStaffId, visibility.groupLeads.assignedTo);
  const ofDealerships =
    visibility.dealershipIds === "all"
      ? isNotNull(leads.dealershipId)
      : visibility.dealershipIds.length > 0
        ? inArray(leads.dealershipId, [...visibility.dealershipIds])
        : sql`false`;
  const assigned =
    visibility.dealershipLeadsAssignedTo === null
      ? sql`true`
      : eq(leads.assignedStaffId, visibility.dealershipLeadsAssignedTo);
  return or(and(isNull(leads.dealershipId), groupLeads), and(ofDealerships, assigned)) as SQL;
}
