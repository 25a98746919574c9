/**
 * Staff roles and what each may do (issue 31 §2, decision 0046). A staff account holds one role with
 * its scope: an operator every site; a group admin one site (a dealer group) and all its dealerships;
 * a manager, a sales person or a marketer one site, the first two only the dealerships assigned to
 * them. Pure: the console's routes and the admin API ask `may` before they read or change anything,
 * and the inbox's query is narrowed by `leadVisibility`, so the two always agree.
 */

export const STAFF_ROLES = ["operator", "group-admin", "manager", "sales", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  operator: "Operator",
  "group-admin": "Group admin",
  manager: "Manager",
  sales: "Sales",
  marketing: "Marketing",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  operator: "Every site: its staff, group admins and other operators included.",
  "group-admin":
    "One site and all its dealerships: staff, settings, API keys, the audit log, shoppers' privacy requests and everything below.",
  manager: "The dealerships assigned: leads, reservations, trade-ins, stock, content and their analytics.",
  sales: "The dealerships assigned: leads only (their own, or all of the dealership's if allowed).",
  marketing: "Content, marketing settings and analytics of one site; no leads.",
};

/** What a signed-in staff member is: who, in which role, over which site and dealerships. */
export type StaffScope = {
  staffId: number;
  role: StaffRole;
  /** The site the account belongs to; null for an operator, who has every site. */
  siteId: number | null;
  /** Managers and sales: the dealerships assigned. Ignored for the other roles. */
  dealershipIds: readonly number[];
  /** Sales: every lead of the assigned dealerships, not only those assigned to them. */
  seesAllDealershipLeads: boolean;
};

