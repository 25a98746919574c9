import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InboxFilters, NO_FILTERS, parseInboxQuery } from "@/lib/inbox/inbox-query";
import { leadVisibility } from "@/lib/staff/roles";
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES } from "@/lib/trade-in/trade-in-lead";
import type { DatabaseHandle } from "../db/client";
import { auditLog } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { getInboxExport, getInboxUpdates } from "./inbox-endpoints";
import { type InboxReader, inboxSince, listInbox } from "./inbox-list";
import { fileLead, signedInStaff, TEST_SECRET } from "./inbox-test-setup";

/**
 * Issue 31 §4, the leads inbox on a real database: every kind in one list, newest first; each filter;
 * the search box by phone (however written), e-mail, name, surname, stock number and VIN; keyset
 * paging through ties; the polling's "since"; and the JSON and CSV endpoints behind the session and
 * site checks, with the CSV's cells safe from spreadsheet formulas and the export in the audit log.
 */
let handle: DatabaseHandle;
let siteA: number;
let north: number;
let south: number;
const ids: Record<string, string> = {};
let manager: { staffId: number; cookie: string };
let sales: { staffId: number; cookie: string };
let otherManager: { staffId: number; cookie: string };
const deps = () => ({ db: handle.db, secret: TEST_SECRET });
const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(handle.db, {
    dealerships: [
      { slug: "inbox-north", name: "North Motors" },
      { slug: "inbox-south", name: "South Motors" },
    ],
    site: { slug: "inbox-a", name: "Inbox A", dealerships: ["inbox-north", "inbox-south"] },
  });
  await importBundle(handle.db, {
    dealerships: [{ slug: "inbox-west", name: "West Motors" }],
    site: { slug: "inbox-b", name: "Inbox B", dealerships: ["inbox-west"] },
  });
  const a = (await readSite(handle.db, "inbox-a"))!;
  const b = (await readSite(handle.db, "inbox-b"))!;
  siteA = a.id;
  north = a.dealerships.find((d) => d.slug === "inbox-north")!.id;
  south = a.dealerships.find((d) => d.slug === "inbox-south")!.id;
  manager = await signedInStaff(handle.db, {
    email: "max@inbox.example",
    role: "manager",
    site: "inbox-a",
    dealerships: ["inbox-north", "inbox-south"],
  });
  sales = await signedInStaff(handle.db, {
    email: "sam@inbox.example",
    role: "sales",
    site: "inbox-a",
    dealerships: ["inbox-north"],
  });
  otherManager = await signedInStaff(handle.db, {
    email: "bea@inbox.example",
    role: "manager",
    site: "inbox-b",
    dealerships: ["inbox-west"],
  });
  const db = handle.db;
  ids.jane = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-20T01:00:00Z"),
    dealershipId: north,
    customer: {
      firstName: "Jane",
      lastName: "Citizen",
      phone: "0412 345 678",
      email: "Jane.Citizen@Example.com",
    },
    vehicle: { stocknum: "NTH100", vin: "JTNBA3HE10J123456" },
  });
  // 00:30 on 22 November in Sydney (AEDT), still the 21st in UTC.
  ids.bob = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-21T13:30:00Z"),
    category: "Test Drive",
    dealershipId: south,
    customer: {
      firstName: "Bob",
      lastName: "Builder",
      phone: "+61 2 9630 1234",
      email: "bob@builder.example",
    },
    vehicle: { stocknum: "STH200", vin: "6T1BF3FK40X000001" },
  });
  ids.valuation = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-22T01:00:00Z"),
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES.valued,
    customer: { firstName: "=cmd|' /C calc'!A0", lastName: "Lee", phone: "-1", email: "ann@lee.example" },
    vehicle: null,
    message: "+SUM(1,2)",
  });
  ids.accepted = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-23T01:00:00Z"),
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES.accepted,
    dealershipId: north,
    customer: { firstName: "Ann", lastName: "Lee", phone: "0400 000 001", email: "ann@lee.example" },
    vehicle: null,
    message: "@SUM(A1)",
  });
  ids.chat = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-24T01:00:00Z"),
    category: "Instant Message",
    subcategory: "Sales chat",
    dealershipId: north,
    customer: { firstName: "Zoë", lastName: "Ångström", phone: null, email: "zoe@example.com" },
    vehicle: null,
    assignedStaffId: sales.staffId,
    status: "contacted",
  });
  ids.other = await fileLead(db, {
    siteId: siteA,
    at: day("2026-11-25T01:00:00Z"),
    category: "Brochure Request",
    dealershipId: south,
    customer: { firstName: "Al", lastName: null, phone: "0400 000 002", email: "al@example.com" },
    vehicle: null,
  });
  ids.elsewhere = await fileLead(db, {
    siteId: b.id,
    at: day("2026-11-25T02:00:00Z"),
    dealershipId: b.dealershipIds[0]!,
    customer: {
      firstName: "Jane",
      lastName: "Other",
      phone: "0412 345 678",
      email: "jane.citizen@example.com",
    },
    vehicle: { stocknum: "NTH100", vin: "JTNBA3HE10J123456" },
  });
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

