import { describe, expect, it } from "vitest";
import {
  leadVisibility,
  leadVisible,
  may,
  mayGrant,
  mayOpenSite,
  requiresTwoFactor,
  roleMay,
  STAFF_ACTIONS,
  STAFF_ROLES,
  type StaffRole,
  type StaffScope,
} from "./roles";

const SITE = 1;
const OTHER_SITE = 2;
const ME = 10;
const SOMEONE_ELSE = 11;

function scope(role: StaffRole, extra: Partial<StaffScope> = {}): StaffScope {
  return {
    staffId: ME,
    role,
    siteId: role === "operator" ? null : SITE,
    dealershipIds: [100],
    seesAllDealershipLeads: false,
    ...extra,
  };
}

describe("issue 31 §2: what each role may do", () => {
  it("the role matrix: operator everything; group admin all but sites; manager the dealership's work; sales leads; marketing content and analytics", () => {
    const matrix = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, STAFF_ACTIONS.filter((action) => roleMay(role, action))]),
    );
    expect(matrix).toEqual({
      operator: [...STAFF_ACTIONS],
      "group-admin": STAFF_ACTIONS.filter((a) => a !== "sites.manage"),
      manager: [
        "content.write",
        "stock.write",
        "leads.read",
        "leads.write",
        "reservations.read",
        "reservations.write",
        "trade-ins.read",
        "trade-ins.write",
        "analytics.read",
      ],
      sales: ["leads.read", "leads.write"],
      marketing: ["marketing.write", "content.write", "analytics.read"],
    });
  });

  it("a member opens their own site's overview; only an operator opens another's", () => {
    expect(STAFF_ROLES.filter((role) => mayOpenSite(scope(role), SITE))).toEqual([...STAFF_ROLES]);
    expect(STAFF_ROLES.filter((role) => mayOpenSite(scope(role), OTHER_SITE))).toEqual(["operator"]);
  });

  it("nobody but an operator reaches another site, whatever the action", () => {
    for (const role of STAFF_ROLES) {
      for (const action of STAFF_ACTIONS) {
        const allowed = may(scope(role), action, { siteId: OTHER_SITE });
        expect(allowed, `${role} ${action}`).toBe(role === "operator");
      }
    }
  });

  it("a manager reaches the assigned dealerships and the group-wide records, not the group's other dealerships", () => {
    const manager = scope("manager");
    expect(may(manager, "leads.read", { siteId: SITE, dealershipId: 100 })).toBe(true);
    expect(may(manager, "leads.read", { siteId: SITE, dealershipId: null })).toBe(true);
    expect(may(manager, "reservations.write", { siteId: SITE, dealershipId: 200 })).toBe(false);
  });

  it("sales see their own leads, or all of their dealerships' when allowed; a group-wide lead only once assigned", () => {
    const own = scope("sales");
    const all = scope("sales", { seesAllDealershipLeads: true });
    const lead = (dealershipId: number | null, assignedStaffId: number | null) => ({
      siteId: SITE,
      dealershipId,
      assignedStaffId,
    });
    expect(may(own, "leads.read", lead(100, ME))).toBe(true);
    expect(may(own, "leads.read", lead(100, null))).toBe(false);
    expect(may(own, "leads.read", lead(100, SOMEONE_ELSE))).toBe(false);
    expect(may(all, "leads.read", lead(100, SOMEONE_ELSE))).toBe(true);
    expect(may(all, "leads.read", lead(200, ME))).toBe(false);
    expect(may(all, "leads.read", lead(null, null))).toBe(false);
    expect(may(all, "leads.read", lead(null, ME))).toBe(true);
    expect(may(own, "reservations.read", lead(100, ME))).toBe(false);
  });

  it("the inbox's visibility and `may` agree for every role, dealership and assignee", () => {
    const scopes = [...STAFF_ROLES.map((r) => scope(r)), scope("sales", { seesAllDealershipLeads: true })];
    for (const s of scopes) {
      const visibility = leadVisibility(s, SITE);
      for (const dealershipId of [100, 200, null]) {
        for (const assignedStaffId of [ME, SOMEONE_ELSE, null]) {
          const expected = may(s, "leads.read", { siteId: SITE, dealershipId, assignedStaffId });
          const listed = visibility !== null && leadVisible(visibility, { dealershipId, assignedStaffId });
          expect(listed, `${s.role} ${dealershipId} ${assignedStaffId}`).toBe(expected);
        }
      }
    }
    expect(leadVisibility(scope("marketing"), SITE)).toBeNull();
    expect(leadVisibility(scope("manager"), OTHER_SITE)).toBeNull();
  });
});

describe("issue 31 §2: who may create whom", () => {
  it("an operator makes operators (no site) and site roles (with a site)", () => {
    const operator = scope("operator");
    expect(mayGrant(operator, "operator", null)).toBe(true);
    expect(mayGrant(operator, "group-admin", SITE)).toBe(true);
    expect(mayGrant(operator, "group-admin", null)).toBe(false);
  });

  it("a group admin makes site roles for their own site only; nobody else invites", () => {
    const admin = scope("group-admin");
    expect(mayGrant(admin, "manager", SITE)).toBe(true);
    expect(mayGrant(admin, "group-admin", SITE)).toBe(true);
    expect(mayGrant(admin, "operator", null)).toBe(false);
    expect(mayGrant(admin, "sales", OTHER_SITE)).toBe(false);
    for (const role of ["manager", "sales", "marketing"] as const) {
      expect(mayGrant(scope(role), "sales", SITE)).toBe(false);
    }
  });

  it("operators and group admins must use a second factor; the others may", () => {
    expect(STAFF_ROLES.filter(requiresTwoFactor)).toEqual(["operator", "group-admin"]);
  });
});
