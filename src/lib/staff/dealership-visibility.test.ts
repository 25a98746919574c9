import { describe, expect, it } from "vitest";
import { dealershipVisibility, dealershipVisible } from "./dealership-visibility";
import { may, STAFF_ACTIONS, STAFF_ROLES, type StaffScope } from "./roles";

/**
 * Issue 31 §5–6, decision 0046: the console's reservation and trade-in lists are narrowed by
 * `dealershipVisibility`, and every record they show is one `may` allows: the list and the record's
 * own page never disagree, for every role, action, site and dealership.
 */
describe("the lists' visibility agrees with may for every role, action and dealership", () => {
  const SITE = 7;
  const scopes: StaffScope[] = STAFF_ROLES.flatMap((role) =>
    [true, false].map((seesAll) => ({
      staffId: 3,
      role,
      siteId: role === "operator" ? null : SITE,
      dealershipIds: [11, 12],
      seesAllDealershipLeads: seesAll,
    })),
  );
  const dealerships = [null, 11, 12, 13];

  for (const scope of scopes) {
    for (const action of STAFF_ACTIONS) {
      it(`${scope.role}${scope.seesAllDealershipLeads ? " (sees all)" : ""}: ${action}`, () => {
        for (const siteId of [SITE, SITE + 1]) {
          const visibility = dealershipVisibility(scope, action, siteId);
          for (const dealershipId of dealerships) {
            const allowed = may(scope, action, { siteId, dealershipId });
            const listed = visibility !== null && dealershipVisible(visibility, dealershipId);
            expect(listed).toBe(allowed);
          }
        }
      });
    }
  }

  it("a manager sees their dealerships and the group's records; another site's nothing", () => {
    const manager = scopes.find((s) => s.role === "manager")!;
    expect(dealershipVisibility(manager, "reservations.read", SITE)).toEqual({
      dealershipIds: [11, 12],
      groupRecords: true,
    });
    expect(dealershipVisibility(manager, "reservations.read", SITE + 1)).toBeNull();
    expect(
      dealershipVisibility(scopes.find((s) => s.role === "marketing")!, "trade-ins.read", SITE),
    ).toBeNull();
  });
});
