import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadVisibility, leadVisible } from "@/lib/staff/roles";
import {
  ADMIN_TOKEN,
  insertLead,
  STAFF_SECRET,
  settings,
  signedInStaff,
  type TwoSites,
  twoSites,
} from "../../../test/api-key-fixtures";
import type { DatabaseHandle } from "../db/client";
import { leads } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { findStaff } from "../staff/current-staff";
import { siteLeadsEndpoint } from "./site-leads-request";

/**
 * Issue 31 §7 on a real database: `GET /admin/api/sites/{slug}/leads`, its filters, its keyset paging
 * and its checks, with the admin token; and with a console session, where each member reads exactly
 * the leads `leadVisibility` gives them (the SQL and `leadVisible` agree).
 */
let handle: DatabaseHandle;
let sites: TwoSites;
type Member = { staffId: number; cookie: string };
const staff: Record<string, Member> = {};
const ids: Record<string, string> = {};
const T0 = new Date("2026-11-20T00:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

type Answer = {
  status: number;
  body: { leads: { id: string }[]; next: string | null; issues?: { key: string }[] };
};

async function get(
  query: string,
  auth: { token?: string; cookie?: string } = { token: ADMIN_TOKEN },
  slug = "keys-a",
) {
  const headers: Record<string, string> = { host: "console.localhost" };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const reply = await siteLeadsEndpoint({
    settings,
    database: async () => handle.db,
    staffSecret: STAFF_SECRET,
  })(new Request(`http://console.localhost/admin/api/sites/${slug}/leads${query}`, { headers }), slug);
  return { status: reply.status, body: (await reply.json()) as Answer["body"] };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  sites = await twoSites(handle.db);
  const a = (email: string, role: string, more: Record<string, unknown> = {}) =>
    signedInStaff(handle.db, { email, role, site: "keys-a", ...more });
  staff.sales = await a("sam@keys-a.example", "sales", { dealerships: ["keys-a-motors"] });
  staff.sales2 = await a("sue@keys-a.example", "sales", { dealerships: ["keys-a-motors"] });
  staff.salesAll = await a("sal@keys-a.example", "sales", {
    dealerships: ["keys-a-kia"],
    sees_all_dealership_leads: true,
  });
  staff.manager = await a("max@keys-a.example", "manager", { dealerships: ["keys-a-motors"] });
  staff.admin = await a("gina@keys-a.example", "group-admin");
  staff.marketing = await a("mia@keys-a.example", "marketing");
  const motors = sites.a.dealerships["keys-a-motors"]!;
  const kia = sites.a.dealerships["keys-a-kia"]!;
  const lead = (minutes: number, values: Parameters<typeof insertLead>[1]) =>
    insertLead(handle.db, { createdAt: at(minutes), ...values });
  ids.samsMotors = await lead(1, {
    siteId: sites.a.id,
    dealershipId: motors,
    carId: sites.a.carId,
    assignedStaffId: staff.sales.staffId,
    deliveries: ["delivered", "dead"],
  });
  ids.motors = await lead(2, { siteId: sites.a.id, dealershipId: motors, status: "contacted" });
  ids.samsKia = await lead(3, {
    siteId: sites.a.id,
    dealershipId: kia,
    assignedStaffId: staff.sales.staffId,
  });
  ids.samsGroup = await lead(4, {
    siteId: sites.a.id,
    assignedStaffId: staff.sales.staffId,
    status: "appointment",
  });
  ids.group = await lead(5, { siteId: sites.a.id, status: "sold" });
  ids.suesMotors = await lead(6, {
    siteId: sites.a.id,
    dealershipId: motors,
    assignedStaffId: staff.sales2.staffId,
  });
  ids.kia = await lead(7, { siteId: sites.a.id, dealershipId: kia, status: "lost" });
  // Three at the same moment: paging must neither skip nor repeat one of them.
  for (const n of [1, 2, 3]) ids[`tie${n}`] = await lead(8, { siteId: sites.a.id, dealershipId: kia });
  ids.otherSite = await lead(9, { siteId: sites.b.id, dealershipId: sites.b.dealerships["keys-b-motors"] });
});

afterAll(async () => {
  await handle?.close();
});

const ALL_A = 10;