const managerReader = (): InboxReader => ({
  siteId: siteA,
  visibility: leadVisibility(
    {
      staffId: manager.staffId,
      role: "manager",
      siteId: siteA,
      dealershipIds: [north, south],
      seesAllDealershipLeads: false,
    },
    siteA,
  )!,
  staffId: manager.staffId,
});

async function list(filters: Partial<InboxFilters>, reader = managerReader()) {
  const page = await listInbox(handle.db, reader, {
    filters: { ...NO_FILTERS, ...filters },
    after: null,
    before: null,
  });
  return page.rows;
}
const named = async (filters: Partial<InboxFilters>) => {
  const rows = await list(filters);
  return rows.map((row) => Object.entries(ids).find(([, id]) => id === row.id)?.[0]);
};
const searched = (q: string) => named({ q });

describe("issue 31 §4: one list of every kind, newest first", () => {
  it("lists the site's leads newest first, and no other site's", async () => {
    expect(await named({})).toEqual(["other", "chat", "accepted", "valuation", "bob", "jane"]);
  });

  it("shows each row's kind, shopper, car, dealership, status and assignee", async () => {
    const rows = await list({});
    const jane = rows.find((row) => row.id === ids.jane)!;
    expect(jane).toMatchObject({
      kind: "vehicle-enquiry",
      kindLabel: "Vehicle enquiry",
      name: "Jane Citizen",
      phone: "0412 345 678",
      car: { name: "2024 Toyota Corolla Ascent Sport", stockNumber: "NTH100", vin: "JTNBA3HE10J123456" },
      dealership: "North Motors",
      status: "new",
      assignee: null,
    });
    expect(rows.find((row) => row.id === ids.chat)).toMatchObject({
      kindLabel: "Chat message",
      status: "contacted",
      assignee: "sam@inbox.example",
    });
  });

  it("the accepted trade-in offer is a kind of its own and stands out; the valuation does not", async () => {
    const rows = await list({});
    expect(rows.filter((row) => row.standout).map((row) => row.id)).toEqual([ids.accepted]);
    expect(rows.find((row) => row.id === ids.accepted)!.kindLabel).toBe("Trade-in offer accepted");
    expect(await named({ kind: "trade-in-accepted" })).toEqual(["accepted"]);
    expect(await named({ kind: "trade-in" })).toEqual(["valuation"]);
    expect(await named({ kind: "other" })).toEqual(["other"]);
    expect(await named({ kind: "chat" })).toEqual(["chat"]);
    expect(await named({ kind: "finance" })).toEqual([]);
  });
});

