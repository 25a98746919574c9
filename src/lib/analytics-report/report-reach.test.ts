import { describe, expect, it } from "vitest";
import type { StaffRole, StaffScope } from "../staff/roles";
import type { SiteDealership } from "../tenancy/site";
import { reportDealershipFor, reportReach } from "./report-reach";

const SITE = 1;
const dealership = (id: number, slug: string): SiteDealership => ({
  id,
  slug,
  name: slug.toUpperCase(),
  manufacturerName: null,
  phone: null,
});
const site = { id: SITE, dealerships: [dealership(10, "north"), dealership(20, "south")] };
const scope = (role: StaffRole, dealershipIds: number[] = []): StaffScope => ({
  staffId: 7,
  role,
  siteId: role === "operator" ? null : SITE,
  dealershipIds,
  seesAllDealershipLeads: false,
});

describe("decision 0067: whose numbers a member reads in the analytics report", () => {
  it("group admins, marketers and operators read the whole site and every dealership", () => {
    for (const role of ["operator", "group-admin", "marketing"] as const) {
      const reach = reportReach(scope(role), site);
      expect(reach?.wholeSite, role).toBe(true);
      expect(reach?.dealerships.map((d) => d.slug)).toEqual(["north", "south"]);
      expect(reportDealershipFor(reach!, null)).toEqual({ slug: null });
    }
  });

  it("a manager reads only the dealerships assigned, one at a time, starting with the first", () => {
    const reach = reportReach(scope("manager", [20]), site)!;
    expect(reach).toEqual({ wholeSite: false, dealerships: [{ id: 20, slug: "south", name: "SOUTH" }] });
    expect(reportDealershipFor(reach, null)).toEqual({ slug: "south" });
    expect(reportDealershipFor(reach, "south")).toEqual({ slug: "south" });
    expect(reportDealershipFor(reach, "north")).toEqual({ refused: true });
  });

  it("sales read no analytics; nobody reads another site's", () => {
    expect(reportReach(scope("sales", [10]), site)).toBeNull();
    expect(reportReach({ ...scope("group-admin"), siteId: 2 }, site)).toBeNull();
    expect(reportReach(scope("manager", []), site)).toBeNull();
  });
});
