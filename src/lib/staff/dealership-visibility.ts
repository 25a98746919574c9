import { may, type StaffAction, type StaffScope } from "./roles";

/**
 * Which of a site's dealership records (reservations, purchases, trade-ins: issue 31 §5–6) a member's
 * lists show, as the console's queries apply it, agreeing with `may` for every record: every
 * dealership's (group admins, operators), or only the assigned dealerships' (managers), with or
 * without the group's own records (of no dealership); records assigned to no one. Null: none (the role may not, or not here).
 */
export type DealershipVisibility = {
  dealershipIds: readonly number[] | "all";
  /** Records of no dealership (a trade-in made from the group's page). */
  groupRecords: boolean;
};

export function dealershipVisibility(
  scope: StaffScope,
  action: StaffAction,
  siteId: number,
): DealershipVisibility | null {
  if (!may(scope, action, { siteId })) return null;
  if (scope.role !== "manager" && scope.role !== "sales") return { dealershipIds: "all", groupRecords: true };
  return {
    dealershipIds: scope.dealershipIds.filter((dealershipId) => may(scope, action, { siteId, dealershipId })),
    groupRecords: may(scope, action, { siteId, dealershipId: null }),
  };
}

/** Whether a record of `dealershipId` is in a visibility: the same test the queries make. */
export function dealershipVisible(visibility: DealershipVisibility, dealershipId: number | null): boolean {
  if (dealershipId === null) return visibility.groupRecords;
  return visibility.dealershipIds === "all" || visibility.dealershipIds.includes(dealershipId);
}