describe("issue 31 §4: filters", () => {
  it("by dealership, or the group's leads of none", async () => {
    expect(await named({ dealership: north })).toEqual(["chat", "accepted", "jane"]);
    expect(await named({ dealership: "none" })).toEqual(["valuation"]);
  });

  it("by status and by assignee: me, unassigned, or a named person", async () => {
    expect(await named({ status: "contacted" })).toEqual(["chat"]);
    expect(await named({ assignee: sales.staffId })).toEqual(["chat"]);
    expect(await named({ assignee: "unassigned" })).not.toContain("chat");
    const salesReader: InboxReader = {
      siteId: siteA,
      visibility: leadVisibility(
        {
          staffId: sales.staffId,
          role: "sales",
          siteId: siteA,
          dealershipIds: [north],
          seesAllDealershipLeads: false,
        },
        siteA,
      )!,
      staffId: sales.staffId,
    };
    expect((await list({ assignee: "me" }, salesReader)).map((row) => row.id)).toEqual([ids.chat]);
    expect(await named({ assignee: "me" })).toEqual([]);
  });

  it("by days on Sydney's clock, both ends included", async () => {
    expect(await named({ to: "2026-11-21" })).toEqual(["jane"]);
    expect(await named({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["valuation", "bob"]);
  });

  it("by the car's stock number, as typed in any case", async () => {
    const { request } = parseInboxQuery(new URLSearchParams("stock=nth100"));
    expect(await named(request.filters)).toEqual(["jane"]);
  });
});

describe("issue 31 §4: search by name, phone, e-mail, stock number or VIN", () => {
  it("finds a phone number however it is written, and by its first digits", async () => {
    for (const q of ["0412 345 678", "+61 412 345 678", "0412345678", "(04) 1234-5678", "0412 34"]) {
      expect(await searched(q), q).toEqual(["jane"]);
    }
    expect(await searched("02 9630 1234")).toEqual(["bob"]);
  });

  it("finds an e-mail address in any case, and by its start", async () => {
    expect(await searched("JANE.CITIZEN@example.com")).toEqual(["jane"]);
    expect(await searched("bob@build")).toEqual(["bob"]);
    expect(await searched("ann@lee.example")).toEqual(["accepted", "valuation"]);
  });

  it("finds a name by its start or by the surname, letters beyond ASCII included", async () => {
    expect(await searched("jane")).toEqual(["jane"]);
    expect(await searched("Citi")).toEqual(["jane"]);
    expect(await searched("ann lee")).toEqual(["accepted"]);
    expect(await searched("ÅNGSTRÖM")).toEqual(["chat"]);
    expect(await searched("zoë")).toEqual(["chat"]);
  });

  it("finds the car by stock number or VIN, whole or by its start", async () => {
    expect(await searched("nth100")).toEqual(["jane"]);
    expect(await searched("STH2")).toEqual(["bob"]);
    expect(await searched("JTNBA3HE10J123456")).toEqual(["jane"]);
    expect(await searched("6t1bf3")).toEqual(["bob"]);
  });

  it("takes % and _ literally, and finds nothing for nothing", async () => {
    expect(await searched("a%")).toEqual([]);
    expect(await searched("a_")).toEqual([]);
    expect(await searched("al")).toEqual(["other"]);
    expect(await searched("nobody here")).toEqual([]);
  });

  it("combines with the filters", async () => {
    expect(await named({ q: "ann", kind: "trade-in" })).toEqual(["valuation"]);
  });
});

describe("issue 31 §4: keyset paging and new leads", () => {
  it("walks down and back up through leads sharing a moment, with no lead missed or repeated", async () => {
    const site = await importBundle(handle.db, {
      dealerships: [{ slug: "paging-motors", name: "Paging Motors" }],
      site: { slug: "inbox-paging", name: "Paging", dealerships: ["paging-motors"] },
    });
    expect(site.site?.created).toBe(true);
    const paging = (await readSite(handle.db, "inbox-paging"))!;
    for (let i = 0; i < 47; i++) {
      // Three leads to each moment: the id breaks the tie.
      await fileLead(handle.db, {
        siteId: paging.id,
        at: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(i / 3))),
      });
    }
    const reader: InboxReader = {
      siteId: paging.id,
      visibility: { dealershipIds: "all", dealershipLeadsAssignedTo: null, groupLeads: "all" },
      staffId: manager.staffId,
    };
    const everything = (
      await listInbox(handle.db, reader, { filters: NO_FILTERS, after: null, before: null }, 100)
    ).rows;
    expect(everything).toHaveLength(47);
    const seen: string[] = [];
    const pages = [];
    let page = await listInbox(handle.db, reader, { filters: NO_FILTERS, after: null, before: null }, 10);
    expect(page.newer).toBeNull();
    pages.push(page);
    seen.push(...page.rows.map((row) => row.id));
    while (page.older) {
      page = await listInbox(handle.db, reader, { filters: NO_FILTERS, after: page.older, before: null }, 10);
      pages.push(page);
      seen.push(...page.rows.map((row) => row.id));
    }
    expect(seen).toEqual(everything.map((row) => row.id));
    expect(pages).toHaveLength(5);
    // Back up from the last page: each page as it was on the way down.
    for (let i = pages.length - 1; i > 0; i--) {
      const up = await listInbox(
        handle.db,
        reader,
        { filters: NO_FILTERS, after: null, before: pages[i]!.newer },
        10,
      );
      expect(up.rows.map((row) => row.id)).toEqual(pages[i - 1]!.rows.map((row) => row.id));
      expect(up.newer === null).toBe(i === 1);
    }
  });

  it("the leads since a moment are those at or after it, in the view", async () => {
    const rows = await inboxSince(
      handle.db,
      managerReader(),
      { filters: NO_FILTERS },
      day("2026-11-24T01:00:00Z"),
      50,
    );
    expect(rows.map((row) => row.id)).toEqual([ids.other, ids.chat]);
    const filtered = await inboxSince(
      handle.db,
      managerReader(),
      { filters: { ...NO_FILTERS, kind: "chat" } },
      day("2026-11-24T00:00:00Z"),
      50,
    );
    expect(filtered.map((row) => row.id)).toEqual([ids.chat]);
  });
});

