import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FILTERS } from "@/lib/inbox/inbox-query";
import { leadVisibility, leadVisible, may, type StaffRole, type StaffScope } from "@/lib/staff/roles";
import { newLead } from "../../../test/lead-records";
import type { DatabaseHandle } from "../db/client";
import { leads, staffUsers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { createLead } from "../leads/intake/create-lead";
import { readSite } from "../tenancy/sites";
import { listInbox } from "./inbox-list";

/**
 * Issue 31 §2/§4: the inbox's SQL shows a member exactly the leads `may(scope, "leads.read", lead)`
 * allows, over every role and every kind of lead: each dealership's and the group's, unassigned and
 * assigned to each person, on the member's site and on another.
 */
let handle: DatabaseHandle;
type Lead = { id: string; siteId: number; dealershipId: number | null; assignedStaffId: number | null };
const all: Lead[] = [];
const scopes: { name: string; scope: StaffScope }[] = [];
let siteA: number;
let siteB: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    dealerships: [
      { slug: "vis-one", name: "Vis One" },
      { slug: "vis-two", name: "Vis Two" },
    ],
    site: { slug: "vis-a", name: "Vis A", dealerships: ["vis-one", "vis-two"] },
  });
  await importBundle(handle.db, {
    dealerships: [{ slug: "vis-three", name: "Vis Three" }],
    site: { slug: "vis-b", name: "Vis B", dealerships: ["vis-three"] },
  });
  const a = (await readSite(handle.db, "vis-a"))!;
  const b = (await readSite(handle.db, "vis-b"))!;
  [siteA, siteB] = [a.id, b.id];
  const [one, two] = a.dealershipIds as [number, number];
  const three = b.dealershipIds[0]!;

  const people: [string, StaffRole, number | null, number[], boolean][] = [
    ["operator", "operator", null, [], false],
    ["group admin of A", "group-admin", siteA, [], false],
    ["manager of one", "manager", siteA, [one], false],
    ["manager of one and two", "manager", siteA, [one, two], false],
    ["sales of one, own leads", "sales", siteA, [one], false],
    ["sales of one, all its leads", "sales", siteA, [one], true],
    ["sales of two, own leads", "sales", siteA, [two], false],
    ["marketing of A", "marketing", siteA, [], false],
    ["manager of B", "manager", siteB, [three], false],
  ];
  for (const [name, role, siteId, dealershipIds, seesAll] of people) {
    const [row] = await handle.db
      .insert(staffUsers)
      .values({
        email: `${name.replace(/[^a-z]+/g, "-")}@vis.example`,
        name,
        role,
        siteId,
        dealershipIds,
        seesAllDealershipLeads: seesAll,
      })
      .returning({ id: staffUsers.id });
    scopes.push({
      name,
      scope: { staffId: row!.id, role, siteId, dealershipIds, seesAllDealershipLeads: seesAll },
    });
  }
  const assignees = [null, ...scopes.map((s) => s.scope.staffId)];
  let minute = 0;
  const file = async (siteId: number, dealershipId: number | null, assignedStaffId: number | null) => {
    const created = await createLead(
      handle.db,
      newLead(siteId, { dealershipId }),
      new Date(Date.UTC(2026, 10, 1, 0, minute++)),
    );
    if (created.kind !== "created") throw new Error(created.kind);
    await handle.db.update(leads).set({ assignedStaffId }).where(eq(leads.id, created.id));
    all.push({ id: created.id, siteId, dealershipId, assignedStaffId });
  };
  for (const dealershipId of [one, two, null]) {
    for (const assignee of assignees) await file(siteA, dealershipId, assignee);
  }
  for (const dealershipId of [three, null]) {
    for (const assignee of assignees) await file(siteB, dealershipId, assignee);
  }
});

afterAll(async () => {
  await handle?.close();
});

describe("issue 31 §4: the inbox's SQL and may() agree", () => {
  it("files leads of every dealership and assignee on both sites", () => {
    expect(all.length).toBe(3 * 10 + 2 * 10);
  });

  it("every role × both sites: the listed leads are exactly those may() lets the member read", async () => {
    let compared = 0;
    for (const { name, scope } of scopes) {
      for (const siteId of [siteA, siteB]) {
        const allowed = all
          .filter((lead) => lead.siteId === siteId)
          .filter((lead) => may(scope, "leads.read", lead))
          .map((lead) => lead.id)
          .sort();
        const visibility = leadVisibility(scope, siteId);
        if (!visibility) {
          expect(allowed, `${name} on site ${siteId}`).toEqual([]);
          continue;
        }
        const page = await listInbox(
          handle.db,
          { siteId, visibility, staffId: scope.staffId },
          { filters: NO_FILTERS, after: null, before: null },
          1000,
        );
        expect(page.rows.map((row) => row.id).sort(), `${name} on site ${siteId}`).toEqual(allowed);
        // The pure check the rest of the console uses agrees too.
        const visible = all.filter((lead) => lead.siteId === siteId && leadVisible(visibility, lead));
        expect(visible.map((lead) => lead.id).sort()).toEqual(allowed);
        compared++;
      }
    }
    // Operator on both sites; the seven other readers of A on A, the manager of B on B.
    expect(compared).toBeGreaterThanOrEqual(9);
  });

  it("a sales person who sees only their own leads sees no unassigned lead, a manager sees every one of theirs", async () => {
    const sales = scopes.find((s) => s.name === "sales of one, own leads")!.scope;
    const manager = scopes.find((s) => s.name === "manager of one")!.scope;
    const list = async (scope: StaffScope) =>
      (
        await listInbox(
          handle.db,
          { siteId: siteA, visibility: leadVisibility(scope, siteA)!, staffId: scope.staffId },
          { filters: NO_FILTERS, after: null, before: null },
          1000,
        )
      ).rows;
    const own = await list(sales);
    expect(own.length).toBe(2); // theirs at dealership one, and the group lead assigned to them
    expect((await list(manager)).length).toBe(10 + 10); // every lead of dealership one, and the group's
  });
});
