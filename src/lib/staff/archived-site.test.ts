import { describe, expect, it } from "vitest";
import { siteStateAllows } from "./archived-site";
import { STAFF_ACTIONS } from "./roles";

describe("an archived site is read-only in the console (decision 0056)", () => {
  it("allows every action on a live site", () => {
    for (const action of STAFF_ACTIONS) expect(siteStateAllows(null, action)).toBe(true);
  });
  it("allows reading, exporting leads, managing the site and shoppers' privacy requests; no other change", () => {
    const archived = new Date();
    const allowed = STAFF_ACTIONS.filter((a) => siteStateAllows(archived, a));
    expect(allowed).toEqual([
      "sites.manage",
      "audit.read",
      "leads.read",
      "reservations.read",
      "trade-ins.read",
      "analytics.read",
      "privacy.manage",
    ]);
  });
});