describe("issue 31 §7: a site's leads with the admin token or a key", () => {
  it("every lead of the site, newest first, with what a CRM needs; none of another site's", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.leads).toHaveLength(ALL_A);
    expect(body.leads.map((l) => l.id)).not.toContain(ids.otherSite);
    expect(body.leads.at(-1)).toEqual({
      id: ids.samsMotors,
      created_at: at(1).toISOString(),
      category: "Vehicle Enquiry",
      subcategory: null,
      status: "new",
      status_reason: null,
      status_changed_at: null,
      first_response_at: null,
      assignee: { id: staff.sales!.staffId, name: "", email: "sam@keys-a.example" },
      dealership: "keys-a-motors",
      car: { id: sites.a.carId, stocknum: "A-CAR-1", slug: expect.any(String) },
      customer: expect.objectContaining({ firstName: "Jane", email: "jane.citizen@example.com" }),
      message: expect.stringMatching(/^Message \d+$/),
      fields: expect.objectContaining({ name: expect.any(String) }),
      source: "Website",
      url: null,
      delivery: { total: 2, pending: 0, delivered: 1, dead: 1, worst: "dead" },
    });
    expect(body.next).toBeNull();
  });

  it("since and status narrow the list", async () => {
    const since = await get(`?since=${encodeURIComponent("2026-11-20T11:06:00+11:00")}`);
    expect(since.body.leads.map((l) => l.id).sort()).toEqual(
      [ids.suesMotors, ids.kia, ids.tie1, ids.tie2, ids.tie3].sort(),
    );
    const contacted = await get("?status=contacted");
    expect(contacted.body.leads.map((l) => l.id)).toEqual([ids.motors]);
    const closed = await get("?status=sold,lost");
    expect(closed.body.leads.map((l) => l.id)).toEqual([ids.kia, ids.group]);
  });

  it("pages by keyset: every lead once, in order, ties included, and `next` null at the end", async () => {
    const whole = (await get("")).body.leads.map((l) => l.id);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Answer = await get(`?limit=2${after ? `&after=${after}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.leads.map((l) => l.id));
      after = page.body.next;
      pages++;
    } while (after && pages < 20);
    expect(seen).toEqual(whole);
    expect(pages).toBe(ALL_A / 2);
    const filtered = await get(`?status=new&limit=1&after=${ids.tie1}`);
    expect(filtered.body.leads.every((l) => l.id !== ids.tie1)).toBe(true);
  });

  it("each bad parameter is a 400 naming it; another site's lead is no cursor", async () => {
    const bad = await get("?since=yesterday&status=won&limit=9999&after=nope&colour=red");
    expect(bad.status).toBe(400);
    expect(bad.body.issues!.map((i) => i.key).sort()).toEqual(
      ["after", "body", "limit", "since", "status.0"].sort(),
    );
    const foreign = await get(`?after=${ids.otherSite}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([{ key: "after", message: expect.stringContaining("the `next`") }]);
  });
});

describe("issue 31 §7: the same leads for a console session, as far as the member may read them", () => {
  const visibleIds = async (member: Member) =>
    (await get("?limit=500", { cookie: member.cookie })).body.leads.map((l) => l.id);

  it("a sales person gets only their own leads of their dealership, and the group's assigned to them", async () => {
    expect((await visibleIds(staff.sales!)).sort()).toEqual([ids.samsMotors, ids.samsGroup].sort());
  });

  it("the SQL shows each member exactly what leadVisible says, for every role that reads leads", async () => {
    const rows = await handle.db.select().from(leads);
    const ofA = rows.filter((row) => row.siteId === sites.a.id);
    for (const name of ["sales", "sales2", "salesAll", "manager", "admin"]) {
      const member = staff[name]!;
      const found = await findStaff(
        { db: handle.db, secret: STAFF_SECRET },
        {
          cookie: member.cookie,
          secure: false,
          address: "198.51.100.1",
          userAgent: "vitest",
        },
      );
      const visibility = leadVisibility(found!.scope, sites.a.id)!;
      const expected = ofA.filter((row) => leadVisible(visibility, row)).map((row) => row.id);
      expect((await visibleIds(member)).sort(), name).toEqual(expected.sort());
    }
  });

  it("another site, a role without leads, or no credential: 404, 404, 401", async () => {
    expect((await get("", { cookie: staff.sales!.cookie }, "keys-b")).status).toBe(404);
    expect((await get("", { cookie: staff.marketing!.cookie })).status).toBe(404);
    expect((await get("", {})).status).toBe(401);
    expect((await get("", { cookie: "forecourt-staff.session_token=forged" })).status).toBe(401);
  });

  it("a bad query is still a 400 with reasons", async () => {
    const bad = await get("?limit=0", { cookie: staff.manager!.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.issues!.map((i) => i.key)).toEqual(["limit"]);
  });
});