const get = (path: string, cookie: string | null) =>
  new Request(`http://console.localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("issue 31 §4: the polling endpoint", () => {
  it("answers the member's new leads in the view, privately", async () => {
    const answer = await getInboxUpdates(
      deps(),
      "inbox-a",
      get(`/api/sites/inbox-a/leads/updates?since=2026-11-23T00:00:00Z&dealership=${north}`, manager.cookie),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const body = (await answer.json()) as { rows: { id: string }[]; more: boolean };
    expect(body.rows.map((row) => row.id)).toEqual([ids.chat, ids.accepted]);
    expect(body.more).toBe(false);
  });

  it("a sales person's poll holds only their own leads", async () => {
    const answer = await getInboxUpdates(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/updates?since=2026-01-01T00:00:00Z", sales.cookie),
    );
    const body = (await answer.json()) as { rows: { id: string }[] };
    expect(body.rows.map((row) => row.id)).toEqual([ids.chat]);
  });

  it("refuses without a session (401), another site's staff (404), and a bad since or filter (400)", async () => {
    const path = "/api/sites/inbox-a/leads/updates?since=2026-11-23T00:00:00Z";
    expect((await getInboxUpdates(deps(), "inbox-a", get(path, null))).status).toBe(401);
    const foreign = await getInboxUpdates(deps(), "inbox-a", get(path, otherManager.cookie));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: "There is no such site." });
    expect((await getInboxUpdates(deps(), "nowhere", get(path, manager.cookie))).status).toBe(404);
    const noSince = await getInboxUpdates(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/updates", manager.cookie),
    );
    expect(noSince.status).toBe(400);
    const badKind = await getInboxUpdates(deps(), "inbox-a", get(`${path}&kind=spam`, manager.cookie));
    expect(badKind.status).toBe(400);
    expect(await badKind.json()).toMatchObject({
      issues: [{ key: "kind", message: "Choose a kind from the list." }],
    });
  });
});

describe("issue 31 §4: CSV export of the filtered list", () => {
  it("is an attachment of the view, newest first, with every shopper's text kept from running as a formula", async () => {
    const answer = await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export?q=lee", manager.cookie),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-inbox-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A UTF-8 byte-order mark first, for spreadsheets.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(new TextDecoder().decode(bytes)) as string[][];
    expect(header!.slice(0, 2)).toEqual(["Received (UTC)", "Kind"]);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(rows.map((row) => cell(row, "Lead id"))).toEqual([ids.accepted, ids.valuation]);
    const [accepted, valuation] = rows as [string[], string[]];
    expect(cell(accepted, "Kind")).toBe("Trade-in offer accepted");
    expect(cell(accepted, "Message")).toBe("'@SUM(A1)");
    expect(cell(valuation, "Name")).toBe("'=cmd|' /C calc'!A0 Lee");
    expect(cell(valuation, "Phone")).toBe("'-1");
    expect(cell(valuation, "Message")).toBe("'+SUM(1,2)");
    expect(cell(valuation, "Link")).toMatch(new RegExp(`/sites/inbox-a/leads/${ids.valuation}$`));
  });

  it("is in the audit log: who, which filter, how many leads", async () => {
    await getInboxExport(deps(), "inbox-a", get("/api/sites/inbox-a/leads/export?kind=chat", manager.cookie));
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.export"), eq(auditLog.staffId, manager.staffId)));
    expect(entries.map((entry) => entry.after)).toContainEqual({ filter: "kind=chat", rows: 1 });
    expect(entries.every((entry) => entry.siteId === siteA && entry.actor === "max@inbox.example")).toBe(
      true,
    );
  });

  it("holds only what the member may read, and another site's staff get a 404", async () => {
    const own = await getInboxExport(deps(), "inbox-a", get("/api/sites/inbox-a/leads/export", sales.cookie));
    const [, ...rows] = parse(await own.text()) as string[][];
    expect(rows.map((row) => row.at(-2))).toEqual([ids.chat]);
    const foreign = await getInboxExport(
      deps(),
      "inbox-a",
      get("/api/sites/inbox-a/leads/export", otherManager.cookie),
    );
    expect(foreign.status).toBe(404);
    expect(
      (await getInboxExport(deps(), "inbox-a", get("/api/sites/inbox-a/leads/export", null))).status,
    ).toBe(401);
  });
});