/** Everything the console and the admin API can be asked to do. */
export const STAFF_ACTIONS = [
  "sites.manage",
  "staff.manage",
  "audit.read",
  "api-keys.manage",
  "payments.manage",
  "settings.write",
  "marketing.write",
  "content.write",
  "stock.write",
  "leads.read",
  "leads.write",
  "reservations.read",
  "reservations.write",
  "trade-ins.read",
  "trade-ins.write",
  "analytics.read",
  /** A shopper's data, exported or deleted on their request (issue 36 item 6, decision 0070). */
  "privacy.manage",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const GRANTS: Record<StaffRole, ReadonlySet<StaffAction>> = {
  operator: new Set(STAFF_ACTIONS),
  "group-admin": new Set(STAFF_ACTIONS.filter((a) => a !== "sites.manage")),
  manager: new Set<StaffAction>([
    "content.write",
    "stock.write",
    "leads.read",
    "leads.write",
    "reservations.read",
    "reservations.write",
    "trade-ins.read",
    "trade-ins.write",
    "analytics.read",
  ]),
  sales: new Set<StaffAction>(["leads.read", "leads.write"]),
  marketing: new Set<StaffAction>(["content.write", "marketing.write", "analytics.read"]),
};

/** Whether the role is ever allowed the action, on some site. */
export function roleMay(role: StaffRole, action: StaffAction): boolean {
  return GRANTS[role].has(action);
}

/**
 * What an action is done to: a site, and within it, for dealership-scoped records, the dealership
 * (null: the record belongs to the group, no one dealership) and the staff member it is assigned to.
 */
export type StaffTarget = {
  siteId: number;
  dealershipId?: number | null;
  assignedStaffId?: number | null;
};

/** Roles whose reach stops at the dealerships assigned to them. */
const DEALERSHIP_ROLES: ReadonlySet<StaffRole> = new Set(["manager", "sales"]);

/**
 * Whether `scope` may do `action` to `target`. Another site's record is refused for everyone but an
 * operator (the routes answer 404, so "not yours" and "not there" read the same). A manager's or a
 * sales person's record must be of an assigned dealership; a record of no dealership (a group-wide
 * enquiry) is a manager's of any of the group's dealerships, and a sales person's only once assigned
 * to them. Sales see their own leads, or all of their dealerships' when allowed.
 */
export function may(scope: StaffScope, action: StaffAction, target: StaffTarget): boolean {
  if (!roleMay(scope.role, action)) return false;
  if (scope.role === "operator") return true;
  if (scope.siteId !== target.siteId) return false;
  if (!DEALERSHIP_ROLES.has(scope.role) || target.dealershipId === undefined) return true;
  const ownRecord = target.assignedStaffId != null && target.assignedStaffId === scope.staffId;
  if (target.dealershipId === null) return scope.role === "manager" || ownRecord;
  if (!scope.dealershipIds.includes(target.dealershipId)) return false;
  return scope.role === "manager" || scope.seesAllDealershipLeads || ownRecord;
}

/** Whether `scope` may open the site at all (its overview): an operator any, everyone else their own. */
export function mayOpenSite(scope: StaffScope, siteId: number): boolean {
  return scope.role === "operator" || scope.siteId === siteId;
}

/** Whether `scope` may do `action` anywhere on the site (the site's pages and menus ask this). */
export function mayOnSite(scope: StaffScope, action: StaffAction, siteId: number): boolean {
  return may(scope, action, { siteId });
}

/**
 * Which of a site's leads a scope's lists show, as the inbox's query applies it, agreeing with `may`:
 * the leads of some dealerships (or all), perhaps only those assigned to the member; and the group-wide
 * leads (of no dealership): all of them, or only those assigned to the member. Null: none (the role
 * reads no leads, or not on this site).
 */
export type LeadVisibility = {
  dealershipIds: readonly number[] | "all";
  /** Of the dealerships' leads, only those assigned to this staff member; null: all of them. */
  dealershipLeadsAssignedTo: number | null;
  /** Of the group-wide leads: all, or only those assigned to this staff member. */
  groupLeads: "all" | { assignedTo: number };
};

export function leadVisibility(scope: StaffScope, siteId: number): LeadVisibility | null {
  if (!may(scope, "leads.read", { siteId })) return null;
  if (!DEALERSHIP_ROLES.has(scope.role)) {
    return { dealershipIds: "all", dealershipLeadsAssignedTo: null, groupLeads: "all" };
  }
  if (scope.role === "manager") {
    return { dealershipIds: scope.dealershipIds, dealershipLeadsAssignedTo: null, groupLeads: "all" };
  }
  return {
    dealershipIds: scope.dealershipIds,
    dealershipLeadsAssignedTo: scope.seesAllDealershipLeads ? null : scope.staffId,
    groupLeads: { assignedTo: scope.staffId },
  };
}

/** Whether a lead is in a visibility: the same test the inbox's SQL makes, for checks and tests. */
export function leadVisible(
  visibility: LeadVisibility,
  lead: { dealershipId: number | null; assignedStaffId: number | null },
): boolean {
  if (lead.dealershipId === null) {
    return visibility.groupLeads === "all" || lead.assignedStaffId === visibility.groupLeads.assignedTo;
  }
  if (visibility.dealershipIds !== "all" && !visibility.dealershipIds.includes(lead.dealershipId))
    return false;
  return (
    visibility.dealershipLeadsAssignedTo === null ||
    lead.assignedStaffId === visibility.dealershipLeadsAssignedTo
  );
}

/**
 * Who may give a role to whom: an operator any role; a group admin the site-scoped roles of their own
 * site (never operator, never another site); nobody else invites.
 */
export function mayGrant(granter: StaffScope, role: StaffRole, siteId: number | null): boolean {
  if (granter.role === "operator") return role === "operator" ? siteId === null : siteId !== null;
  if (granter.role !== "group-admin") return false;
  return role !== "operator" && siteId !== null && siteId === granter.siteId;
}

/** Roles that must sign in with a second factor (issue 31 §2); everyone else is offered it. */
export function requiresTwoFactor(role: StaffRole): boolean {
  return role === "operator" || role === "group-admin";
}
